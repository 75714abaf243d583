import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { PeriodLockRow } from '../schema.ts';
import type { TenantScope } from './tenant-scope.ts';

/** The SQLSTATE the period_locks triggers raise on a write dated in a locked year; DETAIL holds the year's label. */
export const PERIOD_LOCKED_SQLSTATE = 'PL409';

/**
 * Takes the organisation's period-lock gate exclusively for the caller's transaction: every write of
 * activities takes it shared in its trigger, so this waits for writes under way and holds new ones
 * until the lock or unlock commits.
 */
export async function takePeriodLockGate(db: Db, scope: TenantScope): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`period_locks:${scope.organizationId}:${scope.mode}`}, 0))`.execute(
    db,
  );
}

/** Every fiscal year ever locked (locked now or unlocked since), oldest first. */
export async function listPeriodLocks(db: Db, scope: TenantScope): Promise<PeriodLockRow[]> {
  return db
    .selectFrom('period_locks')
    .selectAll()
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .orderBy('period_start')
    .execute();
}

/** The years locked now. */
export async function lockedPeriodRows(db: Db, scope: TenantScope) {
  return db
    .selectFrom('period_locks')
    .select(['fiscal_year', 'period_start', 'period_end'])
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('unlocked_at', 'is', null)
    .orderBy('period_start')
    .execute();
}

export async function findPeriodLock(db: Db, scope: TenantScope, fiscalYear: string) {
  return db
    .selectFrom('period_locks')
    .selectAll()
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('fiscal_year', '=', fiscalYear)
    .executeTakeFirst();
}

export interface NewPeriodLock {
  fiscalYear: string;
  start: string;
  end: string;
  by: string;
  reason: string;
}

/** Locks a year (again, if it was unlocked): the unlock fields are cleared. */
export async function savePeriodLock(db: Db, scope: TenantScope, lock: NewPeriodLock): Promise<PeriodLockRow> {
  const locked = {
    locked_at: sql<Date>`now()`,
    locked_by: lock.by,
    lock_reason: lock.reason,
    unlocked_at: null,
    unlocked_by: null,
    unlock_reason: null,
  };
  return db
    .insertInto('period_locks')
    .values({
      organization_id: scope.organizationId,
      mode: scope.mode,
      fiscal_year: lock.fiscalYear,
      period_start: lock.start,
      period_end: lock.end,
      ...locked,
    })
    .onConflict((oc) => oc.columns(['organization_id', 'mode', 'fiscal_year']).doUpdateSet(locked))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Unlocks a locked year; undefined when it is not locked. */
export async function saveUnlock(
  db: Db,
  scope: TenantScope,
  fiscalYear: string,
  unlock: { by: string; reason: string },
): Promise<PeriodLockRow | undefined> {
  return db
    .updateTable('period_locks')
    .set({ unlocked_at: sql<Date>`now()`, unlocked_by: unlock.by, unlock_reason: unlock.reason })
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('fiscal_year', '=', fiscalYear)
    .where('unlocked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The April-March years (by the calendar year they start in) in which a live activity of the scope
 * starts; each year an index range probe (activities_org_period_idx).
 */
export async function fiscalYearsWithActivities(db: Db, scope: TenantScope): Promise<number[]> {
  const result = await sql<{ year: number }>`
    WITH bounds AS (
      SELECT min(period_start) AS first, max(period_start) AS last FROM activities
      WHERE organization_id = ${scope.organizationId} AND mode = ${scope.mode} AND deleted_at IS NULL
    )
    SELECT y AS year
    FROM bounds, generate_series(
      extract(year FROM bounds.first - interval '3 months')::int,
      extract(year FROM bounds.last - interval '3 months')::int) AS y
    WHERE EXISTS (
      SELECT 1 FROM activities
      WHERE organization_id = ${scope.organizationId} AND mode = ${scope.mode} AND deleted_at IS NULL
        AND period_start BETWEEN make_date(y, 4, 1) AND make_date(y + 1, 3, 31))
    ORDER BY y`.execute(db);
  return result.rows.map((row) => Number(row.year));
}
