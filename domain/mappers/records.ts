import { z } from 'zod';
import { CountryCode, IsoDate } from '../schemas/activity-submission.ts';
import { storableJson } from '../schemas/json-object.ts';
import { StoredText } from '../schemas/stored-text.ts';

/**
 * Record schemas for POST /ingest/auto, one per data_type. Decisions where the spec is silent:
 * - Numbers must be JSON numbers; numeric strings ("12.5") are rejected, so a spreadsheet export
 *   that quotes numbers fails loudly instead of being guessed at (CSV upload parses text itself).
 * - Dates are ISO YYYY-MM-DD calendar dates.
 * - Every record may carry `country` (ISO 3166-1 alpha-2); without it the ingest's default country
 *   (itself 'IN' by default) is the activity's location.
 * - Unknown extra fields are accepted and kept in the activity's metadata (invoice numbers, meter
 *   ids, ...), so nothing a caller sends is silently lost; like all text, they must be storable.
 *   `site_id` and `site_code` are the exception: they name the record's site (domain/sites/typed-record-site.ts).
 * - Quantities are capped at 1e12 and counts at sane maxima so every derived quantity stays within
 *   the activity schema's limits.
 */

export const DataType = z.enum(
  ['electricity_bill', 'fuel_purchase', 'travel_booking', 'vehicle_log', 'raw_transaction', 'accommodation'],
  {
    error:
      'must be one of electricity_bill, fuel_purchase, travel_booking, vehicle_log, raw_transaction, accommodation',
  },
);
export type DataType = z.infer<typeof DataType>;

const Quantity = z.number().positive('must be greater than 0').max(1e12, 'must be at most 1e12');
/** Money kept for reference only (not the emission quantity), so zero is allowed. */
const Amount = z.number().nonnegative('must not be negative').max(1e12, 'must be at most 1e12');
const Text = (max = 200) => StoredText(max);
const Count = (max: number) => z.number().int().positive('must be greater than 0').max(max, `must be at most ${max}`);
/** Case-insensitive choice from a fixed list. */
const Choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(values, { error: `must be one of ${values.join(', ')}` }));
const Country = CountryCode.optional();
/** A record's own fields, plus any others (kept as metadata, so storable as jsonb). */
const TypedRecord = <S extends z.ZodRawShape>(shape: S) => z.looseObject(shape).check(storableJson);

/** A metered bill. The billing cycle ends on bill_date; period_start overrides the default 1-month cycle. */
export const ElectricityBillRecord = TypedRecord({
  bill_date: IsoDate,
  units_kwh: Quantity,
  amount_inr: Amount.optional(),
  /** Indian state/UT name or code ('Maharashtra', 'MH', 'IN-MH'); optional because CEA publishes one all-India factor. */
  state: Text().optional(),
  period_start: IsoDate.optional(),
  country: Country,
});

/**
 * quantity_liters is in `unit` when one is given (LPG/CNG: kg, tonne or litre; natural gas: scm/m3 or
 * kWh; furnace oil: litre, kg or tonne; coal: kg or tonne), else in the unit the fuel is sold in.
 */
export const FuelPurchaseRecord = TypedRecord({
  purchase_date: IsoDate,
  fuel_type: Text(),
  quantity_liters: Quantity,
  unit: Text(40).optional(),
  amount_inr: Amount.optional(),
  country: Country,
});

const TRAVEL_MODES = ['flight', 'rail', 'road', 'bus', 'coach', 'taxi'] as const;
const CABIN_CLASSES = ['economy', 'premium_economy', 'business', 'first'] as const;

/**
 * origin/destination: IATA airport code ("DEL") or Indian city name ("Bangalore"). distance_km is
 * one way per passenger; without it the great-circle distance is used. travel_date (optional) dates
 * the activity when the journey is not on the booking date. fuel_type only matters for mode 'road'.
 */
export const TravelBookingRecord = TypedRecord({
  booking_date: IsoDate,
  travel_date: IsoDate.optional(),
  origin: Text(),
  destination: Text(),
  distance_km: z.number().positive('must be greater than 0').max(50_000, 'must be at most 50000').optional(),
  mode: Choice(TRAVEL_MODES).optional(),
  cabin_class: Choice(CABIN_CLASSES).optional(),
  passengers: Count(1000).default(1),
  round_trip: z.boolean().default(false),
  fuel_type: Choice(['petrol', 'diesel']).optional(),
  country: Country,
});

/**
 * distance_km (vehicle-km) and/or fuel_consumed (in `unit`, default the unit the fuel is sold in: litres,
 * CNG and LPG kg); fuel wins when both are given. passengers (average occupancy) is needed only for a
 * bus by distance, whose factor is per passenger-km.
 */
export const VehicleLogRecord = TypedRecord({
  log_date: IsoDate,
  vehicle_type: Text(),
  distance_km: Quantity.optional(),
  fuel_consumed: Quantity.optional(),
  unit: Text(40).optional(),
  fuel_type: Text().optional(),
  passengers: Count(1000).optional(),
  country: Country,
});

/** A ledger/bank line. `category` (a spend category) overrides keyword classification. */
export const RawTransactionRecord = TypedRecord({
  transaction_date: IsoDate,
  description: Text(1000).optional(),
  vendor: Text().optional(),
  amount_inr: z
    .number()
    .positive('must be greater than 0 (refunds and credits carry no emissions)')
    .max(1e12, 'must be at most 1e12'),
  category: Text(60).optional(),
  country: Country,
  /** Fuel spend: which fuel, when the description does not say (diesel or petrol are priced). */
  fuel_type: Text(60).optional(),
  /** Fuel spend: the ₹ per litre paid, when known; otherwise the cited retail price of the day is used. */
  unit_price_inr: z.number().positive('must be greater than 0').max(1e6, 'must be at most 1e6').optional(),
});

export const AccommodationRecord = TypedRecord({
  check_in_date: IsoDate,
  nights: Count(365),
  rooms: Count(10_000).default(1),
  hotel_type: Text().optional(),
  amount_inr: Amount.optional(),
  country: Country,
});

export type TravelBooking = z.infer<typeof TravelBookingRecord>;
