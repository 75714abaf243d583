import { NO_DATA } from './period-coverage.ts';
import {
  COUNT,
  energyChart,
  energyRows,
  marketScope2Tonnes,
  monthChart,
  NOT_PROVIDED,
  numberColumn,
  parameterColumn,
  reportedScopes,
  row,
  scopeChart,
  scopeTonnes,
  sumTonnes,
  apportionTonnes,
  TCO2E,
  textColumn,
  TONNES,
  tonnes,
} from './report-blocks.ts';
import type { ReportDocument, ReportSection, TableBlock, TableRow } from './report-document.ts';
import type { DisclosureGroup, EmissionTotals, ReportFigures } from './report-figures.ts';
import {
  biogenicCalculated,
  BIOGENIC_NOT_CALCULATED,
  category3Note,
  category3Status,
  CATEGORY3_METHOD,
  scope2MethodNote,
} from './report-caveats.ts';
import { approachLabel, facilityTables } from './facility-tables.ts';
import { activityTypeLabel, boundaryLabel, humanDate } from './report-labels.ts';
import {
  coverageTable,
  energyTable,
  factorTable,
  gasMatrix,
  methodologyText,
  reportDocument,
} from './report-sections.ts';
import { scope3ByCategory, scope3CategoryLabel, type CategoryTotal } from './scope3-breakdown.ts';

/**
 * A GHG Protocol Corporate Standard inventory: boundary, scopes 1 and 2 separately (Scope 2
 * location-based, market-based where instruments exist), Scope 3 by the 15 categories of the Value
 * Chain Standard, the seven gases, biogenic CO2 and memo items outside the scopes, the factors used,
 * methodology, exclusions and the base year.
 */

/** Scope 1 source types by activity family (the first part of the activity type). */
const SCOPE1_SOURCES: { family: string; label: string }[] = [
  { family: 'fuel', label: 'Fuel combustion (fuels purchased or logged)' },
  { family: 'vehicle', label: 'Company vehicles (distance-based)' },
  { family: 'refrigerant', label: 'Fugitive emissions (refrigerants and other gases)' },
];
const OTHER_SOURCE = 'Other activities reported in Scope 1';

const activitiesColumn = numberColumn('activities', 'Activities', null, COUNT);

/** Scope 1 by source type, each with its activity types; apportioned to the Scope 1 total. */
function scope1Table(groups: readonly DisclosureGroup[], totalTonnes: number): TableBlock {
  const scope1 = groups.filter((g) => g.scope === '1');
  const types = [...new Set(scope1.map((g) => g.activity_type))].sort();
  const sourceOf = (type: string) => SCOPE1_SOURCES.find((s) => type.split('.')[0] === s.family)?.label ?? OTHER_SOURCE;
  const ofType = (type: string) => scope1.filter((g) => g.activity_type === type);
  const shares = apportionTonnes(
    types.map((type) => ofType(type).reduce((sum, g) => sum + g.kg, 0)),
    totalTonnes,
  );
  const rows: TableRow[] = [];
  for (const source of [...SCOPE1_SOURCES.map((s) => s.label), OTHER_SOURCE]) {
    const members = types.map((type, i) => ({ type, i })).filter(({ type }) => sourceOf(type) === source);
    if (members.length === 0) continue;
    const count = (type: string) => ofType(type).reduce((sum, g) => sum + g.activities, 0);
    rows.push(
      row('subtotal', {
        parameter: source,
        activities: members.reduce((n, m) => n + count(m.type), 0),
        emissions: sumTonnes(members.map((m) => shares[m.i])),
      }),
    );
    for (const m of members)
      rows.push(
        row('sub_item', { parameter: activityTypeLabel(m.type), activities: count(m.type), emissions: shares[m.i] }),
      );
  }
  rows.push(
    row('total', {
      parameter: 'Total Scope 1',
      activities: scope1.reduce((n, g) => n + g.activities, 0),
      emissions: totalTonnes,
    }),
  );
  return {
    kind: 'table',
    id: 'scope-1-sources',
    title: 'Scope 1: direct emissions by source type',
    columns: [
      parameterColumn('Source type / activity type'),
      activitiesColumn,
      numberColumn('emissions', 'Emissions', TCO2E, TONNES, 'current'),
    ],
    rows,
    notes: [],
  };
}

/** Both Scope 2 figures, as the Scope 2 Guidance asks where contractual instruments exist (India is such a market). */
function scope2Table(groups: readonly DisclosureGroup[], totals: EmissionTotals, totalTonnes: number): TableBlock {
  return {
    kind: 'table',
    id: 'scope-2-methods',
    title: 'Scope 2: indirect emissions from purchased energy',
    columns: [parameterColumn('Method'), numberColumn('emissions', 'Emissions', TCO2E, TONNES, 'current')],
    rows: [
      row('item', { parameter: 'Location-based (grid average emission factors)', emissions: totalTonnes }),
      row('item', {
        parameter: 'Market-based (contractual instruments, else the grid average as residual-mix proxy)',
        emissions: marketScope2Tonnes(totals),
      }),
    ],
    notes: [scope2MethodNote(groups, totals.market)],
  };
}

function scope3Table(
  groups: readonly DisclosureGroup[],
  totalTonnes: number,
  category3: ReportFigures['scope3_category3'],
): TableBlock {
  const categories = scope3ByCategory(groups, totalTonnes, category3).filter(
    (c) => c.category !== null || c.activities > 0,
  );
  const status3 = category3Status(groups, category3);
  const status = (c: CategoryTotal) => (c.activities > 0 ? 'reported' : c.category === 3 ? status3 : 'not reported');
  return {
    kind: 'table',
    id: 'scope-3-categories',
    title: 'Scope 3: value chain emissions by category',
    columns: [
      parameterColumn('Category'),
      activitiesColumn,
      numberColumn('emissions', 'Emissions', TCO2E, TONNES, 'current'),
      textColumn('status', 'Status'),
    ],
    rows: [
      ...categories.map((c) =>
        row('item', {
          parameter: c.category === null ? 'Without a category' : scope3CategoryLabel(c.category),
          activities: c.activities,
          emissions: c.activities > 0 ? c.tonnes : null,
          status: status(c),
        }),
      ),
      row('total', {
        parameter: 'Total Scope 3',
        activities: categories.reduce((n, c) => n + c.activities, 0),
        emissions: totalTonnes,
        status: null,
      }),
    ],
    notes: [
      'Categories 1-8 are upstream, 9-15 downstream (GHG Protocol Corporate Value Chain (Scope 3) Standard).',
      ...category3Note(status3),
      ...(status3 === 'reported' ? [CATEGORY3_METHOD] : []),
    ],
  };
}

/** Biogenic CO2 and memo items, reported outside the scopes and never added to them. */
function outsideScopesTable(
  groups: readonly DisclosureGroup[],
  radiativeForcing: ReportFigures['flight_radiative_forcing'],
): TableBlock {
  const sumOf = (pick: (g: DisclosureGroup) => number) => tonnes(groups.reduce((sum, g) => sum + pick(g), 0));
  const nonKyoto = [...new Set(groups.filter((g) => g.memo_non_kyoto_kg > 0).map((g) => g.activity_type))].sort();
  return {
    kind: 'table',
    id: 'outside-scopes',
    title: 'Reported outside the scopes',
    columns: [parameterColumn('Item'), numberColumn('emissions', 'Amount', TCO2E, TONNES, 'current')],
    rows: [
      row('item', {
        parameter: 'Biogenic CO2 (combustion of biomass and biofuels)',
        emissions: biogenicCalculated(groups) ? sumOf((g) => g.biogenic_co2_kg) : 'not calculated',
      }),
      row('item', {
        parameter: 'Memo: radiative forcing uplift of flights',
        emissions: sumOf((g) => g.memo_flight_rf_kg),
      }),
      ...(nonKyoto.length === 0
        ? [row('item', { parameter: 'Memo: gases outside the Kyoto basket (e.g. R-22)', emissions: 0 })]
        : nonKyoto.map((type) =>
            row('item', {
              parameter: `Memo: ${activityTypeLabel(type)} (outside the Kyoto basket)`,
              emissions: sumOf((g) => (g.activity_type === type ? g.memo_non_kyoto_kg : 0)),
            }),
          )),
    ],
    notes: [
      biogenicCalculated(groups)
        ? 'Biogenic CO2 is reported separately from the scopes, as the Corporate Standard requires.'
        : BIOGENIC_NOT_CALCULATED,
      radiativeForcing === 'included'
        ? "Radiative forcing: the uplift (a flight's emissions with it minus without it) is included in Scope 3, as the organisation chose; it is shown here for transparency."
        : 'Radiative forcing: Scope 3 flights exclude the uplift, as the organisation chose; the memo shows what including it would add.',
      'Montreal Protocol gases such as HCFC-22 (R-22) are not in the Kyoto basket and are reported only as a memo item.',
    ],
  };
}

/** Which Scope 3 categories the period lacks, and why: no activity data, or (category 3) not calculated from the energy recorded. */
function scope3Exclusions(
  groups: readonly DisclosureGroup[],
  scope3Tonnes: number,
  category3: ReportFigures['scope3_category3'],
): string[] {
  const missing = scope3ByCategory(groups, scope3Tonnes, category3).filter(
    (c) => c.category !== null && c.activities === 0,
  );
  const status3 = category3Status(groups, category3);
  // Category 3 left out for a stated reason (not calculated, excluded) is listed with that reason.
  const explained = missing.some((c) => c.category === 3) && category3Note(status3).length > 0;
  const notReported = missing.filter((c) => !(explained && c.category === 3)).map((c) => c.category);
  return [
    notReported.length > 0
      ? `Scope 3 categories not reported (no activity data recorded for the period): ${notReported.join(', ')}.`
      : 'Every Scope 3 category without a calculation gap has activity data for the period.',
    ...(explained ? category3Note(status3) : []),
  ];
}

function baseYearSection(figures: ReportFigures): ReportSection {
  const base = figures.base_year;
  const { current } = figures;
  const blocks: ReportSection['blocks'] = [];
  if (base) {
    // A base year no activity overlaps has unknown emissions, not zero ones.
    const recorded = base.totals.activity_count > 0;
    const then = scopeTonnes(base.totals);
    const now = scopeTonnes(current.totals);
    blocks.push({
      kind: 'table',
      id: 'base-year-emissions',
      title: `Base year ${base.period.label} and the reporting period`,
      columns: [
        parameterColumn('Scope'),
        numberColumn('base', base.period.label, TCO2E, TONNES),
        numberColumn('reported', current.period.label, TCO2E, TONNES),
      ],
      rows: (['1', '2', '3'] as const).map((scope) =>
        row('item', {
          parameter: scope === '2' ? 'Scope 2 (location-based)' : `Scope ${scope}`,
          base: recorded ? then[scope] : NO_DATA,
          reported: now[scope],
        }),
      ),
      notes: recorded
        ? []
        : [
            `${base.period.label}: no data recorded (no activity is dated in the base year); its emissions are unknown, not zero.`,
          ],
    });
  } else {
    blocks.push({
      kind: 'facts',
      id: 'base-year',
      title: 'Base year',
      items: [{ label: 'Base year', value: NOT_PROVIDED }],
    });
  }
  blocks.push({
    kind: 'text',
    id: 'recalculation-policy',
    title: 'Recalculation policy',
    paragraphs: [
      'Base-year emissions are recalculated when structural changes (acquisitions, divestments, outsourcing), changes in methodology or emission factors, or discovered errors change them by 5% or more.',
      'Activities are moved to newer factors only by an audited recalculation, which records the figures before and after.',
    ],
  });
  return {
    id: 'base-year',
    title: 'Base year',
    short_title: 'Base year',
    reference: 'GHG Protocol Corporate Standard, chapter 5',
    blocks,
  };
}

export function buildGhgProtocolReport(figures: ReportFigures): ReportDocument {
  const { profile, request, current } = figures;
  const groups = current.disclosure;
  const s = scopeTonnes(current.totals);
  const scopes = reportedScopes(request.include);
  const withScope3 = request.include.scope_3;
  const energy = energyRows(groups);
  const total = sumTonnes(scopes.map((scope) => s[scope]));

  const sections: ReportSection[] = [
    {
      id: 'boundary',
      title: 'Organisational boundary and reporting period',
      short_title: 'Boundary',
      reference: 'GHG Protocol Corporate Standard, chapters 3 and 4',
      blocks: [
        {
          kind: 'facts',
          id: 'boundary-facts',
          title: 'Inventory boundary',
          items: [
            { label: 'Company', value: profile.legal_name },
            { label: 'Corporate Identity Number (CIN)', value: profile.cin ?? NOT_PROVIDED },
            { label: 'Sector', value: profile.sector ?? NOT_PROVIDED },
            {
              label: 'Consolidation approach',
              value: approachLabel(current.totals.consolidation),
            },
            {
              label: 'Reporting boundary (financial statements)',
              value: boundaryLabel(profile.reporting_boundary),
            },
            {
              label: 'Reporting period',
              value: `${humanDate(current.period.start)} to ${humanDate(current.period.end)} (${current.period.label})`,
            },
            {
              label: 'Scopes reported',
              value: withScope3
                ? 'Scope 1, Scope 2 (location-based and market-based), Scope 3'
                : 'Scope 1, Scope 2 (location-based and market-based)',
            },
            { label: 'Global warming potentials', value: 'IPCC AR5, 100-year' },
          ],
        },
        ...facilityTables(figures, s),
        coverageTable('data-coverage', [current]),
      ],
    },
    {
      id: 'summary',
      title: 'Emissions summary',
      short_title: 'Summary',
      reference: null,
      blocks: [
        {
          kind: 'table',
          id: 'summary-by-scope',
          title: 'Emissions by scope',
          columns: [parameterColumn('Scope'), numberColumn('emissions', 'Emissions', TCO2E, TONNES, 'current')],
          rows: [
            row('item', { parameter: 'Scope 1: direct emissions', emissions: s['1'] }),
            row('item', { parameter: 'Scope 2: location-based', emissions: s['2'] }),
            row('item', { parameter: 'Scope 2: market-based', emissions: marketScope2Tonnes(current.totals) }),
            ...(withScope3 ? [row('item', { parameter: 'Scope 3: value chain', emissions: s['3'] })] : []),
            row('total', {
              parameter: withScope3
                ? 'Total (Scopes 1, 2 location-based and 3)'
                : 'Total (Scopes 1 and 2 location-based)',
              emissions: total,
            }),
          ],
          notes: [
            'Gross emissions: no offsets or other trades are deducted.',
            'The total adds Scope 2 location-based; Scope 2 market-based is reported beside it (dual reporting), not added.',
          ],
        },
        scopeChart('emissions-by-scope', [current], scopes),
        monthChart('emissions-by-month', current.totals, scopes),
      ],
    },
    { id: 'scope-1', title: 'Scope 1', short_title: 'Scope 1', reference: null, blocks: [scope1Table(groups, s['1'])] },
    {
      id: 'scope-2',
      title: 'Scope 2',
      short_title: 'Scope 2',
      reference: 'GHG Protocol Scope 2 Guidance',
      blocks: [scope2Table(groups, current.totals, s['2'])],
    },
  ];
  if (withScope3)
    sections.push({
      id: 'scope-3',
      title: 'Scope 3',
      short_title: 'Scope 3',
      reference: 'GHG Protocol Corporate Value Chain (Scope 3) Standard',
      blocks: [scope3Table(groups, s['3'], figures.scope3_category3)],
    });
  sections.push(
    {
      id: 'gases',
      title: 'Greenhouse gases',
      short_title: 'Greenhouse gases',
      reference: null,
      blocks: [gasMatrix('gases-by-scope', groups, current.totals, scopes, figures.gwp_set, figures.scope3_category3)],
    },
    {
      id: 'outside-scopes',
      title: 'Outside the scopes',
      short_title: 'Outside the scopes',
      reference: null,
      blocks: [outsideScopesTable(groups, figures.flight_radiative_forcing)],
    },
    {
      id: 'energy',
      title: 'Energy',
      short_title: 'Energy',
      reference: null,
      blocks: [energyTable('energy', energy), ...energyChart('energy-by-source', [{ period: current.period, energy }])],
    },
    baseYearSection(figures),
    {
      id: 'methodology',
      title: 'Methodology and exclusions',
      short_title: 'Methodology',
      reference: null,
      blocks: [
        methodologyText(figures.gwp_set, []),
        {
          kind: 'text',
          id: 'exclusions',
          title: 'Exclusions',
          paragraphs: [
            ...(withScope3
              ? scope3Exclusions(groups, s['3'], figures.scope3_category3)
              : ['Scope 3 is excluded from this report at the request of its author.']),
            ...(biogenicCalculated(groups) ? [] : [BIOGENIC_NOT_CALCULATED]),
          ],
        },
      ],
    },
  );
  return reportDocument(
    figures,
    {
      report_type: 'ghg_protocol',
      title: 'Greenhouse Gas Inventory (GHG Protocol Corporate Standard)',
      subtitle:
        'Scope 1, Scope 2 and Scope 3 emissions under the GHG Protocol Corporate Standard and Value Chain Standard',
    },
    sections,
    // Factor ids are for the assurer tracing a figure: in the appendix, not the body.
    [
      {
        id: 'factors',
        title: 'Appendix: emission factors used',
        short_title: 'Emission factors',
        reference: null,
        blocks: [factorTable('emission-factors', groups, current.totals, scopes, figures.scope3_category3)],
      },
    ],
  );
}
