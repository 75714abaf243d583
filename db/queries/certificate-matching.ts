import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';
import type { EmissionsFilter } from './emission-totals.ts';
import { dailyDeltasInsert } from './rollups.ts';
import { inTypeFamily } from './type-family.ts';
import type { TenantScope } from './tenant-scope.ts';

/** The fiscal year (April to March, by its start year) of an activity's period midpoint, as the vintage is checked. */
const fiscalYearOf = (alias: string) =>
  sql`extract(year FROM coalesce(${sql.ref(`${alias}.period_midpoint`)},
    ${sql.ref(`${alias}.period_start`)} + (${sql.ref(`${alias}.period_end`)} - ${sql.ref(`${alias}.period_start`)}) / 2)
    - interval '3 months')::int`;

/** A row the matching changed, with its new figures (numeric text). */
export interface MatchedRow {
  id: string;
  market_based_kg_co2e: string;
  instrument_kwh: string;
  unmatched_kwh: string | null;
}

/**
 * Matches unbundled certificates against the grid electricity they may cover (GHG Protocol Scope 2
 * Guidance, Quality Criteria 4, 5 and 8), for the markets and fiscal years of the `touched`
 * activities (a relation with their country, period and electricity_source; deleted ones too).
 *
 * A market is the country (India has one grid and one CEA factor); the period is the fiscal year of
 * the period midpoint, the year the vintage is checked against. In each, the certificates' kWh (C)
 * meet the kWh of electricity priced at the grid average in the market-based figure (G: grid
 * electricity, and green tariffs or PPAs whose instrument does not count):
 * - each such activity's market-based figure becomes its location-based one × (1 − min(1, C / G)),
 *   so the cover is spread over the year's grid electricity and no day, month or activity goes below 0;
 * - each certificate's market-based figure is 0, its instrument kWh its share of min(C, G) and its
 *   unmatched kWh the rest: more certificates than grid electricity are not counted, and disclosed.
 * Rows whose figures change get their rollup deltas (the old figures out, the new in) in the same
 * statement. Markets and years with no certificate, live or touched, are not read further.
 */
export function certificateMatching(scope: TenantScope, touched: RawBuilder<unknown>): RawBuilder<MatchedRow> {
  const { organizationId, mode } = scope;
  return sql<MatchedRow>`
    WITH groups AS (
      SELECT DISTINCT t.country, ${fiscalYearOf('t')} AS fy, bool_or(t.electricity_source = 'certificate') AS touched_certificate
      FROM ${touched} t WHERE t.electricity_source IS NOT NULL
      GROUP BY 1, 2
    ), matched_groups AS (
      SELECT g.country, g.fy FROM groups g
      WHERE g.touched_certificate OR EXISTS (
        SELECT 1 FROM activities c
        WHERE c.organization_id = ${organizationId} AND c.mode = ${mode} AND c.electricity_source = 'certificate'
          AND c.country = g.country AND c.deleted_at IS NULL AND ${fiscalYearOf('c')} = g.fy)
    ), members AS (
      SELECT a.id, g.country, g.fy, a.electricity_source = 'certificate' AS certificate, a.converted_quantity AS kwh,
             a.emissions_kg_co2e, a.market_based_kg_co2e, a.instrument_kwh, a.unmatched_kwh
      FROM matched_groups g
      -- Per matched market and year (OFFSET 0 keeps the subquery from being flattened into a join): as a
      -- plain join the planner read every electricity activity of the organisation first, even when no
      -- market had a certificate (0.6-0.8 s a batch at 1M stored rows, bench:ingest).
      CROSS JOIN LATERAL (
        SELECT * FROM activities a
        WHERE a.organization_id = ${organizationId} AND a.mode = ${mode} AND a.country = g.country
          AND a.deleted_at IS NULL AND a.electricity_source IS NOT NULL AND ${fiscalYearOf('a')} = g.fy
        OFFSET 0) a
      JOIN activity_resolutions r ON r.organization_id = a.organization_id AND r.id = a.resolution_id
      WHERE a.electricity_source = 'certificate'
         OR (a.activity_type = 'electricity' AND r.calculation #>> '{scope2,market_based,basis}' = 'residual_mix_proxy')
    ), totals AS (
      SELECT country, fy,
             coalesce(sum(kwh) FILTER (WHERE NOT certificate), 0) AS grid_kwh,
             coalesce(sum(kwh) FILTER (WHERE certificate), 0) AS certificate_kwh
      FROM members GROUP BY country, fy
    ), figures AS (
      SELECT m.*,
             CASE WHEN m.certificate THEN 0
                  ELSE m.emissions_kg_co2e * (1 - CASE WHEN t.grid_kwh = 0 THEN 0 ELSE least(1, t.certificate_kwh / t.grid_kwh) END)
             END AS new_market,
             CASE WHEN m.certificate
                  THEN m.kwh * CASE WHEN t.certificate_kwh = 0 THEN 0 ELSE least(1, t.grid_kwh / t.certificate_kwh) END
                  ELSE m.instrument_kwh
             END AS new_instrument
      FROM members m JOIN totals t ON t.country = m.country AND t.fy = m.fy
    ), changed AS (
      SELECT id, new_market, new_instrument, CASE WHEN certificate THEN kwh - new_instrument END AS new_unmatched
      FROM figures
      WHERE market_based_kg_co2e IS DISTINCT FROM new_market OR instrument_kwh IS DISTINCT FROM new_instrument
         OR (certificate AND unmatched_kwh IS DISTINCT FROM kwh - new_instrument)
    ), old_figures AS (${dailyDeltasInsert(
      sql`(SELECT a.* FROM activities a JOIN changed c ON a.organization_id = ${organizationId} AND a.id = c.id)`,
      -1,
    )}), new_figures AS (${dailyDeltasInsert(
      sql`(SELECT a.organization_id, a.mode, a.period_start, a.period_end, a.scope, a.activity_type, a.emissions_kg_co2e,
                  c.new_market AS market_based_kg_co2e, a.renewable_kwh, c.new_instrument AS instrument_kwh, a.category3_kg_co2e, a.site_id
           FROM activities a JOIN changed c ON a.organization_id = ${organizationId} AND a.id = c.id)`,
      1,
    )})
    UPDATE activities a
    SET market_based_kg_co2e = c.new_market, instrument_kwh = c.new_instrument, unmatched_kwh = c.new_unmatched
    FROM changed c
    WHERE a.organization_id = ${organizationId} AND a.id = c.id
    RETURNING a.id, a.market_based_kg_co2e::text, a.instrument_kwh::text, a.unmatched_kwh::text`;
}

/** Runs certificateMatching in the caller's transaction; returns the rows it changed. */
export async function matchCertificates(
  db: Db,
  scope: TenantScope,
  touched: RawBuilder<unknown>,
): Promise<MatchedRow[]> {
  return (await certificateMatching(scope, touched).execute(db)).rows;
}

/** The activities of these ids (deleted ones too), as matchCertificates' `touched`. */
export function activitiesById(scope: TenantScope, ids: readonly string[]): RawBuilder<unknown> {
  return sql`(SELECT * FROM activities WHERE organization_id = ${scope.organizationId} AND mode = ${scope.mode}
    AND id = ANY(${ids as string[]}::uuid[]))`;
}

/** A certificate's unmatched kWh over its period. */
export interface UnmatchedPeriod {
  period_start: string;
  period_end: string;
  unmatched_kwh: string;
}

/** Live certificates with unmatched kWh whose period overlaps the filter's (its type filter applied). */
export async function unmatchedCertificates(db: Db, filter: EmissionsFilter): Promise<UnmatchedPeriod[]> {
  const result = await sql<UnmatchedPeriod>`
    SELECT to_char(period_start, 'YYYY-MM-DD') AS period_start, to_char(period_end, 'YYYY-MM-DD') AS period_end,
           unmatched_kwh::text
    FROM activities
    WHERE organization_id = ${filter.organizationId} AND mode = ${filter.mode} AND electricity_source = 'certificate'
      AND deleted_at IS NULL AND unmatched_kwh > 0 AND period_start <= ${filter.end}::date AND period_end >= ${filter.start}::date
      ${filter.activityType ? sql`AND ${inTypeFamily(filter.activityType)}` : sql``}`.execute(db);
  return result.rows;
}
