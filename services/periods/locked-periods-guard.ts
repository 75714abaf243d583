import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { lockedPeriodRows, PERIOD_LOCKED_SQLSTATE } from '../../db/queries/period-locks.ts';
import {
  fiscalYearOfLabel,
  LockedPeriods,
  periodLockedReason,
  type LockedPeriod,
} from '../../domain/periods/locked-periods.ts';
import { ApiError } from '../service-errors.ts';

/** The scope's locked years now, for an intake to refuse each record dated in one. */
export async function readLockedPeriods(db: Db, scope: TenantScope): Promise<LockedPeriods> {
  const rows = await lockedPeriodRows(db, scope);
  return new LockedPeriods(
    rows.map((row) => ({ fiscal_year: row.fiscal_year, start: row.period_start, end: row.period_end })),
  );
}

/** 409 PERIOD_LOCKED: a write dated in a locked year; `field` names the record's date when it is known. */
export function periodLockedError(lock: LockedPeriod, field?: string): ApiError {
  const reason = periodLockedReason(lock);
  return new ApiError(409, 'PERIOD_LOCKED', reason, {
    ...(field ? { field } : {}),
    reason,
    fiscal_year: lock.fiscal_year,
  });
}

/**
 * The locked year a database error names when the period_locks triggers refused a write (a path
 * that did not check first, or a lock committed while it ran); undefined for any other error.
 */
export function lockedPeriodOfError(error: unknown): LockedPeriod | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  if (code !== PERIOD_LOCKED_SQLSTATE || typeof detail !== 'string') return undefined;
  const year = fiscalYearOfLabel(detail);
  return { fiscal_year: year.label, start: year.start, end: year.end };
}
