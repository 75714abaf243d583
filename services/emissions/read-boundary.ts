import type { Db } from '../../db/database.ts';
import { boundarySites } from '../../db/queries/boundary-sites.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import {
  ConsolidationApproach,
  consolidationOf,
  type Boundary,
  type BoundarySite,
} from '../../domain/boundary/consolidation.ts';

/**
 * The organisation's boundary: the company profile's consolidation approach (the default when it names
 * none) and its sites. Profile and site writes bump the rollup generation, so answers cached under a
 * rollup version never outlive the boundary they were computed with.
 */
export async function readBoundary(db: Db, scope: TenantScope): Promise<Boundary> {
  const { approach, sites } = await boundarySites(db, scope);
  const parsed = ConsolidationApproach.safeParse(approach);
  return {
    consolidation: consolidationOf(parsed.success ? parsed.data : null),
    sites: new Map(
      sites.map((row): [string, BoundarySite] => [row.id, { ...row, ownership_pct: Number(row.ownership_pct) }]),
    ),
  };
}
