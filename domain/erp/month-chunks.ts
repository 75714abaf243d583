import { addDays, monthOf } from '../mappers/dates.ts';
import { daysBetween } from '../time-buckets.ts';

export interface DateChunk {
  from: string;
  to: string;
}

/** A range a sync reads: a month of the request, or (edited) a range read again because of back-dated edits. */
export interface SyncChunk extends DateChunk {
  edited?: boolean;
}

/**
 * A date range cut at calendar months (Tally answers one month at a time well): 2024-04-10 …
 * 2024-06-05 → 04-10…04-30, 05-01…05-31, 06-01…06-05. Each chunk is synced in one transaction.
 */
export function monthChunks(from: string, to: string): DateChunk[] {
  const chunks: DateChunk[] = [];
  for (let start = from; start <= to;) {
    const monthEnd = monthOf(start).end;
    const end = monthEnd < to ? monthEnd : to;
    chunks.push({ from: start, to: end });
    start = addDays(end, 1);
  }
  return chunks;
}

/**
 * A range of two days or more cut in two: what is asked for again when Tally's answer for the
 * whole range is over ERP_MAX_RESPONSE_BYTES (a month, then halves, down to single days).
 */
export function halveRange(from: string, to: string): [DateChunk, DateChunk] {
  const firstEnd = addDays(from, Math.floor(daysBetween(from, to) / 2) - 1);
  return [
    { from, to: firstEnd },
    { from: addDays(firstEnd, 1), to },
  ];
}
