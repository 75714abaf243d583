import { z } from 'zod';
import { dataQuality } from '../../db/queries/data-quality.ts';
import { disclosureTotals } from '../../db/queries/report-inputs.ts';
import { fyOf, previousFy, type FiscalYear } from '../../domain/calculation/fiscal-year.ts';
import { Consolidation } from '../../domain/boundary/consolidation.ts';
import { SiteEmissions } from '../../domain/boundary/site-emissions.ts';
import { roundKg } from '../../domain/numbers.ts';
import type { Actor } from '../actor.ts';
import { emissionsAggregate, Scope2Totals } from '../emissions/emissions-aggregate.ts';
import { readBoundary } from '../emissions/read-boundary.ts';
import type { ServiceDeps } from '../service-deps.ts';

const TOP_TYPES = 5;
const TOP_SITES = 5;
const SCOPES = ['1', '2', '3'] as const;

const ScopeShare = z.object({ scope: z.enum(SCOPES), emissions_kg_co2e: z.number(), percentage: z.number() });
const YearTotals = z.object({
  fiscal_year: z.string(),
  start: z.string(),
  end: z.string(),
  total_kg_co2e: z.number(),
  by_scope: z.array(ScopeShare).describe('Scope 2 location-based, as in GET /v1/emissions'),
  scope2: Scope2Totals.describe('both Scope 2 figures, with the residual-mix proxy disclosed'),
  renewable_energy_share: z
    .object({
      percent: z
        .number()
        .nullable()
        .describe('renewable GJ ÷ total GJ × 100 (BRSR Core); null when no energy is recorded'),
      renewable_gj: z.number(),
      total_gj: z.number(),
    })
    .describe(
      "BRSR Core: % of energy consumed from renewable sources, from the same energy figures as the BRSR report's EI-1",
    ),
});

export const Dashboard = z.object({
  as_of: z.string(),
  current: YearTotals,
  previous: YearTotals,
  change_percent: z
    .number()
    .nullable()
    .describe('current vs previous fiscal year; null when the previous year is zero'),
  monthly_trend: z.array(
    z.object({
      month: z.string(),
      total_kg_co2e: z.number(),
      by_scope: z.array(z.object({ scope: z.enum(SCOPES), emissions_kg_co2e: z.number() })),
    }),
  ),
  top_activity_types: z.array(
    z.object({ activity_type: z.string(), emissions_kg_co2e: z.number(), percentage: z.number(), count: z.number() }),
  ),
  top_sites: z
    .array(SiteEmissions.extend({ percentage: z.number().describe("of the current year's total") }))
    .describe(
      `the current year's ${TOP_SITES} largest sites, the unassigned activities as one line (site_id null), each after its share under the consolidation approach, as GET /v1/emissions?group_by_site=true gives them`,
    ),
  consolidation: Consolidation,
  data_quality: z.object({
    activities: z.number(),
    average_confidence: z.number().nullable(),
    low_confidence_activities: z.number().describe('confidence_score below 0.5'),
    activities_with_notices: z.number().describe('a fallback or assumption was taken'),
    spend_based_percent: z.number().describe('share of emissions estimated from spend (EEIO)'),
  }),
});

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/** Renewable energy over all energy consumed (GJ, pro rata): unknown renewability counts as non-renewable, as in BRSR EI-1. */
function renewableShare(groups: Awaited<ReturnType<typeof disclosureTotals>>) {
  let renewable = 0;
  let total = 0;
  for (const group of groups) {
    const gj = Number(group.energy_gj);
    total += gj;
    if (group.energy_renewable) renewable += gj;
  }
  return {
    percent: total > 0 ? percentOf(renewable, total) : null,
    renewable_gj: roundKg(renewable),
    total_gj: roundKg(total),
  };
}

/**
 * The company dashboard: the fiscal year holding `asOf` (April to March) and the one before, the
 * monthly trend, top activity types and top sites, all from the same emissions aggregate as GET
 * /v1/emissions under the organisation's consolidation approach (so the figures agree), plus
 * data-quality counts.
 */
export async function companyDashboard(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  asOf: string,
): Promise<z.infer<typeof Dashboard>> {
  const current = fyOf(asOf);
  const previous = previousFy(current);
  const scope = { organizationId: actor.organizationId, mode: actor.mode };
  const filter = (fy: FiscalYear) => ({ ...scope, start: fy.start, end: fy.end });
  const boundary = await readBoundary(deps.db, scope);
  const [cur, prev, quality, curEnergy, prevEnergy] = await Promise.all([
    emissionsAggregate(deps.db, filter(current), actor.settings, boundary, { groupBy: 'month', bySite: true }),
    emissionsAggregate(deps.db, filter(previous), actor.settings, boundary),
    dataQuality(deps.db, scope, current.start, current.end),
    disclosureTotals(deps.db, { ...filter(current), approach: boundary.consolidation.approach }),
    disclosureTotals(deps.db, { ...filter(previous), approach: boundary.consolidation.approach }),
  ]);
  const yearTotals = (fy: FiscalYear, aggregate: typeof cur, energy: typeof curEnergy) => ({
    fiscal_year: fy.label,
    start: fy.start,
    end: fy.end,
    total_kg_co2e: aggregate.total_kg_co2e,
    by_scope: aggregate.breakdown,
    scope2: aggregate.scope2,
    renewable_energy_share: renewableShare(energy),
  });
  const qualityTotal = Number(quality.total_kg);
  return {
    as_of: asOf,
    current: yearTotals(current, cur, curEnergy),
    previous: yearTotals(previous, prev, prevEnergy),
    change_percent:
      prev.total_kg_co2e > 0 ? percentOf(cur.total_kg_co2e - prev.total_kg_co2e, prev.total_kg_co2e) : null,
    monthly_trend: (cur.series ?? []).map((month) => ({
      month: month.period,
      total_kg_co2e: month.total_kg_co2e,
      by_scope: month.breakdown,
    })),
    top_activity_types: cur.by_activity_type.slice(0, TOP_TYPES).map((type) => ({
      ...type,
      percentage: percentOf(type.emissions_kg_co2e, cur.total_kg_co2e),
    })),
    top_sites: (cur.by_site ?? []).slice(0, TOP_SITES).map((site) => ({
      ...site,
      percentage: percentOf(site.total_kg_co2e, cur.total_kg_co2e),
    })),
    consolidation: boundary.consolidation,
    data_quality: {
      activities: quality.activities,
      average_confidence:
        quality.average_confidence === null ? null : Math.round(quality.average_confidence * 100) / 100,
      low_confidence_activities: quality.low_confidence,
      activities_with_notices: quality.with_notices,
      spend_based_percent: percentOf(Number(quality.spend_based_kg), qualityTotal),
    },
  };
}
