import type { GwpSet } from '../factors/gwp-values.ts';
import {
  COUNT,
  ENERGY,
  ENERGY_SOURCES,
  GAS_LABELS,
  gasBreakup,
  GJ,
  unitColumn,
  type EnergyRows,
  numberColumn,
  parameterColumn,
  row,
  scopeLabel,
  sumTonnes,
  apportionTonnes,
  factorDatasets,
  scopeTonnes,
  TCO2E,
  textColumn,
  TONNES,
  tonnes,
  percentOf,
} from './report-blocks.ts';
import { coverageNote, hasData, monthList, NO_DATA, type PeriodCoverage } from './period-coverage.ts';
import { category3NotSplitNote, co2OnlyNote, notSplitNote } from './report-caveats.ts';
import type { ReportDocument, ReportSection, TableBlock, TextBlock } from './report-document.ts';
import { factorDataset, humanDate, monthLabel, noticeLabel } from './report-labels.ts';
import { restatementSection } from './restatements.ts';
import type { ReportSignOff } from './report-request.ts';
import {
  GASES,
  type AuditTrailFigures,
  type DataQualityFigures,
  type DisclosureGroup,
  type EmissionTotals,
  type FactorRef,
  type PeriodFigures,
  type ReportFigures,
  type ScopeKey,
} from './report-figures.ts';

/** Sections and blocks more than one report type prints. */

/** One row of a grouped emissions table: a row key (month, type, place...) and a scope's unrounded kg. */
export interface GroupedAmount {
  key: string;
  scope: ScopeKey;
  kg: number;
}

/**
 * Rows by key, a column per scope and a total, in tCO2e; each scope's column is apportioned to that
 * scope's total (the API's), so rows and columns add up. Rows keep the order of first appearance.
 */
export function groupedTable(
  id: string,
  title: string,
  keyLabel: string,
  amounts: readonly GroupedAmount[],
  totals: EmissionTotals,
  scopes: readonly ScopeKey[],
): TableBlock {
  const keys = [...new Set(amounts.map((a) => a.key))];
  const perScope = new Map(
    scopes.map((scope) => {
      const raw = keys.map((key) =>
        amounts.filter((a) => a.key === key && a.scope === scope).reduce((sum, a) => sum + a.kg, 0),
      );
      return [scope, apportionTonnes(raw, scopeTonnes(totals)[scope])];
    }),
  );
  const cellsFor = (value: (scope: ScopeKey) => number) => {
    const cells: Record<string, number> = {};
    for (const scope of scopes) cells[`scope_${scope}`] = value(scope);
    cells.total = sumTonnes(Object.values(cells));
    return cells;
  };
  return {
    kind: 'table',
    id,
    title,
    columns: [
      parameterColumn(keyLabel),
      ...scopes.map((s) => numberColumn(`scope_${s}`, scopeLabel(s), TCO2E, TONNES)),
      numberColumn('total', 'Total', TCO2E, TONNES),
    ],
    rows: [
      ...keys.map((key, i) => row('item', { parameter: key, ...cellsFor((scope) => perScope.get(scope)![i]) })),
      row('total', { parameter: 'Total', ...cellsFor((scope) => scopeTonnes(totals)[scope]) }),
    ],
    notes: [],
  };
}

/**
 * A by-month table whose months without any activity say "no data recorded" (their emissions are
 * unknown, not zero), as does its total when no month has data; a month whose activities emit
 * nothing stays 0.
 */
export function withMonthsWithoutData(table: TableBlock, coverage: PeriodCoverage): TableBlock {
  const noData = new Set([...coverage.missing.map(monthLabel), ...(hasData(coverage) ? [] : ['Total'])]);
  const rows = table.rows.map((r) =>
    noData.has(String(r.cells.parameter))
      ? {
          ...r,
          cells: Object.fromEntries(Object.entries(r.cells).map(([k, v]) => [k, k === 'parameter' ? v : NO_DATA])),
        }
      : r,
  );
  const partial = coverage.missing.length > 0 && hasData(coverage);
  const note = `"no data recorded": no activity is recorded for ${monthList(coverage.missing)}; their emissions are unknown, not zero.`;
  return { ...table, rows, notes: [...table.notes, ...(partial ? [note] : [])] };
}

/** Month by scope; an activity spanning several months counts in each pro rata by day. */
export function monthlyTable(
  id: string,
  totals: EmissionTotals,
  scopes: readonly ScopeKey[],
  coverage: PeriodCoverage,
): TableBlock {
  const amounts = totals.months.flatMap((m) =>
    scopes.map((scope) => ({ key: monthLabel(m.month), scope, kg: m.by_scope[scope] })),
  );
  const table = groupedTable(id, 'Emissions by month', 'Month', amounts, totals, scopes);
  return withMonthsWithoutData(
    { ...table, notes: ['An activity whose period spans several months counts in each month pro rata by day.'] },
    coverage,
  );
}

/** Per period: months with data, the months without, and the activities: where "no data recorded" and partial years come from. */
export function coverageTable(id: string, periods: readonly PeriodFigures[]): TableBlock {
  return {
    kind: 'table',
    id,
    title: 'Data coverage',
    columns: [
      parameterColumn('Period'),
      numberColumn('months_covered', 'Months with data', null, COUNT),
      numberColumn('months', 'Months in the period', null, COUNT),
      numberColumn('activities', 'Activities', null, COUNT),
      textColumn('missing', 'Months without data'),
    ],
    rows: periods.map(({ period, coverage, totals }) =>
      row('item', {
        parameter: period.label,
        months_covered: coverage.covered.length,
        months: coverage.months.length,
        activities: totals.activity_count,
        missing: !hasData(coverage) ? NO_DATA : coverage.missing.length === 0 ? 'none' : monthList(coverage.missing),
      }),
    ),
    notes: periods.flatMap(({ period, coverage }) => coverageNote(period.label, coverage) ?? []),
  };
}

/** The appendix line of Scope 3 category 3: the Scope 1 and 2 activities' well-to-tank and T&D-loss figures. */
const CATEGORY3_LINE = 'Scope 3 category 3 (well-to-tank, T&D losses)';

/**
 * Every factor the groups of the reported scopes were calculated with, by source and id, with its
 * activities and emissions: each scope's lines are apportioned to that scope's total, so the table
 * foots to the report's total as every other table does. Scope 3's total holds category 3 (unless the
 * organisation excludes it), which the Scope 1 and 2 activities bring: it is a line of its own, or
 * the table would not add up to its total.
 */
function factorUses(
  groups: readonly DisclosureGroup[],
  totals: EmissionTotals,
  scopes: readonly ScopeKey[],
  category3: ReportFigures['scope3_category3'],
) {
  const uses = new Map<string, FactorRef & { activities: number; kg: number; tonnes: number }>();
  const bringing = category3 === 'included' ? groups.filter((g) => g.scope !== '3') : [];
  const category3Line = {
    id: CATEGORY3_LINE,
    value: null,
    unit: null,
    source: null,
    version: null,
    activities: bringing.reduce((n, g) => n + g.category3_activities, 0),
    kg: bringing.reduce((kg, g) => kg + g.category3_kg, 0),
    tonnes: 0,
  };
  for (const scope of scopes) {
    const inScope = groups.filter((g) => g.scope === scope);
    const withCategory3 = scope === '3' && category3Line.kg !== 0;
    const shares = apportionTonnes(
      [...inScope.map((g) => g.kg), ...(withCategory3 ? [category3Line.kg] : [])],
      scopeTonnes(totals)[scope],
    );
    inScope.forEach((group, i) => {
      const use = uses.get(group.factor.id) ?? { ...group.factor, activities: 0, kg: 0, tonnes: 0 };
      use.activities += group.activities;
      use.tonnes = sumTonnes([use.tonnes, shares[i]]);
      uses.set(group.factor.id, use);
    });
    if (withCategory3) category3Line.tonnes = shares[inScope.length];
  }
  const lines = [...uses.values()].sort((a, b) => a.source.localeCompare(b.source) || a.id.localeCompare(b.id));
  return { lines, category3: category3Line.kg !== 0 && scopes.includes('3') ? category3Line : null };
}

export function factorTable(
  id: string,
  groups: readonly DisclosureGroup[],
  totals: EmissionTotals,
  scopes: readonly ScopeKey[],
  category3: ReportFigures['scope3_category3'],
): TableBlock {
  const factors = factorUses(groups, totals, scopes, category3);
  const lines = factors.category3 ? [...factors.lines, factors.category3] : factors.lines;
  return {
    kind: 'table',
    id,
    title: 'Emission factors used',
    columns: [
      parameterColumn('Factor id'),
      numberColumn('value', 'Value', null, null, 'current'),
      unitColumn(),
      textColumn('source', 'Source'),
      textColumn('version', 'Version'),
      numberColumn('activities', 'Activities', null, COUNT),
      numberColumn('emissions', 'Emissions', TCO2E, TONNES),
    ],
    rows: [
      ...factors.lines.map((f) =>
        row('item', {
          parameter: f.id,
          value: f.value,
          unit: f.unit,
          source: factorDataset(f.source, f.version).name,
          version: f.version,
          activities: f.activities,
          emissions: f.tonnes,
        }),
      ),
      ...(factors.category3
        ? [
            row('item', {
              parameter: factors.category3.id,
              activities: factors.category3.activities,
              emissions: factors.category3.tonnes,
            }),
          ]
        : []),
      row('total', {
        parameter: `Total (${scopes.map(scopeLabel).join(', ')})`,
        activities: lines.reduce((n, f) => n + f.activities, 0),
        emissions: sumTonnes(scopes.map((scope) => scopeTonnes(totals)[scope])),
      }),
    ],
    notes: [
      'Each activity keeps the factor it was calculated with; loading a newer dataset never changes a stored emission.',
      ...(factors.category3
        ? [
            `${CATEGORY3_LINE}: brought by ${factors.category3.activities} Scope 1 and 2 activities, each with the well-to-tank or T&D-loss factor its calculation record names (see the Scope 3 note).`,
          ]
        : []),
    ],
  };
}

/** Data quality: confidence, spend-based share, fallbacks and assumptions, factor sources (include.verification). */
export function verificationSection(
  quality: DataQualityFigures,
  groups: readonly DisclosureGroup[],
  totals: EmissionTotals,
): ReportSection {
  const share = percentOf(quality.spend_based_kg, quality.total_kg);
  // The bands cover every activity of the period, so they foot to the total of all three scopes.
  const total = tonnes(totals.total_kg);
  const bands = apportionTonnes(
    quality.confidence.map((band) => band.kg),
    total,
  );
  return {
    id: 'verification',
    title: 'Data quality and verification',
    short_title: 'Data quality',
    reference: null,
    blocks: [
      {
        kind: 'facts',
        id: 'quality-summary',
        title: 'Summary',
        items: [
          { label: 'Activities in the period', value: quality.activities },
          { label: 'Share of emissions estimated from spend (EEIO factors), %', value: share },
        ],
      },
      {
        kind: 'table',
        id: 'confidence',
        title: 'Confidence score distribution',
        columns: [
          parameterColumn('Confidence score'),
          numberColumn('activities', 'Activities', null, COUNT),
          numberColumn('emissions', 'Emissions', TCO2E, TONNES, 'current'),
        ],
        rows: [
          ...quality.confidence.map((band, i) =>
            row('item', { parameter: band.band, activities: band.activities, emissions: bands[i] }),
          ),
          row('total', { parameter: 'Total (Scopes 1, 2 and 3)', activities: quality.activities, emissions: total }),
        ],
        notes: [
          'Confidence combines how the data was collected (metered, invoiced, estimated, spend) with how closely the emission factor matches the activity (its country, year and type): 1.00 is a metered quantity priced with its own published factor.',
        ],
      },
      {
        kind: 'table',
        id: 'notices',
        title: 'Fallbacks and assumptions taken',
        columns: [
          parameterColumn('Fallback or assumption'),
          numberColumn('activities', 'Activities', null, COUNT, 'current'),
        ],
        rows: quality.notices.map((n) => row('item', { parameter: noticeLabel(n.code), activities: n.activities })),
        notes: quality.notices.length === 0 ? ['No activity in the period needed a fallback or an assumption.'] : [],
      },
      {
        kind: 'table',
        id: 'factor-sources',
        title: 'Factor sources and versions',
        columns: [
          parameterColumn('Source'),
          textColumn('version', 'Version'),
          numberColumn('activities', 'Activities', null, COUNT, 'current'),
        ],
        rows: factorDatasets(groups).map((s) =>
          row('item', {
            parameter: factorDataset(s.source, s.version).name,
            version: s.version,
            activities: s.activities,
          }),
        ),
        notes: [],
      },
    ],
  };
}

/** Changes, recalculations and deletions from the audit log (include.audit_trail). */
export function auditTrailSection(audit: AuditTrailFigures): ReportSection {
  const shown = audit.entries.length;
  return {
    id: 'audit-trail',
    title: 'Audit trail',
    short_title: 'Audit trail',
    reference: null,
    blocks: [
      {
        kind: 'table',
        id: 'audit-entries',
        title: 'Changes, recalculations and deletions',
        columns: [
          parameterColumn('Action'),
          textColumn('at', 'When'),
          textColumn('entity', 'Entity'),
          textColumn('by', 'By (actor, request)'),
          textColumn('change', 'Change (before → after)'),
          textColumn('reason', 'Reason'),
        ],
        rows: audit.entries.map((e) =>
          row('item', {
            parameter: e.action,
            at: humanDate(e.at),
            entity: `${e.entity_type} ${e.entity_id}`,
            by: e.request_id ? `${e.actor} (request ${e.request_id})` : e.actor,
            change: e.change,
            reason: e.reason ?? '',
          }),
        ),
        notes: [
          shown < audit.total
            ? `The ${shown} most recent of ${audit.total} entries.`
            : audit.total === 0
              ? 'No change, recalculation or deletion was recorded for the period.'
              : `All ${audit.total} entries.`,
          'Entries made during the period; and whenever they were made, entries on activities whose period overlaps it, on the locks of its fiscal years and on the company profile.',
        ],
      },
    ],
  };
}

/** Which GWP-100 set the CO2e figures are on, and what happens to factors published on another. */
export function gwpStatement(gwpSet: GwpSet): string {
  return gwpSet === 'AR5'
    ? 'Global warming potentials are from the IPCC Fifth Assessment Report (AR5, 100-year), the basis the factor sources publish.'
    : "Global warming potentials are from the IPCC Sixth Assessment Report (AR6, 100-year; CH4 29.8 fossil, N2O 273), the organisation's setting: factors published on AR5 with a per-gas split are weighed again by gas mass; those without a split stay on AR5 as published (each such activity carries a GWP_SET_NOT_APPLIED notice).";
}

/** How every figure was reached; each builder adds its own framework-specific paragraphs. */
export function methodologyText(gwpSet: GwpSet, extra: readonly string[]): TextBlock {
  return {
    kind: 'text',
    id: 'methodology',
    title: 'Methodology',
    paragraphs: [
      'Emissions = activity quantity (converted to the factor unit) x emission factor. Every activity keeps the factor it used (id, value, unit, source, version) and its calculation record.',
      `${gwpStatement(gwpSet)} Factors published as CO2 only (CEA grid, India GHG Program road transport) exclude CH4 and N2O.`,
      'An activity whose period crosses the report period counts pro rata by day: a bill from 15 March to 14 April counts 17/31 in the year ending 31 March.',
      'Emissions are in tonnes CO2e to three decimals (the kilogram): totals by scope are the emissions recorded for the period rounded to the whole kilogram, the same figures the service shows everywhere; break-ups are apportioned to them (largest remainder), so every table adds up to the same totals.',
      'Spend-based activities use US EPA Supply Chain factors (an economy-wide average, converted from INR at the annual average rate): estimates with a confidence of at most 0.4.',
      ...extra,
    ],
  };
}

/** Gas by scope (tCO2e): each scope's column adds up to its total, with the part no factor splits. */
export function gasMatrix(
  id: string,
  groups: readonly DisclosureGroup[],
  totals: EmissionTotals,
  scopes: readonly ScopeKey[],
  gwpSet: GwpSet,
  category3: ReportFigures['scope3_category3'],
): TableBlock {
  const breakups = new Map(
    scopes.map((scope) => [scope, gasBreakup(groups, scope, scopeTonnes(totals)[scope], category3)]),
  );
  const cellsFor = (value: (scope: ScopeKey) => number) =>
    Object.fromEntries(scopes.map((scope) => [`scope_${scope}`, value(scope)]));
  return {
    kind: 'table',
    id,
    title: 'Emissions by greenhouse gas',
    columns: [parameterColumn('Gas'), ...scopes.map((s) => numberColumn(`scope_${s}`, scopeLabel(s), TCO2E, TONNES))],
    rows: [
      ...GASES.map((gas) =>
        row('item', { parameter: GAS_LABELS[gas], ...cellsFor((scope) => breakups.get(scope)!.gases[gas]) }),
      ),
      row('item', {
        parameter: 'Not broken up by gas',
        ...cellsFor((scope) => breakups.get(scope)!.not_split),
      }),
      row('total', { parameter: 'Total', ...cellsFor((scope) => scopeTonnes(totals)[scope]) }),
    ],
    notes: [
      `Per-gas figures are in CO2 equivalent on ${gwpSet} GWP-100 (the organisation's setting); each activity also keeps the mass of each gas.`,
      ...scopes
        .flatMap((scope) => [
          co2OnlyNote('', scope, breakups.get(scope)!.co2_only) ?? [],
          notSplitNote('', groups, scope) ?? [],
          category3NotSplitNote('', breakups.get(scope)!.category3) ?? [],
        ])
        .flat(),
    ],
  };
}

/** Energy consumed by BRSR row (A-F), for the reports that show energy beside emissions. */
export function energyTable(id: string, energy: EnergyRows): TableBlock {
  return {
    kind: 'table',
    id,
    title: 'Energy consumed',
    columns: [parameterColumn('Source'), numberColumn('energy', 'Energy', GJ, ENERGY, 'current')],
    rows: [
      ...ENERGY_SOURCES.map((source) => row('item', { parameter: source.label, energy: energy[source.key] })),
      row('subtotal', { parameter: 'Renewable (A+B+C)', energy: energy.renewable }),
      row('subtotal', { parameter: 'Non-renewable (D+E+F)', energy: energy.non_renewable }),
      row('total', { parameter: 'Total energy consumed', energy: energy.total }),
    ],
    notes: [
      'Energy = fuel quantity x calorific value, electricity kWh x 0.0036 GJ; grid electricity is non-renewable.',
    ],
  };
}

/** Who prepared, reviewed and approved the report (the request's sign_off); a name not given is left blank to sign. */
export function signOffSection(signOff: ReportSignOff): ReportSection {
  return {
    id: 'sign-off',
    title: 'Sign-off',
    short_title: 'Sign-off',
    reference: null,
    blocks: [
      {
        kind: 'facts',
        id: 'sign-off',
        title: 'Prepared, reviewed and approved',
        items: [
          { label: 'Prepared by', value: signOff.prepared_by ?? '' },
          { label: 'Reviewed by', value: signOff.reviewed_by ?? '' },
          { label: 'Approved by', value: signOff.approved_by ?? '' },
          { label: 'Date', value: signOff.date ? humanDate(signOff.date) : '' },
        ],
      },
    ],
  };
}

/**
 * The document around a builder's sections: who, what period, the snapshot, the restatements of
 * earlier reports' figures when there are any, the data-quality and audit-trail sections when the
 * request includes them, the sign-off, then the appendix.
 */
export function reportDocument(
  figures: ReportFigures,
  header: Pick<ReportDocument, 'report_type' | 'title' | 'subtitle'>,
  sections: ReportSection[],
  appendix: ReportSection[] = [],
): ReportDocument {
  const { profile } = figures;
  return {
    schema_version: 1,
    ...header,
    organization: {
      name: profile.legal_name,
      cin: profile.cin,
      sector: profile.sector,
      reporting_boundary: profile.reporting_boundary,
    },
    period: figures.current.period,
    comparison_period: figures.previous?.period ?? null,
    generated_at: figures.generated_at,
    xbrl_taxonomy: header.report_type === 'brsr' ? profile.brsr_xbrl_taxonomy : null,
    snapshot: figures.snapshot,
    restatements: figures.restatements,
    sections: [
      ...sections,
      ...(figures.restatements.length > 0 ? [restatementSection(figures.restatements)] : []),
      ...(figures.quality
        ? [verificationSection(figures.quality, figures.current.disclosure, figures.current.totals)]
        : []),
      ...(figures.audit ? [auditTrailSection(figures.audit)] : []),
      ...(figures.request.sign_off ? [signOffSection(figures.request.sign_off)] : []),
      ...appendix,
    ],
  };
}
