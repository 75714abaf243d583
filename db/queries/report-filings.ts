import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { ReportWindow } from './report-inputs.ts';

/**
 * The latest completed report of exactly this period (its first snapshot period: the report's own,
 * not a comparative another report printed), of any type: they all print the same scope totals.
 * What it printed is what was filed for the period; undefined when no report was made of it.
 */
export async function latestFiling(db: Db, w: ReportWindow) {
  const period = JSON.stringify({ start: w.start, end: w.end });
  return db
    .selectFrom('reports')
    .select(['id', 'report_type', 'snapshot'])
    .where('organization_id', '=', w.organizationId)
    .where('mode', '=', w.mode)
    .where('status', '=', 'completed')
    .where(sql<boolean>`snapshot->'periods'->0 @> ${period}::jsonb`)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * What changed the period's activities after `since`: live activities overlapping it created since,
 * and audit entries on activities overlapping it by action (recalculations, deletions).
 */
export async function activityChangesSince(db: Db, w: ReportWindow, since: string) {
  const added = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM activities
    WHERE organization_id = ${w.organizationId} AND mode = ${w.mode} AND deleted_at IS NULL
      AND period_start <= ${w.end}::date AND period_end >= ${w.start}::date AND created_at > ${since}::timestamptz`.execute(
    db,
  );
  const audited = await sql<{ action: string; n: number }>`
    SELECT l.action, count(*)::int AS n
    FROM audit_log l JOIN activities a
      ON a.organization_id = l.organization_id AND a.id = CASE WHEN l.entity_type = 'activity' THEN l.entity_id::uuid END
    WHERE l.organization_id = ${w.organizationId} AND l.mode = ${w.mode} AND l.entity_type = 'activity'
      AND l.created_at > ${since}::timestamptz AND a.mode = ${w.mode}
      AND a.period_start <= ${w.end}::date AND a.period_end >= ${w.start}::date
    GROUP BY l.action ORDER BY l.action`.execute(db);
  return { added: added.rows[0]?.n ?? 0, audited: audited.rows };
}

/** Unlocks of these fiscal years after `since`, oldest first, with when and why. */
export async function unlocksSince(db: Db, w: ReportWindow, fiscalYears: readonly string[], since: string) {
  return db
    .selectFrom('audit_log')
    .select(['entity_id', 'created_at', sql<string>`snapshot->>'reason'`.as('reason')])
    .where('organization_id', '=', w.organizationId)
    .where('mode', '=', w.mode)
    .where('action', '=', 'period.unlock')
    .where('entity_id', 'in', fiscalYears.length > 0 ? [...fiscalYears] : [''])
    .where('created_at', '>', new Date(since))
    .orderBy('id')
    .execute();
}
