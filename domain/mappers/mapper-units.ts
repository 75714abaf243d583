import { lookupUnit, type UnitName } from '../calculation/units.ts';

/**
 * The engine's units (domain/calculation/units.ts, which also holds every spelling) that mappers emit and
 * accept. Mappers that know whose distance it is say so (passenger-km, vehicle-km), so the engine can
 * refuse a factor of the other basis; plain 'km' (CSV rows) may be read as either. 'm3' (natural gas by
 * volume) is kept as billed: the engine may have no per-m3 factor or calorific value for it. Other engine
 * units (gallons, miles, USD, ...) are not read from records: `normaliseUnit` returns undefined for them.
 */
export const UNITS = [
  'kWh',
  'MWh',
  'litre',
  'kg',
  'tonne',
  'm3',
  'km',
  'passenger-km',
  'vehicle-km',
  'room-night',
  'INR',
] as const satisfies readonly UnitName[];
export type Unit = (typeof UNITS)[number];

const isMapperUnit = (name: string): name is Unit => (UNITS as readonly string[]).includes(name);

/** 'Units' → 'kWh', 'Rs.' → 'INR', 'room_nights' → 'room-night'; undefined for unknown or non-mapper units. */
export function normaliseUnit(text: string): Unit | undefined {
  const name = lookupUnit(text)?.name;
  return name !== undefined && isMapperUnit(name) ? name : undefined;
}
