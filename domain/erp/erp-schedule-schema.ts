import { createHash } from 'node:crypto';
import cron from 'node-cron';
import { z } from 'zod';
import { addDays, addMonths, monthOf } from '../mappers/dates.ts';
import { ErpSystem, MAX_SYNC_DAYS, TallyConnectionConfig, type DateRange } from './erp-sync-schema.ts';

export const DEFAULT_SCHEDULE_TIMEZONE = 'Asia/Kolkata';

/** A node-cron expression: 5 fields (minute first) or 6 (seconds first). */
export const CronExpression = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(120)
  .refine(
    (expression) => cron.validate(expression),
    'is not a valid cron expression (5 fields, or 6 with seconds first)',
  );

/** An IANA time zone name known to this runtime ('Asia/Kolkata', 'UTC'). */
export const TimeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'is not an IANA time zone (e.g. Asia/Kolkata)');

/** Which vouchers a scheduled pull asks for, counted in the schedule's time zone on the day it fires. */
export const Lookback = z.union(
  [
    z.object({ days: z.number().int().min(1).max(MAX_SYNC_DAYS).describe('the last N days, today included') }).strict(),
    z.enum(['current_month', 'previous_month']),
  ],
  { error: `must be { "days": 1..${MAX_SYNC_DAYS} }, "current_month" or "previous_month"` },
);
export type Lookback = z.infer<typeof Lookback>;

/**
 * Who runs the fire times: 'server', the scheduler role's pull from tally_url; 'connector', the
 * on-premise `carbon tally agent`, which asks for due runs and pushes them (the service never
 * contacts tally_url, so its host need not be registered).
 */
export const ScheduleRunner = z
  .enum(['server', 'connector'], { error: "must be 'server' or 'connector'" })
  .describe(
    'server: the service pulls from tally_url at each fire time; connector: `carbon tally agent` next to Tally claims each due fire time (GET /v1/ingest/erp-sync/schedules/due) and pushes it, and the service never contacts tally_url',
  );
export type ScheduleRunner = z.infer<typeof ScheduleRunner>;

export const ErpScheduleCreate = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    cron: CronExpression.describe(
      "node-cron expression, e.g. '0 2 * * *' (02:00 daily) or '*/30 * * * * *' (every 30 s)",
    ),
    timezone: TimeZone.default(DEFAULT_SCHEDULE_TIMEZONE),
    erp_system: ErpSystem,
    connection_config: TallyConnectionConfig,
    lookback: Lookback,
    enabled: z.boolean().default(true),
    runner: ScheduleRunner.default('server'),
  })
  .strict();
export type ErpScheduleCreate = z.infer<typeof ErpScheduleCreate>;

export const ErpSchedulePatch = z
  .object({
    name: ErpScheduleCreate.shape.name.nullable(),
    cron: CronExpression,
    timezone: TimeZone,
    erp_system: ErpSystem,
    connection_config: TallyConnectionConfig,
    lookback: Lookback,
    enabled: z.boolean(),
    runner: ScheduleRunner,
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'must change at least one field');
export type ErpSchedulePatch = z.infer<typeof ErpSchedulePatch>;

/** The calendar date at `instant` in `timeZone`, YYYY-MM-DD. */
export function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The voucher dates a pull firing at `fireTime` covers. */
export function lookbackRange(lookback: Lookback, fireTime: Date, timeZone: string): DateRange {
  const today = dateIn(fireTime, timeZone);
  if (typeof lookback === 'object') return { from: addDays(today, 1 - lookback.days), to: today };
  if (lookback === 'current_month') return { from: monthOf(today).start, to: today };
  const previous = monthOf(addMonths(monthOf(today).start, -1));
  return { from: previous.start, to: previous.end };
}

/** When the expression next fires from now, in its time zone. */
export function nextRunAt(expression: string, timeZone: string): Date | null {
  // A task that is created but never started: node-cron's matcher, without a timer.
  const task = cron.createTask(expression, () => undefined, { timezone: timeZone });
  try {
    return task.getNextRuns(1)[0] ?? null;
  } finally {
    void task.destroy();
  }
}

/**
 * The id of the sync a schedule starts at one fire time: the same in every scheduler process, so
 * the ingest_jobs row (primary key) and the BullMQ job (jobId) exist once however many fire it.
 * A name-based UUID (version 8) from SHA-256 of the schedule id and the fire time in whole seconds.
 */
export function scheduledJobId(scheduleId: string, fireTime: Date): string {
  const second = new Date(Math.floor(fireTime.getTime() / 1000) * 1000).toISOString();
  const hex = createHash('sha256').update(`erp-schedule:${scheduleId}:${second}`).digest('hex');
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const groups = [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ];
  return groups.join('-');
}

/** Why the service paused a schedule at a fire time: what gave it authority is gone. */
export const PausedReason = z.enum([
  'api_key_revoked',
  'api_key_expired',
  'api_key_missing',
  'plan_without_erp_access',
]);
export type PausedReason = z.infer<typeof PausedReason>;

/** A schedule as the API shows it. */
export const ErpScheduleView = z.object({
  id: z.string().uuid(),
  name: z.string().nullable(),
  cron: z.string(),
  timezone: z.string(),
  erp_system: ErpSystem,
  connection_config: TallyConnectionConfig,
  lookback: Lookback,
  enabled: z.boolean(),
  runner: ScheduleRunner,
  paused_reason: PausedReason.nullable().describe(
    'why the service paused it at a fire time: the key it acts with was revoked, expired or is gone, or the plan has no ERP access; null while it runs or when paused with enabled: false. PATCH enabled: true with a live key resumes it, acting with that key',
  ),
  next_run_at: z.string().nullable().describe('next fire time (ISO 8601, UTC); null while paused'),
  last_run: z
    .object({
      at: z.string().describe('the fire time of the latest run'),
      job_id: z
        .string()
        .nullable()
        .describe(
          'GET /v1/jobs/{job_id} for its progress and skipped vouchers; null for a connector run (each chunk it pushed is a job of its own)',
        ),
      status: z
        .string()
        .nullable()
        .describe(
          'queued, completed or failed; a connector run is running from its claim until the agent reports completed or failed',
        ),
      records_synced: z
        .number()
        .int()
        .nullable()
        .describe('for a failed connector run, what the chunks it pushed before the failure hold'),
      error: z.string().nullable().describe('code and message when the run failed'),
    })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ErpScheduleView = z.infer<typeof ErpScheduleView>;
