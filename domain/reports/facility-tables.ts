import {
  siteShareUnder,
  type BoundarySite,
  type Consolidation,
  type ConsolidationApproach,
} from '../boundary/consolidation.ts';
import {
  apportionTonnes,
  COUNT,
  marketScope2Tonnes,
  NOT_PROVIDED,
  numberColumn,
  parameterColumn,
  row,
  sumTonnes,
  TCO2E,
  textColumn,
  TONNES,
} from './report-blocks.ts';
import type { TableBlock, TableRow } from './report-document.ts';
import type { ByScope, EmissionTotals, ReportFigures } from './report-figures.ts';

/**
 * The organisational boundary in reports: the GHG Protocol inventory's facilities (Scope 1 and both
 * Scope 2 figures per site and per country, footing with the scope totals) and BRSR Section A's count
 * of plants and offices.
 */

export const APPROACH_LABELS: Record<ConsolidationApproach, string> = {
  operational_control: 'Operational control',
  financial_control: 'Financial control',
  equity_share: 'Equity share',
};

/** 'Equity share', or 'Operational control (the default: the company profile names no approach)'. */
export function approachLabel(consolidation: Consolidation): string {
  const label = APPROACH_LABELS[consolidation.approach];
  return consolidation.default_used ? `${label} (the default: the company profile names no approach)` : label;
}

const RULES: Record<ConsolidationApproach, string> = {
  operational_control:
    'Under operational control a site counts 100% when the organisation has operational control of it, 0% otherwise.',
  financial_control:
    'Under financial control a site counts 100% when the organisation has financial control of it, 0% otherwise.',
  equity_share: "Under equity share a site counts the organisation's ownership share of it.",
};

const UNASSIGNED = 'Activities without a site';
const NO_SITE_COUNTRY = 'not assigned to a site';

interface Facility {
  label: string;
  kind: string | null;
  country: string;
  share: number;
  kg: { scope1: number; location: number; market: number };
}

/**
 * The sites in the boundary (share above 0) with their kg, those without activities in the period as
 * zeros, and the activities without a site as a line of their own; the sites outside it apart.
 */
function facilities(figures: ReportFigures): { inside: Facility[]; outside: BoundarySite[] } {
  const { consolidation, sites: lines } = figures.current.totals;
  const lineOf = new Map(lines.map((line) => [line.site_id, line]));
  const kgOf = (siteId: string | null) => {
    const line = lineOf.get(siteId);
    return {
      scope1: line?.scope1_kg_co2e ?? 0,
      location: line?.scope2_location_kg_co2e ?? 0,
      market: line?.scope2_market_kg_co2e ?? 0,
    };
  };
  const sorted = [...figures.sites].sort((a, b) => a.code.localeCompare(b.code));
  const shareOf = (site: BoundarySite) => siteShareUnder(consolidation.approach, site);
  const inside: Facility[] = sorted
    .filter((site) => shareOf(site) > 0)
    .map((site) => ({
      label: `${site.code} ${site.name}`,
      kind: site.kind,
      country: site.country,
      share: shareOf(site),
      kg: kgOf(site.id),
    }));
  if (lineOf.has(null))
    inside.push({ label: UNASSIGNED, kind: null, country: NO_SITE_COUNTRY, share: 1, kg: kgOf(null) });
  return { inside, outside: sorted.filter((site) => shareOf(site) === 0) };
}

/** Each column's kg apportioned to its scope total in tonnes, so the facilities foot with the summary. */
function facilityTonnes(list: Facility[], s: ByScope, totals: EmissionTotals) {
  const scope1 = apportionTonnes(
    list.map((f) => f.kg.scope1),
    s['1'],
  );
  const location = apportionTonnes(
    list.map((f) => f.kg.location),
    s['2'],
  );
  const market = apportionTonnes(
    list.map((f) => f.kg.market),
    marketScope2Tonnes(totals),
  );
  return list.map((facility, i) => ({ facility, scope1: scope1[i]!, location: location[i]!, market: market[i]! }));
}

const scopeColumns = [
  numberColumn('scope_1', 'Scope 1', TCO2E, TONNES),
  numberColumn('scope_2_location', 'Scope 2 location-based', TCO2E, TONNES),
  numberColumn('scope_2_market', 'Scope 2 market-based', TCO2E, TONNES),
];

function totalRow(label: string, s: ByScope, totals: EmissionTotals): TableRow {
  return row('total', {
    parameter: label,
    scope_1: s['1'],
    scope_2_location: s['2'],
    scope_2_market: marketScope2Tonnes(totals),
  });
}

/**
 * GHG Protocol: the facilities in the organisational boundary with Scope 1 and Scope 2 (both methods)
 * each, after its share under the approach, and the same per country; both foot with the scope totals.
 */
export function facilityTables(figures: ReportFigures, s: ByScope): TableBlock[] {
  const { totals } = figures.current;
  const { inside, outside } = facilities(figures);
  const rows = facilityTonnes(inside, s, totals);
  const notes = [
    `Consolidation approach: ${approachLabel(totals.consolidation)}. ${RULES[totals.consolidation.approach]} Activities without a site count 100% under every approach.`,
    ...(outside.length > 0
      ? [
          `Outside the boundary (0% under ${APPROACH_LABELS[totals.consolidation.approach].toLowerCase()}): ${outside.map((site) => `${site.code} ${site.name}`).join(', ')}.`,
        ]
      : []),
    ...(figures.sites.length === 0
      ? ['The organisation has recorded no sites: every activity is reported without one.']
      : []),
  ];
  const byCountry = new Map<string, typeof rows>();
  for (const entry of rows)
    byCountry.set(entry.facility.country, [...(byCountry.get(entry.facility.country) ?? []), entry]);
  const countries = [...byCountry.entries()].sort(([a], [b]) =>
    a === NO_SITE_COUNTRY ? 1 : b === NO_SITE_COUNTRY ? -1 : a.localeCompare(b),
  );
  return [
    {
      kind: 'table',
      id: 'boundary-facilities',
      title: 'Facilities in the organisational boundary',
      columns: [
        parameterColumn('Facility'),
        textColumn('kind', 'Kind'),
        textColumn('country', 'Country'),
        numberColumn('share', 'Share counted', '%', { decimals: 2 }),
        ...scopeColumns,
      ],
      rows: [
        ...rows.map(({ facility, scope1, location, market }) =>
          row('item', {
            parameter: facility.label,
            kind: facility.kind,
            country: facility.country,
            share: Math.round(facility.share * 10_000) / 100,
            scope_1: scope1,
            scope_2_location: location,
            scope_2_market: market,
          }),
        ),
        totalRow('Total (the boundary)', s, totals),
      ],
      notes,
    },
    {
      kind: 'table',
      id: 'boundary-countries',
      title: 'Emissions by country of the facilities',
      columns: [parameterColumn('Country'), numberColumn('facilities', 'Facilities', null, COUNT), ...scopeColumns],
      rows: [
        ...countries.map(([country, entries]) =>
          row('item', {
            parameter: country,
            facilities: entries.filter((entry) => entry.facility.label !== UNASSIGNED).length,
            scope_1: sumTonnes(entries.map((entry) => entry.scope1)),
            scope_2_location: sumTonnes(entries.map((entry) => entry.location)),
            scope_2_market: sumTonnes(entries.map((entry) => entry.market)),
          }),
        ),
        totalRow('Total (the boundary)', s, totals),
      ],
      notes: [],
    },
  ];
}

/**
 * BRSR Section A: the number of locations where plants and offices are situated, national (India) and
 * international, from the organisation's active sites; "not provided" while it has recorded none.
 */
export function locationCountsTable(sites: readonly BoundarySite[]): TableBlock {
  const active = sites.filter((site) => site.status === 'active');
  const count = (kind: string, national: boolean) =>
    active.length === 0
      ? NOT_PROVIDED
      : active.filter((site) => site.kind === kind && (site.country === 'IN') === national).length;
  const line = (label: string, national: boolean) => {
    const plants = count('plant', national);
    const offices = count('office', national);
    return row('item', {
      parameter: label,
      plants,
      offices,
      total: typeof plants === 'number' && typeof offices === 'number' ? plants + offices : NOT_PROVIDED,
    });
  };
  const others = active.filter((site) => site.kind !== 'plant' && site.kind !== 'office').length;
  return {
    kind: 'table',
    id: 'entity-locations',
    title: 'Number of locations where plants and/or operations/offices of the entity are situated',
    columns: [
      parameterColumn('Location'),
      numberColumn('plants', 'Number of plants', null, COUNT),
      numberColumn('offices', 'Number of offices', null, COUNT),
      numberColumn('total', 'Total', null, COUNT),
    ],
    rows: [line('National', true), line('International', false)],
    notes: [
      'Counted from the active sites recorded as plants and offices; national: in India, international: any other country.',
      ...(others > 0
        ? [`${others} active warehouse, retail or other site(s) are not counted as plants or offices.`]
        : []),
    ],
  };
}
