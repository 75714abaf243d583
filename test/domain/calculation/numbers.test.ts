import { describe, expect, it } from 'vitest';
import { apportionKg, formulaNumber, percentages, roundToSignificant, sumKg } from '../../../domain/numbers.ts';

describe('presentation rounding: lines add up to the total shown with them', () => {
  it('sumKg rounds each line to grams, then sums', () => {
    expect(sumKg([0.0004, 0.0004, 0.0004])).toBe(0);
    expect(sumKg(['711.7', 251.2794, 0.0006])).toBe(711.7 + 251.279 + 0.001);
  });

  it('apportionKg keeps the rounded total and moves the missing grams to the largest remainders', () => {
    // 1.2 g in three lines of 0.4 g: rounded alone each is 0 g and the total 1 g.
    expect(apportionKg([0.0004, 0.0004, 0.0004])).toEqual({ total: 0.001, lines: [0.001, 0, 0] });
    expect(apportionKg([0.0004, 0.0006, 0.0003])).toEqual({ total: 0.001, lines: [0, 0.001, 0] });
    // Lines already exact stay as they are (711.7 × 1000 is 711699.99… in binary floating point).
    expect(apportionKg([711.7, 251.279])).toEqual({ total: 962.979, lines: [711.7, 251.279] });
    // Rounded alone these are 0.334 + 0.334 + 0.333 = 1.001 against a total of 1.000: the smallest remainder gives way.
    expect(apportionKg([0.3336, 0.3336, 0.3328], 0.9999999999)).toEqual({ total: 1, lines: [0.334, 0.333, 0.333] });
  });

  it('percentages add up to exactly 100', () => {
    expect(percentages([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(percentages([0, 0])).toEqual([0, 0]);
  });
});

/** Doubles of every kind the calculation rounds, and the ones arithmetic cannot round alone. */
function awkwardValues(): number[] {
  let seed = 20261127;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const bits = new DataView(new ArrayBuffer(8));
  const values = [
    ...[0, -0, NaN, Infinity, -Infinity, 5e-324, 1e-320, Number.MAX_VALUE, Number.EPSILON],
    ...[1e21, 1e22, 1e23, 1e-22, 1e-23, 0.1 + 0.2, 1000 * 0.7117, 711.7, 1 / 3, 2 / 3, 99.99999999],
    // Ties at the 6th and 12th digit, and values that round up to the next power of ten.
    ...[1234565, 123456.5, 0.1234565, 999999.5, 9999995, 99999.95, 12345678901.5, 0.1234567890125, 999999999999.5],
  ];
  for (let i = 0; i < 40_000; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 60 - 30);
    values.push(random() * magnitude);
    values.push(Math.round(random() * 1e7) / 10 ** Math.floor(random() * 9)); // short decimals
    values.push((Math.round(random() * 1e6) + 0.5) / 10 ** Math.floor(random() * 9)); // ties, in decimal
    values.push(Math.round(random() * 5000) * 0.7117 * 10 ** Math.floor(random() * 8 - 4)); // quantity × factor
    values.push(Math.floor(1 + random() * 1000) ** -1);
    values.push(10 ** Math.floor(random() * 44 - 22) * (1 + (random() - 0.5) * 1e-12)); // beside a power of ten
    bits.setUint32(0, Math.floor(random() * 2 ** 32));
    bits.setUint32(4, Math.floor(random() * 2 ** 32));
    values.push(bits.getFloat64(0)); // any double at all
  }
  return [...values, ...values.map((value) => -value)];
}

describe('roundToSignificant', () => {
  it('gives exactly the double toPrecision and parsing give', () => {
    const values = awkwardValues();
    for (const digits of [6, 12]) {
      const differing = values.filter(
        (value) => !Object.is(roundToSignificant(value, digits), Number(value.toPrecision(digits))),
      );
      expect(differing, `${digits} digits`).toEqual([]);
    }
  });

  it('writes formula numbers as String(Number(toPrecision(6))) does, integers below a million as they are', () => {
    const values = awkwardValues();
    const differing = values.filter((value) => formulaNumber(value) !== String(Number(value.toPrecision(6))));
    expect(differing).toEqual([]);
    expect(formulaNumber(711.69999999)).toBe('711.7');
    expect(formulaNumber(1234567)).toBe('1234570');
  });
});
