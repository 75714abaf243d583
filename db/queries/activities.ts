import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { ActivityRow, Mode, NewActivity } from '../schema.ts';
import { appendActivityDeltas, dailyDeltasInsert } from './rollups.ts';

export interface TenantScope {
  organizationId: string;
  mode: Mode;
}

/**
 * Inserts activities and their rollup deltas in one statement (data-modifying CTEs): atomic without
 * an explicit transaction, and one round trip on the request path.
 */
export async function insertActivities(db: Db, rows: NewActivity[]) {
  if (rows.length === 0) return [];
  const insert = db.insertInto('activities').values(rows).returningAll();
  const result = await sql<ActivityRow>`
    WITH inserted AS (${insert}), deltas AS (${dailyDeltasInsert(sql`inserted`, 1)})
    SELECT * FROM inserted ORDER BY seq
  `.execute(db);
  return result.rows;
}

export async function findActivity(db: Db, scope: TenantScope, id: string) {
  return db
    .selectFrom('activities')
    .selectAll()
    .where('id', '=', id)
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export interface ActivityListFilter {
  activityType?: string;
  scope?: number;
  /** Activities whose period overlaps [from, to]. */
  from?: string;
  to?: string;
  ingestJobId?: string;
  limit: number;
  /** Keyset cursor: seq of the last row of the previous page. */
  afterSeq?: number;
}

/** Newest first, keyset-paginated (stable under concurrent inserts). */
export async function listActivities(db: Db, scope: TenantScope, filter: ActivityListFilter) {
  let query = db
    .selectFrom('activities')
    .selectAll()
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('deleted_at', 'is', null);
  if (filter.activityType) {
    const type = filter.activityType;
    query = query.where((eb) => eb.or([eb('activity_type', '=', type), eb('activity_type', 'like', `${type}.%`)]));
  }
  if (filter.scope) query = query.where('scope', '=', filter.scope);
  if (filter.from) query = query.where('period_end', '>=', filter.from);
  if (filter.to) query = query.where('period_start', '<=', filter.to);
  if (filter.ingestJobId) query = query.where('ingest_job_id', '=', filter.ingestJobId);
  if (filter.afterSeq !== undefined) query = query.where('seq', '<', filter.afterSeq);
  return query.orderBy('seq', 'desc').limit(filter.limit + 1).execute();
}

/** Soft delete; returns the row as it was, or undefined when absent (or already deleted). */
export async function softDeleteActivity(db: Db, scope: TenantScope, id: string) {
  const row = await db
    .updateTable('activities')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row) await appendActivityDeltas(db, [row.id], -1);
  return row;
}

export interface RecalculationSelection {
  ids?: string[];
  activityType?: string;
  from?: string;
  to?: string;
  limit: number;
}

/** Live (not deleted) activities chosen for recalculation, locked when `forUpdate`. */
export async function selectForRecalculation(db: Db, scope: TenantScope, selection: RecalculationSelection, forUpdate: boolean) {
  let query = db
    .selectFrom('activities')
    .selectAll()
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('deleted_at', 'is', null);
  if (selection.ids) query = query.where('id', 'in', selection.ids);
  if (selection.activityType) {
    const type = selection.activityType;
    query = query.where((eb) => eb.or([eb('activity_type', '=', type), eb('activity_type', 'like', `${type}.%`)]));
  }
  if (selection.from) query = query.where('period_end', '>=', selection.from);
  if (selection.to) query = query.where('period_start', '<=', selection.to);
  query = query.orderBy('seq').limit(selection.limit + 1);
  return forUpdate ? query.forUpdate().execute() : query.execute();
}

/**
 * Replaces an activity's calculation: the rollups lose the old figure and gain the new one in the
 * caller's transaction.
 */
export async function replaceCalculation(db: Db, id: string, columns: Partial<NewActivity>) {
  await appendActivityDeltas(db, [id], -1);
  await db.updateTable('activities').set(columns).where('id', '=', id).execute();
  await appendActivityDeltas(db, [id], 1);
}
