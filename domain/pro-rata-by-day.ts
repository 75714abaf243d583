import { daysBetween } from './time-buckets.ts';

/**
 * The pro-rata-by-day rule, defined once: an amount recorded for the days `day`..`lastDay` (inclusive)
 * is spread evenly over them, so the part in `from`..`to` is amount × overlapping days ÷ its days
 * (all of it, not recomputed, when the period lies inside). Two SQL forms compute the same for speed
 * and are held to this by test/db/pro-rata-by-day.test.ts: the fold (db/queries/rollups.ts, amount ÷
 * days on each day) and the reports' `share` (db/queries/report-inputs.ts).
 */
export function proRataByDay(amount: number, day: string, lastDay: string, from: string, to: string): number {
  if (day >= from && lastDay <= to) return amount;
  const first = day > from ? day : from;
  const last = lastDay < to ? lastDay : to;
  return first > last ? 0 : (amount * daysBetween(first, last)) / daysBetween(day, lastDay);
}
