import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';
import type { Mode } from '../schema.ts';

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

/** Folded rollups plus deltas not folded yet: together they are always current. */
function rollupRows(filter: EmissionsFilter, upTo: string): RawBuilder<unknown> {
  const conditions = sql`organization_id = ${filter.organizationId} AND mode = ${filter.mode} AND day <= ${upTo}::date
    ${filter.scope ? sql`AND scope = ${filter.scope}` : sql``}
    ${filter.activityType ? sql`AND (activity_type = ${filter.activityType} OR activity_type LIKE ${`${filter.activityType}.%`})` : sql``}`;
  return sql`(
    SELECT day, scope, activity_type, emissions_kg_co2e, starts, ends FROM emission_daily WHERE ${conditions}
    UNION ALL
    SELECT day, scope, activity_type, emissions_kg_co2e, starts, ends FROM emission_daily_deltas WHERE ${conditions}
  )`;
}

export interface TypeScopeTotal {
  scope: number;
  activity_type: string;
  emissions: string;
  /** Activities whose period overlaps [start, end]: started by `end` minus ended before `start`. */
  count: number;
}

export async function totalsByTypeAndScope(db: Db, filter: EmissionsFilter): Promise<TypeScopeTotal[]> {
  const result = await sql<TypeScopeTotal>`
    SELECT scope, activity_type,
           coalesce(sum(emissions_kg_co2e) FILTER (WHERE day >= ${filter.start}::date), 0)::text AS emissions,
           (coalesce(sum(starts), 0) - coalesce(sum(ends) FILTER (WHERE day < ${filter.start}::date), 0))::int AS count
    FROM ${rollupRows(filter, filter.end)} r
    GROUP BY scope, activity_type
    HAVING coalesce(sum(starts), 0) - coalesce(sum(ends) FILTER (WHERE day < ${filter.start}::date), 0) > 0
        OR coalesce(sum(emissions_kg_co2e) FILTER (WHERE day >= ${filter.start}::date), 0) <> 0
    ORDER BY scope, activity_type
  `.execute(db);
  return result.rows;
}

export interface BucketTotal {
  bucket: string;
  scope: number;
  emissions: string;
}

const TRUNC: Record<Granularity, string> = { day: 'day', week: 'week', month: 'month', year: 'year' };

/** Emissions per time bucket (ISO weeks start on Monday) and scope, within [start, end]. */
export async function totalsByBucket(db: Db, filter: EmissionsFilter, granularity: Granularity): Promise<BucketTotal[]> {
  const result = await sql<BucketTotal>`
    SELECT to_char(date_trunc(${TRUNC[granularity]}, day), 'YYYY-MM-DD') AS bucket, scope, sum(emissions_kg_co2e)::text AS emissions
    FROM ${rollupRows(filter, filter.end)} r
    WHERE day >= ${filter.start}::date
    GROUP BY 1, 2
    ORDER BY 1, 2
  `.execute(db);
  return result.rows;
}
