import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';
import type { Mode } from '../schema.ts';
import { inTypeFamily } from './type-family.ts';

export interface EmissionsFilter {
  organizationId: string;
  mode: Mode;
  start: string;
  end: string;
  scope?: number;
  /** Exact type, or a family: `fuel` matches `fuel` and `fuel.*`. */
  activityType?: string;
}

export type Granularity = 'day' | 'week' | 'month' | 'year';

function conditions(filter: EmissionsFilter): RawBuilder<unknown> {
  return sql`organization_id = ${filter.organizationId} AND mode = ${filter.mode} AND day <= ${filter.end}::date
    ${filter.scope ? sql`AND scope = ${filter.scope}` : sql``}
    ${filter.activityType ? sql`AND ${inTypeFamily(filter.activityType)}` : sql``}`;
}

/** Days of [a1, a2] inside [b1, b2] (0 when they do not overlap). */
const overlapDays = (
  a1: RawBuilder<unknown>,
  a2: RawBuilder<unknown>,
  b1: RawBuilder<unknown>,
  b2: RawBuilder<unknown>,
) => sql`greatest(0, least(${a2}, ${b2}) - greatest(${a1}, ${b1}) + 1)`;

/**
 * The pending deltas the filter matches, summed per period, scope and type (as the fold sums them
 * before spreading them over their days): a thousand writes of the same monthly bill are one row to
 * spread over buckets, not a thousand.
 */
const pendingByPeriod = (filter: EmissionsFilter) => sql`(
  SELECT day, last_day, scope, activity_type, sum(emissions_kg_co2e) AS emissions_kg_co2e,
         sum(starts) AS starts, sum(ends) AS ends
  FROM emission_daily_deltas WHERE ${conditions(filter)}
  GROUP BY day, last_day, scope, activity_type
)`;

export interface TypeScopeTotal {
  scope: number;
  activity_type: string;
  emissions: string;
  /** Activities whose period overlaps [start, end]: started by `end` minus ended before `start`. */
  count: number;
}

/**
 * Emissions and overlapping-activity counts per scope and type in [start, end]: the folded daily
 * rollup plus the pending deltas' pro-rata share (so a write is visible at once).
 */
export async function totalsByTypeAndScope(db: Db, filter: EmissionsFilter): Promise<TypeScopeTotal[]> {
  const start = sql`${filter.start}::date`;
  const end = sql`${filter.end}::date`;
  const result = await sql<TypeScopeTotal>`
    SELECT scope, activity_type, sum(kg)::text AS emissions, (sum(starts) - sum(ended_before))::int AS count
    FROM (
      SELECT scope, activity_type,
             CASE WHEN day >= ${start} THEN emissions_kg_co2e ELSE 0 END AS kg,
             starts, CASE WHEN day < ${start} THEN ends ELSE 0 END AS ended_before
      FROM emission_daily WHERE ${conditions(filter)}
      UNION ALL
      SELECT scope, activity_type,
             emissions_kg_co2e * ${overlapDays(sql`day`, sql`last_day`, start, end)} / (last_day - day + 1),
             starts, CASE WHEN last_day < ${start} THEN ends ELSE 0 END
      FROM ${pendingByPeriod(filter)} d
    ) r
    GROUP BY scope, activity_type
    HAVING sum(starts) - sum(ended_before) > 0 OR sum(kg) <> 0
    ORDER BY scope, activity_type
  `.execute(db);
  return result.rows;
}

export interface BucketTotal {
  /** First day of the bucket, YYYY-MM-DD (ISO weeks start on Monday). */
  bucket: string;
  scope: number;
  emissions: string;
}

/** Emissions per time bucket and scope within [start, end], folded and pending alike. */
export async function totalsByBucket(
  db: Db,
  filter: EmissionsFilter,
  granularity: Granularity,
): Promise<BucketTotal[]> {
  const start = sql`${filter.start}::date`;
  const end = sql`${filter.end}::date`;
  const unit = sql.lit(granularity);
  const result = await sql<BucketTotal>`
    WITH buckets AS (
      SELECT b::date AS bucket, greatest(b::date, ${start}) AS first_day,
             least((b + ${sql.lit(`1 ${granularity}`)}::interval - interval '1 day')::date, ${end}) AS last_day
      FROM generate_series(date_trunc(${unit}, ${start}::timestamp), ${end}::timestamp, ${sql.lit(`1 ${granularity}`)}::interval) AS b
    )
    SELECT to_char(bucket, 'YYYY-MM-DD') AS bucket, scope, sum(kg)::text AS emissions
    FROM (
      SELECT date_trunc(${unit}, day::timestamp)::date AS bucket, scope, emissions_kg_co2e AS kg
      FROM emission_daily WHERE ${conditions(filter)} AND day >= ${start}
      UNION ALL
      SELECT b.bucket, d.scope,
             d.emissions_kg_co2e * ${overlapDays(sql`d.day`, sql`d.last_day`, sql`b.first_day`, sql`b.last_day`)} / (d.last_day - d.day + 1)
      FROM ${pendingByPeriod(filter)} d
      JOIN buckets b ON d.day <= b.last_day AND d.last_day >= b.first_day
    ) r
    GROUP BY 1, 2
    ORDER BY 1, 2
  `.execute(db);
  return result.rows;
}
