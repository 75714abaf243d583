import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPES,
  defaultScope,
  resolveActivityType,
  scopeNotice,
} from '../../../domain/calculation/activity-types.ts';

function resolved(activityType: string, metadata?: Record<string, unknown>) {
  const result = resolveActivityType(activityType, metadata);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.reason}`);
  return result.value;
}

const typeOf = (activityType: string, metadata?: Record<string, unknown>) => resolved(activityType, metadata).type;
const assumedOf = (activityType: string, metadata?: Record<string, unknown>) =>
  resolved(activityType, metadata).assumptions.map((n) => n.code);

function errorOf(activityType: string, metadata?: Record<string, unknown>) {
  const result = resolveActivityType(activityType, metadata);
  if (result.ok) throw new Error(`expected an error, got ${result.value.type}`);
  return result.error;
}

describe('resolveActivityType', () => {
  it('accepts canonical ids, ignoring case, spaces and hyphens', () => {
    expect(typeOf('electricity')).toBe('electricity');
    expect(typeOf('Fuel.Natural-Gas')).toBe('fuel.natural_gas');
    expect(typeOf('travel.flight.long_haul.business')).toBe('travel.flight.long_haul.business');
    expect(typeOf('spend.it_services')).toBe('spend.it_services');
    expect(assumedOf('travel.car.unknown')).toEqual([]);
  });

  it('maps fuel + metadata.fuel_type, normalising case and spaces', () => {
    expect(typeOf('fuel', { fuel_type: 'Diesel' })).toBe('fuel.diesel');
    expect(typeOf('fuel', { fuel_type: 'gasoline' })).toBe('fuel.petrol');
    expect(typeOf('fuel', { fuel_type: 'PNG' })).toBe('fuel.natural_gas');
    expect(typeOf('fuel', { fuel_type: 'natural gas' })).toBe('fuel.natural_gas');
    expect(typeOf('fuel', { fuel_type: 'Furnace Oil' })).toBe('fuel.fuel_oil');
    expect(typeOf('fuel', { fuel_type: 'kerosene' })).toBe('fuel.kerosene');
    expect(typeOf('fuel', { fuel_type: 'gas oil' })).toBe('fuel.gas_oil');
    expect(assumedOf('fuel', { fuel_type: 'Diesel' })).toEqual([]);
  });

  it('reads a bare fuel as diesel and says so; names metadata.fuel_type when the fuel is unknown', () => {
    expect(resolved('fuel')).toEqual({
      type: 'fuel.diesel',
      assumptions: [
        { code: 'FUEL_TYPE_ASSUMED', message: 'No fuel type (metadata.fuel_type) was given: priced as diesel.' },
      ],
    });
    const unknown = errorOf('fuel', { fuel_type: 'hydrogen' });
    expect(unknown.field).toBe('metadata.fuel_type');
    expect(unknown.reason).toContain("'hydrogen' is not recognised");
    expect(unknown.reason).toContain('furnace_oil');
  });

  it('reads a bare travel as an average car of unknown fuel and says so', () => {
    expect(typeOf('travel')).toBe('travel.car.unknown');
    expect(assumedOf('travel')).toEqual(['TRAVEL_MODE_ASSUMED']);
    expect(typeOf('travel', { mode: 'car' })).toBe('travel.car.unknown');
    expect(assumedOf('travel', { mode: 'car' })).toEqual([]);
    expect(errorOf('travel', { mode: 'hovercraft' }).field).toBe('metadata.mode');
  });

  it('maps travel by mode', () => {
    expect(typeOf('travel', { mode: 'train' })).toBe('travel.rail');
    expect(typeOf('travel', { mode: 'rail', haul: 'international' })).toBe('travel.rail.international');
    expect(typeOf('travel', { mode: 'cab' })).toBe('travel.taxi');
    expect(typeOf('travel', { mode: 'car', fuel_type: 'diesel' })).toBe('travel.car.diesel');
    expect(typeOf('travel', { mode: 'coach' })).toBe('travel.coach');
  });

  it('maps flights by DESNZ band and every published cabin', () => {
    expect(typeOf('travel', { mode: 'flight', haul: 'domestic' })).toBe('travel.flight.domestic');
    expect(typeOf('flight', { haul: 'short-haul', cabin_class: 'economy' })).toBe('travel.flight.short_haul');
    expect(typeOf('flight', { haul: 'short-haul', cabin_class: 'Business' })).toBe('travel.flight.short_haul.business');
    expect(typeOf('flight', { haul: 'long', cabin_class: 'First' })).toBe('travel.flight.long_haul.first');
    expect(typeOf('flight', { haul: 'long_haul', cabin_class: 'premium economy' })).toBe(
      'travel.flight.long_haul.premium_economy',
    );
    expect(typeOf('flight', { haul: 'international', cabin_class: 'economy' })).toBe('travel.flight.international');
    expect(typeOf('flight', { haul: 'non-UK', cabin_class: 'premium' })).toBe(
      'travel.flight.international.premium_economy',
    );
    expect(typeOf('flight', { haul: 'international', cabin_class: 'business' })).toBe(
      'travel.flight.international.business',
    );
    expect(typeOf('flight', { haul: 'international', cabin_class: 'first' })).toBe('travel.flight.international.first');
  });

  it('without a cabin uses the band average where DESNZ publishes one, else economy, stated', () => {
    expect(resolved('flight', { haul: 'domestic' })).toEqual({ type: 'travel.flight.domestic', assumptions: [] });
    expect(resolved('flight', { haul: 'international' })).toEqual({
      type: 'travel.flight.international.average',
      assumptions: [],
    });
    expect(typeOf('flight', { haul: 'long_haul' })).toBe('travel.flight.long_haul');
    expect(assumedOf('flight', { haul: 'long_haul' })).toEqual(['CABIN_ASSUMED']);
    expect(typeOf('flight')).toBe('travel.flight.domestic');
    expect(assumedOf('flight')).toEqual(['FLIGHT_BAND_ASSUMED']);
  });

  it('never prices an unpublished cabin as economy: the band average with a notice naming it, or a refusal', () => {
    const domestic = resolved('flight', { haul: 'domestic', cabin_class: 'business' });
    expect(domestic.type).toBe('travel.flight.domestic');
    expect(domestic.assumptions).toEqual([
      {
        code: 'CABIN_NOT_PUBLISHED',
        message:
          "DESNZ publishes no business factor for domestic flights: priced at the band's average-passenger factor.",
      },
    ]);
    const shortFirst = errorOf('flight', { haul: 'short_haul', cabin_class: 'first' });
    expect(shortFirst.field).toBe('metadata.cabin_class');
    expect(shortFirst.reason).toContain('no first factor for short-haul (to/from UK) flights');
    expect(errorOf('flight', { haul: 'orbital' }).field).toBe('metadata.haul');
    expect(errorOf('flight', { haul: 'domestic', cabin_class: 'cargo hold' }).field).toBe('metadata.cabin_class');
  });

  it('maps hotel, refrigerant, spend and vehicle generics', () => {
    expect(typeOf('accommodation')).toBe('hotel');
    expect(typeOf('refrigerant', { gas: 'R-410A' })).toBe('refrigerant.r410a');
    expect(typeOf('refrigerant', { gas: 'HFC-134a' })).toBe('refrigerant.r134a');
    expect(typeOf('refrigerant', { gas: 'R-22' })).toBe('refrigerant.r22');
    expect(typeOf('spend', { category: 'Travel Agency' })).toBe('spend.travel_agency');
    expect(typeOf('vehicle', { vehicle_type: 'three-wheeler cng' })).toBe('vehicle.three_wheeler.cng');
    expect(typeOf('vehicle', { vehicle_type: 'HDV' })).toBe('vehicle.truck.hdv');
  });

  it('refuses spend on electricity and on fuel with a reason', () => {
    const power = errorOf('spend', { category: 'electricity' });
    expect(power.field).toBe('metadata.category');
    expect(power.reason).toContain('kWh');
    const fuel = errorOf('spend', { category: 'fuel' });
    expect(fuel.field).toBe('metadata.category');
    expect(fuel.reason).toContain('Scope 1 combustion');
    expect(errorOf('spend.fuel').field).toBe('activity_type');
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
