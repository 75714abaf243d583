import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';
import type { TenantScope } from './tenant-scope.ts';

/**
 * The aggregates reports read from activities (the per-activity disclosure columns: energy, gases,
 * Scope 3 category, biogenic CO2, memo items), one GROUP BY each, never rows one by one. Every sum is
 * pro rata by day like the rollups: an activity counts with the share of its days inside the period.
 * Numbers come back as numeric text (exact); the caller converts them.
 */

export interface ReportWindow extends TenantScope {
  start: string;
  end: string;
}

/** A window read under a consolidation approach (domain/boundary/consolidation.ts states the rule). */
export interface BoundaryWindow extends ReportWindow {
  approach: 'operational_control' | 'financial_control' | 'equity_share';
}

/**
 * The fraction of an activity the organisation reports under the approach, from its site `s` (none:
 * unassigned, in full): 1 or 0 by the site's control flag, or its ownership share. As siteShare in
 * domain/boundary/consolidation.ts, which GET /v1/emissions applies to the rollups.
 */
function siteWeight(approach: BoundaryWindow['approach']): RawBuilder<unknown> {
  const bySite = {
    operational_control: sql`CASE WHEN s.operational_control THEN 1 ELSE 0 END`,
    financial_control: sql`CASE WHEN s.financial_control THEN 1 ELSE 0 END`,
    equity_share: sql`s.ownership_pct / 100`,
  }[approach];
  return sql`CASE WHEN s.id IS NULL THEN 1::numeric ELSE ${bySite}::numeric END`;
}

/**
 * Live activities overlapping the window and inside the organisational boundary, each with `share`:
 * the fraction of its days inside the window times its site's weight under the approach, and `inside`
 * when that is all of it (most activities: their amounts are then summed as they are). Activities of
 * a site weighed 0 are left out, counts included. `site_label` and `entity_label` name the site
 * (code and name) and its legal entity. The pro-rata rule is domain/pro-rata-by-day.ts;
 * test/db/pro-rata-by-day.test.ts holds this form to it.
 */
function overlapping(w: BoundaryWindow): RawBuilder<unknown> {
  const weight = siteWeight(w.approach);
  return sql`(
    SELECT a.*, (least(a.period_end, ${w.end}::date) - greatest(a.period_start, ${w.start}::date) + 1)::numeric
                / (a.period_end - a.period_start + 1) * ${weight} AS share,
           a.period_start >= ${w.start}::date AND a.period_end <= ${w.end}::date AND ${weight} = 1 AS inside,
           coalesce(s.code || ' ' || s.name, 'Unassigned') AS site_label,
           coalesce(e.name, CASE WHEN s.id IS NULL THEN 'Unassigned' ELSE 'No legal entity' END) AS entity_label
    FROM activity_details a
    LEFT JOIN sites s ON s.organization_id = a.organization_id AND s.id = a.site_id
    LEFT JOIN entities e ON e.organization_id = s.organization_id AND e.id = s.entity_id
    WHERE a.organization_id = ${w.organizationId} AND a.mode = ${w.mode} AND a.deleted_at IS NULL
      AND a.period_start <= ${w.end}::date AND a.period_end >= ${w.start}::date AND ${weight} > 0
  ) a`;
}

/** sum(column x share) as exact text, 0 when there is nothing to add; no multiplication for activities inside. */
const proRata = (column: RawBuilder<unknown>, filter?: RawBuilder<unknown>) => {
  const amount = sql`CASE WHEN inside THEN ${column} ELSE ${column} * share END`;
  return filter
    ? sql<string>`coalesce(sum(${amount}) FILTER (WHERE ${filter}), 0)::text`
    : sql<string>`coalesce(sum(${amount}), 0)::text`;
};

export interface DisclosureRow {
  factor_id: string;
  factor_value: string;
  factor_unit: string;
  factor_source: string;
  factor_version: string;
  scope: number;
  activity_type: string;
  energy_class: 'electricity' | 'fuel' | 'other' | null;
  energy_renewable: boolean | null;
  scope3_category: number | null;
  co2_only: boolean;
  activities: number;
  kg: string;
  energy_gj: string;
  co2: string;
  ch4: string;
  n2o: string;
  hfcs: string;
  pfcs: string;
  sf6: string;
  nf3: string;
  biogenic_co2_kg: string;
  category3_kg: string;
  category3_activities: number;
  memo_flight_rf_kg: string;
  memo_non_kyoto_kg: string;
}

/**
 * Activities by factor, scope, type and disclosure class with their pro-rata emissions, energy, gases
 * and memo items: one scan of the window's activities serves every break-up and the factor table.
 * The factor's value, unit, source and version, and co2_only, follow from its id (factor rows never
 * change), so they are read with min() rather than grouped by: fewer grouping columns keep the
 * planner on a parallel hash aggregate.
 */
export async function disclosureTotals(db: Db, w: BoundaryWindow): Promise<DisclosureRow[]> {
  const result = await sql<DisclosureRow>`
    SELECT factor_id, min(factor_value)::text AS factor_value, min(factor_unit) AS factor_unit,
           min(factor_source) AS factor_source, min(factor_version) AS factor_version,
           scope, activity_type, energy_class, energy_renewable, scope3_category, bool_or(co2_only) AS co2_only,
           count(*)::int AS activities,
           ${proRata(sql`emissions_kg_co2e`)} AS kg,
           ${proRata(sql`energy_gj`)} AS energy_gj,
           ${proRata(sql`co2_kg_co2e`)} AS co2,
           ${proRata(sql`ch4_kg_co2e`)} AS ch4,
           ${proRata(sql`n2o_kg_co2e`)} AS n2o,
           ${proRata(sql`hfcs_kg_co2e`)} AS hfcs,
           ${proRata(sql`pfcs_kg_co2e`)} AS pfcs,
           ${proRata(sql`sf6_kg_co2e`)} AS sf6,
           ${proRata(sql`nf3_kg_co2e`)} AS nf3,
           ${proRata(sql`biogenic_co2_kg`)} AS biogenic_co2_kg,
           ${proRata(sql`category3_kg_co2e`)} AS category3_kg, count(category3_kg_co2e)::int AS category3_activities,
           ${proRata(sql`memo_kg_co2e`, sql`memo_kind = 'flight_radiative_forcing'`)} AS memo_flight_rf_kg,
           ${proRata(sql`memo_kg_co2e`, sql`memo_kind = 'non_kyoto_gas'`)} AS memo_non_kyoto_kg
    FROM ${overlapping(w)}
    GROUP BY factor_id, scope, activity_type, energy_class, energy_renewable, scope3_category
    ORDER BY scope, activity_type, factor_id, energy_class NULLS FIRST, energy_renewable NULLS FIRST, scope3_category NULLS FIRST
  `.execute(db);
  return result.rows;
}

/**
 * The calendar months activities span inside the window, as (first month, last month) pairs with
 * their activities: few pairs however many activities, from which a report reads which months hold data.
 */
export async function monthSpans(
  db: Db,
  w: BoundaryWindow,
): Promise<{ first_month: string; last_month: string; activities: number }[]> {
  // Grouped by the clipped dates first and formatted after: to_char on every row cost half the scan.
  const result = await sql<{ first_month: string; last_month: string; activities: number }>`
    SELECT to_char(first_day, 'YYYY-MM') AS first_month, to_char(last_day, 'YYYY-MM') AS last_month,
           sum(activities)::int AS activities
    FROM (
      SELECT greatest(period_start, ${w.start}::date) AS first_day, least(period_end, ${w.end}::date) AS last_day,
             count(*) AS activities
      FROM ${overlapping(w)}
      GROUP BY 1, 2
    ) spans
    GROUP BY 1, 2 ORDER BY 1, 2
  `.execute(db);
  return result.rows;
}

export interface ConfidenceBandRow {
  band: number;
  activities: number;
  kg: string;
  spend_kg: string;
}

/** Confidence bands (1: below 0.5, 2: below 0.7, 3: below 0.9, 4: 0.9 and up) with the spend-based part of each. */
export async function confidenceBands(db: Db, w: BoundaryWindow): Promise<ConfidenceBandRow[]> {
  const result = await sql<ConfidenceBandRow>`
    SELECT CASE WHEN confidence_score < 0.5 THEN 1 WHEN confidence_score < 0.7 THEN 2 WHEN confidence_score < 0.9 THEN 3 ELSE 4 END AS band,
           count(*)::int AS activities, ${proRata(sql`emissions_kg_co2e`)} AS kg,
           ${proRata(sql`emissions_kg_co2e`, sql`activity_type LIKE 'spend.%'`)} AS spend_kg
    FROM ${overlapping(w)}
    GROUP BY 1 ORDER BY 1
  `.execute(db);
  return result.rows;
}

/** Fallbacks and assumptions: each notice code with the activities that carry it. */
export async function noticeCounts(db: Db, w: BoundaryWindow): Promise<{ code: string; activities: number }[]> {
  const result = await sql<{ code: string; activities: number }>`
    SELECT c.code, count(*)::int AS activities
    FROM ${overlapping(w)}
    CROSS JOIN LATERAL (SELECT DISTINCT n ->> 'code' AS code FROM jsonb_array_elements(a.notices) n) c
    WHERE jsonb_array_length(a.notices) > 0
    GROUP BY c.code ORDER BY activities DESC, c.code
  `.execute(db);
  return result.rows;
}

export type ActivityGrouping = 'location' | 'source' | 'site' | 'entity';

const GROUP_KEYS: Record<ActivityGrouping, RawBuilder<string>> = {
  location: sql<string>`country || coalesce(' / ' || state, '')`,
  source: sql<string>`coalesce(source_type, 'unspecified') || coalesce(' / ' || source_name, '')`,
  site: sql<string>`site_label`,
  entity: sql<string>`entity_label`,
};

/**
 * Pro-rata emissions by place (country / state), data source (type / name), site (code and name) or
 * legal entity, per scope, each activity weighed under the window's approach; with
 * `category3`, the Scope 3 category 3 the Scope 1 and 2 activities bring counts in scope 3 of their key.
 */
export async function groupedTotals(
  db: Db,
  w: BoundaryWindow,
  by: ActivityGrouping,
  category3: boolean,
): Promise<{ key: string; scope: number; kg: string }[]> {
  const result = await sql<{ key: string; scope: number; kg: string }>`
    SELECT key, scope, sum(kg)::text AS kg FROM (
      SELECT ${GROUP_KEYS[by]} AS key, scope, ${proRata(sql`emissions_kg_co2e`)}::numeric AS kg
      FROM ${overlapping(w)} GROUP BY 1, 2
      UNION ALL
      SELECT ${GROUP_KEYS[by]} AS key, 3, ${proRata(sql`category3_kg_co2e`)}::numeric
      FROM ${overlapping(w)} WHERE ${category3} AND scope <> 3 AND category3_kg_co2e IS NOT NULL GROUP BY 1
    ) grouped
    GROUP BY 1, 2 ORDER BY 1, 2
  `.execute(db);
  return result.rows;
}

export interface AuditTrailRow {
  created_at: Date;
  action: string;
  entity_type: string;
  entity_id: string;
  actor: string;
  request_id: string | null;
  snapshot: unknown;
  total: number;
}

/**
 * The window's audit entries of this mode, newest first (at most `limit`, each row carrying the total):
 * entries made during the window; whenever made, entries on activities whose period overlaps it,
 * creations of activities whose periods reach into it, on the locks of `fiscalYears` and on the company
 * profile (what intensities divide by).
 */
export async function auditTrailEntries(
  db: Db,
  w: ReportWindow,
  fiscalYears: readonly string[],
  limit: number,
): Promise<AuditTrailRow[]> {
  const result = await sql<AuditTrailRow>`
    SELECT l.created_at, l.action, l.entity_type, l.entity_id, l.actor, l.request_id, l.snapshot,
           count(*) OVER ()::int AS total
    FROM audit_log l
    WHERE l.organization_id = ${w.organizationId} AND l.mode = ${w.mode}
      AND ((l.created_at >= ${w.start}::timestamp AT TIME ZONE 'UTC' AND l.created_at < (${w.end}::date + 1)::timestamp AT TIME ZONE 'UTC')
        OR l.entity_type = 'company_profile'
        OR (l.entity_type = 'period' AND l.entity_id = ANY(${[...fiscalYears]}::text[]))
        -- creations (one entry per request or committed batch) whose activities' periods reach into the window
        OR (l.action = 'activity.create' AND (l.snapshot #>> '{period,start}')::date <= ${w.end}::date
              AND (l.snapshot #>> '{period,end}')::date >= ${w.start}::date)
        OR (l.entity_type = 'activity' AND EXISTS (
              SELECT 1 FROM activities a
              -- CASE: only activity entries have uuid ids, and the cast must not see the others
              WHERE a.id = CASE WHEN l.entity_type = 'activity' THEN l.entity_id::uuid END
                AND a.organization_id = ${w.organizationId} AND a.mode = ${w.mode}
                AND a.period_start <= ${w.end}::date AND a.period_end >= ${w.start}::date)))
    ORDER BY l.id DESC
    LIMIT ${limit}
  `.execute(db);
  return result.rows;
}
