import { describe, expect, it } from 'vitest';
import { mapRecord } from '../../../domain/mappers/mappers.ts';
import { activityOf, errorOf } from './helpers.ts';

const purchase = { purchase_date: '2025-04-02', fuel_type: 'Diesel', quantity_liters: 200, amount_inr: 18_000 };
const map = (record: unknown) => mapRecord('fuel_purchase', record, {});

describe('fuel_purchase', () => {
  it('maps a purchase to scope 1 fuel on the purchase day, in litres when no unit is given (and says so)', () => {
    expect(activityOf(map(purchase))).toEqual({
      activity_type: 'fuel.diesel',
      scope: '1',
      quantity: 200,
      unit: 'litre',
      period: { start: '2025-04-02', end: '2025-04-02' },
      location: { country: 'IN' },
      source: { type: 'api', confidence: 0.9 },
      metadata: { data_type: 'fuel_purchase', fuel_type: 'Diesel', amount_inr: 18_000, unit_assumed: 'litre' },
    });
  });

  it.each([
    ['HSD', 'fuel.diesel'],
    ['high speed diesel', 'fuel.diesel'],
    ['petrol', 'fuel.petrol'],
    ['Gasoline', 'fuel.petrol'],
    ['MS', 'fuel.petrol'],
    ['kerosene', 'fuel.kerosene'],
    ['SKO', 'fuel.kerosene'],
    ['Furnace Oil', 'fuel.fuel_oil'],
    ['FO', 'fuel.fuel_oil'],
    ['fuel_oil', 'fuel.fuel_oil'],
    ['LDO', 'fuel.gas_oil'],
    ['gas-oil', 'fuel.gas_oil'],
  ])('reads fuel type %s as %s in litres, the unit liquids are sold in', (fuelType, type) => {
    const activity = activityOf(map({ ...purchase, fuel_type: fuelType }));
    expect([activity.activity_type, activity.unit, activity.metadata?.unit_assumed]).toEqual([type, 'litre', 'litre']);
  });

  it.each([
    ['LPG', 'fuel.lpg', 'kg'],
    ['CNG', 'fuel.cng', 'kg'],
    ['PNG', 'fuel.natural_gas', 'm3'],
  ])('reads %s without a unit in %s by the unit it is sold in in India (%s), stated', (fuelType, type, unit) => {
    const activity = activityOf(map({ ...purchase, fuel_type: fuelType }));
    expect([activity.activity_type, activity.unit, activity.metadata?.unit_assumed]).toEqual([type, unit, unit]);
  });

  it.each([
    ['PNG', 'scm', 'm3'],
    ['natural gas', 'm3', 'm3'],
    ['natural_gas', 'kWh', 'kWh'],
    ['coal', 'kg', 'kg'],
    ['Coal', 'MT', 'tonne'],
    ['LPG', 'kg', 'kg'],
    ['LPG', 'litres', 'litre'],
    ['LPG', 't', 'tonne'],
    ['CNG', 'kgs', 'kg'],
    ['CNG', 'tonne', 'tonne'],
    ['furnace oil', 'litre', 'litre'],
    ['furnace oil', 'kg', 'kg'],
    ['furnace oil', 'MT', 'tonne'],
    ['diesel', 'Litres', 'litre'],
  ])('%s in %s is kept in %s', (fuelType, unit, expected) => {
    const activity = activityOf(map({ ...purchase, fuel_type: fuelType, unit }));
    expect(activity.unit).toBe(expected);
    expect(activity.quantity).toBe(200);
    expect(activity.metadata).not.toHaveProperty('unit');
    expect(activity.metadata).not.toHaveProperty('unit_assumed');
  });

  it('requires a unit for coal, sold by the tonne or the kg', () => {
    expect(errorOf(map({ ...purchase, fuel_type: 'coal' }))).toEqual({
      field: 'unit',
      reason: 'is required for coal: one of kg, tonne',
    });
  });

  it('rejects a unit that does not fit the fuel or is unknown', () => {
    expect(errorOf(map({ ...purchase, unit: 'kg' }))).toEqual({
      field: 'unit',
      reason: 'kg is not accepted for diesel: use litre',
    });
    expect(errorOf(map({ ...purchase, fuel_type: 'coal', unit: 'litre' }))).toEqual({
      field: 'unit',
      reason: 'litre is not accepted for coal: use kg or tonne',
    });
    expect(errorOf(map({ ...purchase, unit: 'barrels' }))).toEqual({
      field: 'unit',
      reason: 'is not a recognised unit',
    });
  });

  it('rejects an unknown fuel, listing the accepted values', () => {
    const error = errorOf(map({ ...purchase, fuel_type: 'hydrogen' }));
    expect(error.field).toBe('fuel_type');
    expect(error.reason).toContain('diesel, petrol, lpg, cng, natural_gas, kerosene, fuel_oil, coal, gas_oil');
  });

  it.each([
    [{ ...purchase, quantity_liters: 0 }, 'quantity_liters', 'must be greater than 0'],
    [{ ...purchase, quantity_liters: '200' }, 'quantity_liters', 'must be a JSON number'],
    [{ ...purchase, fuel_type: undefined }, 'fuel_type', 'is required'],
    [{ ...purchase, purchase_date: '2025-13-01' }, 'purchase_date', 'is not a calendar date'],
  ])('rejects %j on %s', (record, field, reason) => {
    expect(errorOf(map(record))).toEqual({ field, reason });
  });
});
