import { IsoDate, type ActivitySubmission } from '../schemas/activity-submission.ts';
import {
  ACTIVITY_TYPES,
  scopeOf,
  SPEND_CATEGORIES,
  TRAVEL_TYPES,
  type ActivityType,
  type FuelType,
} from './mapper-vocabulary.ts';
import { monthOf } from './dates.ts';
import { parseDecimal } from './decimal.ts';
import { ACCEPTED_FUELS, fuelUnit, normaliseFuelType } from './fuel.ts';
import { fail, type MapResult } from './result.ts';
import {
  classifySpend,
  ELECTRICITY_SPEND_REASON,
  FUEL_SPEND_RECORD_REASON,
  namedSpendCategory,
} from './spend-classifier.ts';
import { normaliseUnit, type Unit } from './mapper-units.ts';

/**
 * An instrument's facts as columns of an electricity row (a green tariff, PPA or supplier-specific
 * rate) or an energy_attribute_certificate row: they go to metadata under the same names and are
 * checked by the calculation as a JSON activity's are (domain/calculation/instrument-quality.ts).
 */
export const INSTRUMENT_COLUMNS = [
  'certificates',
  'certificate_scheme',
  'vintage',
  'retired_on_behalf',
  'supplier_factor',
  'supplier_factor_source',
] as const;
type InstrumentColumn = (typeof INSTRUMENT_COLUMNS)[number];

/** Instrument facts read from a CSV cell as JSON would give them: yes/no as booleans, numbers as numbers; else the text. */
const YES = new Set(['true', 'yes', 'y', '1']);
const NO = new Set(['false', 'no', 'n', '0']);
function instrumentFact(column: InstrumentColumn, text: string): unknown {
  if (column === 'retired_on_behalf') {
    const key = text.toLowerCase();
    return YES.has(key) ? true : NO.has(key) ? false : text;
  }
  if (column === 'vintage' || column === 'supplier_factor') return parseDecimal(text) ?? text;
  return text;
}

/** One bulk-upload row as read from the CSV (header names already normalised; cells untrimmed text). */
export interface CsvRow extends Partial<Record<InstrumentColumn, string>> {
  date?: string;
  category?: string;
  quantity?: string;
  unit?: string;
  amount?: string;
  /** Travel mode of a bare `travel` row (flight, rail, bus, taxi, car, …). */
  mode?: string;
  /** Fuel of a bare `fuel` row (diesel, petrol, lpg, …). */
  fuel_type?: string;
  /** Where an electricity row's power came from (grid, captive_renewable, …; domain/calculation/electricity-source.ts). */
  electricity_source?: string;
  /** The code of the row's site (domain/sites/site-directory.ts applyToRow), whose location replaces the upload's. */
  site?: string;
}

export interface CsvRowOptions {
  /** ISO 3166-1 alpha-2 location of every row. */
  country: string;
  /** Location state of every row, as validated by the caller. */
  state?: string;
  /** 'day' (default): the row's date is the period. 'month': the calendar month containing it. */
  periodGranularity?: 'day' | 'month';
  sourceName?: string;
  /** Travel mode of every bare `travel` row without its own `mode`. */
  travelMode?: string;
}

/** A hand-compiled file of physical quantities: better than spend, worse than a bill or invoice feed. */
const CONFIDENCE_PHYSICAL = 0.7;
/** Spend rows are EEIO estimates, as weak as raw transactions. */
const CONFIDENCE_SPEND = 0.3;
const MAX_QUANTITY = 1e12;
/** The category is kept as written in metadata: as long as any other free-text field. */
const MAX_CATEGORY_LENGTH = 200;

const fold = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, ' ');

/** Canonical ids in any spelling ('fuel.natural_gas', 'Fuel Natural Gas'); travel ids also without 'travel.'. */
const CATEGORY_KEYS: ReadonlyMap<string, ActivityType> = new Map<string, ActivityType>([
  ...ACTIVITY_TYPES.map((type) => [fold(type), type] as const),
  ...TRAVEL_TYPES.map((type) => [fold(type.slice('travel.'.length)), type] as const),
  ['power', 'electricity'],
  ['grid electricity', 'electricity'],
  ['hotels', 'hotel'],
  ['hotel stay', 'hotel'],
  ['accommodation', 'hotel'],
  ['train', 'travel.rail'],
  ['railway', 'travel.rail'],
  ['cab', 'travel.taxi'],
  ['domestic flight', 'travel.flight.domestic'],
  ['short haul flight', 'travel.flight.short_haul'],
  ['long haul flight', 'travel.flight.long_haul'],
]);

/** Generic travel words: the engine's travel rules apply (mode column or option, else an average car, stated). */
const GENERIC_TRAVEL = new Set(['travel', 'business travel']);
/** Flight words naming no band: the engine's flight rules apply (domestic, stated). */
const GENERIC_FLIGHT = new Set(['flight', 'flights', 'air', 'air travel']);

/**
 * What a row is submitted as: a canonical type, or a generic one (`travel`, `fuel`) with the metadata
 * the engine finishes it with, so the row gets the same defaults and notices as POST /v1/activities.
 * `unitsOf` is the canonical type whose units the row's unit must fit.
 */
type Resolved =
  | { ok: true; type: string; unitsOf: ActivityType; metadata: Record<string, unknown> }
  | { ok: false; reason: string; field?: keyof CsvRow };

const canonical = (type: ActivityType, metadata: Record<string, unknown> = {}): Resolved => ({
  ok: true,
  type,
  unitsOf: type,
  metadata,
});

/**
 * category + unit → what the row is submitted as. A canonical id or alias wins, except that unit INR
 * always means spend: then the category is a spend category name or is keyword-classified ('hotel' →
 * spend.hotel, 'Uber' → spend.taxi). Otherwise a fuel name, with or without the word 'fuel' ('diesel
 * fuel'); a bare `fuel` (its fuel_type column, else diesel, stated); a bare `travel` (its mode column
 * or the file's travel_mode, else an average car of unknown fuel, stated) or flight word.
 */
function resolveCategory(text: string, unit: Unit, row: CsvRow, options: CsvRowOptions): Resolved {
  const key = fold(text);
  const type = CATEGORY_KEYS.get(key);
  if (type && (unit !== 'INR' || type.startsWith('spend.'))) return canonical(type);

  if (unit === 'INR' || key.startsWith('spend ')) {
    const named = namedSpendCategory(text);
    const match = named ? { category: named } : classifySpend(text);
    if (match?.category === 'electricity') return { ok: false, reason: ELECTRICITY_SPEND_REASON };
    if (match?.category === 'fuel') return { ok: false, reason: FUEL_SPEND_RECORD_REASON };
    if (!match) return { ok: false, reason: `matches no spend category; use one of ${SPEND_CATEGORIES.join(', ')}` };
    const notes =
      'keyword' in match ? { classified_by: 'keyword', keyword: match.keyword } : { classified_by: 'category' };
    return canonical(`spend.${match.category}`, notes);
  }

  const fuel =
    normaliseFuelType(key) ??
    normaliseFuelType(
      key
        .split(' ')
        .filter((word) => word !== 'fuel')
        .join(' '),
    );
  if (fuel) return canonical(`fuel.${fuel}`);
  if (key === 'fuel') {
    const named = row.fuel_type?.trim();
    if (!named) return { ok: true, type: 'fuel', unitsOf: 'fuel.diesel', metadata: {} };
    const stated = normaliseFuelType(named);
    return stated
      ? canonical(`fuel.${stated}`, { fuel_type: named })
      : { ok: false, field: 'fuel_type', reason: `is not a known fuel; accepted: ${ACCEPTED_FUELS}` };
  }

  if (GENERIC_TRAVEL.has(key)) {
    const mode = row.mode?.trim() || options.travelMode;
    return { ok: true, type: 'travel', unitsOf: 'travel.car.unknown', metadata: mode ? { mode } : {} };
  }
  if (GENERIC_FLIGHT.has(key)) return { ok: true, type: 'flight', unitsOf: 'travel.flight.domestic', metadata: {} };
  return {
    ok: false,
    reason:
      'is not a known category: use electricity, a fuel (diesel, petrol, lpg, ...), a travel mode (rail, bus, taxi, ' +
      'flight.domestic, ...), hotel, a spend category with unit INR, or a canonical activity type such as fuel.diesel',
  };
}

/** The units an activity type is measured in (fuels: per fuel; see fuel.ts). */
function unitProblem(type: ActivityType, unit: Unit): string | undefined {
  if (type.startsWith('fuel.')) {
    const checked = fuelUnit(type.slice('fuel.'.length) as FuelType, unit);
    return checked.ok ? undefined : checked.reason;
  }
  // Distances keep the basis the file states; the engine refuses a passenger/vehicle mismatch.
  const accepted: readonly Unit[] =
    type === 'electricity' || type === 'energy_attribute_certificate'
      ? ['kWh', 'MWh']
      : type === 'hotel'
        ? ['room-night']
        : type.startsWith('spend.')
          ? ['INR']
          : ['km', 'passenger-km', 'vehicle-km'];
  return accepted.includes(unit) ? undefined : `${unit} does not fit ${type}: use ${accepted.join(' or ')}`;
}

function quantityProblem(text: string | undefined): { value: number } | { reason: string } {
  if (!text?.trim()) return { reason: 'is required' };
  const value = parseDecimal(text);
  if (value === undefined) {
    return parseDecimal(text.trim().replace(/^-/, '')) !== undefined
      ? { reason: 'must be a positive number' }
      : { reason: 'must be a decimal number such as 1234.5 or 1,234.5 (no currency signs, units or decimal commas)' };
  }
  if (value <= 0) return { reason: 'must be a positive number' };
  if (value > MAX_QUANTITY) return { reason: `must be at most ${MAX_QUANTITY}` };
  return { value };
}

/** What a category in a unit is submitted as, with its scope; or why the category or the unit does not do. */
type Kind = Extract<Resolved, { ok: false }> | (Extract<Resolved, { ok: true }> & { scope: '1' | '2' | '3' });

function kindOf(categoryText: string, unit: Unit, row: CsvRow, options: CsvRowOptions): Kind {
  const resolved = resolveCategory(categoryText, unit, row, options);
  if (!resolved.ok) return resolved;
  const problem = unitProblem(resolved.unitsOf, unit);
  if (problem) return { ok: false, field: 'unit', reason: problem };
  return { ...resolved, scope: scopeOf(resolved.unitsOf) };
}

const isApiDate = (date: string) => IsoDate.safeParse(date).success;

/** Answers kept per mapper: a file has few distinct dates, units and categories; a file of odd ones stops adding. */
const MEMO_LIMIT = 10_000;

function remembered<V>(memo: Map<string, V>, key: string, compute: (key: string) => V): V {
  let value = memo.get(key);
  if (value === undefined && !memo.has(key)) {
    value = compute(key);
    if (memo.size < MEMO_LIMIT) memo.set(key, value);
  }
  return value as V;
}

/**
 * Bulk-upload rows → scope-tagged activities, for one file (one set of options). Errors name the CSV
 * column. Quantity: a positive decimal, thousands separators allowed (parseDecimal). amount: optional
 * INR, kept as metadata.amount_inr. A date's check, a unit's spelling and what a category in a unit
 * resolves to (when the row names no fuel_type or mode, which take part) are worked out once per
 * distinct text: every row of a bulk file passes here.
 */
export class CsvRowMapper {
  private readonly dates = new Map<string, boolean>();
  private readonly units = new Map<string, Unit | undefined>();
  /** By category text, then unit. */
  private readonly kinds = new Map<string, Map<Unit, Kind>>();
  private readonly country: string;

  constructor(private readonly options: CsvRowOptions) {
    this.country = options.country.toUpperCase();
  }

  map(row: CsvRow): MapResult {
    const options = this.options;
    const date = row.date?.trim() ?? '';
    if (!date) return fail('date', 'is required');
    if (!remembered(this.dates, date, isApiDate)) return fail('date', 'must be a calendar date written YYYY-MM-DD');

    const categoryText = row.category?.trim() ?? '';
    if (!categoryText) return fail('category', 'is required');
    if (categoryText.length > MAX_CATEGORY_LENGTH) {
      return fail('category', `must be at most ${MAX_CATEGORY_LENGTH} characters`);
    }

    const quantity = quantityProblem(row.quantity);
    if ('reason' in quantity) return fail('quantity', quantity.reason);

    const unitText = row.unit?.trim() ?? '';
    if (!unitText) return fail('unit', 'is required');
    const unit = remembered(this.units, unitText, normaliseUnit);
    if (!unit) return fail('unit', 'is not a recognised unit (e.g. kwh, litres, kg, tonne, scm, km, room-nights, inr)');

    let amount: number | undefined;
    if (row.amount?.trim()) {
      amount = parseDecimal(row.amount);
      if (amount === undefined)
        return fail('amount', 'must be a non-negative decimal number such as 1234.5 or 1,234.5');
    }

    const resolved = this.kindOf(categoryText, unit, row);
    if (!resolved.ok) return fail(resolved.field ?? 'category', resolved.reason);

    const electricitySource = row.electricity_source?.trim() ?? '';
    if (electricitySource && resolved.type !== 'electricity') {
      return fail('electricity_source', 'is given for electricity rows only');
    }
    const instrument: Record<string, unknown> = {};
    let given: InstrumentColumn | undefined;
    for (const column of INSTRUMENT_COLUMNS) {
      const text = row[column]?.trim();
      if (!text) continue;
      instrument[column] = instrumentFact(column, text);
      given ??= column;
    }
    if (given && resolved.type !== 'electricity' && resolved.type !== 'energy_attribute_certificate') {
      return fail(given, 'is given for electricity and energy_attribute_certificate rows only');
    }

    const spend = resolved.type.startsWith('spend.');
    // Assigned in the order the keys are stored (spreads of literals cost an object each, per row).
    const metadata: Record<string, unknown> = { data_type: 'csv_row', category: categoryText };
    if (amount !== undefined) metadata.amount_inr = amount;
    if (electricitySource) metadata.electricity_source = electricitySource;
    if (given) Object.assign(metadata, instrument);
    Object.assign(metadata, resolved.metadata);
    const source: NonNullable<ActivitySubmission['source']> = {
      type: 'csv',
      confidence: spend ? CONFIDENCE_SPEND : CONFIDENCE_PHYSICAL,
    };
    if (options.sourceName) source.name = options.sourceName;
    const activity: ActivitySubmission = {
      activity_type: resolved.type,
      scope: resolved.scope,
      quantity: quantity.value,
      unit,
      period: options.periodGranularity === 'month' ? monthOf(date) : { start: date, end: date },
      location: options.state ? { country: this.country, state: options.state } : { country: this.country },
      source,
      metadata,
    };
    return spend ? { ok: true, category: resolved.type.slice('spend.'.length), activity } : { ok: true, activity };
  }

  /** A row's fuel_type and mode take part in what a bare `fuel` or `travel` is: such rows are worked out each time. */
  private kindOf(categoryText: string, unit: Unit, row: CsvRow): Kind {
    if (row.fuel_type?.trim() || row.mode?.trim()) return kindOf(categoryText, unit, row, this.options);
    let byUnit = this.kinds.get(categoryText);
    if (!byUnit) {
      byUnit = new Map();
      if (this.kinds.size < MEMO_LIMIT) this.kinds.set(categoryText, byUnit);
    }
    let kind = byUnit.get(unit);
    if (!kind) {
      kind = kindOf(categoryText, unit, row, this.options);
      byUnit.set(unit, kind);
    }
    return kind;
  }
}

/** One bulk-upload row → scope-tagged activity (CsvRowMapper, for a file's rows). */
export function mapCsvRow(row: CsvRow, options: CsvRowOptions): MapResult {
  return new CsvRowMapper(options).map(row);
}
