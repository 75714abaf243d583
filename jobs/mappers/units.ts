/**
 * Units as the calculation engine spells them (jobs/calculation/units.ts). Mappers that know whose
 * distance it is say so (passenger-km, vehicle-km), so the engine can refuse a factor of the other
 * basis; plain 'km' (CSV rows) may be read as either. 'm3' (natural gas by volume) is kept as billed:
 * the engine may have no per-m3 factor or calorific value for it.
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
] as const;
export type Unit = (typeof UNITS)[number];

/** Common spellings, compared lower-case with spaces/underscores/hyphens/dots folded to one space. */
const ALIASES: Readonly<Record<string, Unit>> = {
  kwh: 'kWh',
  // Indian electricity bills count consumption in "units", 1 unit = 1 kWh.
  units: 'kWh',
  mwh: 'MWh',
  l: 'litre',
  lt: 'litre',
  ltr: 'litre',
  ltrs: 'litre',
  litre: 'litre',
  litres: 'litre',
  liter: 'litre',
  liters: 'litre',
  kg: 'kg',
  kgs: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  t: 'tonne',
  mt: 'tonne',
  tonne: 'tonne',
  tonnes: 'tonne',
  'metric ton': 'tonne',
  'metric tons': 'tonne',
  m3: 'm3',
  'm³': 'm3',
  scm: 'm3',
  sm3: 'm3',
  'cubic metre': 'm3',
  'cubic metres': 'm3',
  'cubic meter': 'm3',
  'cubic meters': 'm3',
  km: 'km',
  kms: 'km',
  kilometre: 'km',
  kilometres: 'km',
  kilometer: 'km',
  kilometers: 'km',
  pkm: 'passenger-km',
  'passenger km': 'passenger-km',
  vkm: 'vehicle-km',
  'vehicle km': 'vehicle-km',
  'room night': 'room-night',
  'room nights': 'room-night',
  night: 'room-night',
  nights: 'room-night',
  inr: 'INR',
  rs: 'INR',
  '₹': 'INR',
  rupee: 'INR',
  rupees: 'INR',
};

export function normaliseUnit(text: string): Unit | undefined {
  const key = text.trim().toLowerCase().replace(/[\s_.-]+/g, ' ').trim();
  return Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
}
