import type { Calculation, Notice } from './calculation-schema.ts';

/**
 * What a calculation shares with every other activity resolved the same way (same factor, same unit
 * conversion, same notices and assumptions): stored once per organisation in activity_resolutions and
 * referenced by id. `template` is the calculation record without its per-row figures.
 */
export interface ResolutionContent {
  factor_id: string;
  factor_value: number;
  factor_unit: string;
  factor_source: string;
  factor_version: string;
  factor_region: string;
  confidence_score: number;
  notices: Notice[];
  template: Record<string, unknown>;
}

/** The per-row part of a calculation record; `quantity` and `energy_gj` are the activity's own columns. */
export interface RowCalculation {
  converted_quantity: number;
  period_midpoint: string;
  formula: string;
  /** The per-row figures of a spend conversion or a radiative-forcing pair; null when there are none. */
  calculation_extra: Record<string, Record<string, number>> | null;
}

/** Figures that differ between activities of one resolution, inside the calculation record's objects. */
const PER_ROW_FIGURES = {
  spend: ['amount', 'usd_nominal', 'usd_dollar_year'],
  radiative_forcing: ['with_rf_kg_co2e', 'without_rf_kg_co2e'],
} as const;

function without(value: object, keys: readonly string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

/** Splits a calculation into what it shares with others of its resolution and what is its own. */
export function splitCalculation(calculation: Calculation): { resolution: ResolutionContent; row: RowCalculation } {
  const record = calculation.calculation;
  let extra: RowCalculation['calculation_extra'] = null;
  const template: Record<string, unknown> = without(record, ['period_midpoint', 'formula']);
  template.input = without(record.input, ['quantity']);
  template.converted = without(record.converted, ['quantity']);
  if (record.energy) template.energy = without(record.energy, ['gj']);
  for (const [key, figures] of Object.entries(PER_ROW_FIGURES)) {
    const part = record[key as keyof typeof PER_ROW_FIGURES] as Record<string, number> | null;
    if (!part) continue;
    template[key] = without(part, figures);
    extra ??= {};
    extra[key] = Object.fromEntries(figures.map((figure) => [figure, part[figure]!]));
  }
  return {
    resolution: {
      factor_id: calculation.factor.id,
      factor_value: calculation.factor.value,
      factor_unit: calculation.factor.unit,
      factor_source: calculation.factor.source,
      factor_version: calculation.factor.version,
      factor_region: calculation.factor.region,
      confidence_score: calculation.confidence_score,
      notices: calculation.notices,
      template,
    },
    row: {
      converted_quantity: record.converted.quantity,
      period_midpoint: record.period_midpoint,
      formula: record.formula,
      calculation_extra: extra,
    },
  };
}

/** A stored activity's own figures, as its row holds them (numerics as text, nullable for rows migrated from before). */
export interface StoredRowCalculation {
  quantity: string | number;
  energy_gj: string | number | null;
  converted_quantity: string | number | null;
  period_midpoint: string | null;
  formula: string | null;
  calculation_extra: Record<string, Record<string, number>> | null;
}

/**
 * The full calculation record of a stored activity: its resolution's template with the row's own
 * figures put back. A figure goes back only where the template has its object and not the figure
 * itself (rows stored before a field existed keep exactly what they had).
 */
export function joinCalculation(template: Record<string, unknown>, row: StoredRowCalculation): Record<string, unknown> {
  const put = (objectKey: string, key: string, value: unknown) => {
    const part = record[objectKey];
    if (value === null || value === undefined || typeof part !== 'object' || part === null || key in part) return;
    record[objectKey] = { ...(part as Record<string, unknown>), [key]: value };
  };
  const record: Record<string, unknown> = { ...template };
  put('input', 'quantity', Number(row.quantity));
  put('converted', 'quantity', row.converted_quantity === null ? null : Number(row.converted_quantity));
  put('energy', 'gj', row.energy_gj === null ? null : Number(row.energy_gj));
  for (const [objectKey, figures] of Object.entries(row.calculation_extra ?? {})) {
    for (const [key, value] of Object.entries(figures)) put(objectKey, key, value);
  }
  if (row.period_midpoint !== null && !('period_midpoint' in record)) record.period_midpoint = row.period_midpoint;
  if (row.formula !== null && !('formula' in record)) record.formula = row.formula;
  return record;
}
