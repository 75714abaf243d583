import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { SiteRow } from '../schema.ts';
import type { TenantScope } from './tenant-scope.ts';

/** A site with what decides its share under each approach, and its legal entity's name. */
export type BoundarySiteRow = Pick<
  SiteRow,
  | 'id'
  | 'code'
  | 'name'
  | 'kind'
  | 'country'
  | 'entity_id'
  | 'ownership_pct'
  | 'operational_control'
  | 'financial_control'
  | 'status'
> & { entity_name: string | null };

/**
 * The company profile's consolidation approach (null when not set) and every site of the
 * organisation and mode, archived ones too (their activities still count), in one statement.
 */
export async function boundarySites(
  db: Db,
  scope: TenantScope,
): Promise<{ approach: string | null; sites: BoundarySiteRow[] }> {
  const result = await sql<{ approach: string | null } & { [K in keyof BoundarySiteRow]: BoundarySiteRow[K] | null }>`
    SELECT p.approach, s.id, s.code, s.name, s.kind, s.country, s.entity_id, e.name AS entity_name,
           s.ownership_pct::text AS ownership_pct, s.operational_control, s.financial_control, s.status
    FROM (
      SELECT (SELECT profile->>'consolidation_approach' FROM company_profiles
              WHERE organization_id = ${scope.organizationId} AND mode = ${scope.mode}) AS approach
    ) p
    LEFT JOIN sites s ON s.organization_id = ${scope.organizationId} AND s.mode = ${scope.mode}
    LEFT JOIN entities e ON e.organization_id = s.organization_id AND e.id = s.entity_id
    ORDER BY s.code
  `.execute(db);
  const sites = result.rows.filter((row): row is typeof row & BoundarySiteRow => row.id !== null);
  return { approach: result.rows[0]?.approach ?? null, sites };
}
