import { z } from 'zod';

/** One site's figures in an answer grouped by site: its share applied. */
export const SiteEmissions = z.object({
  site_id: z.string().nullable().describe('null: the activities without a site (unassigned)'),
  code: z.string().nullable(),
  name: z.string().describe('"Unassigned" for the activities without a site'),
  kind: z.string().nullable().describe('plant, office, warehouse, retail or other; null when unassigned'),
  country: z.string().nullable().describe("the site's country (ISO 3166-1 alpha-2); null when unassigned"),
  entity_id: z.string().nullable().describe('the legal entity the site belongs to, if any'),
  share: z
    .number()
    .describe(
      'the fraction of the site counted under the consolidation approach (1 or 0 under the control approaches, ownership_pct / 100 under equity share, 1 when unassigned); every figure of the line is after it',
    ),
  scope1_kg_co2e: z.number(),
  scope2_location_kg_co2e: z.number(),
  scope2_market_kg_co2e: z.number(),
  scope3_kg_co2e: z
    .number()
    .describe("including the Scope 3 category 3 of the site's Scope 1 and 2 activities when it is counted"),
  total_kg_co2e: z
    .number()
    .describe("scope 1 + the scope2_method's Scope 2 + scope 3; the sites' totals add up to the answer's total"),
  activity_count: z
    .number()
    .int()
    .describe("the site's activities overlapping the period (those of a site counted at 0% included)"),
});
export type SiteEmissions = z.infer<typeof SiteEmissions>;
