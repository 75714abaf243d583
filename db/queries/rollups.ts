import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';
import type { Mode } from '../schema.ts';
import type { DeltaKey, StagedDeltas } from '../staged-rollup-deltas.ts';

/**
 * INSERT of the rollup deltas of the activities in `source` (any relation with organization_id, mode,
 * scope, activity_type, emissions_kg_co2e, market_based_kg_co2e, renewable_kwh, instrument_kwh,
 * category3_kg_co2e, period_start, period_end, site_id) into emission_daily_deltas:
 * sign +1 when they are created, -1 when they are deleted (or leave their site: -1 before the move,
 * +1 after). One row per (period, scope, type, site) —
 * a batch of daily rows from a file becomes one delta per day, a monthly bill one delta for its
 * month; the fold spreads each over its days. Insert-only, so concurrent writers never contend.
 */
export function dailyDeltasInsert(source: RawBuilder<unknown>, sign: 1 | -1): RawBuilder<unknown> {
  return sql`
    INSERT INTO emission_daily_deltas (organization_id, mode, day, last_day, scope, activity_type, emissions_kg_co2e,
                                       market_kg_co2e, renewable_kwh, instrument_kwh, category3_kg_co2e, starts, ends,
                                       site_id)
    SELECT organization_id, mode, period_start, period_end, scope, activity_type,
           ${sql.lit(sign)} * sum(emissions_kg_co2e),
           -- an activity without a market-based figure (not electricity) counts its emissions in both
           ${sql.lit(sign)} * sum(coalesce(market_based_kg_co2e, emissions_kg_co2e)),
           ${sql.lit(sign)} * coalesce(sum(renewable_kwh), 0), ${sql.lit(sign)} * coalesce(sum(instrument_kwh), 0),
           ${sql.lit(sign)} * coalesce(sum(category3_kg_co2e), 0),
           ${sql.lit(sign)} * count(*), ${sql.lit(sign)} * count(*), site_id
    FROM ${source} a
    GROUP BY organization_id, mode, period_start, period_end, scope, activity_type, site_id
  `;
}

/**
 * INSERT of the rollup deltas of a batch's rows from the rows as built (see StagedRollupDeltas),
 * grouped as dailyDeltasInsert groups stored rows, with PostgreSQL's numeric sums of the same figures.
 */
export function stagedDeltasInsert(scope: { organizationId: string; mode: Mode }, staged: StagedDeltas) {
  const key = <K extends keyof DeltaKey>(column: K) => staged.keys.map((row) => row[column]);
  return sql`
    INSERT INTO emission_daily_deltas (organization_id, mode, day, last_day, scope, activity_type, emissions_kg_co2e,
                                       market_kg_co2e, renewable_kwh, instrument_kwh, category3_kg_co2e, starts, ends,
                                       site_id)
    SELECT ${scope.organizationId}::uuid, ${scope.mode}, k.day, k.last_day, k.scope, k.activity_type, r.emissions,
           r.market, r.renewable, r.instrument, r.category3, r.count, r.count, k.site_id
    FROM (SELECT key, sum(emissions) AS emissions, sum(market) AS market, sum(renewable) AS renewable,
                 sum(instrument) AS instrument, sum(category3) AS category3, count(*)::int AS count
          FROM unnest(${staged.rowKeys}::int4[], ${staged.emissions}::numeric[], ${staged.market}::numeric[],
                      ${staged.renewable}::numeric[], ${staged.instrument}::numeric[], ${staged.category3}::numeric[])
            AS f(key, emissions, market, renewable, instrument, category3)
          GROUP BY key) r
    JOIN unnest(${key('period_start')}::date[], ${key('period_end')}::date[], ${key('scope')}::int2[],
                ${key('activity_type')}::text[], ${key('site_id')}::uuid[])
      WITH ORDINALITY AS k(day, last_day, scope, activity_type, site_id, ord) ON k.ord = r.key + 1
  `;
}

/** Appends the deltas of the given activities of one organisation (see dailyDeltasInsert). */
export async function appendActivityDeltas(
  db: Db,
  organizationId: string,
  activityIds: readonly string[],
  sign: 1 | -1,
): Promise<void> {
  if (activityIds.length === 0) return;
  const activities = sql`(SELECT * FROM activities WHERE organization_id = ${organizationId} AND id = ANY(${activityIds}::uuid[]))`;
  await dailyDeltasInsert(activities, sign).execute(db);
}

/** Whether any rollup delta waits to be folded (the id index answers without a scan). */
export async function hasPendingDeltas(db: Db): Promise<boolean> {
  const row = await db.selectFrom('emission_daily_deltas').select('id').orderBy('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Folds pending deltas into emission_daily in one statement (delete-returning feeds the upsert), so
 * a crash leaves either both or neither; bumps each folded organisation's rollup generation (see
 * rollupVersion). One folder at a time (advisory lock): a second caller
 * returns 0 at once instead of contending on the same rows. Returns how many deltas were folded.
 */
export async function foldDeltas(db: Db, limit = 200_000): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_xact_lock(hashtext('emission_daily_fold')) AS locked`.execute(trx);
    if (!lock.rows[0]?.locked) return 0;
    // generate_series makes the planner expect millions of rows, so PostgreSQL compiled this statement
    // with JIT on every fold: 15-25 ms of compiling for a statement that runs in a few.
    await sql`SET LOCAL jit = off`.execute(trx);
    const result = await sql<{ folded: number }>`
      WITH moved AS (
        DELETE FROM emission_daily_deltas
        -- an id range, so the id index drives the delete (a hash join seq-scans dead rows)
        WHERE id <= (SELECT max(id) FROM (SELECT id FROM emission_daily_deltas ORDER BY id LIMIT ${sql.lit(limit)}) oldest)
        RETURNING organization_id, mode, day, last_day, scope, activity_type, site_id, emissions_kg_co2e,
                  market_kg_co2e, renewable_kwh, instrument_kwh, category3_kg_co2e, starts, ends
      ), per_period AS (
        -- deltas of the same period summed before they are spread over its days: a thousand monthly
        -- writes become one period of 30 days to spread, not 30,000 day rows
        SELECT organization_id, mode, day, last_day, scope, activity_type, site_id,
               sum(emissions_kg_co2e) AS emissions_kg_co2e, sum(market_kg_co2e) AS market_kg_co2e,
               sum(renewable_kwh) AS renewable_kwh, sum(instrument_kwh) AS instrument_kwh,
               sum(category3_kg_co2e) AS category3_kg_co2e, sum(starts) AS starts, sum(ends) AS ends
        FROM moved GROUP BY organization_id, mode, day, last_day, scope, activity_type, site_id
      ), per_day AS (
        -- each day its equal part (domain/pro-rata-by-day.ts; test/db/pro-rata-by-day.test.ts holds it to that)
        SELECT m.organization_id, m.mode, d.day::date AS day, m.scope, m.activity_type, m.site_id,
               m.emissions_kg_co2e / (m.last_day - m.day + 1) AS emissions_kg_co2e,
               m.market_kg_co2e / (m.last_day - m.day + 1) AS market_kg_co2e,
               m.renewable_kwh / (m.last_day - m.day + 1) AS renewable_kwh,
               m.instrument_kwh / (m.last_day - m.day + 1) AS instrument_kwh,
               m.category3_kg_co2e / (m.last_day - m.day + 1) AS category3_kg_co2e,
               CASE WHEN d.day::date = m.day THEN m.starts ELSE 0 END AS starts,
               CASE WHEN d.day::date = m.last_day THEN m.ends ELSE 0 END AS ends
        FROM per_period m CROSS JOIN LATERAL generate_series(m.day, m.last_day, interval '1 day') AS d(day)
      ), summed AS (
        SELECT organization_id, mode, day, scope, activity_type, site_id, sum(emissions_kg_co2e) AS emissions_kg_co2e,
               sum(market_kg_co2e) AS market_kg_co2e, sum(renewable_kwh) AS renewable_kwh,
               sum(instrument_kwh) AS instrument_kwh, sum(category3_kg_co2e) AS category3_kg_co2e,
               sum(starts)::int AS starts, sum(ends)::int AS ends
        FROM per_day GROUP BY organization_id, mode, day, scope, activity_type, site_id
      ), bumped AS (
        INSERT INTO rollup_generations (organization_id, mode)
        SELECT DISTINCT organization_id, mode FROM moved
        ON CONFLICT (organization_id, mode) DO UPDATE SET generation = rollup_generations.generation + 1
      ), upserted AS (
        INSERT INTO emission_daily (organization_id, mode, day, scope, activity_type, site_id, emissions_kg_co2e,
                                    market_kg_co2e, renewable_kwh, instrument_kwh, category3_kg_co2e, starts, ends)
        SELECT organization_id, mode, day, scope, activity_type, site_id, emissions_kg_co2e,
               market_kg_co2e, renewable_kwh, instrument_kwh, category3_kg_co2e, starts, ends FROM summed
        -- emission_daily_key: NULLS NOT DISTINCT, so the unassigned (null site) row is one row too
        ON CONFLICT (organization_id, mode, day, scope, activity_type, site_id) DO UPDATE
          SET emissions_kg_co2e = emission_daily.emissions_kg_co2e + EXCLUDED.emissions_kg_co2e,
              market_kg_co2e = emission_daily.market_kg_co2e + EXCLUDED.market_kg_co2e,
              renewable_kwh = emission_daily.renewable_kwh + EXCLUDED.renewable_kwh,
              instrument_kwh = emission_daily.instrument_kwh + EXCLUDED.instrument_kwh,
              category3_kg_co2e = emission_daily.category3_kg_co2e + EXCLUDED.category3_kg_co2e,
              starts = emission_daily.starts + EXCLUDED.starts,
              ends = emission_daily.ends + EXCLUDED.ends
      )
      SELECT count(*)::int AS folded FROM moved
    `.execute(trx);
    return result.rows[0]?.folded ?? 0;
  });
}

/** Marks an organisation's folded rollups as changed without a new delta (e.g. deleted outright). */
export async function bumpRollupGeneration(db: Db, organizationId: string, mode: Mode): Promise<void> {
  await sql`
    INSERT INTO rollup_generations (organization_id, mode) VALUES (${organizationId}, ${mode})
    ON CONFLICT (organization_id, mode) DO UPDATE SET generation = rollup_generations.generation + 1
  `.execute(db);
}

/**
 * A version of an organisation's emissions that changes whenever any answer could: a new delta
 * (every write appends one) raises the pending max id or count (count catches deltas committed
 * out of id order), and folds and resets bump the generation. Cheap: an index lookup.
 */
export async function rollupVersion(db: Db, organizationId: string, mode: Mode): Promise<string> {
  const result = await sql<{ version: string }>`
    SELECT concat_ws(':',
      coalesce((SELECT generation FROM rollup_generations WHERE organization_id = ${organizationId} AND mode = ${mode}), 0),
      coalesce(max(id), 0), count(*)) AS version
    FROM emission_daily_deltas WHERE organization_id = ${organizationId} AND mode = ${mode}
  `.execute(db);
  return result.rows[0]!.version;
}
