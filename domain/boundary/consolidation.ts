import { z } from 'zod';

/** The GHG Protocol's organisational boundary: which approach decides what each site contributes. */
export const ConsolidationApproach = z.enum(['operational_control', 'financial_control', 'equity_share']);
export type ConsolidationApproach = z.infer<typeof ConsolidationApproach>;

/** The approach used while the company profile names none. */
export const DEFAULT_CONSOLIDATION_APPROACH: ConsolidationApproach = 'operational_control';

/** What an answer that applies the boundary states about it. */
export const Consolidation = z
  .object({
    approach: ConsolidationApproach,
    default_used: z
      .boolean()
      .describe(
        "true when the company profile's consolidation_approach is not set and operational_control (the default) was applied",
      ),
  })
  .describe(
    "the company profile's consolidation approach applied to every figure: under operational_control or financial_control a site counts 100% when the organisation has that control over it and 0% otherwise; under equity_share it counts its ownership_pct; activities without a site (unassigned) count 100%",
  );
export type Consolidation = z.infer<typeof Consolidation>;

/** A site as the boundary sees it: what decides its share, and what a per-site line shows. */
export interface BoundarySite {
  id: string;
  code: string;
  name: string;
  kind: string;
  country: string;
  entity_id: string | null;
  entity_name: string | null;
  ownership_pct: number;
  operational_control: boolean;
  financial_control: boolean;
  status: 'active' | 'archived';
}

/** The approach applied to an organisation's sites. */
export interface Boundary {
  consolidation: Consolidation;
  sites: ReadonlyMap<string, BoundarySite>;
}

/** The approach a profile names, or the default (stated as such). */
export function consolidationOf(approach: ConsolidationApproach | null | undefined): Consolidation {
  return approach
    ? { approach, default_used: false }
    : { approach: DEFAULT_CONSOLIDATION_APPROACH, default_used: true };
}

/**
 * The fraction of a site's emissions the organisation reports: 1 or 0 under the control approaches
 * (the organisation's control over the site), ownership_pct / 100 under equity share.
 */
export function siteShareUnder(approach: ConsolidationApproach, site: BoundarySite): number {
  switch (approach) {
    case 'operational_control':
      return site.operational_control ? 1 : 0;
    case 'financial_control':
      return site.financial_control ? 1 : 0;
    case 'equity_share':
      return site.ownership_pct / 100;
  }
}

/**
 * The share of the activities of a site (by id) under the boundary's approach. Unassigned activities
 * (null) count in full; so do rows of a site no longer stored (only a deleted site's cancelled rows,
 * which sum to nothing, can name one).
 */
export function siteShare(boundary: Boundary, siteId: string | null): number {
  const site = siteId === null ? undefined : boundary.sites.get(siteId);
  return site ? siteShareUnder(boundary.consolidation.approach, site) : 1;
}
