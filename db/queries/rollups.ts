import { sql } from 'kysely';
import type { Db } from '../database.ts';

/**
 * Appends the daily pro-rata share of the given activities to emission_daily_deltas:
 * sign +1 when they are created, -1 when they are deleted. Each day gets emissions / days; the
 * count columns mark the first and last day so overlap counts can be derived without scanning
 * activities. Insert-only, so concurrent writers never contend on a row.
 */
export async function appendActivityDeltas(db: Db, activityIds: readonly string[], sign: 1 | -1): Promise<void> {
  if (activityIds.length === 0) return;
  await sql`
    INSERT INTO emission_daily_deltas (organization_id, mode, day, scope, activity_type, emissions_kg_co2e, starts, ends)
    SELECT a.organization_id, a.mode, d.day::date, a.scope, a.activity_type,
           ${sign} * a.emissions_kg_co2e / (a.period_end - a.period_start + 1),
           CASE WHEN d.day::date = a.period_start THEN ${sign} ELSE 0 END,
           CASE WHEN d.day::date = a.period_end THEN ${sign} ELSE 0 END
    FROM activities a
    CROSS JOIN LATERAL generate_series(a.period_start, a.period_end, interval '1 day') AS d(day)
    WHERE a.id = ANY(${activityIds as string[]}::uuid[])
  `.execute(db);
}

/** Same as appendActivityDeltas for every activity an ingest job stored (set-based, for big files). */
export async function appendJobDeltas(db: Db, jobId: string): Promise<void> {
  await sql`
    INSERT INTO emission_daily_deltas (organization_id, mode, day, scope, activity_type, emissions_kg_co2e, starts, ends)
    SELECT organization_id, mode, day, scope, activity_type, sum(share), sum(starts), sum(ends)
    FROM (
      SELECT a.organization_id, a.mode, d.day::date AS day, a.scope, a.activity_type,
             a.emissions_kg_co2e / (a.period_end - a.period_start + 1) AS share,
             (d.day::date = a.period_start)::int AS starts,
             (d.day::date = a.period_end)::int AS ends
      FROM activities a
      CROSS JOIN LATERAL generate_series(a.period_start, a.period_end, interval '1 day') AS d(day)
      WHERE a.ingest_job_id = ${jobId} AND a.deleted_at IS NULL
    ) shares
    GROUP BY organization_id, mode, day, scope, activity_type
  `.execute(db);
}

/**
 * Folds pending deltas into emission_daily in one statement (delete-returning feeds the upsert), so
 * a crash leaves either both or neither. One folder at a time (advisory lock): a second caller
 * returns 0 at once instead of contending on the same rows. Returns how many deltas were folded.
 */
export async function foldDeltas(db: Db, limit = 200_000): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(hashtext('emission_daily_fold')) AS locked`.execute(trx);
    if (!lock.rows[0]?.locked) return 0;
    const result = await sql<{ folded: number }>`
      WITH moved AS (
        DELETE FROM emission_daily_deltas
        WHERE id IN (SELECT id FROM emission_daily_deltas ORDER BY id LIMIT ${limit})
        RETURNING organization_id, mode, day, scope, activity_type, emissions_kg_co2e, starts, ends
      ), summed AS (
        SELECT organization_id, mode, day, scope, activity_type, sum(emissions_kg_co2e) AS emissions_kg_co2e,
               sum(starts)::int AS starts, sum(ends)::int AS ends, count(*) AS n
        FROM moved GROUP BY organization_id, mode, day, scope, activity_type
      ), upserted AS (
        INSERT INTO emission_daily (organization_id, mode, day, scope, activity_type, emissions_kg_co2e, starts, ends)
        SELECT organization_id, mode, day, scope, activity_type, emissions_kg_co2e, starts, ends FROM summed
        ON CONFLICT (organization_id, mode, day, scope, activity_type) DO UPDATE
          SET emissions_kg_co2e = emission_daily.emissions_kg_co2e + EXCLUDED.emissions_kg_co2e,
              starts = emission_daily.starts + EXCLUDED.starts,
              ends = emission_daily.ends + EXCLUDED.ends
      )
      SELECT coalesce(sum(n), 0)::int AS folded FROM summed
    `.execute(trx);
    return result.rows[0]?.folded ?? 0;
  });
}
