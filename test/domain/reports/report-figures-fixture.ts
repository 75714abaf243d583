import { CompanyProfile } from '../../../domain/reports/company-profile.ts';
import { COMPANY_PROFILE } from '../../api/fixtures.ts';
import { reportPeriod } from '../../../domain/reports/report-blocks.ts';
import type { TableBlock, ReportDocument } from '../../../domain/reports/report-document.ts';
import type {
  DisclosureGroup,
  EmissionTotals,
  PeriodFigures,
  ReportFigures,
} from '../../../domain/reports/report-figures.ts';
import { periodCoverage } from '../../../domain/reports/period-coverage.ts';
import { ReportRequest } from '../../../domain/reports/report-request.ts';
import { RESIDUAL_MIX_DISCLOSURE } from '../../../services/emissions/emissions-aggregate.ts';

const NO_GASES = { co2: 0, ch4: 0, n2o: 0, hfcs: 0, pfcs: 0, sf6: 0, nf3: 0 };

/** The CEA grid factor electricity groups use; other types get a made-up factor of their own. */
const CEA = {
  id: 'cea-v21-fy2024-25',
  value: 0.7117,
  unit: 'kg CO2/kWh',
  source: 'CEA CO2 Baseline Database v21.0',
  version: 'v21.0',
};

/** A disclosure group with everything zero but what is given. */
export function group(
  overrides: Partial<DisclosureGroup> & Pick<DisclosureGroup, 'scope' | 'activity_type' | 'kg'>,
): DisclosureGroup {
  const factor =
    overrides.activity_type === 'electricity'
      ? CEA
      : {
          id: `test.${overrides.activity_type}`,
          value: 1,
          unit: 'kg CO2e/unit',
          source: 'Test factors',
          version: 'v1',
        };
  return {
    factor,
    energy_class: null,
    energy_renewable: null,
    scope3_category: null,
    co2_only: false,
    activities: 1,
    energy_gj: 0,
    gases: NO_GASES,
    biogenic_co2_kg: 0,
    category3_kg: 0,
    category3_activities: 0,
    memo_flight_rf_kg: 0,
    memo_non_kyoto_kg: 0,
    ...overrides,
  };
}

/** Totals whose months are the year's twelve, the scope amounts spread evenly. */
export function totals(
  byScope: { '1': number; '2': number; '3': number },
  start: string,
  activityCount: number,
): EmissionTotals {
  const months = Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1 + i, 1));
    return {
      month: date.toISOString().slice(0, 7),
      by_scope: { '1': byScope['1'] / 12, '2': byScope['2'] / 12, '3': byScope['3'] / 12 },
    };
  });
  return {
    total_kg: byScope['1'] + byScope['2'] + byScope['3'],
    by_scope: byScope,
    months,
    activity_count: activityCount,
    // No contractual instrument: the market-based figure is the location-based one.
    market: {
      total_kg: byScope['1'] + byScope['2'] + byScope['3'],
      scope2_kg: byScope['2'],
      instrument_kwh: 0,
      unmatched_instrument_kwh: 0,
      residual_mix: RESIDUAL_MIX_DISCLOSURE,
    },
    consolidation: { approach: 'operational_control', default_used: false },
    sites: [],
  };
}

function period(start: string, end: string, scale: number): PeriodFigures {
  const disclosure = [
    group({
      scope: '1',
      activity_type: 'fuel.diesel',
      kg: 26_801.5 * scale,
      activities: 40,
      energy_class: 'fuel',
      energy_renewable: false,
      energy_gj: 359.9 * scale,
      gases: { ...NO_GASES, co2: 26_400 * scale, ch4: 100 * scale, n2o: 301.5 * scale },
    }),
    group({
      scope: '1',
      activity_type: 'refrigerant.r410a',
      kg: 2_088 * scale,
      activities: 2,
      gases: { ...NO_GASES, hfcs: 2_088 * scale },
    }),
    group({
      scope: '2',
      activity_type: 'electricity',
      kg: 711_700 * scale,
      activities: 12,
      energy_class: 'electricity',
      energy_renewable: false,
      energy_gj: 3_600 * scale,
      co2_only: true,
      gases: { ...NO_GASES, co2: 711_700 * scale },
    }),
    group({
      scope: '2',
      activity_type: 'electricity',
      kg: 0,
      activities: 3,
      energy_class: 'electricity',
      energy_renewable: true,
      energy_gj: 540 * scale,
    }),
    group({
      scope: '3',
      activity_type: 'travel.flight.domestic',
      kg: 12_345.678 * scale,
      activities: 25,
      scope3_category: 6,
      memo_flight_rf_kg: 5_000 * scale,
    }),
    group({ scope: '3', activity_type: 'spend.steel', kg: 40_000 * scale, activities: 4, scope3_category: 1 }),
  ];
  const byScope = { '1': 28_889.5 * scale, '2': 711_700 * scale, '3': 52_345.678 * scale };
  return {
    period: reportPeriod(start, end),
    totals: totals(byScope, start, 86),
    disclosure,
    coverage: periodCoverage(start, end, [{ first_month: start.slice(0, 7), last_month: end.slice(0, 7) }]),
  };
}

/**
 * Figures of a made-up company over FY2024-25 (and FY2023-24 at 90%), for builder and renderer tests;
 * `scale` multiplies every amount of the current year.
 */
export function sampleFigures(
  request: Partial<ReportRequest> = {},
  profile: Partial<CompanyProfile> = {},
  scale = 1,
): ReportFigures {
  const parsed = ReportRequest.parse({
    report_type: 'brsr',
    period: { start: '2024-04-01', end: '2025-03-31' },
    format: 'pdf',
    ...request,
  });
  const current = period(parsed.period.start, parsed.period.end, scale);
  return {
    request: parsed,
    profile: CompanyProfile.parse({
      ...COMPANY_PROFILE,
      ...profile,
    }),
    flight_radiative_forcing: 'included',
    gwp_set: 'AR5',
    scope3_category3: 'included',
    generated_at: '2025-05-02T10:00:00.000Z',
    snapshot: {
      read_at: '2025-05-02T10:00:00.000Z',
      rollup_version: '7:0:0',
      activity_count: 172,
      periods: [{ ...current.period, activity_count: 86 }],
      factor_datasets: [{ source: 'CEA CO2 Baseline Database v21.0', version: 'v21.0', activities: 12 }],
    },
    current,
    previous: parsed.report_type === 'brsr' ? period('2023-04-01', '2024-03-31', 0.9) : null,
    base_year: null,
    groups: null,
    sites: [],
    quality: null,
    audit: null,
    restatements: [],
  };
}

/** The table of a document with the given id. */
export function table(doc: ReportDocument, id: string): TableBlock {
  const found = doc.sections.flatMap((s) => s.blocks).find((b) => b.kind === 'table' && b.id === id);
  if (!found || found.kind !== 'table') throw new Error(`no table ${id}`);
  return found;
}

/** The cells of a table's row whose parameter is (or matches) the given one. */
export function cells(t: TableBlock, parameter: string | RegExp) {
  const row = t.rows.find((r) =>
    typeof parameter === 'string' ? r.cells.parameter === parameter : parameter.test(String(r.cells.parameter)),
  );
  if (!row) throw new Error(`no row ${parameter} in ${t.id}`);
  return row.cells;
}
