import cronParser from 'cron-parser';
import { z } from 'zod';
import { DateRange, ErpSystem, TallyConnectionConfig } from './erp-sync-schema.ts';

/** What decides a connector schedule's due fire time. */
export interface ConnectorScheduleTimes {
  cron: string;
  timezone: string;
  created_at: Date;
  /** The fire time of its latest run (claimed or finished). */
  last_run_at: Date | null;
}

/**
 * The fire time a connector schedule owes a run at `now`: its latest fire time at or before now,
 * when that is after the schedule was created and after its latest run. Fire times missed while no
 * agent asked (a machine off over the weekend) are one run, the latest, whose lookback covers them
 * as far as it reaches. Null when nothing is due.
 */
export function connectorDueFireTime(schedule: ConnectorScheduleTimes, now: Date): Date | null {
  let latest: Date;
  try {
    const times = cronParser.parseExpression(schedule.cron, {
      currentDate: new Date(now.getTime() + 1),
      tz: schedule.timezone,
    });
    latest = times.prev().toDate();
  } catch {
    return null; // no fire time before now (or an expression cron-parser reads otherwise): nothing is owed
  }
  const after = Math.max(schedule.created_at.getTime(), schedule.last_run_at?.getTime() ?? 0);
  return latest.getTime() > after ? latest : null;
}

/** A fire time of a connector schedule: what the agent reads from Tally and pushes. */
export const ConnectorRun = z.object({
  run_id: z
    .string()
    .uuid()
    .describe('derived from the schedule and the fire time (the id a server run of it would have as its job)'),
  schedule_id: z.string().uuid(),
  fire_time: z.string().describe('ISO 8601, UTC'),
  date_range: DateRange.describe("the schedule's lookback counted at the fire time, in its time zone"),
  erp_system: ErpSystem,
  connection_config: TallyConnectionConfig,
});
export type ConnectorRun = z.infer<typeof ConnectorRun>;

export const ConnectorRunClaim = z
  .object({
    fire_time: z.iso
      .datetime({ offset: true, error: 'must be an ISO 8601 date-time (the fire_time of GET …/schedules/due)' })
      .describe('the fire time being claimed, as GET /v1/ingest/erp-sync/schedules/due listed it'),
  })
  .strict();
export type ConnectorRunClaim = z.infer<typeof ConnectorRunClaim>;

export const ConnectorRunOutcome = z
  .object({
    status: z.enum(['completed', 'failed']),
    records_synced: z
      .number()
      .int()
      .nonnegative()
      .describe('the sum of records_synced over the chunks pushed (those before the failure, for a failed run)'),
    error: z
      .object({
        code: z.string().trim().min(1).max(64).describe('e.g. ERP_UNREACHABLE, ERP_TIMEOUT, ERP_ERROR, AGENT_STOPPED'),
        message: z.string().trim().min(1).max(2000),
      })
      .strict()
      .optional()
      .describe('required when failed, refused when completed'),
  })
  .strict()
  .refine((outcome) => (outcome.status === 'failed') === (outcome.error !== undefined), {
    path: ['error'],
    message: 'is required when status is failed, and not allowed when completed',
  });
export type ConnectorRunOutcome = z.infer<typeof ConnectorRunOutcome>;
