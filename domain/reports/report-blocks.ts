import { largestRemainder } from '../numbers.ts';
import type { NumberFormat } from './indian-number.ts';
import { monthLabel } from './report-labels.ts';
import type { ChartBlock, ReportCell, ReportPeriod, TableColumn, TableRow } from './report-document.ts';
import { isFiscalYear } from './report-request.ts';
import { fyOf } from '../calculation/fiscal-year.ts';
import {
  GASES,
  type ByScope,
  type DisclosureGroup,
  type EmissionTotals,
  type Gas,
  type ReportFigures,
  type ScopeKey,
} from './report-figures.ts';

/** Units and display rules shared by every builder. */
export const TCO2E = 'tCO2e';
export const GJ = 'GJ';
export const NOT_PROVIDED = 'not provided';
/**
 * Reports state tonnes to three decimals, i.e. to the kilogram, in every format: what a table shows
 * is what it stores, so its lines visibly add up to its totals.
 */
const TONNE_DECIMALS = 3;
export const TONNES: NumberFormat = { decimals: TONNE_DECIMALS };
export const ENERGY: NumberFormat = { decimals: 3 };
/** Intensities per rupee are tiny (1e-7): significant digits, not decimals. */
export const INTENSITY = { significant: 4 } as const satisfies NumberFormat;
export const COUNT: NumberFormat = { decimals: 0 };

/** kg to tonnes to the kilogram (GET /v1/emissions' kg, rounded to the whole kg, / 1000). */
export const tonnes = (kg: number): number => Math.round(kg) / 1000;

/**
 * Parts in kg as tonnes to the kilogram that add up exactly to a total in tonnes (largest remainder,
 * as the API shares its rounding out), so a table's lines always sum to the total shown with them.
 */
export const apportionTonnes = (partsKg: readonly number[], totalTonnes: number): number[] =>
  largestRemainder(partsKg, Math.round(totalTonnes * 1000)).map((kg) => kg / 1000);

export const sumTonnes = (values: readonly number[]): number => sumRounded(values, TONNE_DECIMALS);

/** Sum of already-rounded figures without binary dust (0.1 + 0.2). */
export const sumRounded = (values: readonly number[], decimals: number): number =>
  Math.round(values.reduce((a, b) => a + b * 10 ** decimals, 0)) / 10 ** decimals;

export function reportPeriod(start: string, end: string): ReportPeriod {
  return { label: isFiscalYear(start, end) ? fyOf(start).label : `${start} to ${end}`, start, end };
}

export const scopeLabel = (scope: ScopeKey): string => `Scope ${scope}`;

export const GAS_LABELS: Record<Gas, string> = {
  co2: 'CO2',
  ch4: 'CH4',
  n2o: 'N2O',
  hfcs: 'HFCs',
  pfcs: 'PFCs',
  sf6: 'SF6',
  nf3: 'NF3',
};

// ---- columns and rows ----

export const parameterColumn = (label = 'Parameter'): TableColumn => ({
  key: 'parameter',
  label,
  unit: null,
  type: 'text',
  role: 'parameter',
  format: null,
});
export const unitColumn = (): TableColumn => ({
  key: 'unit',
  label: 'Unit',
  unit: null,
  type: 'text',
  role: 'unit',
  format: null,
});
export const textColumn = (key: string, label: string): TableColumn => ({
  key,
  label,
  unit: null,
  type: 'text',
  role: 'detail',
  format: null,
});
export function numberColumn(
  key: string,
  label: string,
  unit: string | null,
  format: NumberFormat | null,
  role: TableColumn['role'] = 'detail',
): TableColumn {
  return { key, label, unit, type: 'number', role, format };
}

/** The current and (for BRSR) previous period value columns, labelled as the BRSR format labels them. */
export function periodColumns(
  current: ReportPeriod,
  previous: ReportPeriod | null,
  unit: string | null,
): TableColumn[] {
  const fy = (period: ReportPeriod, which: string) =>
    period.label.startsWith('FY') ? `${period.label} (${which} Financial Year)` : period.label;
  const columns = [numberColumn('current', fy(current, 'Current'), unit, null, 'current')];
  if (previous) columns.push(numberColumn('previous', fy(previous, 'Previous'), unit, null, 'previous'));
  return columns;
}

export function row(
  style: TableRow['style'],
  cells: Record<string, ReportCell>,
  format: NumberFormat | null = null,
  brsrCore = false,
): TableRow {
  return { style, cells, format, key: null, brsr_core: brsrCore };
}

// ---- figures shared by the builders ----

/** The scopes a request reports, in order. */
export function reportedScopes(include: { scope_1: boolean; scope_2: boolean; scope_3: boolean }): ScopeKey[] {
  return (['1', '2', '3'] as const).filter((scope) => include[`scope_${scope}`]);
}

/**
 * Scope totals in tonnes: the API's kg per scope, apportioned to whole kilograms so that the three add
 * up to the API's total rounded to the kilogram.
 */
export function scopeTonnes(totals: EmissionTotals): ByScope {
  const [one, two, three] = apportionTonnes(
    [totals.by_scope['1'], totals.by_scope['2'], totals.by_scope['3']],
    tonnes(totals.total_kg),
  );
  return { '1': one, '2': two, '3': three };
}

/**
 * Market-based Scope 2 in tonnes: the kg GET /v1/emissions?scope2_method=market gives Scope 2, with
 * the scopes apportioned to that answer's total rounded to the kilogram, as scopeTonnes does.
 */
export function marketScope2Tonnes(totals: EmissionTotals): number {
  const { market, by_scope } = totals;
  return apportionTonnes([by_scope['1'], market.scope2_kg, by_scope['3']], tonnes(market.total_kg))[1];
}

/** Energy by BRSR row: A-C renewable electricity, fuel, other; D-F the same non-renewable; in GJ to 3 decimals. */
export interface EnergyRows {
  A: number;
  B: number;
  C: number;
  D: number;
  E: number;
  F: number;
  renewable: number;
  non_renewable: number;
  total: number;
}

export function energyRows(groups: readonly DisclosureGroup[]): EnergyRows {
  const raw = { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0 };
  for (const group of groups) {
    if (!group.energy_class || group.energy_gj === 0) continue;
    // Unknown renewability counts as non-renewable: a renewable claim needs evidence.
    const rows = group.energy_renewable ? (['A', 'B', 'C'] as const) : (['D', 'E', 'F'] as const);
    raw[rows[['electricity', 'fuel', 'other'].indexOf(group.energy_class)]] += group.energy_gj;
  }
  const r = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Math.round(v * 1000) / 1000])) as typeof raw;
  const renewable = sumRounded([r.A, r.B, r.C], 3);
  const nonRenewable = sumRounded([r.D, r.E, r.F], 3);
  return { ...r, renewable, non_renewable: nonRenewable, total: sumRounded([renewable, nonRenewable], 3) };
}

export interface GasBreakup {
  /** tCO2e per gas, and the part whose factors publish no split; they add up to the scope total. */
  gases: Record<Gas, number>;
  not_split: number;
  /** tCO2e from CO2-only factors, whose CH4 and N2O are not in any figure. */
  co2_only: number;
  /** Scope 3 only: the category 3 tCO2e of the Scope 1 and 2 activities, part of not_split (stored as CO2e only). */
  category3: number;
}

/**
 * A scope's total (tonnes, from the rollups) broken up by gas from the activities' per-gas figures.
 * Scope 3 holds, unless the organisation excludes it, the category 3 the Scope 1 and 2 activities
 * bring (well-to-tank, T&D losses); it is stored as CO2e only, so it is not broken up by gas.
 */
export function gasBreakup(
  groups: readonly DisclosureGroup[],
  scope: ScopeKey,
  totalTonnes: number,
  category3: ReportFigures['scope3_category3'],
): GasBreakup {
  const inScope = groups.filter((g) => g.scope === scope);
  const sum = (pick: (g: DisclosureGroup) => number) => inScope.reduce((total, g) => total + pick(g), 0);
  const gases = GASES.map((gas) => sum((g) => g.gases[gas]));
  const category3Kg =
    scope === '3' && category3 === 'included'
      ? groups.filter((g) => g.scope !== '3').reduce((total, g) => total + g.category3_kg, 0)
      : 0;
  // What no gas figure accounts for (factors published in CO2e only, a split covering part of the
  // figure, category 3), taken from the total itself so that the column always adds up to it.
  const totalKg = Math.round(totalTonnes * 1000);
  const notSplit = Math.max(0, totalKg - gases.reduce((a, b) => a + b, 0));
  const shares = apportionTonnes([...gases, notSplit], totalTonnes);
  return {
    gases: Object.fromEntries(GASES.map((gas, i) => [gas, shares[i]])) as Record<Gas, number>,
    not_split: shares[GASES.length],
    co2_only: tonnes(inScope.filter((g) => g.co2_only).reduce((total, g) => total + g.kg, 0)),
    category3: Math.min(tonnes(category3Kg), shares[GASES.length]),
  };
}

/** Factor sources and versions the groups were calculated with, with their activities, in order of first use. */
export function factorDatasets(
  groups: readonly DisclosureGroup[],
): { source: string; version: string; activities: number }[] {
  const datasets = new Map<string, { source: string; version: string; activities: number }>();
  for (const { factor, activities } of groups) {
    const key = `${factor.source}\u0000${factor.version}`;
    const entry = datasets.get(key) ?? { source: factor.source, version: factor.version, activities: 0 };
    entry.activities += activities;
    datasets.set(key, entry);
  }
  return [...datasets.values()];
}

/**
 * Intensities a report can state: beyond these a figure is no measurement (a revenue of 1e-320 INR)
 * and no format could print it (a PDF writes its decimals, at most 100).
 */
const USABLE_INTENSITY = { min: 1e-60, max: 1e60 } as const;

/**
 * value / denominator, or "not provided" when the denominator is missing; stored to the significant
 * digits every format shows (INTENSITY), so pdf, excel, csv, json and xbrl state the same figure.
 * A denominator that gives no usable intensity (a profile stored before PUT bounded its figures) is
 * stated as not used, with the figure, instead of failing the report or printing 0.
 */
export function intensity(value: number, denominator: number | null | undefined): ReportCell {
  if (!denominator) return NOT_PROVIDED;
  const ratio = value / denominator;
  const usable =
    Number.isFinite(denominator) &&
    Number.isFinite(ratio) &&
    (ratio === 0 ? value === 0 : Math.abs(ratio) >= USABLE_INTENSITY.min && Math.abs(ratio) <= USABLE_INTENSITY.max);
  if (!usable) return `not used: the profile's figure (${denominator}) gives no usable intensity`;
  return Number(ratio.toPrecision(INTENSITY.significant));
}

/** part as a percentage of whole to two decimals; 0 of 0 is 0. */
export const percentOf = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;

// ---- charts ----

export function scopeChart(
  id: string,
  periods: { period: ReportPeriod; totals: EmissionTotals }[],
  scopes: readonly ScopeKey[],
): ChartBlock {
  return {
    kind: 'chart',
    id,
    title: 'Emissions by scope',
    chart: 'bar',
    unit: TCO2E,
    categories: scopes.map(scopeLabel),
    series: periods.map(({ period, totals }) => ({
      name: period.label,
      values: scopes.map((scope) => scopeTonnes(totals)[scope]),
    })),
  };
}

export function monthChart(id: string, totals: EmissionTotals, scopes: readonly ScopeKey[]): ChartBlock {
  return {
    kind: 'chart',
    id,
    title: 'Emissions by month',
    chart: 'stacked_column',
    unit: TCO2E,
    categories: totals.months.map((m) => monthLabel(m.month)),
    series: scopes.map((scope) => ({
      name: scopeLabel(scope),
      values: totals.months.map((m) => tonnes(m.by_scope[scope])),
    })),
  };
}

export const ENERGY_SOURCES = [
  { key: 'A', label: 'Renewable electricity (A)' },
  { key: 'B', label: 'Renewable fuel (B)' },
  { key: 'C', label: 'Renewable, other sources (C)' },
  { key: 'D', label: 'Non-renewable electricity (D)' },
  { key: 'E', label: 'Non-renewable fuel (E)' },
  { key: 'F', label: 'Non-renewable, other sources (F)' },
] as const;

/**
 * Energy by source as bars, one series per period: only the sources some period consumed (a source
 * of 0 GJ in every period draws no empty bar), and no chart at all when none did.
 */
export function energyChart(id: string, periods: { period: ReportPeriod; energy: EnergyRows }[]): ChartBlock[] {
  const sources = ENERGY_SOURCES.filter((s) => periods.some(({ energy }) => energy[s.key] > 0));
  if (sources.length === 0) return [];
  return [
    {
      kind: 'chart',
      id,
      title: 'Energy consumed by source',
      chart: 'bar',
      unit: GJ,
      categories: sources.map((s) => s.label),
      series: periods.map(({ period, energy }) => ({
        name: period.label,
        values: sources.map((s) => energy[s.key]),
      })),
    },
  ];
}
