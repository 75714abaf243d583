import { fiscalYear, type FiscalYear } from '../calculation/fiscal-year.ts';
import { FiscalYearLabel } from '../reports/company-profile.ts';

/** A fiscal year that can be locked: its dates must be dates PostgreSQL stores (FY0000-01 has none). */
export const LockableFiscalYear = FiscalYearLabel.refine((label) => {
  const year = Number(label.slice(2, 6));
  return year >= 1900 && year <= 2999;
}, 'must be a fiscal year from FY1900-01 to FY2999-00');

/** A locked fiscal year: its label and its dates ('YYYY-MM-DD', inclusive). */
export interface LockedPeriod {
  fiscal_year: string;
  start: string;
  end: string;
}

/** The fiscal year a label ('FY2024-25', already validated by FiscalYearLabel) names. */
export function fiscalYearOfLabel(label: string): FiscalYear {
  return fiscalYear(Number(label.slice(2, 6)));
}

/** Why a record dated in a locked year was not stored: the words a bad row, a skipped voucher or a 409 carry. */
export function periodLockedReason(lock: LockedPeriod): string {
  return `${lock.fiscal_year} is locked (${lock.start} to ${lock.end}): nothing dated in it can be written until it is unlocked`;
}

/**
 * An organisation's locked years as an intake reads them once per request, job or chunk, to refuse
 * each record dated in one with its own reason. The database refuses such writes anyway (the
 * period_locks triggers); this only lets partial intakes name the records and keep the rest.
 */
export class LockedPeriods {
  constructor(readonly locks: readonly LockedPeriod[]) {}

  /** The locked year an activity dated [start, end] overlaps, if any (a day in it is enough). */
  covering(start: string, end: string): LockedPeriod | undefined {
    for (const lock of this.locks) if (start <= lock.end && end >= lock.start) return lock;
    return undefined;
  }
}

export const NO_LOCKED_PERIODS = new LockedPeriods([]);
