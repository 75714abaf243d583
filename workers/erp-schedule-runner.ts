import cron, { type ScheduledTask } from 'node-cron';
import { activeErpSchedules } from '../db/queries/erp-schedules.ts';
import type { ErpDeps } from '../services/erp/erp-deps.ts';
import { fireErpSchedule } from '../services/erp/erp-schedule-fire.ts';

export interface ErpScheduleRunnerOptions {
  /** How often the schedules table is re-read: a created, changed, paused or deleted schedule applies within it. */
  pollMs: number;
}

/**
 * The scheduler role's node-cron timers for ERP schedules. Every scheduler process runs every
 * enabled schedule; fireErpSchedule makes each fire time one job. The table is polled (not
 * pushed), so a process that missed a change, or started late, converges on the next pass.
 */
export function startErpScheduleRunner(deps: ErpDeps, options: ErpScheduleRunnerOptions) {
  const timers = new Map<string, { version: number; task: ScheduledTask }>();
  const firing = new Set<Promise<unknown>>();
  const logger = {
    info: (message: string) => deps.log.info({}, message),
    warn: (message: string) => deps.log.warn({}, message),
    error: (message: string | Error) => deps.log.error({ err: message }, 'node-cron error'),
    debug: () => undefined,
  };

  const fire = (scheduleId: string, fireTime: Date) => {
    const run = fireErpSchedule(deps, scheduleId, fireTime)
      .then((outcome) =>
        deps.log.info({ scheduleId, fireTime: fireTime.toISOString(), ...outcome }, 'erp schedule fired'),
      )
      .catch((error: unknown) => deps.log.error({ err: error, scheduleId }, 'erp schedule fire failed'))
      .finally(() => firing.delete(run));
    firing.add(run);
  };

  const reconcile = async () => {
    const wanted = new Map((await activeErpSchedules(deps.db)).map((row) => [row.id, row]));
    for (const [id, timer] of timers) {
      if (wanted.get(id)?.version === timer.version) continue;
      await timer.task.destroy();
      timers.delete(id);
    }
    for (const row of wanted.values()) {
      if (timers.has(row.id)) continue;
      try {
        const task = cron.schedule(row.cron, (context) => fire(row.id, context.date), {
          timezone: row.timezone,
          name: `erp-schedule:${row.id}:${row.version}`,
          logger,
          suppressMissedWarning: true,
        });
        timers.set(row.id, { version: row.version, task });
      } catch (error) {
        deps.log.error({ err: error, scheduleId: row.id }, 'erp schedule could not be started');
      }
    }
  };

  let pass: Promise<void> | undefined;
  const tick = () => {
    pass ??= reconcile()
      .catch((error: unknown) => deps.log.error({ err: error }, 'erp schedules: reading the table failed'))
      .finally(() => {
        pass = undefined;
      });
    return pass;
  };
  const interval = setInterval(() => void tick(), options.pollMs);
  const started = tick();
  return {
    /** Resolves once the first pass has started the timers. */
    ready: started,
    /** Stops every timer and waits for fires in flight (their jobs are committed, not run, here). */
    async close() {
      clearInterval(interval);
      await pass;
      await Promise.all([...timers.values()].map(({ task }) => Promise.resolve(task.destroy())));
      timers.clear();
      await Promise.all(firing);
    },
  };
}
