import type { ActivityType, FuelType } from './mapper-vocabulary.ts';
import { normaliseFuelType, recordFuelUnit } from './fuel.ts';
import { defaultCountry, metadataFor, sourceFor, type MapOptions } from './provenance.ts';
import { VehicleLogRecord } from './records.ts';
import { fail, parseRecord, type MapResult } from './result.ts';
import type { Unit } from './mapper-units.ts';
import { DEFAULT_FUEL, parseVehicleType, VEHICLE_TYPE_WORDS, type VehicleClass } from './vehicle-types.ts';

/** Fleet logs are operational records, but odometer/fuel entries are often estimated by drivers. */
const CONFIDENCE = 0.8;

const ROAD_FUELS: readonly FuelType[] = ['diesel', 'petrol', 'cng', 'lpg'];

/** Per-km factor for a class and fuel; cars and three-wheelers have fuel-specific factors for some fuels only. */
function distanceType(vehicleClass: VehicleClass, fuel: FuelType): ActivityType | { accepted: readonly FuelType[] } {
  switch (vehicleClass) {
    case 'hatchback':
    case 'sedan':
      return fuel === 'petrol' || fuel === 'diesel'
        ? `vehicle.car.${fuel}_${vehicleClass}`
        : { accepted: ['petrol', 'diesel'] };
    case 'three_wheeler':
      return fuel === 'petrol' || fuel === 'cng' ? `vehicle.three_wheeler.${fuel}` : { accepted: ['petrol', 'cng'] };
    default:
      return `vehicle.${vehicleClass}`;
  }
}

/**
 * vehicle_log → scope 1 for the log day.
 * - fuel_consumed given (wins over distance: fuel is the better measure) → `fuel.<fuel>` in `unit`, else in
 *   the unit the fuel is sold in (litres; CNG and LPG kg), recorded as metadata.unit_assumed.
 * - else distance_km → `vehicle.<class>` in vehicle-km; a bus in passenger-km (distance × passengers).
 * Fuel: fuel_type, else a fuel word in vehicle_type ('diesel truck'), else the class default
 * (two/three-wheelers petrol, everything else diesel), noted as metadata.fuel_type_assumed.
 */
export function mapVehicleLog(record: unknown, options: MapOptions): MapResult {
  const parsed = parseRecord(VehicleLogRecord, record);
  if (!parsed.ok) return parsed;
  const log = parsed.data;

  const vehicle = parseVehicleType(log.vehicle_type);
  if (!vehicle) {
    return fail(
      'vehicle_type',
      `unknown vehicle type; accepted: ${VEHICLE_TYPE_WORDS.join(', ')} (optionally with a fuel word, e.g. 'diesel truck')`,
    );
  }
  const fuelField = log.fuel_type !== undefined ? 'fuel_type' : 'vehicle_type';
  const statedFuel = log.fuel_type !== undefined ? normaliseFuelType(log.fuel_type) : vehicle.fuel;
  if (log.fuel_type !== undefined && !statedFuel)
    return fail('fuel_type', `unknown fuel; accepted: ${ROAD_FUELS.join(', ')}`);
  if (statedFuel && !ROAD_FUELS.includes(statedFuel)) {
    return fail(fuelField, `${statedFuel} is not a road fuel; accepted: ${ROAD_FUELS.join(', ')}`);
  }
  const fuel = statedFuel ?? DEFAULT_FUEL[vehicle.vehicleClass];

  let activity: {
    type: ActivityType;
    quantity: number;
    unit: Unit;
    used: readonly string[];
    fuelMatters: boolean;
    unitAssumed?: boolean;
  };
  if (log.fuel_consumed !== undefined) {
    const unit = recordFuelUnit(fuel, log.unit);
    if (!unit.ok) return fail('unit', unit.reason);
    activity = {
      type: `fuel.${fuel}`,
      quantity: log.fuel_consumed,
      unit: unit.unit,
      used: ['fuel_consumed', 'unit'],
      fuelMatters: true,
      unitAssumed: unit.assumed,
    };
  } else if (log.distance_km !== undefined) {
    const type = distanceType(vehicle.vehicleClass, fuel);
    if (typeof type !== 'string') {
      return fail(
        fuelField,
        `no per-km factor for a ${vehicle.vehicleClass} on ${fuel} (accepted: ${type.accepted.join(', ')}); send fuel_consumed instead`,
      );
    }
    const fuelMatters = type.startsWith('vehicle.car.') || type.startsWith('vehicle.three_wheeler.');
    if (type === 'vehicle.bus') {
      // The bus factor is per passenger-km, so a bus's own emissions need its occupancy: vehicle-km × passengers.
      if (log.passengers === undefined) {
        return fail(
          'passengers',
          'is required for a bus by distance (its factor is per passenger-km); or send fuel_consumed',
        );
      }
      const quantity = log.distance_km * log.passengers;
      activity = { type, quantity, unit: 'passenger-km', used: ['distance_km', 'passengers'], fuelMatters };
    } else {
      activity = { type, quantity: log.distance_km, unit: 'vehicle-km', used: ['distance_km'], fuelMatters };
    }
  } else {
    return fail('distance_km', 'send distance_km (vehicle-km) or fuel_consumed (litres)');
  }

  return {
    ok: true,
    activity: {
      activity_type: activity.type,
      scope: '1',
      quantity: activity.quantity,
      unit: activity.unit,
      period: { start: log.log_date, end: log.log_date },
      location: { country: log.country ?? defaultCountry(options) },
      source: sourceFor(options, CONFIDENCE),
      metadata: metadataFor('vehicle_log', log, ['log_date', ...activity.used, 'country'], {
        vehicle_class: vehicle.vehicleClass,
        ...(activity.fuelMatters && !statedFuel ? { fuel_type_assumed: fuel } : {}),
        ...(activity.unitAssumed ? { unit_assumed: activity.unit } : {}),
      }),
    },
  };
}
