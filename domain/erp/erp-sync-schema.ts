import { z } from 'zod';
import { daysBetween } from '../time-buckets.ts';
import { IsoDate } from '../schemas/activity-submission.ts';
import { ErpMappingRule } from './erp-mapping-rules.ts';
import { ErpSyncWarning } from './erp-sync-warnings.ts';
import { VoucherTypeRuleView } from './tally-voucher-types.ts';

/** Names accepted for Tally; every one is served by the same Tally XML client. */
export const ERP_SYSTEMS = ['tally', 'tallyprime', 'tally_erp9'] as const;
export const ErpSystem = z.enum(ERP_SYSTEMS, { error: `is not supported; supported: ${ERP_SYSTEMS.join(', ')}` });

/** The longest range one sync may cover (a leap year). */
export const MAX_SYNC_DAYS = 366;

export const DEFAULT_TALLY_TIMEOUT_MS = 60_000;

export const DateRange = z
  .object({
    from: IsoDate.describe('first voucher date, YYYY-MM-DD'),
    to: IsoDate.describe('last voucher date, YYYY-MM-DD (inclusive)'),
  })
  .strict()
  .refine((range) => range.from <= range.to, 'from must not be after to')
  .refine(
    (range) => range.from > range.to || daysBetween(range.from, range.to) <= MAX_SYNC_DAYS,
    `must cover at most ${MAX_SYNC_DAYS} days`,
  );
export type DateRange = z.infer<typeof DateRange>;

/**
 * How to reach one Tally company. No credentials are accepted (Tally's HTTP server has none; a URL
 * with user:password is refused): nothing secret is ever stored, echoed or logged.
 */
export const TallyConnectionConfig = z
  .object({
    tally_url: z.string().trim().min(1).max(2000).describe("Tally's HTTP server, e.g. http://192.168.1.20:9000"),
    company: z.string().trim().min(1).max(200).describe('the company name exactly as loaded in Tally'),
    timeout_ms: z
      .number()
      .int()
      .min(500)
      .max(300_000)
      .default(DEFAULT_TALLY_TIMEOUT_MS)
      .describe('longest wait for one Tally answer, body included'),
    mappings: z
      .array(ErpMappingRule)
      .max(100)
      .optional()
      .describe("rules for this connection, tried before the organisation's (see GET /v1/ingest/erp-sync/mappings)"),
  })
  .strict();
export type TallyConnectionConfig = z.infer<typeof TallyConnectionConfig>;

export const ErpSyncRequest = z
  .object({
    erp_system: ErpSystem,
    connection_config: TallyConnectionConfig,
    date_range: DateRange,
    force: z
      .boolean()
      .optional()
      .describe(
        'true: read every month of the range from Tally, even one synced before at the same watermark and mapping',
      ),
  })
  .strict();
export type ErpSyncRequest = z.infer<typeof ErpSyncRequest>;

/**
 * The ingest_jobs payload of a sync: the request; the organisation's country when the job was
 * made (where its activities are located); the schedule and fire time when a schedule started it.
 */
export const ErpSyncJobSpec = ErpSyncRequest.extend({
  kind: z.literal('erp_sync'),
  country: z.string().length(2),
  schedule_id: z.string().uuid().optional(),
  fire_time: z.string().optional(),
  /** A chunk the on-premise connector pushed (POST /v1/ingest/erp-sync/push): no worker ran it, nothing reached tally_url. */
  pushed: z.literal(true).optional(),
});
export type ErpSyncJobSpec = z.infer<typeof ErpSyncJobSpec>;

/** Why a voucher (or one of its lines) produced no activity. */
export const ERP_SKIP_REASONS = [
  'cancelled',
  'optional',
  'no_guid',
  'invalid_date',
  'not_counted_type',
  'tracked_by_invoice',
  'no_expense_lines',
  'ignored',
  'unmapped',
  'no_quantity',
  'unsupported_unit',
  'not_calculable',
] as const;
export const ErpSkipReason = z.enum(ERP_SKIP_REASONS);
export type ErpSkipReason = z.infer<typeof ErpSkipReason>;

/** The failure codes of a sync (and VALIDATION_ERROR when the outbound guard refuses a redirect). */
export const ErpErrorCode = z.enum(['ERP_UNREACHABLE', 'ERP_TIMEOUT', 'ERP_ERROR', 'VALIDATION_ERROR']);
export type ErpErrorCode = z.infer<typeof ErpErrorCode>;

const Count = z.number().int().nonnegative();

export const ErpChunkResult = z.object({
  from: z.string(),
  to: z.string(),
  pulled: z
    .boolean()
    .describe("false: Tally's voucher watermark and the mapping were unchanged since this range was synced"),
  vouchers: Count.describe('vouchers in the range (read, or already held when not pulled)'),
  edited: z
    .boolean()
    .optional()
    .describe('true: outside the requested range, read again because Tally listed vouchers in it as altered'),
});

/** The alter-id catch-up of a sync: vouchers altered since the connection was last current, wherever dated. */
export const ErpEditsCaughtUp = z.object({
  since_watermark: z
    .number()
    .int()
    .nullable()
    .describe("the connection's voucher watermark before this sync (null: not known, or unchanged)"),
  checked: z.boolean().describe('false: Tally did not list the altered vouchers; the watermark was not advanced'),
  vouchers: Count.describe('vouchers Tally listed as altered since then'),
  months: z.array(z.string()).describe('YYYY-MM of the ranges outside the request read again because of them'),
  renamed_masters: z
    .array(z.object({ kind: z.enum(['ledger', 'stock_item']), from: z.string(), to: z.string() }))
    .default([])
    .describe('ledgers and stock items renamed in Tally since the last sync: the vouchers naming them were read again'),
  note: z.string().nullable(),
});
export type ErpEditsCaughtUp = z.infer<typeof ErpEditsCaughtUp>;

/** ingest_jobs.result of a sync, kept up to date chunk by chunk (so a failed job still reports what it stored). */
export const ErpSyncResult = z.object({
  records_synced: Count.describe('vouchers of the range now held as activities: created + updated + unchanged'),
  vouchers_read: Count,
  created: Count.describe('vouchers held as activities for the first time'),
  updated: Count.describe('held vouchers whose ALTERID (or the mapping) changed: old activities out, new in'),
  unchanged: Count,
  deleted: Count.describe('vouchers gone from Tally for a range synced before: their activities soft-deleted'),
  skipped: Count.describe('vouchers that produced no activity; each is listed in the job errors with its reason'),
  skipped_by_reason: z.partialRecord(ErpSkipReason, Count),
  skipped_lines: Count.describe(
    'lines of stored vouchers that gave no activity, ignored lines aside (listed in the job errors)',
  ),
  activities_created: Count,
  activities_deleted: Count,
  not_applied_locked: Count.default(0).describe(
    'vouchers created, altered or deleted in Tally but dated in a locked fiscal year: nothing written for them (listed in the job errors as period_locked); the range is pulled again by the next sync',
  ),
  chunks_total: Count,
  chunks_done: Count,
  chunks: z.array(ErpChunkResult),
  voucher_types: z
    .record(z.string(), VoucherTypeRuleView)
    .default({})
    .describe('each voucher type read, with the rule applied to it (counted, counted unless invoiced, not counted)'),
  warnings: z
    .array(ErpSyncWarning)
    .default([])
    .describe('what the sync could not count or counted on an assumption, per reason and activity type'),
  company_guid: z.string().nullable().default(null).describe("the company's GUID in Tally (the connection's identity)"),
  edits: ErpEditsCaughtUp.nullable()
    .default(null)
    .describe("back-dated edits caught up (null when the connection's watermark was unchanged or unknown)"),
  voucher_watermark: z.number().int().nullable().describe("Tally's $AltVchId when the sync started"),
  total_emissions_kg_co2e: z.number().describe('kg CO2e of the live activities of the synced vouchers in the range'),
  run_ms: Count.default(0).describe(
    'time the sync has spent running, over every run of it (a sync pauses between months while other syncs wait for a worker): what ERP_SYNC_MAX_MS bounds',
  ),
  error_code: ErpErrorCode.optional().describe('set when the job failed'),
  error_field: z.string().optional().describe('with VALIDATION_ERROR: the request field at fault'),
});
export type ErpSyncResult = z.infer<typeof ErpSyncResult>;

export function emptySyncResult(chunksTotal: number): ErpSyncResult {
  return {
    records_synced: 0,
    vouchers_read: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    deleted: 0,
    skipped: 0,
    skipped_by_reason: {},
    skipped_lines: 0,
    activities_created: 0,
    activities_deleted: 0,
    not_applied_locked: 0,
    chunks_total: chunksTotal,
    chunks_done: 0,
    chunks: [],
    voucher_types: {},
    warnings: [],
    company_guid: null,
    edits: null,
    voucher_watermark: null,
    total_emissions_kg_co2e: 0,
    run_ms: 0,
  };
}
