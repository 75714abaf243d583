import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { TenantScope } from './tenant-scope.ts';

export interface DataQuality {
  activities: number;
  average_confidence: number | null;
  low_confidence: number;
  with_notices: number;
  spend_based_kg: string;
  total_kg: string;
}

/**
 * How much of a period's data is trustworthy: activities overlapping it, their mean confidence,
 * how many are below 0.5, how many took a fallback, and how much of the emissions is spend-based.
 */
export async function dataQuality(db: Db, scope: TenantScope, start: string, end: string): Promise<DataQuality> {
  const result = await sql<DataQuality>`
    SELECT count(*)::int AS activities,
           avg(confidence_score)::float8 AS average_confidence,
           count(*) FILTER (WHERE confidence_score < 0.5)::int AS low_confidence,
           count(*) FILTER (WHERE jsonb_array_length(notices) > 0)::int AS with_notices,
           coalesce(sum(emissions_kg_co2e) FILTER (WHERE activity_type LIKE 'spend.%'), 0)::text AS spend_based_kg,
           coalesce(sum(emissions_kg_co2e), 0)::text AS total_kg
    FROM activity_details
    WHERE organization_id = ${scope.organizationId} AND mode = ${scope.mode} AND deleted_at IS NULL
      AND period_start <= ${end}::date AND period_end >= ${start}::date
  `.execute(db);
  return result.rows[0]!;
}
