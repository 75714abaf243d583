import { IsoDate } from '../schemas/activity-submission.ts';
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
import { fuelUnit, normaliseFuelType } from './fuel.ts';
import { fail, type MapResult } from './result.ts';
import { classifySpend, ELECTRICITY_SPEND_REASON, namedSpendCategory } from './spend-classifier.ts';
import { normaliseUnit, type Unit } from './mapper-units.ts';

/** One bulk-upload row as read from the CSV (header names already normalised; cells untrimmed text). */
export interface CsvRow {
  date?: string;
  category?: string;
  quantity?: string;
  unit?: string;
  amount?: string;
}

export interface CsvRowOptions {
  /** ISO 3166-1 alpha-2 location of every row. */
  country: string;
  /** Location state of every row, as validated by the caller. */
  state?: string;
  /** 'day' (default): the row's date is the period. 'month': the calendar month containing it. */
  periodGranularity?: 'day' | 'month';
  sourceName?: string;
}

/** A hand-compiled file of physical quantities: better than spend, worse than a bill or invoice feed. */
const CONFIDENCE_PHYSICAL = 0.7;
/** Spend rows are EEIO estimates, as weak as raw transactions. */
const CONFIDENCE_SPEND = 0.3;
const MAX_QUANTITY = 1e12;

const fold = (text: string): string => text.trim().toLowerCase().replace(/[\s._-]+/g, ' ');

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

/** Generic words whose factors differ several-fold by mode: the row must say which mode. */
const AMBIGUOUS_TRAVEL = new Set(['travel', 'flight', 'flights', 'air', 'air travel', 'business travel']);

const TRAVEL_CHOICES = TRAVEL_TYPES.map((type) => type.slice('travel.'.length)).join(', ');

type Resolved = { ok: true; type: ActivityType; notes: Record<string, unknown> } | { ok: false; reason: string };

/**
 * category + unit → activity type. A canonical id or alias wins, except that unit INR always means
 * spend: then the category is a spend category name or is keyword-classified ('hotel' → spend.hotel,
 * 'Uber' → spend.taxi). Otherwise a fuel name, with or without the word 'fuel' ('diesel fuel').
 */
function resolveCategory(text: string, unit: Unit): Resolved {
  const key = fold(text);
  const canonical = CATEGORY_KEYS.get(key);
  if (canonical && (unit !== 'INR' || canonical.startsWith('spend.'))) return { ok: true, type: canonical, notes: {} };

  if (unit === 'INR' || key.startsWith('spend ')) {
    const named = namedSpendCategory(text);
    const match = named ? { category: named } : classifySpend(text);
    if (match?.category === 'electricity') return { ok: false, reason: ELECTRICITY_SPEND_REASON };
    if (!match) return { ok: false, reason: `matches no spend category; use one of ${SPEND_CATEGORIES.join(', ')}` };
    const notes = 'keyword' in match ? { classified_by: 'keyword', keyword: match.keyword } : { classified_by: 'category' };
    return { ok: true, type: `spend.${match.category}`, notes };
  }

  const fuel = normaliseFuelType(key) ?? normaliseFuelType(key.split(' ').filter((word) => word !== 'fuel').join(' '));
  if (fuel) return { ok: true, type: `fuel.${fuel}`, notes: {} };
  if (key === 'fuel') {
    // The spec's own example is a bare 'fuel' in litres; diesel is what Indian businesses mostly buy by the litre.
    return unit === 'litre'
      ? { ok: true, type: 'fuel.diesel', notes: { fuel_type_assumed: 'diesel' } }
      : { ok: false, reason: "'fuel' alone is read only as diesel in litres; name the fuel (e.g. coal, lpg, fuel.natural_gas)" };
  }

  if (AMBIGUOUS_TRAVEL.has(key)) return { ok: false, reason: `names no travel mode; use one of ${TRAVEL_CHOICES}` };
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
    type === 'electricity'
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
      : { reason: "must be a decimal number such as 1234.5 or 1,234.5 (no currency signs, units or decimal commas)" };
  }
  if (value <= 0) return { reason: 'must be a positive number' };
  if (value > MAX_QUANTITY) return { reason: `must be at most ${MAX_QUANTITY}` };
  return { value };
}

/**
 * One bulk-upload row → scope-tagged activity. Errors name the CSV column. Quantity: a positive
 * decimal, thousands separators allowed (parseDecimal). amount: optional INR, kept as metadata.amount_inr.
 */
export function mapCsvRow(row: CsvRow, options: CsvRowOptions): MapResult {
  const date = row.date?.trim() ?? '';
  if (!date) return fail('date', 'is required');
  if (!IsoDate.safeParse(date).success) return fail('date', 'must be a calendar date written YYYY-MM-DD');

  const categoryText = row.category?.trim() ?? '';
  if (!categoryText) return fail('category', 'is required');

  const quantity = quantityProblem(row.quantity);
  if ('reason' in quantity) return fail('quantity', quantity.reason);

  const unitText = row.unit?.trim() ?? '';
  if (!unitText) return fail('unit', 'is required');
  const unit = normaliseUnit(unitText);
  if (!unit) return fail('unit', 'is not a recognised unit (e.g. kwh, litres, kg, tonne, scm, km, room-nights, inr)');

  let amount: number | undefined;
  if (row.amount?.trim()) {
    amount = parseDecimal(row.amount);
    if (amount === undefined) return fail('amount', 'must be a non-negative decimal number such as 1234.5 or 1,234.5');
  }

  const resolved = resolveCategory(categoryText, unit);
  if (!resolved.ok) return fail('category', resolved.reason);
  const problem = unitProblem(resolved.type, unit);
  if (problem) return fail('unit', problem);

  const spend = resolved.type.startsWith('spend.');
  return {
    ok: true,
    ...(spend ? { category: resolved.type.slice('spend.'.length) } : {}),
    activity: {
      activity_type: resolved.type,
      scope: scopeOf(resolved.type),
      quantity: quantity.value,
      unit,
      period: options.periodGranularity === 'month' ? monthOf(date) : { start: date, end: date },
      location: { country: options.country.toUpperCase(), ...(options.state ? { state: options.state } : {}) },
      source: {
        type: 'csv',
        confidence: spend ? CONFIDENCE_SPEND : CONFIDENCE_PHYSICAL,
        ...(options.sourceName ? { name: options.sourceName } : {}),
      },
      metadata: {
        data_type: 'csv_row',
        category: categoryText,
        ...(amount !== undefined ? { amount_inr: amount } : {}),
        ...resolved.notes,
      },
    },
  };
}
