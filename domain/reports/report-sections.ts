import {
  COUNT,
  ENERGY,
  ENERGY_SOURCES,
  GAS_LABELS,
  gasBreakup,
  GJ,
  unitColumn,
  type EnergyRows,
  monthLabel,
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
} from './report-blocks.ts';
import type { ReportDocument, ReportSection, TableBlock, TextBlock } from './report-document.ts';
import {
  GASES,
  type AuditTrailFigures,
  type DataQualityFigures,
  type DisclosureGroup,
  type EmissionTotals,
  type FactorRef,
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

/** Month by scope; an activity spanning several months counts in each pro rata by day. */
export function monthlyTable(id: string, totals: EmissionTotals, scopes: readonly ScopeKey[]): TableBlock {
  const amounts = totals.months.flatMap((m) =>
    scopes.map((scope) => ({ key: monthLabel(m.month), scope, kg: m.by_scope[scope] })),
  );
  const table = groupedTable(id, 'Emissions by month', 'Month', amounts, totals, scopes);
  return { ...table, notes: ['An activity whose period spans several months counts in each month pro rata by day.'] };
}

/** Every factor the groups were calculated with, with its activities and pro-rata kg, by source and id. */
function factorUses(groups: readonly DisclosureGroup[]) {
  const uses = new Map<string, FactorRef & { activities: number; kg: number }>();
  for (const group of groups) {
    const use = uses.get(group.factor.id) ?? { ...group.factor, activities: 0, kg: 0 };
    use.activities += group.activities;
    use.kg += group.kg;
    uses.set(group.factor.id, use);
  }
  return [...uses.values()].sort((a, b) => a.source.localeCompare(b.source) || a.id.localeCompare(b.id));
}

export function factorTable(id: string, groups: readonly DisclosureGroup[]): TableBlock {
  const factors = factorUses(groups);
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
    rows: factors.map((f) =>
      row('item', {
        parameter: f.id,
        value: f.value,
        unit: f.unit,
        source: f.source,
        version: f.version,
        activities: f.activities,
        emissions: tonnes(f.kg),
      }),
    ),
    notes: [
      'Each activity keeps the factor it was calculated with; loading a newer dataset never changes a stored emission.',
    ],
  };
}

/** Data quality: confidence, spend-based share, fallbacks and assumptions, factor sources (include.verification). */
export function verificationSection(quality: DataQualityFigures, groups: readonly DisclosureGroup[]): ReportSection {
  const share = quality.total_kg > 0 ? Math.round((quality.spend_based_kg / quality.total_kg) * 10_000) / 100 : 0;
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
          { label: 'Activities in the period', value: String(quality.activities) },
          { label: 'Share of emissions estimated from spend (EEIO factors)', value: `${share} %` },
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
        rows: quality.confidence.map((band) =>
          row('item', { parameter: band.band, activities: band.activities, emissions: tonnes(band.kg) }),
        ),
        notes: [
          'Confidence combines how the data was collected with how closely the factor matches it (see the README).',
        ],
      },
      {
        kind: 'table',
        id: 'notices',
        title: 'Fallbacks and assumptions taken',
        columns: [parameterColumn('Notice code'), numberColumn('activities', 'Activities', null, COUNT, 'current')],
        rows: quality.notices.map((n) => row('item', { parameter: n.code, activities: n.activities })),
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
          row('item', { parameter: s.source, version: s.version, activities: s.activities }),
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
          textColumn('at', 'Time (UTC)'),
          textColumn('entity', 'Entity'),
          textColumn('by', 'By (actor, request)'),
        ],
        rows: audit.entries.map((e) =>
          row('item', {
            parameter: e.action,
            at: e.at.slice(0, 19).replace('T', ' '),
            entity: `${e.entity_type} ${e.entity_id}`,
            by: e.request_id ? `${e.actor} (request ${e.request_id})` : e.actor,
          }),
        ),
        notes: [
          shown < audit.total
            ? `The ${shown} most recent of ${audit.total} entries.`
            : audit.total === 0
              ? 'No change, recalculation or deletion was recorded for the period.'
              : `All ${audit.total} entries.`,
          'Entries made during the period, and entries on activities whose period overlaps it whenever they were made.',
        ],
      },
    ],
  };
}

/** How every figure was reached; each builder adds its own framework-specific paragraphs. */
export function methodologyText(extra: readonly string[]): TextBlock {
  return {
    kind: 'text',
    id: 'methodology',
    title: 'Methodology',
    paragraphs: [
      'Emissions = activity quantity (converted to the factor unit) x emission factor. Every activity keeps the factor it used (id, value, unit, source, version) and its calculation record.',
      'Global warming potentials are from the IPCC Fifth Assessment Report (AR5, 100-year). Factors published as CO2 only (CEA grid, India GHG Program road transport) exclude CH4 and N2O.',
      'An activity whose period crosses the report period counts pro rata by day: a bill from 15 March to 14 April counts 17/31 in the year ending 31 March.',
      'Emissions are in tonnes CO2e to three decimals (the kilogram): totals by scope are the kilograms GET /v1/emissions answers for the same period, rounded to the whole kilogram; break-ups are apportioned to them, so every table adds up.',
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
): TableBlock {
  const breakups = new Map(scopes.map((scope) => [scope, gasBreakup(groups, scope, scopeTonnes(totals)[scope])]));
  const cellsFor = (value: (scope: ScopeKey) => number) =>
    Object.fromEntries(scopes.map((scope) => [`scope_${scope}`, value(scope)]));
  const co2Only = scopes.filter((scope) => breakups.get(scope)!.co2_only > 0);
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
        parameter: 'Not broken up by gas (no per-gas figure published)',
        ...cellsFor((scope) => breakups.get(scope)!.not_split),
      }),
      row('total', { parameter: 'Total', ...cellsFor((scope) => scopeTonnes(totals)[scope]) }),
    ],
    notes: [
      'Per-gas figures are in CO2 equivalent (AR5 GWP-100) as the factor sources publish them.',
      ...co2Only.map(
        (scope) =>
          `${scopeLabel(scope)}: ${breakups.get(scope)!.co2_only} tCO2e is from CO2-only factors (CEA grid, India GHG Program), which exclude CH4 and N2O.`,
      ),
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

/**
 * The document around a builder's sections: who, what period, the snapshot, and the data-quality
 * and audit-trail sections when the request includes them.
 */
export function reportDocument(
  figures: ReportFigures,
  header: Pick<ReportDocument, 'report_type' | 'title' | 'subtitle'>,
  sections: ReportSection[],
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
    snapshot: figures.snapshot,
    sections: [
      ...sections,
      ...(figures.quality ? [verificationSection(figures.quality, figures.current.disclosure)] : []),
      ...(figures.audit ? [auditTrailSection(figures.audit)] : []),
    ],
  };
}
