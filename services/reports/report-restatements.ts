import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { activityChangesSince, latestFiling, unlocksSince } from '../../db/queries/report-filings.ts';
import { fiscalYearsOverlapping } from '../../domain/calculation/fiscal-year.ts';
import { ReportSnapshot, type Restatement } from '../../domain/reports/report-document.ts';
import type { PeriodFigures } from '../../domain/reports/report-figures.ts';
import { humanDate } from '../../domain/reports/report-labels.ts';
import { filedFigures, restatedFigures, restatementsOf } from '../../domain/reports/restatements.ts';

const ACTION_WORDS: Record<string, string> = {
  'activity.recalculate': 'recalculated',
  'activity.delete': 'deleted',
};

/** Why a period's figures moved since `since`: activities added, recalculated or deleted, and unlocks with their reasons. */
async function reasonSince(db: Db, window: TenantScope & { start: string; end: string }, since: string) {
  const changes = await activityChangesSince(db, window, since);
  const unlocks = await unlocksSince(
    db,
    window,
    fiscalYearsOverlapping(window.start, window.end).map((year) => year.label),
    since,
  );
  const parts = [
    ...(changes.added > 0 ? [`${changes.added} ${changes.added === 1 ? 'activity' : 'activities'} added`] : []),
    ...changes.audited.map(({ action, n }) => `${n} ${ACTION_WORDS[action] ?? action}`),
    ...unlocks.map(
      (unlock) => `${unlock.entity_id} unlocked on ${humanDate(unlock.created_at.toISOString())}: "${unlock.reason}"`,
    ),
  ];
  return parts.length > 0
    ? `Since then: ${parts.join('; ')}.`
    : "No change to the period's activities is recorded since then.";
}

/**
 * For each period of a report, the figures an earlier completed report filed for the same period and
 * prints differently now, with the reason read from the audit log (in the report's snapshot transaction).
 */
export async function reportRestatements(
  db: Db,
  scope: TenantScope,
  periods: readonly PeriodFigures[],
): Promise<Restatement[]> {
  const restatements: Restatement[] = [];
  for (const { period, totals } of periods) {
    const window = { ...scope, start: period.start, end: period.end };
    const filing = await latestFiling(db, window);
    const snapshot = filing && ReportSnapshot.safeParse(filing.snapshot);
    const filed = snapshot?.success
      ? snapshot.data.periods.find((p) => p.start === period.start && p.end === period.end)?.filed
      : undefined;
    if (!filing || !snapshot?.success || !filed) continue;
    const now = filedFigures(totals);
    if (restatedFigures(filed, now).length === 0) continue;
    const report = { id: filing.id, report_type: filing.report_type, read_at: snapshot.data.read_at };
    const reason = await reasonSince(db, window, snapshot.data.read_at);
    restatements.push(...restatementsOf(period, now, { report, filed, reason }));
  }
  return restatements;
}
