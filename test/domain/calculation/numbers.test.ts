import { describe, expect, it } from 'vitest';
import { apportionKg, percentages, sumKg } from '../../../domain/numbers.ts';

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
