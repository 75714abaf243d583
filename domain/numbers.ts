/**
 * Presentation rounding, used by every endpoint and report so their figures agree: kg CO2e to
 * 3 decimals (grams), percentages to 2 decimals. Stored values keep full precision. Wherever lines are
 * shown with their total, the lines add up to it exactly: a total of listed lines is the sum of the
 * rounded lines (sumKg); lines that break down an independently computed total (scopes, types, months)
 * share its rounding out by the largest-remainder rule (apportionKg), as the percentages do.
 */
/** 10^0 … 10^22: every one exact as a double, so multiplying or dividing by one rounds once. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, exponent) => Number(`1e${exponent}`));
/** 10^0 … 10^-22 (not exact: only compared with, to find a decimal exponent). */
const NEGATIVE_POWERS_OF_TEN = Array.from({ length: 23 }, (_, exponent) => Number(`1e-${exponent}`));

/**
 * The decimal exponent of a magnitude, floor(log10), clamped to ±22, by comparing with powers of ten:
 * a few comparisons cost less than Math.log10. It may be one off at a power of ten, which the caller
 * checks anyway.
 */
function decimalExponent(magnitude: number): number {
  let exponent = 0;
  if (magnitude >= 1) {
    while (exponent < 22 && magnitude >= POWERS_OF_TEN[exponent + 1]!) exponent += 1;
    return exponent;
  }
  while (exponent < 22 && magnitude < NEGATIVE_POWERS_OF_TEN[exponent]!) exponent += 1;
  return -exponent;
}

/**
 * `value` rounded to `digits` significant digits (1 ≤ digits ≤ 15) as whole units of 10^-shift, where
 * arithmetic rounds exactly as toPrecision does; undefined where only toPrecision can tell. The value
 * scaled to `digits` whole digits is off by at most half a unit in its last place (< 0.001), so
 * rounding it agrees with toPrecision's exact rounding unless it is within 0.001 of a tie. Near a tie,
 * near a power of ten, or beyond 10^±22, undefined (test/domain/calculation/numbers.test.ts compares
 * the results with toPrecision on many values).
 */
function significantUnits(value: number, digits: number): { units: number; shift: number } | undefined {
  const magnitude = Math.abs(value);
  const shift = digits - 1 - decimalExponent(magnitude);
  if (shift < -22 || shift > 22) return undefined;
  const scale = POWERS_OF_TEN[Math.abs(shift)]!;
  const scaled = shift >= 0 ? magnitude * scale : magnitude / scale;
  const whole = Math.floor(scaled);
  const fraction = scaled - whole;
  if (!(scaled > POWERS_OF_TEN[digits - 1]! + 1 && scaled < POWERS_OF_TEN[digits]! - 1)) return undefined;
  if (Math.abs(fraction - 0.5) <= 0.001) return undefined;
  return { units: (fraction > 0.5 ? whole + 1 : whole) * Math.sign(value), shift };
}

/**
 * Number(value.toPrecision(digits)), without formatting and parsing a string where arithmetic gives
 * the very same double (bulk pricing rounds a dozen figures per row): the rounded units divided (or
 * multiplied) by an exact power of ten is the double nearest the decimal toPrecision writes, as
 * parsing that decimal is.
 */
export function roundToSignificant(value: number, digits: number): number {
  const rounded = significantUnits(value, digits);
  if (rounded === undefined) return Number(value.toPrecision(digits));
  const { units, shift } = rounded;
  return shift >= 0 ? units / POWERS_OF_TEN[shift]! : units * POWERS_OF_TEN[-shift]!;
}

/**
 * What String() writes for the double nearest units × 10^-shift, units of at most 15 digits: that
 * decimal is the shortest that reads back as the double, so String() writes its digits, placed by
 * Number::toString's rules. Integers to text cost less than a double's shortest digits.
 */
function decimalText(units: number, shift: number): string {
  let digits = Math.abs(units);
  let exponent = -shift;
  while (digits % 10 === 0) {
    digits /= 10;
    exponent += 1;
  }
  const text = String(digits);
  const sign = units < 0 ? '-' : '';
  // The value is 0.<text> × 10^point.
  const point = text.length + exponent;
  if (text.length <= point && point <= 21) return sign + text + '0'.repeat(point - text.length);
  if (0 < point && point <= 21) return `${sign}${text.slice(0, point)}.${text.slice(point)}`;
  if (-6 < point && point <= 0) return `${sign}0.${'0'.repeat(-point)}${text}`;
  const mantissa = text.length === 1 ? text : `${text[0]}.${text.slice(1)}`;
  return `${sign}${mantissa}e${point - 1 < 0 ? '-' : '+'}${Math.abs(point - 1)}`;
}

/** A number as a human-readable formula writes it: short, the record keeps full values. */
export function formulaNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e6) return String(value);
  const rounded = significantUnits(value, 6);
  return rounded === undefined ? String(Number(value.toPrecision(6))) : decimalText(rounded.units, rounded.shift);
}

export function roundKg(value: number | string): number {
  return Math.round(Number(value) * 1000) / 1000;
}

/**
 * Whole units of raw amounts that add up to exactly `target`: each is its raw value rounded down or
 * up, the ones with the largest remainders rounded up (Hamilton's largest-remainder method). A unit
 * taken away never takes a line below zero.
 */
export function largestRemainder(raw: readonly number[], target: number): number[] {
  const floors = raw.map(Math.floor);
  let missing = target - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  // The raw values add up to the target up to floating-point noise, so at most one unit per line moves.
  for (const [, i] of missing >= 0 ? order : [...order].reverse()) {
    if (missing === 0) break;
    if (missing < 0 && floors[i]! <= 0) continue;
    floors[i]! += Math.sign(missing);
    missing -= Math.sign(missing);
  }
  return floors;
}

/** The total of listed kg lines as shown: each line rounded to grams, then summed (in whole grams). */
export function sumKg(lines: readonly (number | string)[]): number {
  return lines.reduce<number>((grams, line) => grams + Math.round(Number(line) * 1000), 0) / 1000;
}

/**
 * A total and its breakdown lines in grams: the total rounded, each line within 1 g of its own rounding
 * and the lines adding up exactly to the total. `total` defaults to the lines' sum.
 */
export function apportionKg(
  lines: readonly number[],
  total = lines.reduce((a, b) => a + b, 0),
): { total: number; lines: number[] } {
  const target = Math.round(total * 1000);
  return {
    total: target / 1000,
    lines: largestRemainder(
      lines.map((kg) => kg * 1000),
      target,
    ).map((grams) => grams / 1000),
  };
}

/**
 * Shares of a total as percentages with 2 decimals that add up to exactly 100 (largest remainder
 * method); all zero when the total is zero.
 */
export function percentages(values: readonly number[]): number[] {
  const total = values.reduce((a, b) => a + b, 0);
  if (total === 0) return values.map(() => 0);
  return largestRemainder(
    values.map((v) => (v / total) * 10_000),
    10_000,
  ).map((hundredths) => hundredths / 100);
}
