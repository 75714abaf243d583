import {
  findErpSchedule,
  listConnectorErpSchedules,
  lockErpSchedule,
  recordErpScheduleRun,
} from '../../db/queries/erp-schedules.ts';
import type { ErpScheduleRow } from '../../db/schema.ts';
import {
  connectorDueFireTime,
  ConnectorRun,
  type ConnectorRunClaim,
  type ConnectorRunOutcome,
} from '../../domain/erp/erp-connector-runs.ts';
import { Lookback, lookbackRange, scheduledJobId, type ErpScheduleView } from '../../domain/erp/erp-schedule-schema.ts';
import type { Actor } from '../actor.ts';
import { ApiError, notFound } from '../service-errors.ts';
import type { ErpDeps } from './erp-deps.ts';
import { toScheduleView } from './erp-schedule-service.ts';

type RunDeps = Pick<ErpDeps, 'db'>;

/** A connector run of a schedule at one fire time, as the agent reads it. */
function toConnectorRun(row: ErpScheduleRow, fireTime: Date): ConnectorRun {
  return ConnectorRun.parse({
    run_id: scheduledJobId(row.id, fireTime),
    schedule_id: row.id,
    fire_time: fireTime.toISOString(),
    date_range: lookbackRange(Lookback.parse(row.lookback), fireTime, row.timezone),
    erp_system: row.erp_system,
    connection_config: row.connection_config,
  });
}

/** GET /v1/ingest/erp-sync/schedules/due: the caller's connector schedules that owe a run now, oldest schedule first. */
export async function listDueConnectorRuns(deps: RunDeps, actor: Actor): Promise<ConnectorRun[]> {
  const now = new Date();
  const runs: ConnectorRun[] = [];
  for (const row of await listConnectorErpSchedules(deps.db, actor)) {
    const due = connectorDueFireTime(row, now);
    if (due) runs.push(toConnectorRun(row, due));
  }
  return runs;
}

const conflict = (reason: string, message: string, extra?: Record<string, unknown>) =>
  new ApiError(409, 'CONFLICT', message, { reason, ...extra });

/**
 * Claims a due fire time for the calling agent: the schedule's last_run becomes that fire time,
 * running. Under a lock on the schedule's row, so of two agents claiming the same fire time one
 * gets the run and the other 409 (details.reason not_due): a fire time runs once.
 */
export async function claimConnectorRun(
  deps: RunDeps,
  actor: Actor,
  scheduleId: string,
  claim: ConnectorRunClaim,
): Promise<ConnectorRun> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockErpSchedule(trx, actor, scheduleId);
    if (!row) throw notFound('Schedule');
    if (row.runner !== 'connector')
      throw conflict('server_runner', 'This schedule is run by the service (runner: server), not by a connector');
    if (!row.enabled) throw conflict('paused', 'This schedule is paused: it owes no run');
    const due = connectorDueFireTime(row, new Date());
    if (due?.getTime() !== new Date(claim.fire_time).getTime())
      throw conflict(
        'not_due',
        due
          ? `The run due is the one of ${due.toISOString()}, not ${claim.fire_time}`
          : `No run of this schedule is due (another agent may have claimed ${claim.fire_time})`,
        { field: 'fire_time', due_fire_time: due?.toISOString() ?? null },
      );
    await recordErpScheduleRun(trx, row.id, { jobId: null, status: 'running', recordsSynced: null, error: null }, due);
    return toConnectorRun(row, due);
  });
}

/**
 * Records how a claimed run ended, shown as the schedule's last_run like a server run's (the answer
 * is the schedule). Only the latest run, and only once: a run a later claim superseded, or one
 * already reported, is 409.
 */
export async function reportConnectorRun(
  deps: RunDeps,
  actor: Actor,
  scheduleId: string,
  runId: string,
  outcome: ConnectorRunOutcome,
): Promise<ErpScheduleView> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockErpSchedule(trx, actor, scheduleId);
    if (!row) throw notFound('Schedule');
    const at = row.last_run_at;
    if (!at || scheduledJobId(row.id, at) !== runId)
      throw conflict('not_latest_run', `Run ${runId} is not this schedule's latest connector run`, {
        field: 'run_id',
      });
    if (row.last_run_status !== 'running')
      throw conflict('already_reported', `Run ${runId} was already reported ${row.last_run_status}`, {
        field: 'run_id',
      });
    const error = outcome.error ? `${outcome.error.code}: ${outcome.error.message}` : null;
    await recordErpScheduleRun(
      trx,
      row.id,
      { jobId: null, status: outcome.status, recordsSynced: outcome.records_synced, error },
      at,
    );
    const updated = await findErpSchedule(trx, actor, row.id);
    if (!updated) throw new Error(`schedule ${row.id} vanished under its lock`);
    return toScheduleView(updated);
  });
}
