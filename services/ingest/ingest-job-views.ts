import { z } from 'zod';
import type { IngestJobView } from '../../db/queries/ingest-jobs.ts';
import { ErpSyncJobSpec, ErpSyncResult } from '../../domain/erp/erp-sync-schema.ts';
import { IngestJobResult, IngestJobSpec, positionName } from '../../domain/ingest/ingest-job-spec.ts';
import { progressPercent } from './job-progress.ts';
import { DataType } from '../../domain/mappers/mappers.ts';
import { jobUrls, JobStatus } from '../intake/intake-schemas.ts';

/** How many bad rows GET /v1/jobs/:id shows; errors_url has all of them. */
export const FIRST_ERRORS = 20;

export const JobRowError = z.object({
  line: z.number().int().optional().describe('CSV jobs: the line in the file (the header is line 1)'),
  index: z.number().int().optional().describe('JSON jobs: 0-based position of the item in the request'),
  field: z.string().describe('the column, option or record field at fault'),
  reason: z.string(),
  raw: z.string().nullable().describe('the row as CSV, or the item as JSON'),
});

const timestamp = (value: Date | null) => (value ? value.toISOString() : null);

/** Every kind of job payload kept in ingest_jobs: the ingest pipeline's and the ERP sync's. */
export const StoredJobSpec = z.discriminatedUnion('kind', [...IngestJobSpec.options, ErpSyncJobSpec]);
export type StoredJobKind = z.infer<typeof StoredJobSpec>['kind'];

export const JobSummary = z.object({
  id: z.string().uuid(),
  kind: z
    .enum(['csv', 'activities', 'records', 'erp_sync'])
    .describe(
      'csv: a file; activities: bulk JSON activities; records: typed records of data_type; erp_sync: a Tally sync',
    ),
  status: JobStatus,
  data_type: DataType.nullable(),
  file: z.object({ name: z.string().nullable(), bytes: z.number().int(), sha256: z.string() }).nullable(),
  options: z.record(z.string(), z.unknown()).nullable().describe('how rows were located, dated and labelled'),
  erp: z
    .object({
      erp_system: z.string(),
      tally_url: z.string(),
      company: z.string(),
      date_range: z.object({ from: z.string(), to: z.string() }),
      schedule_id: z.string().nullable().describe('the schedule that started it; null when a request did'),
    })
    .nullable()
    .describe('erp_sync jobs: what was synced'),
  progress: z.object({
    rows_read: z.number().int().describe('rows processed: rows_stored + rows_failed'),
    rows_stored: z.number().int(),
    rows_failed: z.number().int(),
    rows_total: z
      .number()
      .int()
      .nullable()
      .describe('exact for JSON and completed jobs; estimated from line breaks for running files'),
    percent: z.number().int().min(0).max(100),
  }),
  result: z
    .union([IngestJobResult, ErpSyncResult])
    .nullable()
    .describe('erp_sync jobs: the sync result (kept up to date month by month, and on failure with error_code)'),
  error: z.string().nullable().describe('why the job failed (or, while running, why the last attempt failed)'),
  superseded_by: z
    .string()
    .uuid()
    .nullable()
    .describe('status superseded: the later job that imported the same file; this one stored nothing more'),
  attempts: z.number().int().describe('runs started (retries and resumptions included)'),
  status_url: z.string(),
  errors_url: z.string(),
  timings: z.object({
    created_at: z.string(),
    enqueued_at: z.string().nullable(),
    started_at: z.string().nullable(),
    heartbeat_at: z.string().nullable().describe('last committed batch'),
    finished_at: z.string().nullable(),
    duration_ms: z.number().int().nullable().describe('first start to finish'),
  }),
});

export const JobDetail = JobSummary.extend({
  errors: z.array(JobRowError).describe(`the first ${FIRST_ERRORS} bad rows, in line order`),
});

function resultOf(kind: StoredJobKind, result: unknown) {
  if (!result) return null;
  return kind === 'erp_sync' ? ErpSyncResult.parse(result) : IngestJobResult.parse(result);
}

export function toJobSummary(job: IngestJobView): z.infer<typeof JobSummary> {
  const spec = StoredJobSpec.parse(job.payload);
  return {
    id: job.id,
    kind: spec.kind,
    status: job.status,
    data_type: spec.kind === 'records' ? spec.data_type : null,
    file: job.file_sha256
      ? { name: spec.kind === 'csv' ? spec.file_name : null, bytes: Number(job.file_bytes), sha256: job.file_sha256 }
      : null,
    options: 'options' in spec ? spec.options : null,
    erp:
      spec.kind === 'erp_sync'
        ? {
            erp_system: spec.erp_system,
            tally_url: spec.connection_config.tally_url,
            company: spec.connection_config.company,
            date_range: spec.date_range,
            schedule_id: spec.schedule_id ?? null,
          }
        : null,
    progress: {
      rows_read: job.rows_read,
      rows_stored: job.rows_stored,
      rows_failed: job.rows_failed,
      rows_total: job.rows_total,
      percent: progressPercent(job.status, job.rows_read, job.rows_total),
    },
    result: resultOf(spec.kind, job.result),
    error: job.error,
    superseded_by: job.superseded_by,
    attempts: job.attempts,
    ...jobUrls(job.id),
    timings: {
      created_at: job.created_at.toISOString(),
      enqueued_at: timestamp(job.enqueued_at),
      started_at: timestamp(job.started_at),
      heartbeat_at: timestamp(job.heartbeat_at),
      finished_at: timestamp(job.finished_at),
      duration_ms: job.started_at && job.finished_at ? job.finished_at.getTime() - job.started_at.getTime() : null,
    },
  };
}

export function toJobRowError(
  kind: StoredJobKind,
  error: { line: number; field: string; reason: string; raw: string | null },
) {
  return { [positionName(kind)]: error.line, field: error.field, reason: error.reason, raw: error.raw } as z.infer<
    typeof JobRowError
  >;
}
