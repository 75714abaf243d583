import type { Notice, Result } from './calculation-schema.ts';
import { flightType, type ResolvedType } from './flight-types.ts';

/**
 * The canonical activity types, their GHG Protocol scope, and how a submission names one.
 *
 * A submission may use a canonical id directly (`fuel.diesel`, `travel.flight.long_haul.business`) or a
 * generic type plus metadata:
 *   fuel + metadata.fuel_type (none: diesel, stated) · travel + metadata.mode (none: an average car of
 *   unknown fuel, stated; flight → metadata.haul, metadata.cabin_class; car → metadata.fuel_type) ·
 *   flight + metadata.haul/cabin_class (flight-types.ts) · hotel | accommodation · refrigerant +
 *   metadata.gas · spend + metadata.category · vehicle + metadata.vehicle_type.
 * Matching ignores case, and spaces and hyphens count as underscores ('Furnace Oil' = furnace_oil).
 */

/**
 * Spend categories. Each maps to exactly one NAICS row of the EPA Supply Chain GHG Emission Factors
 * v1.3 (kg CO2e per 2022 USD, with margins); the NAICS code is in that factor's `parameters` and in
 * domain/factors/epa-supply-chain-v1.3.ts. There is no electricity category: the EPA set has no 2211xx
 * rows, so electricity must be submitted as kWh.
 */
export const SPEND_CATEGORIES = [
  'fuel',
  'air_travel',
  'rail_travel',
  'freight',
  'taxi',
  'hotel',
  'restaurants',
  'telecom',
  'wireless_telecom',
  'computers',
  'stationery',
  'steel',
  'cement',
  'plastics',
  'plastic_bottles',
  'legal',
  'accounting',
  'it_services',
  'custom_software',
  'software',
  'hosting',
  'water',
  'waste',
  'insurance',
  'life_insurance',
  'courier',
  'rent',
  'cleaning',
  'advertising',
  'consulting',
  'travel_agency',
  'warehousing',
  'car_rental',
] as const;
export type SpendCategory = (typeof SPEND_CATEGORIES)[number];

const PHYSICAL_TYPES = [
  'electricity',
  'fuel.diesel',
  'fuel.petrol',
  'fuel.lpg',
  'fuel.cng',
  'fuel.natural_gas',
  'fuel.kerosene',
  'fuel.fuel_oil',
  'fuel.coal',
  'fuel.gas_oil',
  'travel.flight.domestic',
  'travel.flight.short_haul',
  'travel.flight.short_haul.business',
  'travel.flight.long_haul',
  'travel.flight.long_haul.premium_economy',
  'travel.flight.long_haul.business',
  'travel.flight.long_haul.first',
  'travel.flight.international',
  'travel.flight.international.average',
  'travel.flight.international.premium_economy',
  'travel.flight.international.business',
  'travel.flight.international.first',
  'travel.rail',
  'travel.rail.international',
  'travel.bus',
  'travel.coach',
  'travel.taxi',
  'travel.car.petrol',
  'travel.car.diesel',
  'travel.car.unknown',
  'travel.motorbike',
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
  'hotel',
  'refrigerant.r32',
  'refrigerant.r125',
  'refrigerant.r134a',
  'refrigerant.r410a',
  'refrigerant.sf6',
  'refrigerant.nf3',
  'refrigerant.r22',
  'energy_attribute_certificate',
] as const;

export type ActivityType = (typeof PHYSICAL_TYPES)[number] | `spend.${SpendCategory}`;
export const ACTIVITY_TYPES: readonly ActivityType[] = [
  ...PHYSICAL_TYPES,
  ...SPEND_CATEGORIES.map((c) => `spend.${c}` as const),
];
const CANONICAL = new Set<string>(ACTIVITY_TYPES);

export type GhgScope = 1 | 2 | 3;
export type Family =
  'electricity' | 'energy_attribute_certificate' | 'fuel' | 'vehicle' | 'refrigerant' | 'travel' | 'hotel' | 'spend';

/**
 * Where factors for a family may come from when the submission's own region has none:
 * - regional: only the region's own factor (or a GLOBAL row); otherwise an error, for the reason given;
 * - global: factors are properties of the substance (GWPs) — region is irrelevant, no notice;
 * - proxy: after region and GLOBAL, another country's factor is used, with a notice saying why.
 */
export type LocationRule =
  { kind: 'regional'; noGlobalReason: string } | { kind: 'global' } | { kind: 'proxy'; region: string; reason: string };

export const FAMILIES: Record<Family, { scope: GhgScope; location: LocationRule }> = {
  electricity: {
    scope: 2,
    location: {
      kind: 'regional',
      noGlobalReason: 'grid intensity differs several-fold between countries, so no global average is used',
    },
  },
  // Unbundled REC / I-REC: priced on the grid factor of the electricity they cover (electricity-source.ts).
  energy_attribute_certificate: {
    scope: 2,
    location: {
      kind: 'regional',
      noGlobalReason: 'certificates apply to grid electricity of their own market only',
    },
  },
  fuel: {
    scope: 1,
    location: {
      kind: 'proxy',
      region: 'GB',
      reason:
        'no India-specific stationary fuel factors are published (Indian practice cites IPCC 2006), so UK DESNZ fuel factors are used',
    },
  },
  vehicle: {
    scope: 1,
    location: {
      kind: 'regional',
      noGlobalReason: 'only India-specific (India GHG Program) vehicle factors are loaded',
    },
  },
  refrigerant: { scope: 1, location: { kind: 'global' } },
  travel: {
    scope: 3,
    location: { kind: 'proxy', region: 'GB', reason: 'only UK DESNZ business-travel factors are loaded' },
  },
  hotel: {
    scope: 3,
    location: { kind: 'regional', noGlobalReason: 'the DESNZ 2025 hotel table has no global average row' },
  },
  spend: {
    scope: 3,
    location: {
      kind: 'proxy',
      region: 'US',
      reason:
        'spend factors exist only for the US economy (EPA Supply Chain v1.3) and likely understate Indian supply chains',
    },
  },
};

export function familyOf(activityType: string): Family {
  return activityType.split('.')[0] as Family;
}

/** The activity type whose factors price a canonical type: a certificate is priced on the grid electricity it covers. */
export function factorActivityType(activityType: string): string {
  return activityType === 'energy_attribute_certificate' ? 'electricity' : activityType;
}

/** GHG Protocol scope of a canonical type: electricity 2; fuel, vehicle, refrigerant 1; travel, hotel, spend 3. */
export function defaultScope(activityType: string): GhgScope {
  return FAMILIES[familyOf(activityType)].scope;
}

/** The submitted scope is kept; a mismatch with the type's GHG Protocol scope is only flagged. */
export function scopeNotice(activityType: string, submitted: '1' | '2' | '3'): Notice | null {
  const expected = defaultScope(activityType);
  if (Number(submitted) === expected) return null;
  return {
    code: 'SCOPE_MISMATCH',
    message: `Scope ${submitted} was submitted for ${activityType}, which the GHG Protocol reports in scope ${expected}; kept as submitted.`,
  };
}

type Metadata = Record<string, unknown> | undefined;

function keyOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function fail(field: string, reason: string): Extract<Result<never>, { ok: false }> {
  return { ok: false, error: { field, reason } };
}

function pick(
  table: Record<string, string>,
  value: unknown,
  field: string,
  context: string,
  normalise: (value: unknown) => string | undefined = keyOf,
): Result<string> {
  const key = normalise(value);
  const found = key === undefined ? undefined : table[key];
  if (found) return { ok: true, value: found };
  const given = key === undefined ? 'is required' : `'${String(value)}' is not recognised`;
  return fail(field, `${given} ${context}; accepted: ${Object.keys(table).join(', ')}`);
}

const FUEL_TYPES: Record<string, string> = {
  diesel: 'fuel.diesel',
  hsd: 'fuel.diesel',
  high_speed_diesel: 'fuel.diesel',
  petrol: 'fuel.petrol',
  gasoline: 'fuel.petrol',
  lpg: 'fuel.lpg',
  cng: 'fuel.cng',
  png: 'fuel.natural_gas',
  natural_gas: 'fuel.natural_gas',
  piped_natural_gas: 'fuel.natural_gas',
  kerosene: 'fuel.kerosene',
  burning_oil: 'fuel.kerosene',
  sko: 'fuel.kerosene',
  furnace_oil: 'fuel.fuel_oil',
  fuel_oil: 'fuel.fuel_oil',
  residual_fuel_oil: 'fuel.fuel_oil',
  coal: 'fuel.coal',
  gas_oil: 'fuel.gas_oil',
};

const TRAVEL_MODES: Record<string, string> = {
  flight: 'flight',
  air: 'flight',
  plane: 'flight',
  rail: 'rail',
  train: 'rail',
  national_rail: 'rail',
  international_rail: 'rail_international',
  bus: 'bus',
  local_bus: 'bus',
  coach: 'coach',
  taxi: 'taxi',
  cab: 'taxi',
  car: 'car',
  motorbike: 'motorbike',
  motorcycle: 'motorbike',
};

/** Whether `text` names a travel mode the generic `travel` type accepts as metadata.mode. */
export function isTravelMode(text: string): boolean {
  return keyOf(text) !== undefined && Object.hasOwn(TRAVEL_MODES, keyOf(text)!);
}

/** Travel mode words, for error messages. */
export const TRAVEL_MODE_WORDS: readonly string[] = Object.keys(TRAVEL_MODES);

const CAR_FUELS: Record<string, string> = {
  petrol: 'travel.car.petrol',
  gasoline: 'travel.car.petrol',
  diesel: 'travel.car.diesel',
  unknown: 'travel.car.unknown',
};

const VEHICLE_TYPES: Record<string, string> = {
  ...Object.fromEntries(
    PHYSICAL_TYPES.filter((t) => t.startsWith('vehicle.')).map((t) => [
      t.slice('vehicle.'.length).replace(/\./g, '_'),
      t,
    ]),
  ),
  motorbike: 'vehicle.motorcycle',
  two_wheeler: 'vehicle.motorcycle',
  ldv: 'vehicle.truck.ldv',
  mdv: 'vehicle.truck.mdv',
  hdv: 'vehicle.truck.hdv',
};

const REFRIGERANTS: Record<string, string> = {
  r32: 'refrigerant.r32',
  hfc32: 'refrigerant.r32',
  r125: 'refrigerant.r125',
  hfc125: 'refrigerant.r125',
  r134a: 'refrigerant.r134a',
  hfc134a: 'refrigerant.r134a',
  r410a: 'refrigerant.r410a',
  sf6: 'refrigerant.sf6',
  nf3: 'refrigerant.nf3',
  // A Montreal Protocol gas: calculated, but reported as a memo item outside the scopes (gas-groups.ts).
  r22: 'refrigerant.r22',
  hcfc22: 'refrigerant.r22',
};

const plain = (type: string): Result<ResolvedType> => ({ ok: true, value: { type, assumptions: [] } });
const picked = (result: Result<string>): Result<ResolvedType> => (result.ok ? plain(result.value) : result);

function travelType(mode: string, metadata: Metadata): Result<ResolvedType> {
  switch (mode) {
    case 'flight':
      return flightType(metadata);
    case 'rail':
      return plain(keyOf(metadata?.haul) === 'international' ? 'travel.rail.international' : 'travel.rail');
    case 'rail_international':
      return plain('travel.rail.international');
    case 'car':
      // DESNZ publishes an average car of unknown fuel, so no fuel needs assuming.
      return metadata?.fuel_type === undefined
        ? plain('travel.car.unknown')
        : picked(pick(CAR_FUELS, metadata.fuel_type, 'metadata.fuel_type', 'for travel by car'));
    default:
      return plain(`travel.${mode}`);
  }
}

/** A bare `travel` names no mode: road travel by an average car of unknown fuel, stated. */
function defaultTravel(): Result<ResolvedType> {
  return {
    ok: true,
    value: {
      type: 'travel.car.unknown',
      assumptions: [
        {
          code: 'TRAVEL_MODE_ASSUMED',
          message:
            'No travel mode (metadata.mode) was given: priced as road travel by an average car of unknown fuel (DESNZ).',
        },
      ],
    },
  };
}

/** A bare `fuel` names no fuel: diesel, what Indian businesses mostly buy by the litre, stated. */
function defaultFuel(): Result<ResolvedType> {
  return {
    ok: true,
    value: {
      type: 'fuel.diesel',
      assumptions: [
        { code: 'FUEL_TYPE_ASSUMED', message: 'No fuel type (metadata.fuel_type) was given: priced as diesel.' },
      ],
    },
  };
}

/** 'R-410A', 'HFC 134a' and 'r32' all reduce to letters and digits. */
function gasKey(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.toLowerCase().replace(/[^a-z0-9]/g, '') : undefined;
}

/**
 * Money spent on fuel the company burns is Scope 1 combustion, which a spend factor cannot price (EPA
 * NAICS 324110 is the refinery's upstream only): the record must carry the quantity.
 */
export const FUEL_SPEND_REASON =
  'is fuel the company burns, which is Scope 1 combustion: send the quantity bought (litres, kg, SCM, …) as a fuel activity ' +
  "(activity_type fuel, or a fuel_purchase record); spend on fuel cannot be priced, as the EPA refinery factor covers only the fuel's upstream";

function spendType(metadata: Metadata): Result<string> {
  const category = keyOf(metadata?.category);
  if (category === 'electricity') {
    return fail(
      'metadata.category',
      'the EPA Supply Chain factors have no electricity rows; submit electricity as an activity in kWh (activity_type electricity)',
    );
  }
  if (category === 'fuel') return fail('metadata.category', FUEL_SPEND_REASON);
  const table = Object.fromEntries(SPEND_CATEGORIES.map((c) => [c, `spend.${c}`]));
  return pick(table, metadata?.category, 'metadata.category', 'for spend');
}

const GENERIC: Record<string, (metadata: Metadata) => Result<ResolvedType>> = {
  fuel: (m) =>
    m?.fuel_type === undefined
      ? defaultFuel()
      : picked(pick(FUEL_TYPES, m.fuel_type, 'metadata.fuel_type', "for activity_type 'fuel'")),
  travel: (m) => {
    if (m?.mode === undefined) return defaultTravel();
    const mode = pick(TRAVEL_MODES, m.mode, 'metadata.mode', "for activity_type 'travel'");
    return mode.ok ? travelType(mode.value, m) : mode;
  },
  flight: flightType,
  'travel.flight': flightType,
  'travel.car': (m) => travelType('car', m),
  hotel: () => plain('hotel'),
  accommodation: () => plain('hotel'),
  refrigerant: (m) => picked(pick(REFRIGERANTS, m?.gas, 'metadata.gas', 'for a refrigerant', gasKey)),
  spend: (m) => picked(spendType(m)),
  vehicle: (m) => picked(pick(VEHICLE_TYPES, m?.vehicle_type, 'metadata.vehicle_type', "for activity_type 'vehicle'")),
};

/**
 * Maps a submission's activity_type (+ metadata) to a canonical type and the assumptions made on the
 * way (each a notice), or names the field at fault.
 */
export function resolveActivityType(activityType: string, metadata?: Record<string, unknown>): Result<ResolvedType> {
  const type = activityType
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (type === 'spend.fuel') return fail('activity_type', FUEL_SPEND_REASON);
  if (CANONICAL.has(type)) return plain(type);
  const generic = GENERIC[type];
  if (generic) return generic(metadata);
  return fail(
    'activity_type',
    `unknown activity type '${activityType}'; accepted: ${Object.keys(GENERIC).join(', ')} (with metadata), ` +
      `${PHYSICAL_TYPES.join(', ')}, or spend.<category> with category one of ${SPEND_CATEGORIES.join(', ')}`,
  );
}
