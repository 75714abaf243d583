/**
 * Rounds parts to `decimals` so that they add up exactly to `total` rounded the same way (largest
 * remainder method, as the API's percentages): a table's lines then always sum to the total shown
 * with them, even when the parts (activities, pro rata) and the total (daily rollups) were summed
 * differently. Ties go to the earlier part, so the result is reproducible; no part goes below zero.
 */
export function apportion(parts: readonly number[], total: number, decimals: number): number[] {
  const scale = 10 ** decimals;
  const scaled = parts.map((part) => part * scale);
  const units = scaled.map((value) => Math.max(0, Math.floor(value)));
  let missing = Math.round(total * scale) - units.reduce((a, b) => a + b, 0);
  const order = scaled
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  // Normally |missing| < parts.length; a larger gap (parts that do not cover the total) goes round again.
  while (missing > 0 && order.length > 0) {
    for (const { i } of order) {
      if (missing === 0) break;
      units[i] += 1;
      missing -= 1;
    }
  }
  while (missing < 0 && units.some((unit) => unit > 0)) {
    for (const { i } of [...order].reverse()) {
      if (missing === 0) break;
      if (units[i] === 0) continue;
      units[i] -= 1;
      missing += 1;
    }
  }
  return units.map((unit) => unit / scale);
}
