/** Calendar buckets for series: days, ISO weeks (Monday first), calendar months and years. */
export type Granularity = 'day' | 'week' | 'month' | 'year';

export interface Bucket {
  /** 2025-04-07, 2025-W15, 2025-04 or 2025 */
  key: string;
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a YYYY-MM-DD text names a day that exists (2025-02-30 does not). Arithmetic rather than a
 * Date round trip: every row of a bulk upload has two dates to check.
 */
export function isCalendarDay(iso: string): boolean {
  const [year, month, day] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
}

export function addDays(iso: string, days: number): string {
  return toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
}

/** Inclusive count of days from start to end. */
export function daysBetween(start: string, end: string): number {
  return Math.round((toDate(end).getTime() - toDate(start).getTime()) / DAY_MS) + 1;
}

function isoWeekKey(monday: Date): string {
  // The ISO week-year is the year of the week's Thursday.
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The first day of the bucket containing a date (same rule as PostgreSQL date_trunc). */
export function bucketStart(iso: string, granularity: Granularity): string {
  const date = toDate(iso);
  if (granularity === 'day') return iso;
  if (granularity === 'week') return toIso(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS));
  if (granularity === 'month') return `${iso.slice(0, 7)}-01`;
  return `${iso.slice(0, 4)}-01-01`;
}

function nextBucketStart(start: string, granularity: Granularity): string {
  const date = toDate(start);
  if (granularity === 'day') return addDays(start, 1);
  if (granularity === 'week') return addDays(start, 7);
  if (granularity === 'month') return toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
  return `${date.getUTCFullYear() + 1}-01-01`;
}

function keyOf(start: string, granularity: Granularity): string {
  if (granularity === 'day') return start;
  if (granularity === 'week') return isoWeekKey(toDate(start));
  if (granularity === 'month') return start.slice(0, 7);
  return start.slice(0, 4);
}

/** Every bucket overlapping [start, end], clipped to it, in order. */
export function bucketsBetween(start: string, end: string, granularity: Granularity): Bucket[] {
  const buckets: Bucket[] = [];
  for (let from = bucketStart(start, granularity); from <= end; from = nextBucketStart(from, granularity)) {
    const last = addDays(nextBucketStart(from, granularity), -1);
    buckets.push({ key: keyOf(from, granularity), start: from < start ? start : from, end: last > end ? end : last });
  }
  return buckets;
}

/**
 * How many buckets bucketsBetween gives for start <= end, by arithmetic: a request's series is
 * checked against its bound before the (cached) answer is looked up, so this runs on every request.
 */
export function bucketCount(start: string, end: string, granularity: Granularity): number {
  if (granularity === 'day') return daysBetween(start, end);
  if (granularity === 'week') return Math.floor((daysBetween(bucketStart(start, 'week'), end) - 1) / 7) + 1;
  const years = Number(end.slice(0, 4)) - Number(start.slice(0, 4));
  if (granularity === 'year') return years + 1;
  return years * 12 + Number(end.slice(5, 7)) - Number(start.slice(5, 7)) + 1;
}
