import { CompiledQuery, sql } from 'kysely';
import { ACTIVITY_COLUMNS, RESOLUTION_COLUMNS } from '../activity-columns.ts';
import type { Db } from '../database.ts';
import { timeOrderedUuid } from '../time-ordered-uuid.ts';
import { category3LineInTypeFamily, inTypeFamily } from './type-family.ts';
import type { ActivityRow, NewActivity, NewActivityResolution } from '../schema.ts';
import { appendActivityDeltas, dailyDeltasInsert } from './rollups.ts';
import { activitiesById, matchCertificates } from './certificate-matching.ts';
import { releaseClaims } from './instrument-claims.ts';
import type { TenantScope } from './tenant-scope.ts';

/** `($1, …), (…)`: `rows` tuples of `width` numbered parameters, the first numbered `from`. */
function parameterRows(rows: number, width: number, from: number): string {
  const tuples: string[] = [];
  for (let row = 0, n = from; row < rows; row += 1) {
    const tuple: string[] = [];
    for (let column = 0; column < width; column += 1, n += 1) tuple.push(`$${n}`);
    tuples.push(`(${tuple.join(', ')})`);
  }
  return tuples.join(', ');
}

/** Statement texts by (activities, resolutions) count; a request holds up to 1,000 of each. */
const insertTexts = new Map<string, string>();
const MAX_INSERT_TEXTS = 256;

/**
 * The text inserting `rows` activities and `resolutions` resolutions: built once per pair of counts,
 * so the request path runs no query builder and the same string names the prepared statement.
 */
function activitiesInsertText(db: Db, rows: number, resolutions: number): string {
  const key = `${rows}:${resolutions}`;
  let text = insertTexts.get(key);
  if (text !== undefined) return text;
  const deltas = dailyDeltasInsert(sql`inserted`, 1).compile(db).sql;
  const firstActivity = resolutions * RESOLUTION_COLUMNS.length + 1;
  text = `WITH resolutions AS (
      INSERT INTO activity_resolutions (${RESOLUTION_COLUMNS.join(', ')})
      VALUES ${parameterRows(resolutions, RESOLUTION_COLUMNS.length, 1)} ON CONFLICT DO NOTHING
    ), inserted AS (
      INSERT INTO activities (${ACTIVITY_COLUMNS.join(', ')})
      VALUES ${parameterRows(rows, ACTIVITY_COLUMNS.length, firstActivity)}
      RETURNING id, created_at, seq, organization_id, mode, period_start, period_end, scope, activity_type, emissions_kg_co2e,
                market_based_kg_co2e, renewable_kwh, instrument_kwh, category3_kg_co2e, site_id
    ), deltas AS (${deltas})
    SELECT id, created_at FROM inserted ORDER BY seq`;
  if (insertTexts.size >= MAX_INSERT_TEXTS) insertTexts.clear();
  insertTexts.set(key, text);
  return text;
}

/**
 * Inserts activities, the resolutions they reference (unless stored already) and their rollup deltas
 * in one statement (data-modifying CTEs): atomic without an explicit transaction, and one round trip
 * on the request path. Returns what the database chose for each row, in the order given: the
 * caller has the rest, so the row is not sent back and parsed again. Ids are time-ordered unless given.
 */
export async function insertActivities(
  db: Db,
  rows: readonly NewActivity[],
  resolutions: readonly NewActivityResolution[],
): Promise<Pick<ActivityRow, 'id' | 'created_at'>[]> {
  if (rows.length === 0) return [];
  const distinct = [...new Map(resolutions.map((resolution) => [resolution.id, resolution])).values()];
  const parameters: unknown[] = [];
  for (const resolution of distinct) for (const column of RESOLUTION_COLUMNS) parameters.push(resolution[column]);
  for (const row of rows) {
    for (const column of ACTIVITY_COLUMNS) {
      parameters.push(column === 'id' ? (row.id ?? timeOrderedUuid()) : (row[column] ?? null));
    }
  }
  const text = activitiesInsertText(db, rows.length, distinct.length);
  const result = await db.executeQuery<Pick<ActivityRow, 'id' | 'created_at'>>(CompiledQuery.raw(text, parameters));
  return result.rows;
}

interface ActivityMatch {
  /** Exact type, or a family: `fuel` matches `fuel` and `fuel.*`. */
  activityType?: string;
  /** Activities whose period overlaps [from, to]. */
  from?: string;
  to?: string;
}

/**
 * Activities of one organisation and mode, deleted ones too, with their factor and site code:
 * activity_details is the one place that reads an activity's site (a scalar subquery, so that its
 * rows can be read FOR UPDATE).
 */
function activityDetails(db: Db, scope: TenantScope) {
  return db
    .selectFrom('activity_details')
    .selectAll()
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode);
}

/** Not-deleted activities of one organisation and mode, by type family and period overlap. */
function liveActivities(db: Db, scope: TenantScope, match: ActivityMatch) {
  let query = activityDetails(db, scope).where('deleted_at', 'is', null);
  if (match.activityType) query = query.where(inTypeFamily(match.activityType));
  if (match.from) query = query.where('period_end', '>=', match.from);
  if (match.to) query = query.where('period_start', '<=', match.to);
  return query;
}

export async function findActivity(db: Db, scope: TenantScope, id: string) {
  return liveActivities(db, scope, {}).where('id', '=', id).executeTakeFirst();
}

export interface ActivityListFilter extends ActivityMatch {
  scope?: number;
  ingestJobId?: string;
  siteId?: string;
  limit: number;
  /** Keyset cursor: seq of the last row of the previous page. */
  afterSeq?: number;
}

/**
 * The list's and the export's selection: live activities matching the filter, newest first. A type
 * family also matches the activities that bring a Scope 3 category 3 figure listed under it by GET
 * /v1/emissions (`wtt.fuel.diesel`: the diesel activities with a well-to-tank figure).
 */
function matchingActivities(db: Db, scope: TenantScope, filter: Omit<ActivityListFilter, 'limit' | 'afterSeq'>) {
  const { activityType, ...match } = filter;
  let query = liveActivities(db, scope, match);
  if (activityType) {
    query = query.where((eb) =>
      eb.or([
        inTypeFamily(activityType),
        eb.and([eb('category3_kg_co2e', 'is not', null), category3LineInTypeFamily(activityType)]),
      ]),
    );
  }
  if (filter.scope) query = query.where('scope', '=', filter.scope);
  if (filter.ingestJobId) query = query.where('ingest_job_id', '=', filter.ingestJobId);
  if (filter.siteId) query = query.where('site_id', '=', filter.siteId);
  return query.orderBy('seq', 'desc');
}

/** Newest first, keyset-paginated (stable under concurrent inserts). */
export async function listActivities(db: Db, scope: TenantScope, filter: ActivityListFilter) {
  let query = matchingActivities(db, scope, filter);
  if (filter.afterSeq !== undefined) query = query.where('seq', '<', filter.afterSeq);
  return query.limit(filter.limit + 1).execute();
}

/**
 * Every activity the filter matches, newest first, from one server-side cursor `chunkSize` rows at a
 * time, each fetched only when the reader asks for it (an export never holds them all, and a slow
 * client slows the reading). The cursor holds one pooled connection until the reader finishes or stops.
 */
export function allActivities(
  db: Db,
  scope: TenantScope,
  filter: Omit<ActivityListFilter, 'limit' | 'afterSeq'>,
  chunkSize = 500,
) {
  return matchingActivities(db, scope, filter).stream(chunkSize);
}

/** Soft delete (in the caller's transaction); returns the row as it was, or undefined when absent (or already deleted). */
export async function softDeleteActivity(db: Db, scope: TenantScope, id: string): Promise<ActivityRow | undefined> {
  // The update locks the activity until the caller's transaction ends.
  const deleted = await db
    .updateTable('activities')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) return undefined;
  // Read after the update (a statement's own CTE would show the row before it), so with its deleted_at.
  const row = await activityDetails(db, scope).where('id', '=', id).executeTakeFirstOrThrow();
  await appendActivityDeltas(db, scope.organizationId, [row.id], -1);
  // Its certificate ids are free again, and its market and year are matched without it.
  await releaseClaims(db, scope, [row.id]);
  if (row.electricity_source !== null) await matchCertificates(db, scope, activitiesById(scope, [row.id]));
  return row;
}

/** Of these activity ids, those of the organisation and mode that are not deleted. */
export async function liveActivityIds(db: Db, scope: TenantScope, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('activities')
    .select('id')
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('id', '=', sql<string>`ANY(${ids as string[]}::uuid[])`)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
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

/** The periods of these activities (deleted ones too): what a locked year is checked against before they change. */
export async function activityPeriods(db: Db, scope: TenantScope, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('activities')
    .select(['id', 'period_start', 'period_end'])
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('id', '=', sql<string>`ANY(${ids as string[]}::uuid[])`)
    .execute();
}

/**
 * Moves live activities of the scope to a site (null: unassigned) and their rollup figures with them:
 * the deltas leave the old site and join the new one in the caller's transaction. Returns each moved
 * activity with the site it had.
 */
export async function moveActivitiesToSite(
  db: Db,
  scope: TenantScope,
  ids: readonly string[],
  siteId: string | null,
): Promise<{ id: string; previous_site_id: string | null }[]> {
  const before = await db
    .selectFrom('activities')
    .select(['id', 'site_id as previous_site_id'])
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('id', '=', sql<string>`ANY(${ids as string[]}::uuid[])`)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .execute();
  const moving = before.map((row) => row.id);
  await appendActivityDeltas(db, scope.organizationId, moving, -1);
  if (moving.length > 0)
    await db
      .updateTable('activities')
      .set({ site_id: siteId })
      .where('organization_id', '=', scope.organizationId)
      .where('id', '=', sql<string>`ANY(${moving}::uuid[])`)
      .execute();
  await appendActivityDeltas(db, scope.organizationId, moving, 1);
  return before;
}
