import { formulaNumber } from '../numbers.ts';
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
  /** Null when the resolution's `formula_template` gives it back from the row's figures. */
  formula: string | null;
  /** The per-row figures of a spend conversion or a radiative-forcing pair; null when there are none. */
  calculation_extra: Record<string, Record<string, number>> | null;
}

/**
 * Figures that differ between activities of one resolution, by the calculation record's object that
 * holds them. The first three are activity columns (quantity, converted_quantity, energy_gj); the
 * others are kept in calculation_extra.
 */
const PER_ROW_FIGURES: Readonly<Record<string, readonly string[]>> = {
  input: ['quantity'],
  converted: ['quantity'],
  energy: ['gj'],
  spend: ['amount', 'usd_nominal', 'usd_dollar_year'],
  radiative_forcing: ['with_rf_kg_co2e', 'without_rf_kg_co2e'],
};
const EXTRA_FIGURES = ['spend', 'radiative_forcing'] as const;
/** Top-level fields of the record that are the activity's own columns. */
const PER_ROW_FIELDS = ['period_midpoint', 'formula'];

/** The template key holding a resolution's formula with its rows' figures as placeholders. */
const FORMULA_TEMPLATE = 'formula_template';

/** A row's figures a formula template names: input quantity, converted quantity, emissions. */
interface FormulaFigures {
  quantity: number;
  converted: number;
  emissions: number;
}
const PLACEHOLDERS = ['{q}', '{c}', '{e}'];

/** The figures as the formula writes them (calculate.ts), in PLACEHOLDERS' order. */
const figureWords = (figures: FormulaFigures) => [
  String(figures.quantity),
  formulaNumber(figures.converted),
  formulaNumber(figures.emissions),
];

/** A formula template with the figures written in. */
function renderFormula(template: string, figures: FormulaFigures): string {
  const words = figureWords(figures);
  return template
    .split(' ')
    .map((word) => {
      const i = PLACEHOLDERS.indexOf(word);
      return i < 0 ? word : words[i]!;
    })
    .join(' ');
}

/**
 * The formula with every word that is one of the row's figures replaced by its placeholder, so rows
 * of one resolution share it and the 50-odd bytes of formula text are not stored per row; null (the
 * row keeps its formula) unless it gives the formula back exactly and no figure is left in it
 * otherwise (a purchase return's '−(1000', a Scope 2 split's '711.7,'), where the template would be
 * one row's own and its resolution shared with no other row. One pass (every row of a bulk intake
 * asks): rendering gives the formula back exactly unless it holds a word that is itself a placeholder.
 */
function formulaTemplate(record: Calculation['calculation'], emissions: number): string | null {
  const words = figureWords({ quantity: record.input.quantity, converted: record.converted.quantity, emissions });
  const parts = record.formula.split(' ');
  let replaced = false;
  for (let p = 0; p < parts.length; p += 1) {
    const part = parts[p]!;
    if (PLACEHOLDERS.includes(part)) return null;
    const i = words.indexOf(part);
    if (i >= 0) {
      parts[p] = PLACEHOLDERS[i]!;
      replaced = true;
    }
  }
  if (!replaced) return null;
  const template = parts.join(' ');
  return words.some((word) => template.includes(word)) ? null : template;
}

/** A calculation's formula template (see formulaTemplate), to work it out once per row. */
export function formulaTemplateOf(calculation: Calculation): string | null {
  return formulaTemplate(calculation.calculation, calculation.emissions_kg_co2e);
}

const SPACE = 32;

/** The index of the placeholder that is the word of `template` starting at `at`, or -1. */
function placeholderAt(template: string, at: number): number {
  if (at > 0 && template.charCodeAt(at - 1) !== SPACE) return -1;
  if (at + 3 < template.length && template.charCodeAt(at + 3) !== SPACE) return -1;
  return PLACEHOLDERS.indexOf(template.slice(at, at + 3));
}

/**
 * Whether formulaTemplateOf(calculation) is `template` (another row's of the same resolution), told
 * without splitting and joining the formula: a bulk intake's rows mostly share their resolution's
 * template. It is when the template with the row's figures written in is the formula, the figures
 * are not in the template otherwise (formulaTemplate would replace or refuse them), and no figure a
 * placeholder stands for is also an earlier placeholder's (whose name formulaTemplate would give it).
 */
export function fitsFormulaTemplate(calculation: Calculation, template: string): boolean {
  const record = calculation.calculation;
  const words = figureWords({
    quantity: record.input.quantity,
    converted: record.converted.quantity,
    emissions: calculation.emissions_kg_co2e,
  });
  if (words.some((word) => template.includes(word))) return false;
  const { formula } = record;
  let f = 0;
  let placeholders = 0;
  for (let t = 0; t < template.length;) {
    const i = template.charCodeAt(t) === 0x7b ? placeholderAt(template, t) : -1;
    if (i < 0) {
      if (formula.charCodeAt(f) !== template.charCodeAt(t)) return false;
      t += 1;
      f += 1;
      continue;
    }
    const word = words[i]!;
    if (words.indexOf(word) !== i || !formula.startsWith(word, f)) return false;
    placeholders += 1;
    t += 3;
    f += word.length;
  }
  return placeholders > 0 && f === formula.length;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A copy of `value` without `keys`, built key by key: deleting from a copy would turn it into a slow dictionary object. */
function without(value: object, keys: readonly string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (!keys.includes(key)) copy[key] = item;
  return copy;
}

/**
 * Whether two JSON values are equal. Faster than util.isDeepStrictEqual here: the rows of one
 * resolution share most of their objects and strings, which compare by identity first.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameJson(a[key], b[key]));
}

/**
 * The calculation record without its per-row figures: what activities of one resolution share, with
 * the formula as a template when its figures can be put back (formulaTemplate).
 */
function calculationTemplate(calculation: Calculation): Record<string, unknown> {
  const record = calculation.calculation;
  const template = without(record, PER_ROW_FIELDS);
  for (const [key, figures] of Object.entries(PER_ROW_FIGURES)) {
    const part = template[key];
    if (isObject(part)) template[key] = without(part, figures);
  }
  const formula = formulaTemplate(record, calculation.emissions_kg_co2e);
  if (formula !== null) template[FORMULA_TEMPLATE] = formula;
  return template;
}

/** The per-row part of a calculation (what splitCalculation gives as `row`), without building the shared part. */
export function rowCalculation(calculation: Calculation, formula = formulaTemplateOf(calculation)): RowCalculation {
  const record = calculation.calculation;
  let extra: RowCalculation['calculation_extra'] = null;
  for (const key of EXTRA_FIGURES) {
    const part = record[key] as Record<string, number> | null;
    if (!part) continue;
    extra ??= {};
    extra[key] = Object.fromEntries(PER_ROW_FIGURES[key]!.map((figure) => [figure, part[figure]!]));
  }
  return {
    converted_quantity: record.converted.quantity,
    period_midpoint: record.period_midpoint,
    formula: formula === null ? record.formula : null,
    calculation_extra: extra,
  };
}

/** Splits a calculation into what it shares with others of its resolution and what is its own. */
export function splitCalculation(calculation: Calculation): { resolution: ResolutionContent; row: RowCalculation } {
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
      template: calculationTemplate(calculation),
    },
    row: rowCalculation(calculation),
  };
}

/** A part of a resolution's template: the record's object or value under its key, less the per-row figures. */
interface TemplatePart {
  key: string;
  shared: unknown;
  /** The per-row figures the record's object holds and the part does not. */
  figures: readonly string[];
  /** How many keys the part has, when it is an object. */
  keys: number;
}

/** Whether `value` without the part's figures equals the part, without copying `value`. */
function samePart(part: TemplatePart, value: unknown): boolean {
  const { shared } = part;
  // The same object: the part has no figures to leave out (it would be a copy without them).
  if (value === shared) return true;
  if (!isObject(value) || !isObject(shared)) return sameJson(shared, value);
  let count = 0;
  for (const key in value) {
    if (part.figures.includes(key)) continue;
    if (!(key in shared) || !sameJson(shared[key], value[key])) return false;
    count += 1;
  }
  return count === part.keys;
}

/**
 * A resolution's content, to tell whether a calculation shares it (splitCalculation(calculation)
 * gives it as `resolution`) without building the shared part: a bulk run asks this of every row and
 * builds the shared part only for new ones. What the comparison needs of the content (its template's
 * parts and their key counts) is worked out once, here.
 */
export class SharedResolution {
  /** The template's formula (null when rows keep their own). */
  readonly formula: string | null;
  /** The template's parts in its keys' order, which is the record's it was made from. */
  private readonly parts: TemplatePart[] = [];
  private readonly partsByKey = new Map<string, TemplatePart>();

  constructor(readonly content: ResolutionContent) {
    const { [FORMULA_TEMPLATE]: formula, ...parts } = content.template;
    this.formula = typeof formula === 'string' ? formula : null;
    for (const [key, shared] of Object.entries(parts)) {
      const keys = isObject(shared) ? Object.keys(shared).length : 0;
      const part = { key, shared, figures: PER_ROW_FIGURES[key] ?? [], keys };
      this.parts.push(part);
      this.partsByKey.set(key, part);
    }
  }

  /** `formula`: the calculation's formula template, when the caller has worked it out already. */
  sharedBy(calculation: Calculation, formula = formulaTemplateOf(calculation)): boolean {
    const { content } = this;
    const { factor } = calculation;
    if (
      content.factor_id !== factor.id ||
      content.factor_value !== factor.value ||
      content.factor_unit !== factor.unit ||
      content.factor_source !== factor.source ||
      content.factor_version !== factor.version ||
      content.factor_region !== factor.region ||
      content.confidence_score !== calculation.confidence_score ||
      this.formula !== formula ||
      !sameJson(content.notices, calculation.notices)
    ) {
      return false;
    }
    const record = calculation.calculation as Record<string, unknown>;
    const { parts } = this;
    let count = 0;
    for (const key in record) {
      if (PER_ROW_FIELDS.includes(key)) continue;
      // Records are made by one object literal: their keys come in the template's order, looked up otherwise.
      const next = parts[count];
      const part = next?.key === key ? next : this.partsByKey.get(key);
      if (part === undefined || !samePart(part, record[key])) return false;
      count += 1;
    }
    return count === parts.length;
  }
}

/** A stored activity's own figures, as its row holds them (numerics as text, nullable for rows migrated from before). */
export interface StoredRowCalculation {
  quantity: string | number;
  emissions_kg_co2e: string | number;
  energy_gj: string | number | null;
  converted_quantity: string | number | null;
  period_midpoint: string | null;
  formula: string | null;
  calculation_extra: Record<string, Record<string, number>> | null;
}

/**
 * The full calculation record of a stored activity: its resolution's template with the row's own
 * figures put back. A figure goes back only where the template has its object and not the figure
 * itself (rows stored before a field existed keep exactly what they had); the formula is the row's
 * own, or the template's with the row's figures written in.
 */
export function joinCalculation(template: Record<string, unknown>, row: StoredRowCalculation): Record<string, unknown> {
  const put = (objectKey: string, key: string, value: unknown) => {
    const part = record[objectKey];
    if (value === null || value === undefined || typeof part !== 'object' || part === null || key in part) return;
    record[objectKey] = { ...(part as Record<string, unknown>), [key]: value };
  };
  const { [FORMULA_TEMPLATE]: formulaTemplate, ...shared } = template;
  const record: Record<string, unknown> = shared;
  put('input', 'quantity', Number(row.quantity));
  put('converted', 'quantity', row.converted_quantity === null ? null : Number(row.converted_quantity));
  put('energy', 'gj', row.energy_gj === null ? null : Number(row.energy_gj));
  for (const [objectKey, figures] of Object.entries(row.calculation_extra ?? {})) {
    for (const [key, value] of Object.entries(figures)) put(objectKey, key, value);
  }
  if (row.period_midpoint !== null && !('period_midpoint' in record)) record.period_midpoint = row.period_midpoint;
  if (row.formula !== null && !('formula' in record)) record.formula = row.formula;
  else if (typeof formulaTemplate === 'string' && !('formula' in record)) {
    record.formula = renderFormula(formulaTemplate, {
      quantity: Number(row.quantity),
      converted: Number(row.converted_quantity),
      emissions: Number(row.emissions_kg_co2e),
    });
  }
  return record;
}
