import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import {
  countErpSchedules,
  findErpSchedule,
  insertErpSchedule,
  listErpSchedules,
  softDeleteErpSchedule,
  updateErpSchedule,
} from '../../db/queries/erp-schedules.ts';
import type { ErpScheduleRow } from '../../db/schema.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import {
  ErpScheduleView,
  nextRunAt,
  type ErpScheduleCreate,
  type ErpSchedulePatch,
  type ScheduleRunner,
} from '../../domain/erp/erp-schedule-schema.ts';
import { TallyConnectionConfig } from '../../domain/erp/erp-sync-schema.ts';
import { shortestCronInterval } from '../../domain/erp/cron-interval.ts';
import { lockOrganization } from '../../db/queries/organization-rows.ts';
import { auditActor, type Actor } from '../actor.ts';
import { ApiError, notFound, validationError } from '../service-errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { ErpDeps } from './erp-deps.ts';
import { checkTallyUrl } from './erp-sync-service.ts';
import { checkUrlForm, OutboundRefusal } from '../outbound/outbound-address-policy.ts';
import { checkSiteRules } from '../sites/check-site-rules.ts';

type ScheduleDeps = Pick<ErpDeps, 'db' | 'outbound'> & Pick<ServiceDeps, 'config'>;

const duration = (ms: number) => (ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`);

/** A cron expression may fire at most every ERP_SCHEDULE_MIN_INTERVAL_MS: each run is a pull from the customer's Tally and a job. */
function checkInterval(config: ServiceDeps['config'], cron: string): void {
  const shortest = shortestCronInterval(cron);
  const minimum = config.ERP_SCHEDULE_MIN_INTERVAL_MS;
  if (shortest === null) throw validationError('cron', 'could not be read as a cron expression');
  if (shortest < minimum)
    throw validationError(
      'cron',
      `fires ${duration(shortest)} apart; a schedule may fire at most every ${duration(minimum)}`,
      {
        minimum_interval_seconds: minimum / 1000,
      },
    );
}

/**
 * A server schedule's tally_url must pass the outbound guard for the organisation (registered host);
 * a connector schedule's is only checked by form, as a push's is: the service never contacts it.
 */
async function checkScheduleTallyUrl(deps: ScheduleDeps, actor: Actor, runner: ScheduleRunner, url: string) {
  if (runner === 'server') return checkTallyUrl(deps, actor, url);
  try {
    checkUrlForm(url);
  } catch (error) {
    if (error instanceof OutboundRefusal) throw validationError('connection_config.tally_url', error.reason);
    throw error;
  }
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A schedule as the API shows it, with its next fire time (null when paused) and its last run. */
export function toScheduleView(row: ErpScheduleRow): ErpScheduleView {
  return ErpScheduleView.parse({
    id: row.id,
    name: row.name,
    cron: row.cron,
    timezone: row.timezone,
    erp_system: row.erp_system,
    connection_config: row.connection_config,
    lookback: row.lookback,
    enabled: row.enabled,
    runner: row.runner,
    paused_reason: row.paused_reason,
    next_run_at: row.enabled ? iso(nextRunAt(row.cron, row.timezone)) : null,
    last_run: row.last_run_at
      ? {
          at: row.last_run_at.toISOString(),
          job_id: row.last_run_job_id,
          status: row.last_run_status,
          records_synced: row.last_run_records_synced,
          error: row.last_run_error,
        }
      : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}

async function audit(db: Db, actor: Actor, action: string, id: string, snapshot: unknown) {
  await recordAudit(db, {
    ...auditActor(actor),
    action,
    entityType: 'erp_schedule',
    entityId: id,
    snapshot,
  });
}

/**
 * Creates a schedule (audited); every scheduler process starts its timer within ERP_SCHEDULE_POLL_MS.
 * An organisation has at most ERP_SCHEDULES_PER_ORGANIZATION (counted under a lock on its row, so
 * concurrent creations cannot pass it together).
 */
export async function createErpSchedule(
  deps: ScheduleDeps,
  actor: Actor,
  input: ErpScheduleCreate,
): Promise<ErpScheduleView> {
  checkInterval(deps.config, input.cron);
  await checkScheduleTallyUrl(deps, actor, input.runner, input.connection_config.tally_url);
  await checkSiteRules(deps.db, actor, input.connection_config.mappings, 'connection_config.mappings');
  const limit = deps.config.ERP_SCHEDULES_PER_ORGANIZATION;
  return deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, actor.organizationId);
    if ((await countErpSchedules(trx, actor.organizationId)) >= limit)
      throw new ApiError(
        409,
        'CONFLICT',
        `This organisation has ${limit} ERP schedules, the most it may have: delete one first`,
        {
          reason: 'schedule_limit',
          limit,
        },
      );
    const row = await insertErpSchedule(trx, actor, { ...input, name: input.name ?? null }, actor.keyId);
    const view = toScheduleView(row);
    await audit(trx, actor, 'erp.schedule.create', row.id, view);
    return view;
  });
}

export async function listErpScheduleViews(deps: Pick<ErpDeps, 'db'>, actor: Actor): Promise<ErpScheduleView[]> {
  return (await listErpSchedules(deps.db, actor)).map(toScheduleView);
}

export async function getErpSchedule(
  deps: Pick<ErpDeps, 'db'>,
  scope: TenantScope,
  id: string,
): Promise<ErpScheduleView> {
  const row = await findErpSchedule(deps.db, scope, id);
  if (!row) throw notFound('Schedule');
  return toScheduleView(row);
}

/**
 * Changes a schedule (audited, before and after); pausing is `enabled: false`. `enabled: true`
 * (resuming, also a schedule the service paused) makes the calling key the one the schedule acts
 * with from then on, and clears paused_reason.
 */
export async function patchErpSchedule(
  deps: ScheduleDeps,
  actor: Actor,
  id: string,
  patch: ErpSchedulePatch,
): Promise<ErpScheduleView> {
  if (patch.cron) checkInterval(deps.config, patch.cron);
  if (patch.connection_config || patch.runner) {
    const current = await findErpSchedule(deps.db, actor, id);
    if (!current) throw notFound('Schedule');
    const { tally_url } = patch.connection_config ?? TallyConnectionConfig.parse(current.connection_config);
    await checkScheduleTallyUrl(deps, actor, patch.runner ?? current.runner, tally_url);
    await checkSiteRules(deps.db, actor, patch.connection_config?.mappings, 'connection_config.mappings');
  }
  const authority =
    patch.enabled === undefined ? {} : { paused_reason: null, ...(patch.enabled ? { api_key_id: actor.keyId } : {}) };
  return deps.db.transaction().execute(async (trx) => {
    const before = await findErpSchedule(trx, actor, id);
    if (!before) throw notFound('Schedule');
    const row = await updateErpSchedule(trx, actor, id, { ...patch, ...authority });
    if (!row) throw notFound('Schedule');
    const view = toScheduleView(row);
    await audit(trx, actor, 'erp.schedule.update', id, { before: toScheduleView(before), after: view });
    return view;
  });
}

/** Deletes a schedule (soft, audited); its timers stop within ERP_SCHEDULE_POLL_MS. Jobs it started stay. */
export async function deleteErpSchedule(deps: Pick<ErpDeps, 'db'>, actor: Actor, id: string) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await softDeleteErpSchedule(trx, actor, id);
    if (!row) throw notFound('Schedule');
    await audit(trx, actor, 'erp.schedule.delete', id, toScheduleView(row));
    return { id, deleted: true as const, deleted_at: row.deleted_at!.toISOString() };
  });
}
