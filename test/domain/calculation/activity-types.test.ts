import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, defaultScope, resolveActivityType, scopeNotice } from '../../../domain/calculation/activity-types.ts';

function typeOf(activityType: string, metadata?: Record<string, unknown>) {
  const result = resolveActivityType(activityType, metadata);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.reason}`);
  return result.value;
}

function errorOf(activityType: string, metadata?: Record<string, unknown>) {
  const result = resolveActivityType(activityType, metadata);
  if (result.ok) throw new Error(`expected an error, got ${result.value}`);
  return result.error;
}

describe('resolveActivityType', () => {
  it('accepts canonical ids, ignoring case, spaces and hyphens', () => {
    expect(typeOf('electricity')).toBe('electricity');
    expect(typeOf('Fuel.Natural-Gas')).toBe('fuel.natural_gas');
    expect(typeOf('travel.flight.long_haul.business')).toBe('travel.flight.long_haul.business');
    expect(typeOf('spend.it_services')).toBe('spend.it_services');
  });

  it('maps fuel + metadata.fuel_type, normalising case and spaces', () => {
    expect(typeOf('fuel', { fuel_type: 'Diesel' })).toBe('fuel.diesel');
    expect(typeOf('fuel', { fuel_type: 'gasoline' })).toBe('fuel.petrol');
    expect(typeOf('fuel', { fuel_type: 'PNG' })).toBe('fuel.natural_gas');
    expect(typeOf('fuel', { fuel_type: 'natural gas' })).toBe('fuel.natural_gas');
    expect(typeOf('fuel', { fuel_type: 'Furnace Oil' })).toBe('fuel.fuel_oil');
    expect(typeOf('fuel', { fuel_type: 'kerosene' })).toBe('fuel.kerosene');
    expect(typeOf('fuel', { fuel_type: 'gas oil' })).toBe('fuel.gas_oil');
  });

  it('names metadata.fuel_type and lists accepted values when the fuel is unknown or missing', () => {
    const unknown = errorOf('fuel', { fuel_type: 'hydrogen' });
    expect(unknown.field).toBe('metadata.fuel_type');
    expect(unknown.reason).toContain("'hydrogen' is not recognised");
    expect(unknown.reason).toContain('diesel');
    expect(unknown.reason).toContain('furnace_oil');
    expect(errorOf('fuel').reason).toMatch(/^is required/);
  });

  it('maps travel and flight by mode, haul and cabin class', () => {
    expect(typeOf('travel', { mode: 'flight', haul: 'domestic' })).toBe('travel.flight.domestic');
    expect(typeOf('flight', { haul: 'short-haul' })).toBe('travel.flight.short_haul');
    expect(typeOf('flight', { haul: 'long', cabin_class: 'First' })).toBe('travel.flight.long_haul.first');
    expect(typeOf('travel', { mode: 'train' })).toBe('travel.rail');
    expect(typeOf('travel', { mode: 'rail', haul: 'international' })).toBe('travel.rail.international');
    expect(typeOf('travel', { mode: 'cab' })).toBe('travel.taxi');
    expect(typeOf('travel', { mode: 'car', fuel_type: 'diesel' })).toBe('travel.car.diesel');
    expect(typeOf('travel', { mode: 'coach' })).toBe('travel.coach');
  });

  it('rejects flights without a haul and cabins without a factor', () => {
    expect(errorOf('flight').field).toBe('metadata.haul');
    const cabin = errorOf('flight', { haul: 'short_haul', cabin_class: 'business' });
    expect(cabin.field).toBe('metadata.cabin_class');
    expect(cabin.reason).toContain('accepted: economy');
    expect(errorOf('travel', { mode: 'car' }).field).toBe('metadata.fuel_type');
    expect(errorOf('travel', { mode: 'hovercraft' }).field).toBe('metadata.mode');
  });

  it('maps hotel, refrigerant, spend and vehicle generics', () => {
    expect(typeOf('accommodation')).toBe('hotel');
    expect(typeOf('refrigerant', { gas: 'R-410A' })).toBe('refrigerant.r410a');
    expect(typeOf('refrigerant', { gas: 'HFC-134a' })).toBe('refrigerant.r134a');
    expect(typeOf('spend', { category: 'Travel Agency' })).toBe('spend.travel_agency');
    expect(typeOf('vehicle', { vehicle_type: 'three-wheeler cng' })).toBe('vehicle.three_wheeler.cng');
    expect(typeOf('vehicle', { vehicle_type: 'HDV' })).toBe('vehicle.truck.hdv');
  });

  it('refuses R-22 (outside the scopes) and spend on electricity with a reason', () => {
    const r22 = errorOf('refrigerant', { gas: 'R-22' });
    expect(r22.field).toBe('metadata.gas');
    expect(r22.reason).toContain('outside scopes 1–3');
    const power = errorOf('spend', { category: 'electricity' });
    expect(power.field).toBe('metadata.category');
    expect(power.reason).toContain('kWh');
  });

  it('names activity_type for an unknown type and lists accepted values', () => {
    const error = errorOf('teleportation');
    expect(error.field).toBe('activity_type');
    expect(error.reason).toContain("unknown activity type 'teleportation'");
    expect(error.reason).toContain('electricity');
    expect(error.reason).toContain('fuel.diesel');
  });
});

describe('scopes', () => {
  it('follows the GHG Protocol per family', () => {
    expect(defaultScope('electricity')).toBe(2);
    expect(defaultScope('fuel.lpg')).toBe(1);
    expect(defaultScope('vehicle.bus')).toBe(1);
    expect(defaultScope('refrigerant.sf6')).toBe(1);
    expect(defaultScope('travel.taxi')).toBe(3);
    expect(defaultScope('hotel')).toBe(3);
    expect(defaultScope('spend.cement')).toBe(3);
    for (const type of ACTIVITY_TYPES) expect([1, 2, 3]).toContain(defaultScope(type));
  });

  it('flags, but does not reject, a different submitted scope', () => {
    expect(scopeNotice('electricity', '2')).toBeNull();
    expect(scopeNotice('electricity', '1')).toEqual({
      code: 'SCOPE_MISMATCH',
      message: 'Scope 1 was submitted for electricity, which the GHG Protocol reports in scope 2; kept as submitted.',
    });
  });
});
