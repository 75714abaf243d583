import { describe, expect, it } from 'vitest';
import { largestRemainder } from '../../../domain/numbers.ts';
import { formatIndian, formatNumber, storedDecimals } from '../../../domain/reports/indian-number.ts';

describe('Indian digit grouping', () => {
  it('groups the last three digits, then twos (thousand, lakh, crore)', () => {
    expect(formatIndian(1234567.891, 2)).toBe('12,34,567.89');
    expect(formatIndian(123456789012, 0)).toBe('1,23,45,67,89,012');
    expect(formatIndian(100000, 3)).toBe('1,00,000.000');
    expect(formatIndian(99999, 0)).toBe('99,999');
    expect(formatIndian(999, 1)).toBe('999.0');
    expect(formatIndian(0.5, 0)).toBe('1');
    expect(formatIndian(-1234567.5, 1)).toBe('-12,34,567.5');
    expect(formatIndian(-0.0001, 2)).toBe('0.00');
  });

  it('shows intensities by significant digits and stored figures as stored', () => {
    expect(formatNumber(3.6e-7, { significant: 4 })).toBe('0.0000003600');
    expect(formatNumber(1234.56789, { significant: 4 })).toBe('1,235');
    expect(formatNumber(0.7117, { decimals: storedDecimals(0.7117) })).toBe('0.7117');
    expect(storedDecimals(2.51279)).toBe(5);
    expect(storedDecimals(3)).toBe(0);
  });
});

describe('largestRemainder (the rounding reports share out)', () => {
  it('never takes a line below zero when the parts exceed the total', () => {
    expect(largestRemainder([0, 5000, 0], 4999)).toEqual([0, 4999, 0]);
    expect(largestRemainder([0.4, 2000.4, 0], 2002)).toEqual([1, 2001, 0]);
  });
});
