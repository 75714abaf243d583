import { describe, expect, it } from 'vitest';
import { compatible, convert, lookupUnit, UnitConversionError } from '../../../domain/calculation/units.ts';

describe('lookupUnit', () => {
  it('resolves aliases case-insensitively to canonical names', () => {
    expect(lookupUnit('KWH')?.name).toBe('kWh');
    expect(lookupUnit(' Litres ')?.name).toBe('litre');
    expect(lookupUnit('liter')?.name).toBe('litre');
    expect(lookupUnit('MT')?.name).toBe('tonne');
    expect(lookupUnit('nights')?.name).toBe('room-night');
    expect(lookupUnit('room_night')?.name).toBe('room-night');
    expect(lookupUnit('pkm')?.name).toBe('passenger-km');
    expect(lookupUnit('inr')?.name).toBe('INR');
    expect(lookupUnit('imperial gallon')?.name).toBe('imperial gallon');
    expect(lookupUnit('furlong')).toBeUndefined();
  });

  // Folded like the record mappers' spellings; the Indian spellings came over from domain/mappers/mapper-units.ts.
  it.each([
    ['Kilowatt_Hours', 'kWh'],
    ['metric.tonne', 'tonne'],
    ['passenger_km', 'passenger-km'],
    ['Room Nights.', 'room-night'],
    ['imp. gal', 'imperial gallon'],
    ['Units', 'kWh'], // Indian electricity bills count kWh as "units"
    ['lt', 'litre'],
    ['SCM', 'm3'], // piped natural gas is billed in standard cubic metres
    ['sm3', 'm3'],
    ['Rs.', 'INR'],
    ['₹', 'INR'],
    ['rupees', 'INR'],
  ])('also reads %s as %s', (text, name) => {
    expect(lookupUnit(text)?.name).toBe(name);
  });

  it('converts bill "units" as kWh', () => {
    expect(convert(120, 'units', 'MWh')).toBeCloseTo(0.12, 12);
  });

  it('does not resolve Object.prototype names', () => {
    expect(lookupUnit('constructor')).toBeUndefined();
    expect(lookupUnit('__proto__')).toBeUndefined();
  });
});

describe('convert', () => {
  it('converts energy', () => {
    expect(convert(2, 'MWh', 'kWh')).toBe(2000);
    expect(convert(1500, 'Wh', 'kWh')).toBeCloseTo(1.5, 12);
    expect(convert(1, 'GJ', 'kWh')).toBeCloseTo(277.7777777778, 9);
    expect(convert(36, 'MJ', 'kWh')).toBeCloseTo(10, 12);
  });

  it('converts volume, with the US gallon at 3.785411784 l and the imperial gallon at 4.54609 l', () => {
    expect(convert(2, 'kl', 'litre')).toBe(2000);
    expect(convert(1, 'm3', 'l')).toBe(1000);
    expect(convert(500, 'ml', 'litre')).toBeCloseTo(0.5, 12);
    expect(convert(10, 'gal', 'litre')).toBeCloseTo(37.85411784, 10);
    expect(convert(10, 'imperial gallon', 'litre')).toBeCloseTo(45.4609, 10);
  });

  it('converts mass, reading mt as metric tonne', () => {
    expect(convert(1.5, 'mt', 'kg')).toBe(1500);
    expect(convert(2, 'tonnes', 'kg')).toBe(2000);
    expect(convert(250, 'g', 'kg')).toBeCloseTo(0.25, 12);
  });

  it('converts distance and reads plain km as passenger- or vehicle-km', () => {
    expect(convert(100, 'mi', 'km')).toBeCloseTo(160.9344, 10);
    expect(convert(2500, 'm', 'km')).toBeCloseTo(2.5, 12);
    expect(convert(42, 'km', 'passenger-km')).toBe(42);
    expect(convert(10, 'mi', 'vehicle-km')).toBeCloseTo(16.09344, 10);
  });

  it('keeps room-nights and same-currency amounts as they are', () => {
    expect(convert(3, 'nights', 'room-night')).toBe(3);
    expect(convert(100, 'INR', 'INR')).toBe(100);
  });

  it('rejects conversions across dimensions, naming what is missing', () => {
    expect(() => convert(1, 'litre', 'kg')).toThrow(/volume.*mass.*density/);
    expect(() => convert(1, 'm3', 'kWh')).toThrow(/calorific value/);
    expect(() => convert(1, 'kWh', 'km')).toThrow(UnitConversionError);
  });

  it('rejects passenger-km ↔ vehicle-km, currencies without a rate, and unknown units', () => {
    expect(() => convert(1, 'passenger-km', 'vehicle-km')).toThrow(/different things/);
    expect(() => convert(100, 'INR', 'USD')).toThrow(/exchange rate/);
    expect(() => convert(1, 'furlong', 'km')).toThrow(/unknown unit 'furlong'/);
  });
});

describe('compatible', () => {
  it('matches by dimension and distance basis', () => {
    const unit = (name: string) => lookupUnit(name)!;
    expect(compatible(unit('kg'), unit('tonne'))).toBe(true);
    expect(compatible(unit('kg'), unit('litre'))).toBe(false);
    expect(compatible(unit('km'), unit('passenger-km'))).toBe(true);
    expect(compatible(unit('vehicle-km'), unit('passenger-km'))).toBe(false);
    expect(compatible(unit('INR'), unit('USD'))).toBe(true);
  });
});
