/**
 * Canonical activity types the calculation engine resolves factors by. Mappers only ever emit these
 * strings, so a typo here is a type error rather than a silent "no factor found".
 */

export const FUEL_TYPES = [
  'diesel',
  'petrol',
  'lpg',
  'cng',
  'natural_gas',
  'kerosene',
  'fuel_oil',
  'coal',
  'gas_oil',
] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Spend (EEIO) categories. Electricity is deliberately absent: the EPA dataset has no electricity row. */
export const SPEND_CATEGORIES = [
  'fuel',
  'air_travel',
  'rail_travel',
  'freight',
  'taxi',
  'hotel',
  'restaurants',
  'telecom',
  'computers',
  'stationery',
  'steel',
  'cement',
  'plastics',
  'legal',
  'accounting',
  'it_services',
  'software',
  'water',
  'waste',
  'insurance',
  'courier',
  'rent',
  'cleaning',
  'advertising',
  'consulting',
  'travel_agency',
  'warehousing',
  'car_rental',
  'hosting',
] as const;
export type SpendCategory = (typeof SPEND_CATEGORIES)[number];

export const TRAVEL_TYPES = [
  'travel.flight.domestic',
  'travel.flight.short_haul',
  'travel.flight.long_haul',
  'travel.flight.long_haul.business',
  'travel.flight.long_haul.first',
  'travel.rail',
  'travel.rail.international',
  'travel.bus',
  'travel.coach',
  'travel.taxi',
  'travel.car.petrol',
  'travel.car.diesel',
  'travel.motorbike',
] as const;

const VEHICLE_TYPES = [
  'vehicle.car.petrol_hatchback',
  'vehicle.car.petrol_sedan',
  'vehicle.car.diesel_hatchback',
  'vehicle.car.diesel_sedan',
  'vehicle.motorcycle',
  'vehicle.three_wheeler.petrol',
  'vehicle.three_wheeler.cng',
  'vehicle.bus',
  'vehicle.truck.ldv',
  'vehicle.truck.mdv',
  'vehicle.truck.hdv',
] as const;

export type ActivityType =
  | 'electricity'
  | `fuel.${FuelType}`
  | (typeof TRAVEL_TYPES)[number]
  | (typeof VEHICLE_TYPES)[number]
  | 'hotel'
  | `spend.${SpendCategory}`;

export const ACTIVITY_TYPES: readonly ActivityType[] = [
  'electricity',
  ...FUEL_TYPES.map((fuel) => `fuel.${fuel}` as const),
  ...TRAVEL_TYPES,
  ...VEHICLE_TYPES,
  'hotel',
  ...SPEND_CATEGORIES.map((category) => `spend.${category}` as const),
];

export function isSpendCategory(value: string): value is SpendCategory {
  return (SPEND_CATEGORIES as readonly string[]).includes(value);
}

/**
 * GHG Protocol scope of each family: purchased electricity is scope 2; fuel burnt and company vehicles
 * are direct (scope 1); business travel, hotel stays and purchased goods/services are scope 3.
 */
export function scopeOf(type: ActivityType): '1' | '2' | '3' {
  if (type === 'electricity') return '2';
  if (type.startsWith('fuel.') || type.startsWith('vehicle.')) return '1';
  return '3';
}
