import { monthLabel } from './report-labels.ts';

/**
 * Which months of a reported period hold data: a year whose figures rest on no activity is not a
 * year of zero emissions, and one missing months is not a full year. Builders print "no data
 * recorded" for the first and name the missing months of the second.
 */

export const NO_DATA = 'no data recorded';

export interface PeriodCoverage {
  /** Every calendar month the period touches, 'YYYY-MM', in order. */
  months: string[];
  /** Months at least one activity overlaps. */
  covered: string[];
  /** Months no activity overlaps. */
  missing: string[];
}

/** Calendar months from one 'YYYY-MM' to another, inclusive. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  for (let key = first; key <= last;) {
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

/** Coverage of [start, end] from the month ranges activities span inside it (first and last month of each). */
export function periodCoverage(
  start: string,
  end: string,
  spans: readonly { first_month: string; last_month: string }[],
): PeriodCoverage {
  const months = monthsBetween(start.slice(0, 7), end.slice(0, 7));
  const seen = new Set<string>();
  for (const span of spans) for (const month of monthsBetween(span.first_month, span.last_month)) seen.add(month);
  return {
    months,
    covered: months.filter((m) => seen.has(m)),
    missing: months.filter((m) => !seen.has(m)),
  };
}

export const hasData = (coverage: PeriodCoverage): boolean => coverage.covered.length > 0;

/** 'Jan 2024, Feb 2024 and Mar 2024'. */
export function monthList(months: readonly string[]): string {
  const labels = months.map(monthLabel);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** One sentence on a period's coverage, or null when every month has data. */
export function coverageNote(label: string, coverage: PeriodCoverage): string | null {
  if (!hasData(coverage))
    return `${label}: no data recorded (no activity is dated in the period); its figures are not zero but unknown.`;
  if (coverage.missing.length === 0) return null;
  return `${label} is partly covered: no activity is recorded for ${monthList(coverage.missing)} (${coverage.covered.length} of ${coverage.months.length} months have data).`;
}
