import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';
import type { Mode } from '../schema.ts';
import { category3LineInTypeFamily, inTypeFamily } from './type-family.ts';

export interface EmissionsFilter {
  organizationId: string;
  mode: Mode;
  start: string;
  end: string;
  scope?: number;
  /**
   * Exact type, or a family: `fuel` matches `fuel` and `fuel.*`, with the category 3 they bring. A family of
   * the category 3 lines (`wtt.fuel`, `td_loss`) matches the rows that bring it, for their category 3 only.
   */
  activityType?: string;
  /** One site's rows; null: the unassigned ones (activities without a site); absent: every site. */
  siteId?: string | null;
}

export type Granularity = 'day' | 'week' | 'month' | 'year';

function conditions(filter: EmissionsFilter): RawBuilder<unknown> {
  return sql`organization_id = ${filter.organizationId} AND mode = ${filter.mode} AND day <= ${filter.end}::date
    ${filter.scope ? sql`AND scope = ${filter.scope}` : sql``}
    ${filter.activityType ? sql`AND (${inTypeFamily(filter.activityType)} OR ${category3LineInTypeFamily(filter.activityType)})` : sql``}
    ${filter.siteId === undefined ? sql`` : filter.siteId === null ? sql`AND site_id IS NULL` : sql`AND site_id = ${filter.siteId}::uuid`}`;
}

/**
 * Sums of a rollup row: location-based emissions, market-based emissions, renewable and instrument
 * kWh, and the Scope 3 category 3 the row's activities bring (numeric text).
 */
export interface RollupSums {
  /** The activities' site; null: unassigned. */
  site_id: string | null;
  emissions: string;
  market: string;
  renewable_kwh: string;
  instrument_kwh: string;
  category3: string;
}

/** Whether a row's own amounts count: its type is of the filter's family (else it was read for its category 3 only). */
function own(filter: EmissionsFilter): RawBuilder<unknown> {
  return filter.activityType ? sql`${inTypeFamily(filter.activityType)}` : sql`true`;
}

/**
 * The rollup's sums in SQL, each as exact text, under RollupSums' names; `amount` filters or wraps each
 * column. A row read for its category 3 only adds nothing else.
 */
function sums(
  filter: EmissionsFilter,
  amount: (column: RawBuilder<unknown>) => RawBuilder<unknown> = (column) => column,
): RawBuilder<unknown> {
  const owned = (column: RawBuilder<unknown>) =>
    filter.activityType ? amount(sql`CASE WHEN ${own(filter)} THEN ${column} ELSE 0 END`) : amount(column);
  return sql`sum(${owned(sql`emissions_kg_co2e`)})::text AS emissions, sum(${owned(sql`market_kg_co2e`)})::text AS market,
    sum(${owned(sql`renewable_kwh`)})::text AS renewable_kwh, sum(${owned(sql`instrument_kwh`)})::text AS instrument_kwh,
    sum(${amount(sql`category3_kg_co2e`)})::text AS category3`;
}

export interface FoldedTypeScope extends RollupSums {
  scope: number;
  activity_type: string;
  /** The type is of the filter's family; false: read for the category 3 it brings only. */
  own: boolean;
  /** Activities whose period overlaps [start, end]: started by `end` minus ended before `start`. */
  count: number;
}

export interface BucketTotal extends RollupSums {
  /** First day of the bucket, YYYY-MM-DD (ISO weeks start on Monday). */
  bucket: string;
  scope: number;
}

/** What the folded daily rollup holds for a filter: totals per scope and type, and per bucket and scope. */
export interface FoldedTotals {
  types: FoldedTypeScope[];
  buckets: BucketTotal[];
}

/**
 * Totals of the folded daily rollup (emission_daily) in [start, end], per scope, type and site and, with a
 * granularity, per time bucket, scope and site. Only a fold or a reset changes them, and each bumps the
 * organisation's rollup generation in the same transaction (pendingPeriods reads it).
 */
export async function foldedTotals(db: Db, filter: EmissionsFilter, granularity?: Granularity): Promise<FoldedTotals> {
  const start = sql`${filter.start}::date`;
  const types = await sql<FoldedTypeScope>`
    SELECT scope, activity_type, site_id, ${own(filter)} AS own,
           ${sums(filter, (column) => sql`CASE WHEN day >= ${start} THEN ${column} ELSE 0 END`)},
           (sum(starts) - sum(CASE WHEN day < ${start} THEN ends ELSE 0 END))::int AS count
    FROM emission_daily WHERE ${conditions(filter)}
    GROUP BY scope, activity_type, site_id
  `.execute(db);
  if (!granularity) return { types: types.rows, buckets: [] };
  const unit = sql.lit(granularity);
  const buckets = await sql<BucketTotal>`
    SELECT to_char(date_trunc(${unit}, day::timestamp), 'YYYY-MM-DD') AS bucket, scope, site_id, ${sums(filter)}
    FROM emission_daily WHERE ${conditions(filter)} AND day >= ${start}
    GROUP BY 1, 2, 3
  `.execute(db);
  return { types: types.rows, buckets: buckets.rows };
}

/** Deltas not folded yet, summed per period, scope, type and site (as the fold sums them before spreading them over their days). */
export interface PendingPeriod extends RollupSums {
  day: string;
  last_day: string;
  scope: number;
  activity_type: string;
  /** As FoldedTypeScope's. */
  own: boolean;
  starts: number;
  ends: number;
}

/**
 * The pending deltas the filter matches, summed per period, scope, type and site (a thousand writes of the
 * same monthly bill are one row), and the organisation's rollup generation, read in one statement:
 * in the same snapshot, the generation says which folded totals these deltas complete.
 */
export async function pendingPeriods(
  db: Db,
  filter: EmissionsFilter,
): Promise<{ generation: number; periods: PendingPeriod[] }> {
  const result = await sql<{ generation: number } & { [K in keyof PendingPeriod]: PendingPeriod[K] | null }>`
    SELECT g.generation, p.day, p.last_day, p.scope, p.activity_type, p.own, p.site_id, p.emissions, p.market,
           p.renewable_kwh, p.instrument_kwh, p.category3, p.starts, p.ends
    FROM (
      SELECT coalesce((SELECT generation FROM rollup_generations
                       WHERE organization_id = ${filter.organizationId} AND mode = ${filter.mode}), 0)::int AS generation
    ) g
    LEFT JOIN (
      SELECT day, last_day, scope, activity_type, ${own(filter)} AS own, site_id, ${sums(filter)},
             sum(starts)::int AS starts, sum(ends)::int AS ends
      FROM emission_daily_deltas WHERE ${conditions(filter)}
      GROUP BY day, last_day, scope, activity_type, site_id
    ) p ON true
  `.execute(db);
  const periods = result.rows.filter((row): row is typeof row & PendingPeriod => row.day !== null);
  return { generation: result.rows[0]!.generation, periods };
}
