import { findActiveErpSchedule, recordErpScheduleRun } from '../../db/queries/erp-schedules.ts';
import { findOrganization } from '../../db/queries/organization-rows.ts';
import { Lookback, lookbackRange, scheduledJobId } from '../../domain/erp/erp-schedule-schema.ts';
import { ErpSystem, TallyConnectionConfig, type ErpSyncJobSpec } from '../../domain/erp/erp-sync-schema.ts';
import type { ErpDeps } from './erp-deps.ts';
import { createErpSyncJob } from './erp-sync-service.ts';

export type FireOutcome =
  { state: 'started'; jobId: string } | { state: 'already_started'; jobId: string } | { state: 'inactive' };

/**
 * One fire time of a schedule: the sync of its lookback window, under an id derived from the
 * schedule and the fire time. Every scheduler process fires every schedule; the first to insert
 * the job row starts it, the others find it there (and BullMQ would refuse a second job with that
 * id anyway), so a fire time runs once however many schedulers there are.
 */
export async function fireErpSchedule(deps: ErpDeps, scheduleId: string, fireTime: Date): Promise<FireOutcome> {
  const schedule = await findActiveErpSchedule(deps.db, scheduleId);
  if (!schedule) return { state: 'inactive' };
  const organization = await findOrganization(deps.db, schedule.organization_id);
  if (!organization) return { state: 'inactive' };
  const spec: ErpSyncJobSpec = {
    kind: 'erp_sync',
    erp_system: ErpSystem.parse(schedule.erp_system),
    connection_config: TallyConnectionConfig.parse(schedule.connection_config),
    date_range: lookbackRange(Lookback.parse(schedule.lookback), fireTime, schedule.timezone),
    country: organization.country,
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
