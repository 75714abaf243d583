import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import {
  findPeriodLock,
  listPeriodLocks,
  fiscalYearsWithActivities,
  saveUnlock,
  savePeriodLock,
  takePeriodLockGate,
} from '../../db/queries/period-locks.ts';
import type { PeriodLockRow } from '../../db/schema.ts';
import { fiscalYear, type FiscalYear } from '../../domain/calculation/fiscal-year.ts';
import { fiscalYearOfLabel } from '../../domain/periods/locked-periods.ts';
import { StoredText } from '../../domain/schemas/stored-text.ts';
import { auditActor, type Actor } from '../actor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { ApiError } from '../service-errors.ts';

export const PeriodLockChange = z
  .object({ reason: StoredText(1000).describe('why the year is locked or unlocked (kept in the audit log)') })
  .strict();

export const PeriodView = z.object({
  fiscal_year: z.string().describe('FY2024-25'),
  start: z.string(),
  end: z.string(),
  status: z.enum(['locked', 'open']),
  has_data: z.boolean().describe('whether an activity starts in the year'),
  locked_at: z.string().nullable(),
  locked_by: z.string().nullable().describe("who locked it last: 'api_key:<id>'"),
  lock_reason: z.string().nullable(),
  unlocked_at: z.string().nullable(),
  unlocked_by: z.string().nullable(),
  unlock_reason: z.string().nullable(),
});
export type PeriodView = z.infer<typeof PeriodView>;

export const PeriodsView = z.object({ periods: z.array(PeriodView) });

function toPeriodView(label: string, row: PeriodLockRow | undefined, hasData: boolean): PeriodView {
  const year = fiscalYearOfLabel(label);
  return {
    fiscal_year: year.label,
    start: year.start,
    end: year.end,
    status: row && row.unlocked_at === null ? 'locked' : 'open',
    has_data: hasData,
    locked_at: row?.locked_at.toISOString() ?? null,
    locked_by: row?.locked_by ?? null,
    lock_reason: row?.lock_reason ?? null,
    unlocked_at: row?.unlocked_at?.toISOString() ?? null,
    unlocked_by: row?.unlocked_by ?? null,
    unlock_reason: row?.unlock_reason ?? null,
  };
}

/** What the audit log keeps of a year's lock state, before and after a change. */
const lockState = (row: PeriodLockRow | undefined) =>
  row
    ? {
        status: row.unlocked_at === null ? 'locked' : 'open',
        locked_at: row.locked_at.toISOString(),
        locked_by: row.locked_by,
        lock_reason: row.lock_reason,
        unlocked_at: row.unlocked_at?.toISOString() ?? null,
        unlocked_by: row.unlocked_by,
        unlock_reason: row.unlock_reason,
      }
    : { status: 'open' };

/** The labels of the fiscal years in which an activity of the scope starts. */
async function yearsWithData(db: Db, actor: Actor): Promise<Set<string>> {
  return new Set((await fiscalYearsWithActivities(db, actor)).map((year) => fiscalYear(year).label));
}

/** GET /v1/company/periods: every fiscal year with data or ever locked, oldest first, with its lock state. */
export async function listPeriods(deps: Pick<ServiceDeps, 'db'>, actor: Actor): Promise<z.infer<typeof PeriodsView>> {
  const [locks, dataYears] = await Promise.all([listPeriodLocks(deps.db, actor), yearsWithData(deps.db, actor)]);
  const byYear = new Map(locks.map((row) => [row.fiscal_year, row]));
  const labels = [...new Set([...dataYears, ...byYear.keys()])].sort();
  return { periods: labels.map((label) => toPeriodView(label, byYear.get(label), dataYears.has(label))) };
}

/**
 * One lock or unlock: behind the period-lock gate (so writes under way finish first), `apply` turns the
 * year's row before into the row after; audited with the reason and both states. Returns the year as it is now.
 */
async function changePeriodLock(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  label: string,
  reason: string,
  action: 'period.lock' | 'period.unlock',
  apply: (trx: Db, year: FiscalYear, by: string, before: PeriodLockRow | undefined) => Promise<PeriodLockRow>,
): Promise<PeriodView> {
  const year = fiscalYearOfLabel(label);
  const who = auditActor(actor);
  return deps.db.transaction().execute(async (trx) => {
    await takePeriodLockGate(trx, actor);
    const before = await findPeriodLock(trx, actor, year.label);
    const after = await apply(trx, year, who.actor, before);
    await recordAudit(trx, {
      ...who,
      action,
      entityType: 'period',
      entityId: after.fiscal_year,
      snapshot: { reason, before: lockState(before), after: lockState(after) },
    });
    return toPeriodView(after.fiscal_year, after, (await yearsWithData(trx, actor)).has(after.fiscal_year));
  });
}

/**
 * POST /v1/company/periods/{fiscal_year}/lock: from its commit on, every write dated in the year is
 * refused (409 PERIOD_LOCKED). Waits for writes under way (the period-lock gate); audited with who
 * and why. 409 CONFLICT when the year is locked already.
 */
export async function lockPeriod(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  label: string,
  change: z.infer<typeof PeriodLockChange>,
): Promise<PeriodView> {
  return changePeriodLock(deps, actor, label, change.reason, 'period.lock', async (trx, year, by, before) => {
    if (before && before.unlocked_at === null) {
      throw new ApiError(409, 'CONFLICT', `${year.label} is locked already (since ${before.locked_at.toISOString()})`);
    }
    return savePeriodLock(trx, actor, {
      fiscalYear: year.label,
      start: year.start,
      end: year.end,
      by,
      reason: change.reason,
    });
  });
}

/** POST /v1/company/periods/{fiscal_year}/unlock: writes dated in the year are accepted again; audited with the reason. */
export async function unlockPeriod(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  label: string,
  change: z.infer<typeof PeriodLockChange>,
): Promise<PeriodView> {
  return changePeriodLock(deps, actor, label, change.reason, 'period.unlock', async (trx, year, by) => {
    const after = await saveUnlock(trx, actor, year.label, { by, reason: change.reason });
    if (!after) throw new ApiError(409, 'CONFLICT', `${year.label} is not locked`);
    return after;
  });
}
