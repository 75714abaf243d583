import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { inTypeFamily } from './type-family.ts';
import type { ActivityRow, Mode, NewActivity, NewActivityResolution } from '../schema.ts';
import { appendActivityDeltas, dailyDeltasInsert } from './rollups.ts';

export interface TenantScope {
  organizationId: string;
  mode: Mode;
}

/**
 * Inserts activities, the resolutions they reference (unless stored already) and their rollup deltas
 * in one statement (data-modifying CTEs): atomic without an explicit transaction, and one round trip
 * on the request path. Returns what the database chose for each row, in the order given: the
 * caller has the rest, so the row is not sent back and parsed again.
 */
export async function insertActivities(
  db: Db,
  rows: readonly NewActivity[],
  resolutions: readonly NewActivityResolution[],
): Promise<Pick<ActivityRow, 'id' | 'created_at'>[]> {
  if (rows.length === 0) return [];
  const byId = new Map(resolutions.map((resolution) => [resolution.id, resolution]));
  const insertResolutions = db
    .insertInto('activity_resolutions')
    .values([...byId.values()])
    .onConflict((conflict) => conflict.doNothing());
  const insert = db.insertInto('activities').values(rows).returningAll();
  const result = await sql<Pick<ActivityRow, 'id' | 'created_at'>>`
    WITH resolutions AS (${insertResolutions}), inserted AS (${insert}), deltas AS (${dailyDeltasInsert(sql`inserted`, 1)})
    SELECT id, created_at FROM inserted ORDER BY seq
  `.execute(db);
  return result.rows;
}

interface ActivityMatch {
  /** Exact type, or a family: `fuel` matches `fuel` and `fuel.*`. */
  activityType?: string;
  /** Activities whose period overlaps [from, to]. */
  from?: string;
  to?: string;
}

/** Not-deleted activities of one organisation and mode, by type family and period overlap. */
function liveActivities(db: Db, scope: TenantScope, match: ActivityMatch) {
  let query = db
    .selectFrom('activity_details')
    .selectAll()
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('deleted_at', 'is', null);
  if (match.activityType) query = query.where(inTypeFamily(match.activityType));
  if (match.from) query = query.where('period_end', '>=', match.from);
  if (match.to) query = query.where('period_start', '<=', match.to);
  return query;
}

export async function findActivity(db: Db, scope: TenantScope, id: string) {
  return db
    .selectFrom('activity_details')
    .selectAll()
    .where('id', '=', id)
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export interface ActivityListFilter extends ActivityMatch {
  scope?: number;
  ingestJobId?: string;
  limit: number;
  /** Keyset cursor: seq of the last row of the previous page. */
  afterSeq?: number;
}

/** Newest first, keyset-paginated (stable under concurrent inserts). */
export async function listActivities(db: Db, scope: TenantScope, filter: ActivityListFilter) {
  let query = liveActivities(db, scope, filter);
  if (filter.scope) query = query.where('scope', '=', filter.scope);
  if (filter.ingestJobId) query = query.where('ingest_job_id', '=', filter.ingestJobId);
  if (filter.afterSeq !== undefined) query = query.where('seq', '<', filter.afterSeq);
  return query
    .orderBy('seq', 'desc')
    .limit(filter.limit + 1)
    .execute();
}

/** Every activity the filter matches, newest first, read a page at a time (an export never holds them all). */
export async function* allActivities(
  db: Db,
  scope: TenantScope,
  filter: Omit<ActivityListFilter, 'limit' | 'afterSeq'>,
  pageSize = 5_000,
) {
  let afterSeq: number | undefined;
  for (;;) {
    const rows = await listActivities(db, scope, { ...filter, limit: pageSize, afterSeq });
    const page = rows.slice(0, pageSize);
    yield* page;
    if (rows.length <= pageSize) return;
    afterSeq = page[page.length - 1]!.seq;
  }
}

/** Soft delete; returns the row as it was, or undefined when absent (or already deleted). */
export async function softDeleteActivity(db: Db, scope: TenantScope, id: string): Promise<ActivityRow | undefined> {
  const deleted = db
    .updateTable('activities')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('deleted_at', 'is', null)
    .returningAll();
  const result = await sql<ActivityRow>`
    WITH deleted AS (${deleted})
    SELECT d.*, r.factor_id, r.factor_value, r.factor_unit, r.factor_source, r.factor_version, r.factor_region,
           r.confidence_score, r.notices, r.calculation AS calculation_template
    FROM deleted d JOIN activity_resolutions r ON r.organization_id = d.organization_id AND r.id = d.resolution_id
  `.execute(db);
  const row = result.rows[0];
  if (row) await appendActivityDeltas(db, scope.organizationId, [row.id], -1);
  return row;
}

export interface RecalculationSelection extends ActivityMatch {
  ids?: string[];
  limit: number;
}

/** Live (not deleted) activities chosen for recalculation, locked when `forUpdate`. */
export async function selectForRecalculation(
  db: Db,
  scope: TenantScope,
  selection: RecalculationSelection,
  forUpdate: boolean,
) {
  let query = liveActivities(db, scope, selection);
  if (selection.ids) query = query.where('id', 'in', selection.ids);
  query = query.orderBy('seq').limit(selection.limit + 1);
  return forUpdate ? query.forUpdate().execute() : query.execute();
}

/**
 * Replaces an activity's calculation (its resolution, stored unless it exists, and its own columns):
 * the rollups lose the old figure and gain the new one in the caller's transaction.
 */
export async function replaceCalculation(
  db: Db,
  scope: TenantScope,
  id: string,
  columns: Partial<NewActivity>,
  resolution: NewActivityResolution,
) {
  await appendActivityDeltas(db, scope.organizationId, [id], -1);
  await db
    .insertInto('activity_resolutions')
    .values(resolution)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db
    .updateTable('activities')
    .set(columns)
    .where('organization_id', '=', scope.organizationId)
    .where('id', '=', id)
    .execute();
  await appendActivityDeltas(db, scope.organizationId, [id], 1);
}
