/**
 * Presentation rounding, used by every endpoint and report so their figures agree: kg CO2e to
 * 3 decimals (grams), percentages to 2 decimals. Stored values keep full precision.
 */
export function roundKg(value: number | string): number {
  return Math.round(Number(value) * 1000) / 1000;
}

/**
 * Shares of a total as percentages with 2 decimals that add up to exactly 100 (largest remainder
 * method); all zero when the total is zero.
 */
export function percentages(values: readonly number[]): number[] {
  const total = values.reduce((a, b) => a + b, 0);
  if (total === 0) return values.map(() => 0);
  const raw = values.map((v) => (v / total) * 10_000);
  const floors = raw.map(Math.floor);
  let missing = 10_000 - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (missing <= 0) break;
    floors[i]! += 1;
    missing -= 1;
  }
  return floors.map((f) => f / 100);
}
