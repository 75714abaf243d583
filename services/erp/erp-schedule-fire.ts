import { recordAudit } from '../../db/queries/audit.ts';
import { findFiringErpSchedule, pauseErpSchedule, recordErpScheduleRun } from '../../db/queries/erp-schedules.ts';
import { Lookback, lookbackRange, scheduledJobId, type PausedReason } from '../../domain/erp/erp-schedule-schema.ts';
import { ErpSystem, TallyConnectionConfig, type ErpSyncJobSpec } from '../../domain/erp/erp-sync-schema.ts';
import type { ErpDeps } from './erp-deps.ts';
import { createErpSyncJob } from './erp-sync-service.ts';
import { decideAccess } from '../keys/plan-access.ts';
import { toScheduleView } from './erp-schedule-service.ts';

export type FireOutcome =
  | { state: 'started'; jobId: string }
  | { state: 'already_started'; jobId: string }
  | { state: 'inactive' }
  | { state: 'paused'; reason: PausedReason };

type FiringSchedule = NonNullable<Awaited<ReturnType<typeof findFiringErpSchedule>>>;

/**
 * A scheduled run acts with the key it was created (or last resumed) with, under the organisation's
 * plan as it is now: the same checks a request to POST /v1/ingest/erp-sync passes. Null when it may run.
 */
function missingAuthority(schedule: FiringSchedule, fireTime: Date): PausedReason | null {
  if (!schedule.key_id) return 'api_key_missing';
  if (schedule.key_revoked_at) return 'api_key_revoked';
  if (schedule.key_expires_at && schedule.key_expires_at.getTime() <= fireTime.getTime()) return 'api_key_expired';
  if (!decideAccess(schedule.plan, schedule.api_pack, 'POST', '/v1/ingest/erp-sync').allowed)
    return 'plan_without_erp_access';
  return null;
}

/** Pauses a schedule that lost its authority (audited as the schedule's own act); its timers stop within ERP_SCHEDULE_POLL_MS. */
async function pauseForAuthority(deps: ErpDeps, schedule: FiringSchedule, reason: PausedReason) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await pauseErpSchedule(trx, schedule.id, reason);
    if (!row) return; // another scheduler process paused it first
    await recordAudit(trx, {
      organizationId: row.organization_id,
      mode: row.mode,
      actor: `erp_schedule:${row.id}`,
      action: 'erp.schedule.pause',
      entityType: 'erp_schedule',
      entityId: row.id,
      snapshot: toScheduleView(row),
    });
  });
  deps.log.warn({ scheduleId: schedule.id, organization_id: schedule.organization_id, reason }, 'erp schedule paused');
}

/**
 * One fire time of a schedule: the sync of its lookback window, under an id derived from the
 * schedule and the fire time. Every scheduler process fires every schedule; the first to insert
 * the job row starts it, the others find it there (and BullMQ would refuse a second job with that
 * id anyway), so a fire time runs once however many schedulers there are. A schedule that lost its
 * authority (see missingAuthority) starts nothing and is paused with the reason.
 */
export async function fireErpSchedule(deps: ErpDeps, scheduleId: string, fireTime: Date): Promise<FireOutcome> {
  const schedule = await findFiringErpSchedule(deps.db, scheduleId);
  if (!schedule) return { state: 'inactive' };
  const reason = missingAuthority(schedule, fireTime);
  if (reason) {
    await pauseForAuthority(deps, schedule, reason);
    return { state: 'paused', reason };
  }
  const spec: ErpSyncJobSpec = {
    kind: 'erp_sync',
    erp_system: ErpSystem.parse(schedule.erp_system),
    connection_config: TallyConnectionConfig.parse(schedule.connection_config),
    date_range: lookbackRange(Lookback.parse(schedule.lookback), fireTime, schedule.timezone),
    country: schedule.country,
    schedule_id: schedule.id,
    fire_time: fireTime.toISOString(),
  };
  const jobId = scheduledJobId(schedule.id, fireTime);
  const scope = { organizationId: schedule.organization_id, mode: schedule.mode };
  const created = await createErpSyncJob(deps, scope, {
    id: jobId,
    spec,
    apiKeyId: schedule.api_key_id,
    requestId: null,
    once: true,
  });
  if (!created) return { state: 'already_started', jobId };
  await recordErpScheduleRun(
    deps.db,
    schedule.id,
    { jobId, status: 'queued', recordsSynced: null, error: null },
    fireTime,
  );
  return { state: 'started', jobId };
}
