import type { FuelType } from './mapper-vocabulary.ts';
import { normaliseFuelType } from './fuel.ts';

/** Vehicle classes with their own per-km factor family (India GHG Program road transport factors). */
export type VehicleClass =
  'hatchback' | 'sedan' | 'motorcycle' | 'three_wheeler' | 'bus' | 'truck.ldv' | 'truck.mdv' | 'truck.hdv';

/**
 * How fleets write vehicle types. A plain 'car' counts as a sedan and a plain 'truck' as heavy (HDV):
 * when the size is unknown the larger class is the conservative estimate.
 */
const CLASS_ALIASES: Readonly<Record<string, VehicleClass>> = {
  hatchback: 'hatchback',
  'small car': 'hatchback',
  'compact car': 'hatchback',
  car: 'sedan',
  sedan: 'sedan',
  suv: 'sedan',
  muv: 'sedan',
  mpv: 'sedan',
  jeep: 'sedan',
  bike: 'motorcycle',
  motorbike: 'motorcycle',
  motorcycle: 'motorcycle',
  scooter: 'motorcycle',
  moped: 'motorcycle',
  'two wheeler': 'motorcycle',
  '2 wheeler': 'motorcycle',
  '2w': 'motorcycle',
  auto: 'three_wheeler',
  'auto rickshaw': 'three_wheeler',
  autorickshaw: 'three_wheeler',
  rickshaw: 'three_wheeler',
  'three wheeler': 'three_wheeler',
  '3 wheeler': 'three_wheeler',
  '3w': 'three_wheeler',
  bus: 'bus',
  minibus: 'bus',
  'mini bus': 'bus',
  ldv: 'truck.ldv',
  lcv: 'truck.ldv',
  'light truck': 'truck.ldv',
  'light commercial vehicle': 'truck.ldv',
  'mini truck': 'truck.ldv',
  pickup: 'truck.ldv',
  'pickup truck': 'truck.ldv',
  tempo: 'truck.ldv',
  van: 'truck.ldv',
  mdv: 'truck.mdv',
  mcv: 'truck.mdv',
  icv: 'truck.mdv',
  'medium truck': 'truck.mdv',
  'medium commercial vehicle': 'truck.mdv',
  truck: 'truck.hdv',
  lorry: 'truck.hdv',
  hdv: 'truck.hdv',
  hcv: 'truck.hdv',
  'heavy truck': 'truck.hdv',
  'heavy commercial vehicle': 'truck.hdv',
  trailer: 'truck.hdv',
  tanker: 'truck.hdv',
  tipper: 'truck.hdv',
};

/** Accepted vehicle_type words, for error messages. */
export const VEHICLE_TYPE_WORDS: readonly string[] = Object.keys(CLASS_ALIASES);

/** Fuel a class runs on when nothing says otherwise: two- and three-wheelers petrol, the rest diesel. */
export const DEFAULT_FUEL: Readonly<Record<VehicleClass, FuelType>> = {
  hatchback: 'diesel',
  sedan: 'diesel',
  motorcycle: 'petrol',
  three_wheeler: 'petrol',
  bus: 'diesel',
  'truck.ldv': 'diesel',
  'truck.mdv': 'diesel',
  'truck.hdv': 'diesel',
};

/**
 * 'Diesel Sedan' → { vehicleClass: 'sedan', fuel: 'diesel' }; 'Auto (CNG)' → three-wheeler on CNG.
 * A fuel word may lead or trail the type; the rest must be a known class. Undefined when it is not.
 */
export function parseVehicleType(text: string): { vehicleClass: VehicleClass; fuel?: FuelType } | undefined {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  let fuel: FuelType | undefined;
  if (words.length > 1) {
    fuel = normaliseFuelType(words[0]);
    if (fuel) words.shift();
    else if ((fuel = normaliseFuelType(words[words.length - 1]))) words.pop();
  }
  const rest = words.join(' ');
  const vehicleClass = Object.hasOwn(CLASS_ALIASES, rest) ? CLASS_ALIASES[rest] : undefined;
  return vehicleClass && { vehicleClass, ...(fuel ? { fuel } : {}) };
}
