/**
 * Units the calculation engine accepts, grouped by physical dimension. This is the one unit vocabulary:
 * the record mappers (domain/mappers/mapper-units.ts) read their spellings through `lookupUnit` too.
 *
 * Lookup is case-insensitive, ignores surrounding spaces and folds runs of spaces, underscores, dots and
 * hyphens to one space, so `KWH`, `Litres`, `MT`, `room_nights` and `Rs.` all resolve.
 * `mt` means metric tonne (the Indian invoice usage), never megatonne. `gal` is the US gallon
 * (3.785411784 l, exact by definition); the imperial gallon (4.54609 l) must be written out.
 */

export type Dimension = 'energy' | 'volume' | 'mass' | 'distance' | 'freight' | 'accommodation' | 'currency';

/** Distance units that say *whose* distance it is; plain km/mi/m carry no basis. */
export type DistanceBasis = 'passenger' | 'vehicle';

export interface UnitDef<Name extends string = string> {
  /** Canonical spelling, also the spelling of `emission_factors.unit`. */
  name: Name;
  dimension: Dimension;
  /** Multiplier to the dimension's base unit; null for currencies (no fixed rate between them). */
  toBase: number | null;
  basis?: DistanceBasis;
}

const US_GALLON_LITRES = 3.785411784;
const IMPERIAL_GALLON_LITRES = 4.54609;

/** Aliases are compared folded (see `foldUnitText`), so one spelling covers `room-night`, `room_night` and `Room Night`. */
const UNITS = [
  // energy, base kWh
  // Indian electricity bills count consumption in "units": 1 unit = 1 kWh.
  { name: 'kWh', dimension: 'energy', toBase: 1, aliases: ['kilowatt-hour', 'kilowatt-hours', 'units'] },
  { name: 'Wh', dimension: 'energy', toBase: 0.001, aliases: ['watt-hour', 'watt-hours'] },
  { name: 'MWh', dimension: 'energy', toBase: 1000, aliases: ['megawatt-hour', 'megawatt-hours'] },
  { name: 'MJ', dimension: 'energy', toBase: 1 / 3.6, aliases: ['megajoule', 'megajoules'] },
  { name: 'GJ', dimension: 'energy', toBase: 1000 / 3.6, aliases: ['gigajoule', 'gigajoules'] },
  // volume, base litre
  // 'lt', 'ltr' and 'ltrs' are how Indian fuel invoices abbreviate litres.
  { name: 'litre', dimension: 'volume', toBase: 1, aliases: ['l', 'liter', 'liters', 'litres', 'lt', 'ltr', 'ltrs'] },
  {
    name: 'ml',
    dimension: 'volume',
    toBase: 0.001,
    aliases: ['millilitre', 'millilitres', 'milliliter', 'milliliters'],
  },
  { name: 'kl', dimension: 'volume', toBase: 1000, aliases: ['kilolitre', 'kilolitres', 'kiloliter', 'kiloliters'] },
  // Piped natural gas is billed in SCM (standard cubic metres), read as m3 as billed.
  {
    name: 'm3',
    dimension: 'volume',
    toBase: 1000,
    aliases: ['m³', 'scm', 'sm3', 'cubic metre', 'cubic metres', 'cubic meter', 'cubic meters'],
  },
  {
    name: 'gal',
    dimension: 'volume',
    toBase: US_GALLON_LITRES,
    aliases: ['gallon', 'gallons', 'us gallon', 'us gallons', 'us gal'],
  },
  {
    name: 'imperial gallon',
    dimension: 'volume',
    toBase: IMPERIAL_GALLON_LITRES,
    aliases: ['imperial gallons', 'imp gal', 'uk gallon', 'uk gallons'],
  },
  // mass, base kg
  // 'kgs' is the common plural on Indian invoices.
  { name: 'kg', dimension: 'mass', toBase: 1, aliases: ['kgs', 'kilogram', 'kilograms'] },
  { name: 'g', dimension: 'mass', toBase: 0.001, aliases: ['gram', 'grams'] },
  {
    name: 'tonne',
    dimension: 'mass',
    toBase: 1000,
    aliases: ['t', 'tonnes', 'mt', 'metric ton', 'metric tons', 'metric tonne', 'metric tonnes'],
  },
  // distance, base km
  {
    name: 'km',
    dimension: 'distance',
    toBase: 1,
    aliases: ['kms', 'kilometre', 'kilometres', 'kilometer', 'kilometers'],
  },
  { name: 'm', dimension: 'distance', toBase: 0.001, aliases: ['metre', 'metres', 'meter', 'meters'] },
  { name: 'mi', dimension: 'distance', toBase: 1.609344, aliases: ['mile', 'miles'] },
  { name: 'passenger-km', dimension: 'distance', toBase: 1, basis: 'passenger', aliases: ['pkm', 'p-km'] },
  { name: 'vehicle-km', dimension: 'distance', toBase: 1, basis: 'vehicle', aliases: ['vkm', 'v-km'] },
  { name: 'tonne-km', dimension: 'freight', toBase: 1, aliases: ['tkm', 't-km'] },
  { name: 'room-night', dimension: 'accommodation', toBase: 1, aliases: ['room-nights', 'night', 'nights'] },
  // Rupee amounts as Indian ledgers write them: 'Rs.', '₹', 'rupees'.
  { name: 'INR', dimension: 'currency', toBase: null, aliases: ['rs', '₹', 'rupee', 'rupees'] },
  { name: 'USD', dimension: 'currency', toBase: null, aliases: [] },
] as const satisfies ReadonlyArray<UnitDef & { aliases: readonly string[] }>;

/** A canonical unit name, e.g. 'kWh', 'litre', 'passenger-km'. */
export type UnitName = (typeof UNITS)[number]['name'];

/** Lower case, trimmed, runs of spaces/underscores/dots/hyphens folded to one space: 'Room_Nights' → 'room nights'. */
function foldUnitText(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, ' ')
    .trim();
}

const BY_KEY = new Map<string, UnitDef<UnitName>>();
/** Spellings as written in UNITS, found without folding: the calculation converts between canonical names per row. */
const BY_SPELLING = new Map<string, UnitDef<UnitName>>();
for (const { aliases, ...unit } of UNITS) {
  for (const spelling of [unit.name, ...aliases]) {
    const key = foldUnitText(spelling);
    const taken = BY_KEY.get(key);
    if (taken && taken.name !== unit.name)
      throw new Error(`unit alias '${spelling}' names both ${taken.name} and ${unit.name}`);
    BY_KEY.set(key, unit);
    BY_SPELLING.set(spelling, unit);
  }
}

export class UnitConversionError extends Error {
  override name = 'UnitConversionError';
}

export function lookupUnit(text: string): UnitDef<UnitName> | undefined {
  return BY_SPELLING.get(text) ?? BY_KEY.get(foldUnitText(text));
}

/** Canonical unit names, for error messages. */
export const UNIT_NAMES: readonly UnitName[] = UNITS.map((u) => u.name);

/**
 * Whether a quantity in `from` measures the same kind of thing as `to`. Plain distance (km) may be read
 * as either passenger-km or vehicle-km, but passenger-km and vehicle-km measure different things.
 * Currencies are compatible with each other, but only through a dated exchange rate (spend.ts).
 */
export function compatible(from: UnitDef, to: UnitDef): boolean {
  if (from.dimension !== to.dimension) return false;
  return !(from.basis && to.basis && from.basis !== to.basis);
}

/** What is missing to go from one dimension to another, e.g. volume → energy needs a calorific value. */
export function missingConversion(from: Dimension, to: Dimension): string {
  const pair = new Set([from, to]);
  if (pair.has('volume') && pair.has('mass')) return 'a density for this substance';
  if (pair.has('energy') && (pair.has('volume') || pair.has('mass'))) return 'a calorific value for this fuel';
  return `a ${from} → ${to} conversion`;
}

function requireUnit(text: string): UnitDef<UnitName> {
  const unit = lookupUnit(text);
  if (!unit) throw new UnitConversionError(`unknown unit '${text}'; accepted: ${UNIT_NAMES.join(', ')}`);
  return unit;
}

/** Converts within one dimension; throws when the dimensions (or currencies, or distance bases) differ. */
export function convert(quantity: number, fromUnit: string, toUnit: string): number {
  const from = requireUnit(fromUnit);
  const to = requireUnit(toUnit);
  if (from.dimension === 'currency' && to.dimension === 'currency' && from.name !== to.name) {
    throw new UnitConversionError(
      `${from.name} → ${to.name} has no fixed rate; spend conversion uses the spend year's exchange rate`,
    );
  }
  if (!compatible(from, to)) {
    const reason =
      from.dimension === to.dimension
        ? `${from.name} and ${to.name} measure different things (${from.basis} vs ${to.basis} distance)`
        : `${from.name} is ${from.dimension} and ${to.name} is ${to.dimension}; that needs ${missingConversion(from.dimension, to.dimension)}`;
    throw new UnitConversionError(`cannot convert ${from.name} to ${to.name}: ${reason}`);
  }
  if (from.name === to.name) return quantity;
  return (quantity * (from.toBase as number)) / (to.toBase as number);
}
