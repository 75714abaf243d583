import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../domain/mappers/decimal.ts';
import { mapCsvRow, type CsvRow, type CsvRowOptions } from '../../../domain/mappers/mappers.ts';
import { normaliseUnit } from '../../../domain/mappers/mapper-units.ts';
import { activityOf, canonicalTypeOf, errorOf } from './helpers.ts';

const options: CsvRowOptions = { country: 'IN', sourceName: 'march.csv' };
const map = (row: Partial<CsvRow>, opts: Partial<CsvRowOptions> = {}) =>
  mapCsvRow(
    { date: '2025-03-14', category: 'electricity', quantity: '1500', unit: 'kwh', amount: '', ...row },
    { ...options, ...opts },
  );

describe('mapCsvRow', () => {
  it('maps an electricity row to scope 2 kWh on the row date', () => {
    expect(activityOf(map({ amount: '12,000' }))).toEqual({
      activity_type: 'electricity',
      scope: '2',
      quantity: 1500,
      unit: 'kWh',
      period: { start: '2025-03-14', end: '2025-03-14' },
      location: { country: 'IN' },
      source: { type: 'csv', confidence: 0.7, name: 'march.csv' },
      metadata: { data_type: 'csv_row', category: 'electricity', amount_inr: 12_000 },
    });
  });

  it('uses the calendar month with periodGranularity month, and the state option', () => {
    const activity = activityOf(
      map({ date: '2024-02-10' }, { periodGranularity: 'month', state: 'KA', country: 'in' }),
    );
    expect(activity.period).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(activity.location).toEqual({ country: 'IN', state: 'KA' });
    expect(activityOf(map({ date: '2025-12-31' }, { periodGranularity: 'month' })).period).toEqual({
      start: '2025-12-01',
      end: '2025-12-31',
    });
  });

  it.each([
    ['electricity', 'MWh', 'electricity', '2', 'MWh'],
    ['Power', 'kWh', 'electricity', '2', 'kWh'],
    ['diesel', 'liters', 'fuel.diesel', '1', 'litre'],
    ['Diesel fuel', 'L', 'fuel.diesel', '1', 'litre'],
    ['HSD', 'ltr', 'fuel.diesel', '1', 'litre'],
    ['petrol', 'litres', 'fuel.petrol', '1', 'litre'],
    ['LPG', 'kg', 'fuel.lpg', '1', 'kg'],
    ['PNG', 'SCM', 'fuel.natural_gas', '1', 'm3'],
    ['fuel oil', 'litre', 'fuel.fuel_oil', '1', 'litre'],
    ['coal', 'tonnes', 'fuel.coal', '1', 'tonne'],
    ['fuel.diesel', 'l', 'fuel.diesel', '1', 'litre'],
    ['fuel.natural_gas', 'kwh', 'fuel.natural_gas', '1', 'kWh'],
    ['vehicle.truck.hdv', 'km', 'vehicle.truck.hdv', '1', 'km'],
    ['rail', 'km', 'travel.rail', '3', 'km'],
    ['Train', 'kms', 'travel.rail', '3', 'km'],
    ['flight.domestic', 'km', 'travel.flight.domestic', '3', 'km'],
    ['Flight long haul business', 'pkm', 'travel.flight.long_haul.business', '3', 'passenger-km'],
    ['taxi', 'vkm', 'travel.taxi', '3', 'vehicle-km'],
    ['domestic flight', 'km', 'travel.flight.domestic', '3', 'km'],
    ['travel.taxi', 'km', 'travel.taxi', '3', 'km'],
    ['cab', 'km', 'travel.taxi', '3', 'km'],
    ['bus', 'km', 'travel.bus', '3', 'km'],
    ['hotel', 'room nights', 'hotel', '3', 'room-night'],
    ['Accommodation', 'nights', 'hotel', '3', 'room-night'],
    ['spend.it_services', 'INR', 'spend.it_services', '3', 'INR'],
  ])('category %s in %s → %s (scope %s, %s)', (category, unit, type, scope, canonicalUnit) => {
    const activity = activityOf(map({ category, unit }));
    expect([activity.activity_type, activity.scope, activity.unit]).toEqual([type, scope, canonicalUnit]);
  });

  it.each([
    ['hotel', 'spend.hotel'],
    ['Uber', 'spend.taxi'],
    ['travel.rail', 'spend.rail_travel'],
    ['software', 'spend.software'],
    ['air travel', 'spend.air_travel'],
  ])('reads %s with unit INR as spend (%s), at spend confidence', (category, type) => {
    const result = map({ category, unit: 'INR', quantity: '25,000' });
    const activity = activityOf(result);
    expect([activity.activity_type, activity.quantity, activity.source?.confidence]).toEqual([type, 25_000, 0.3]);
    expect(result.ok && result.category).toBe(type.slice('spend.'.length));
  });

  it('refuses fuel bought as money: Scope 1 combustion needs the quantity', () => {
    for (const category of ['diesel', 'fuel', 'HPCL']) {
      expect(errorOf(map({ category, unit: 'INR' }))).toEqual({
        field: 'category',
        reason: expect.stringMatching(/^is fuel the company burns/),
      });
    }
  });

  it("submits a bare 'fuel' as the generic fuel (diesel, stated by the engine), or as its fuel_type column", () => {
    const bare = activityOf(map({ category: 'fuel', unit: 'liters', quantity: '100' }));
    expect([bare.activity_type, bare.scope, canonicalTypeOf(bare)]).toEqual(['fuel', '1', 'fuel.diesel']);
    const named = activityOf(map({ category: 'fuel', unit: 'kg', fuel_type: 'LPG' }));
    expect([named.activity_type, named.unit, named.metadata?.fuel_type]).toEqual(['fuel.lpg', 'kg', 'LPG']);
    expect(errorOf(map({ category: 'fuel', unit: 'kg' }))).toEqual({
      field: 'unit',
      reason: 'kg is not accepted for diesel: use litre',
    });
    expect(errorOf(map({ category: 'fuel', unit: 'litre', fuel_type: 'plutonium' })).field).toBe('fuel_type');
  });

  it("submits a bare 'travel' as the generic travel: its mode column, the file's travel_mode, or none (an average car, stated by the engine)", () => {
    const bare = activityOf(map({ category: 'travel', unit: 'km' }));
    expect([bare.activity_type, bare.scope, bare.metadata?.mode, canonicalTypeOf(bare)]).toEqual([
      'travel',
      '3',
      undefined,
      'travel.car.unknown',
    ]);
    const byRow = activityOf(map({ category: 'travel', unit: 'km', mode: 'rail' }, { travelMode: 'bus' }));
    expect([byRow.metadata?.mode, canonicalTypeOf(byRow)]).toEqual(['rail', 'travel.rail']);
    const byFile = activityOf(map({ category: 'Business Travel', unit: 'km' }, { travelMode: 'taxi' }));
    expect([byFile.metadata?.mode, canonicalTypeOf(byFile)]).toEqual(['taxi', 'travel.taxi']);
    const flight = activityOf(map({ category: 'flight', unit: 'km' }));
    expect([flight.activity_type, canonicalTypeOf(flight)]).toEqual(['flight', 'travel.flight.domestic']);
    expect(errorOf(map({ category: 'travel', unit: 'litre' })).field).toBe('unit');
  });

  it.each([
    ['1234.5', 1234.5],
    ['1,234.5', 1234.5],
    ['1,234,567', 1_234_567],
    ['12,34,567.25', 1_234_567.25],
    ['1,00,000', 100_000],
    [' 42 ', 42],
    ['0.001', 0.001],
  ])('accepts quantity %j as %d', (quantity, value) => {
    expect(activityOf(map({ quantity })).quantity).toBe(value);
  });

  it.each([
    ['', 'is required'],
    ['   ', 'is required'],
    [undefined, 'is required'],
    ['abc', 'must be a decimal number such as 1234.5 or 1,234.5 (no currency signs, units or decimal commas)'],
    ['1,2', 'must be a decimal number such as 1234.5 or 1,234.5 (no currency signs, units or decimal commas)'],
    ['12,34', 'must be a decimal number such as 1234.5 or 1,234.5 (no currency signs, units or decimal commas)'],
    ['1.2.3', 'must be a decimal number such as 1234.5 or 1,234.5 (no currency signs, units or decimal commas)'],
    ['1e3', 'must be a decimal number such as 1234.5 or 1,234.5 (no currency signs, units or decimal commas)'],
    ['₹500', 'must be a decimal number such as 1234.5 or 1,234.5 (no currency signs, units or decimal commas)'],
    ['-5', 'must be a positive number'],
    ['-1,234.5', 'must be a positive number'],
    ['0', 'must be a positive number'],
    ['0.000', 'must be a positive number'],
    ['10000000000000', 'must be at most 1000000000000'],
  ])('rejects quantity %j', (quantity, reason) => {
    expect(errorOf(map({ quantity }))).toEqual({ field: 'quantity', reason });
  });

  it.each([
    [{ date: '' }, 'date', 'is required'],
    [{ date: '14/03/2025' }, 'date', 'must be a calendar date written YYYY-MM-DD'],
    [{ date: '2025-02-29' }, 'date', 'must be a calendar date written YYYY-MM-DD'],
    [{ category: ' ' }, 'category', 'is required'],
    [{ unit: '' }, 'unit', 'is required'],
    [{ unit: 'gallons' }, 'unit', 'is not a recognised unit (e.g. kwh, litres, kg, tonne, scm, km, room-nights, inr)'],
    [{ unit: 'litre' }, 'unit', 'litre does not fit electricity: use kWh or MWh'],
    [{ category: 'rail', unit: 'kg' }, 'unit', 'kg does not fit travel.rail: use km or passenger-km or vehicle-km'],
    [{ category: 'hotel', unit: 'km' }, 'unit', 'km does not fit hotel: use room-night'],
    [{ category: 'spend.hotel', unit: 'km' }, 'unit', 'km does not fit spend.hotel: use INR'],
    [{ category: 'diesel', unit: 'kg' }, 'unit', 'kg is not accepted for diesel: use litre'],
    [{ category: 'coal', unit: 'litre' }, 'unit', 'litre is not accepted for coal: use kg or tonne'],
    [{ amount: 'lots' }, 'amount', 'must be a non-negative decimal number such as 1234.5 or 1,234.5'],
    [{ amount: '-100' }, 'amount', 'must be a non-negative decimal number such as 1234.5 or 1,234.5'],
  ])('rejects %j on column %s', (row, field, reason) => {
    expect(errorOf(map(row))).toEqual({ field, reason });
  });

  it('rejects categories that name no activity', () => {
    expect(errorOf(map({ category: 'widgets' })).reason).toMatch(/^is not a known category/);
    expect(errorOf(map({ category: 'widgets', unit: 'INR' })).reason).toMatch(
      /^matches no spend category; use one of fuel, /,
    );
  });

  it('keeps a category as written only up to 200 characters (it goes to metadata)', () => {
    const long = `hotel ${'x'.repeat(200)}`;
    const refused = errorOf(map({ category: long, unit: 'INR' }));
    expect(refused).toEqual({ field: 'category', reason: 'must be at most 200 characters' });
    expect(activityOf(map({ category: `hotel ${'x'.repeat(194)}`, unit: 'INR' })).activity_type).toBe('spend.hotel');
  });

  it('rejects electricity as spend', () => {
    for (const category of ['electricity', 'spend.electricity', 'BESCOM']) {
      expect(errorOf(map({ category, unit: 'INR' }))).toEqual({
        field: 'category',
        reason:
          'is electricity, which has no spend-based factor: send the kWh from the bill as an electricity_bill record',
      });
    }
  });

  it('keeps a zero amount and omits a blank one', () => {
    expect(activityOf(map({ amount: '0' })).metadata?.amount_inr).toBe(0);
    expect(activityOf(map({ amount: undefined })).metadata).not.toHaveProperty('amount_inr');
  });
});

describe('parseDecimal and normaliseUnit', () => {
  it('parses only plain or correctly grouped decimals', () => {
    expect(parseDecimal('123,456,789.5')).toBe(123_456_789.5);
    expect(parseDecimal('1,23,45,678')).toBe(12_345_678);
    expect(parseDecimal('1234,567')).toBeUndefined();
    expect(parseDecimal('.5')).toBeUndefined();
    expect(parseDecimal('5.')).toBeUndefined();
    expect(parseDecimal('+5')).toBeUndefined();
  });

  it.each([
    ['kwh', 'kWh'],
    ['Units', 'kWh'],
    ['MWH', 'MWh'],
    ['Liters', 'litre'],
    ['ltrs', 'litre'],
    ['kgs', 'kg'],
    ['MT', 'tonne'],
    ['scm', 'm3'],
    ['KMs', 'km'],
    ['passenger-km', 'passenger-km'],
    ['vkm', 'vehicle-km'],
    ['room_nights', 'room-night'],
    ['Rs.', 'INR'],
    ['₹', 'INR'],
  ])('%s → %s', (text, unit) => {
    expect(normaliseUnit(text)).toBe(unit);
  });

  // Spellings the mappers learnt from the engine's vocabulary (domain/calculation/units.ts) when the two tables merged.
  it.each([
    ['kilowatt-hours', 'kWh'],
    ['Megawatt Hour', 'MWh'],
    ['metric tonnes', 'tonne'],
    ['p-km', 'passenger-km'],
    ['V-KM', 'vehicle-km'],
  ])('%s → %s (engine alias)', (text, unit) => {
    expect(normaliseUnit(text)).toBe(unit);
  });

  it('reads an engine alias in a CSV row', () => {
    expect(activityOf(map({ category: 'electricity', unit: 'Kilowatt-Hours' })).unit).toBe('kWh');
  });

  it('does not read engine units the mappers do not emit', () => {
    expect(normaliseUnit('gal')).toBeUndefined();
    expect(normaliseUnit('miles')).toBeUndefined();
    expect(normaliseUnit('USD')).toBeUndefined();
  });

  it('does not guess unknown units', () => {
    expect(normaliseUnit('gallon')).toBeUndefined();
    expect(normaliseUnit('ton')).toBeUndefined();
    expect(normaliseUnit('constructor')).toBeUndefined();
  });

  it("puts an instrument's facts in metadata as JSON gives them: yes/no as booleans, numbers as numbers", () => {
    const tariff = activityOf(
      map({
        electricity_source: 'green_tariff',
        certificates: ' I-REC-1;I-REC-2 ',
        certificate_scheme: 'I-REC',
        vintage: '2024',
        retired_on_behalf: 'Yes',
      }),
    );
    expect(tariff.metadata).toMatchObject({
      certificates: 'I-REC-1;I-REC-2',
      certificate_scheme: 'I-REC',
      vintage: 2024,
      retired_on_behalf: true,
    });
    const supplier = activityOf(map({ supplier_factor: '0.41', supplier_factor_source: 'Tata Power tariff order' }));
    expect(supplier.metadata).toMatchObject({
      supplier_factor: 0.41,
      supplier_factor_source: 'Tata Power tariff order',
    });
    // What is not a yes/no or a number is passed on as written, for the calculation to refuse naming the field.
    expect(activityOf(map({ retired_on_behalf: 'perhaps', vintage: 'old' })).metadata).toMatchObject({
      retired_on_behalf: 'perhaps',
      vintage: 'old',
    });
    expect(activityOf(map({ retired_on_behalf: 'no' })).metadata).toMatchObject({ retired_on_behalf: false });
  });

  it('reads an energy_attribute_certificate row in MWh; instrument columns on other rows are refused', () => {
    const certificate = activityOf(
      map({ category: 'energy_attribute_certificate', quantity: '2', unit: 'MWh', certificates: 'REC-9' }),
    );
    expect(certificate).toMatchObject({ activity_type: 'energy_attribute_certificate', scope: '2', unit: 'MWh' });
    expect(errorOf(map({ category: 'diesel', unit: 'litres', vintage: '2024' }))).toEqual({
      field: 'vintage',
      reason: 'is given for electricity and energy_attribute_certificate rows only',
    });
  });
});
