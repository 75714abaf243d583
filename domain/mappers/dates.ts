/** Calendar arithmetic on ISO dates (YYYY-MM-DD), in UTC so no time zone can shift a day. */

const toDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** Same day `months` later/earlier, clamped to the month's last day (2025-03-31 − 1 month = 2025-02-28). */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toIso(target);
}

/** The calendar month containing `iso`: first and last day. */
export function monthOf(iso: string): { start: string; end: string } {
  const start = `${iso.slice(0, 7)}-01`;
  return { start, end: addDays(addMonths(start, 1), -1) };
}
