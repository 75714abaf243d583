import { addDays, daysBetween } from '../time-buckets.ts';
import type { DateChunk } from './month-chunks.ts';

/** The part of `range` on the side of `requested` where `date` lies (the requested days are read anyway). */
function outside(range: DateChunk, requested: DateChunk, date: string): DateChunk {
  if (range.to < requested.from || range.from > requested.to) return range;
  return date < requested.from
    ? { from: range.from, to: addDays(requested.from, -1) }
    : { from: addDays(requested.to, 1), to: range.to };
}

/**
 * The ranges to read again because vouchers in them were altered in Tally since the connection
 * was last current (or name a renamed ledger or stock item): for each such voucher dated outside the requested range but inside a range
 * synced before, the widest synced range holding its date, less the requested days (a back-dated
 * edit or entry in May is read by a November pull). Dates never synced are not the connection's
 * books yet and are left out.
 */
export function editedRanges(
  altered: readonly { date: string | null }[],
  synced: readonly DateChunk[],
  requested: DateChunk,
): DateChunk[] {
  const chosen = new Map<string, DateChunk>();
  for (const { date } of altered) {
    if (date === null || (date >= requested.from && date <= requested.to)) continue;
    const holding = synced
      .filter((range) => range.from <= date && date <= range.to)
      .sort((a, b) => daysBetween(b.from, b.to) - daysBetween(a.from, a.to))[0];
    if (!holding) continue;
    const range = outside(holding, requested, date);
    chosen.set(`${range.from}…${range.to}`, range);
  }
  // A chosen range that another chosen range holds is read with it.
  const ranges = [...chosen.values()];
  return ranges
    .filter((range) => !ranges.some((other) => other !== range && other.from <= range.from && range.to <= other.to))
    .sort((a, b) => a.from.localeCompare(b.from));
}
