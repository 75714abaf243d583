import { z } from 'zod';

/** How a figure is shown: a fixed number of decimals, or significant digits (intensities per rupee are tiny). */
export const NumberFormat = z.union([
  z.object({ decimals: z.number().int().min(0).max(12) }).strict(),
  z.object({ significant: z.number().int().min(1).max(12) }).strict(),
]);
export type NumberFormat = z.infer<typeof NumberFormat>;

/**
 * Indian digit grouping: the last three digits, then groups of two (thousand, lakh, crore), so
 * 1234567.891 with 2 decimals is '12,34,567.89'. Rounds half away from zero like toFixed.
 */
export function formatIndian(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Decimals that show `digits` significant digits of a value (0 for whole numbers that need none). */
export function significantDecimals(value: number, digits: number): number {
  if (value === 0 || !Number.isFinite(value)) return 0;
  return Math.max(0, digits - 1 - Math.floor(Math.log10(Math.abs(value))));
}

/** The decimals a number is stored with (up to 10), so it can be shown exactly as stored. */
export function storedDecimals(value: number): number {
  const match = /\.(\d+)$/.exec(value.toFixed(10).replace(/0+$/, ''));
  return match ? match[1].length : 0;
}

export function formatNumber(value: number, format: NumberFormat): string {
  return 'decimals' in format
    ? formatIndian(value, format.decimals)
    : formatIndian(value, significantDecimals(value, format.significant));
}
