import { describe, expect, it } from 'vitest';
import { mapRecord } from '../../../domain/mappers/mappers.ts';
import { parseVehicleType } from '../../../domain/mappers/vehicle-types.ts';
import { activityOf, errorOf } from './helpers.ts';

const map = (record: Record<string, unknown>) => mapRecord('vehicle_log', { log_date: '2025-08-04', ...record }, {});

describe('vehicle_log by distance', () => {
  it('maps a diesel sedan to scope 1 vehicle-km', () => {
    expect(
      activityOf(map({ vehicle_type: 'Sedan', fuel_type: 'diesel', distance_km: 120, driver: 'R. Kumar' })),
    ).toEqual({
      activity_type: 'vehicle.car.diesel_sedan',
      scope: '1',
      quantity: 120,
      unit: 'vehicle-km',
      period: { start: '2025-08-04', end: '2025-08-04' },
      location: { country: 'IN' },
      source: { type: 'api', confidence: 0.8 },
      metadata: {
        data_type: 'vehicle_log',
        vehicle_type: 'Sedan',
        fuel_type: 'diesel',
        driver: 'R. Kumar',
        vehicle_class: 'sedan',
      },
    });
  });

  it.each([
    ['car', 'petrol', 'vehicle.car.petrol_sedan'],
    ['hatchback', 'petrol', 'vehicle.car.petrol_hatchback'],
    ['Hatchback', 'HSD', 'vehicle.car.diesel_hatchback'],
    ['SUV', 'diesel', 'vehicle.car.diesel_sedan'],
    ['bike', undefined, 'vehicle.motorcycle'],
    ['Motorcycle', undefined, 'vehicle.motorcycle'],
    ['two-wheeler', undefined, 'vehicle.motorcycle'],
    ['auto', 'cng', 'vehicle.three_wheeler.cng'],
    ['three wheeler', 'petrol', 'vehicle.three_wheeler.petrol'],
    ['auto-rickshaw', undefined, 'vehicle.three_wheeler.petrol'],
    ['LCV', undefined, 'vehicle.truck.ldv'],
    ['tempo', undefined, 'vehicle.truck.ldv'],
    ['MCV', undefined, 'vehicle.truck.mdv'],
    ['truck', undefined, 'vehicle.truck.hdv'],
    ['HCV', undefined, 'vehicle.truck.hdv'],
    ['Diesel Truck', undefined, 'vehicle.truck.hdv'],
    ['petrol car', undefined, 'vehicle.car.petrol_sedan'],
    ['Auto (CNG)', undefined, 'vehicle.three_wheeler.cng'],
  ])('%s on %s → %s', (vehicleType, fuelType, type) => {
    expect(activityOf(map({ vehicle_type: vehicleType, fuel_type: fuelType, distance_km: 50 })).activity_type).toBe(
      type,
    );
  });

  it('counts a bus in passenger-km from its occupancy: the bus factor is per passenger-km', () => {
    const activity = activityOf(map({ vehicle_type: 'mini bus', distance_km: 60, passengers: 25 }));
    expect([activity.activity_type, activity.quantity, activity.unit]).toEqual(['vehicle.bus', 1500, 'passenger-km']);
    expect(activity.metadata).not.toHaveProperty('passengers');
    expect(errorOf(map({ vehicle_type: 'bus', distance_km: 60 }))).toEqual({
      field: 'passengers',
      reason: 'is required for a bus by distance (its factor is per passenger-km); or send fuel_consumed',
    });
    expect(activityOf(map({ vehicle_type: 'bus', fuel_consumed: 20 })).activity_type).toBe('fuel.diesel');
  });

  it('keeps passengers in metadata when they do not enter the quantity', () => {
    expect(activityOf(map({ vehicle_type: 'car', distance_km: 10, passengers: 3 })).metadata?.passengers).toBe(3);
  });

  it('assumes the class default fuel where the factor depends on fuel, and says so', () => {
    const car = activityOf(map({ vehicle_type: 'car', distance_km: 50 }));
    expect(car.activity_type).toBe('vehicle.car.diesel_sedan');
    expect(car.metadata?.fuel_type_assumed).toBe('diesel');
    expect(activityOf(map({ vehicle_type: 'auto', distance_km: 50 })).metadata?.fuel_type_assumed).toBe('petrol');
    expect(activityOf(map({ vehicle_type: 'truck', distance_km: 50 })).metadata).not.toHaveProperty(
      'fuel_type_assumed',
    );
  });

  it('prefers fuel_type over a fuel word in vehicle_type', () => {
    expect(activityOf(map({ vehicle_type: 'petrol car', fuel_type: 'diesel', distance_km: 5 })).activity_type).toBe(
      'vehicle.car.diesel_sedan',
    );
  });

  it('rejects fuels with no per-km factor for the class', () => {
    expect(errorOf(map({ vehicle_type: 'car', fuel_type: 'CNG', distance_km: 50 }))).toEqual({
      field: 'fuel_type',
      reason: 'no per-km factor for a sedan on cng (accepted: petrol, diesel); send fuel_consumed instead',
    });
    expect(errorOf(map({ vehicle_type: 'diesel auto', distance_km: 50 }))).toEqual({
      field: 'vehicle_type',
      reason: 'no per-km factor for a three_wheeler on diesel (accepted: petrol, cng); send fuel_consumed instead',
    });
  });
});

describe('vehicle_log by fuel', () => {
  it('maps fuel_consumed to scope 1 fuel litres, preferring it over distance', () => {
    const activity = activityOf(map({ vehicle_type: 'truck', fuel_consumed: 35.5, distance_km: 140 }));
    expect(activity).toMatchObject({ activity_type: 'fuel.diesel', scope: '1', quantity: 35.5, unit: 'litre' });
    expect(activity.metadata).toEqual({
      data_type: 'vehicle_log',
      vehicle_type: 'truck',
      distance_km: 140,
      vehicle_class: 'truck.hdv',
      fuel_type_assumed: 'diesel',
      unit_assumed: 'litre',
    });
  });

  it('reads CNG and LPG fuel in kg when no unit is given (as sold in India), and takes a given unit', () => {
    const cng = activityOf(map({ vehicle_type: 'CNG auto', fuel_consumed: 4 }));
    expect([cng.activity_type, cng.unit, cng.metadata?.unit_assumed]).toEqual(['fuel.cng', 'kg', 'kg']);
    const litres = activityOf(map({ vehicle_type: 'car', fuel_type: 'LPG', fuel_consumed: 20, unit: 'litres' }));
    expect([litres.unit, litres.metadata]).toEqual([
      'litre',
      expect.not.objectContaining({ unit_assumed: expect.anything() }),
    ]);
    expect(errorOf(map({ vehicle_type: 'truck', fuel_consumed: 20, unit: 'kg' }))).toEqual({
      field: 'unit',
      reason: 'kg is not accepted for diesel: use litre',
    });
  });

  it.each([
    ['bike', undefined, 'fuel.petrol'],
    ['car', 'petrol', 'fuel.petrol'],
    ['CNG auto', undefined, 'fuel.cng'],
    ['car', 'LPG', 'fuel.lpg'],
    ['bus', 'cng', 'fuel.cng'],
  ])('%s on %s burns %s', (vehicleType, fuelType, type) => {
    expect(activityOf(map({ vehicle_type: vehicleType, fuel_type: fuelType, fuel_consumed: 10 })).activity_type).toBe(
      type,
    );
  });
});

describe('vehicle_log errors', () => {
  it('lists the accepted vehicle types for an unknown one', () => {
    const error = errorOf(map({ vehicle_type: 'hovercraft', distance_km: 10 }));
    expect(error.field).toBe('vehicle_type');
    expect(error.reason).toMatch(/^unknown vehicle type; accepted: /);
    for (const word of [
      'car',
      'sedan',
      'hatchback',
      'bike',
      'motorcycle',
      'auto',
      'three wheeler',
      'truck',
      'lcv',
      'hcv',
      'bus',
    ]) {
      expect(error.reason).toContain(` ${word},`);
    }
  });

  it('needs a distance or a fuel quantity', () => {
    expect(errorOf(map({ vehicle_type: 'car' }))).toEqual({
      field: 'distance_km',
      reason: 'send distance_km (vehicle-km) or fuel_consumed (litres)',
    });
  });

  it('rejects unknown and non-road fuels', () => {
    expect(errorOf(map({ vehicle_type: 'car', fuel_type: 'hydrogen', fuel_consumed: 3 }))).toEqual({
      field: 'fuel_type',
      reason: 'unknown fuel; accepted: diesel, petrol, cng, lpg',
    });
    expect(errorOf(map({ vehicle_type: 'truck', fuel_type: 'coal', fuel_consumed: 3 }))).toEqual({
      field: 'fuel_type',
      reason: 'coal is not a road fuel; accepted: diesel, petrol, cng, lpg',
    });
  });

  it.each([
    [{ vehicle_type: 'car', distance_km: 0 }, 'distance_km', 'must be greater than 0'],
    [{ vehicle_type: 'car', fuel_consumed: '12' }, 'fuel_consumed', 'must be a JSON number'],
    [{ distance_km: 10 }, 'vehicle_type', 'is required'],
    [{ vehicle_type: 'car', distance_km: 10, log_date: '2025-08-32' }, 'log_date', 'is not a calendar date'],
  ])('rejects %j on %s', (record, field, reason) => {
    expect(errorOf(map(record))).toEqual({ field, reason });
  });
});

describe('parseVehicleType', () => {
  it('splits a leading or trailing fuel word from the class', () => {
    expect(parseVehicleType('Diesel Sedan')).toEqual({ vehicleClass: 'sedan', fuel: 'diesel' });
    expect(parseVehicleType('truck - HSD')).toEqual({ vehicleClass: 'truck.hdv', fuel: 'diesel' });
    expect(parseVehicleType('auto lpg')).toEqual({ vehicleClass: 'three_wheeler', fuel: 'lpg' });
    expect(parseVehicleType('mini bus')).toEqual({ vehicleClass: 'bus' });
    expect(parseVehicleType('diesel')).toBeUndefined();
    expect(parseVehicleType('electric car')).toBeUndefined();
  });
});
