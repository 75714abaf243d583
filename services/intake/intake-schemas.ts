import { z } from 'zod';
import { IdAlias } from '../resource-id.ts';
import type { IngestJobView } from '../../db/queries/ingest-jobs.ts';
import { CsvImportOptions } from '../../domain/ingest/ingest-job-spec.ts';
import { DataType } from '../../domain/mappers/mappers.ts';
import { CountryCode } from '../../domain/schemas/activity-submission.ts';
import { StoredText } from '../../domain/schemas/stored-text.ts';
import { MAX_ACTIVITIES_PER_REQUEST } from '../activities/activities-body.ts';
import { ActivityResult } from '../activities/activity-views.ts';

/** JSON intakes up to this many items are stored during the request; larger ones become a job. */
export const SYNC_INTAKE_LIMIT = MAX_ACTIVITIES_PER_REQUEST;

const Flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/**
 * Options of a CSV intake, as query parameters or multipart form fields (form fields win). `force`
 * imports a file again even when the same file (same SHA-256) was already imported by this
 * organisation in this mode; without it the earlier job is answered.
 */
export const CsvIntakeParameters = CsvImportOptions.extend({
  country: CsvImportOptions.shape.country.optional(),
  force: Flag.default(false).describe('true: import even if this exact file was imported before'),
}).strict();

/** The multipart form of an upload, for the documentation (the handler streams it and validates the fields). */
export const CsvUploadForm = CsvIntakeParameters.extend({
  file: z.string().meta({ format: 'binary' }).describe('the CSV file; any one file field is accepted'),
});

/** POST /v1/ingest/auto: the spec's Ingest payload, plus optional defaults for every record. */
export const IngestAutoBody = z
  .object({
    data_type: DataType,
    records: z.array(z.unknown()).min(1, 'must contain at least one record'),
    country: CountryCode.optional().describe(
      "location of records without their own `country`; default: the organisation's country",
    ),
    source_name: StoredText(200).optional().describe('source.name of every activity'),
  })
  .strict();

/** A bad item of a synchronous intake: its 0-based position, the field at fault (relative to the item) and why. */
export const ItemError = z.object({
  index: z.number().int(),
  field: z.string(),
  reason: z.string(),
  code: z.literal('PERIOD_LOCKED').optional().describe('the item is dated in a locked fiscal year'),
});
export type ItemError = z.infer<typeof ItemError>;

export const IntakeItemResult = ActivityResult.extend({
  index: z.number().int().describe('0-based position of the item in the request'),
  activity_type: z.string().describe('canonical activity type the item was mapped to'),
  scope: z.enum(['1', '2', '3']),
  category: z
    .string()
    .optional()
    .describe('spend items: the spend category the description or category was classified into'),
});

/** A synchronous intake: partial success, every item accounted for. */
export const IntakeResult = z.object({
  stored: z.number().int(),
  failed: z.number().int(),
  total_emissions_kg_co2e: z.number().describe('kg CO2e of the stored items'),
  results: z.array(IntakeItemResult),
  errors: z.array(ItemError),
});
export type IntakeResult = z.infer<typeof IntakeResult>;

export const IngestAutoResult = IntakeResult.extend({ data_type: DataType });

/** ingest_jobs.status (db/schema.ts), as the API shows it. */
export const JobStatus = z
  .enum([
    'queued',
    'running',
    'completed',
    'failed',
    'superseded',
  ] as const satisfies readonly IngestJobView['status'][])
  .describe(
    'superseded: a later job of this organisation and mode imported the same file (superseded_by) before this one ran, so it never will',
  );

/** A 202 (new job) or 200 (the same file was already imported: the earlier job). */
export const JobAccepted = z.object({
  job_id: z.string().uuid(),
  id: IdAlias('job_id'),
  status: JobStatus,
  status_url: z.string().describe('GET it for status, progress and the first errors'),
  errors_url: z.string().describe('every bad row as CSV'),
  duplicate: z
    .boolean()
    .describe('true: this exact file was imported before and this is that job (send force=true to import it again)'),
  rows_total: z
    .number()
    .int()
    .nullable()
    .describe('items to process: exact for JSON, estimated from line breaks for files'),
});
export type JobAccepted = z.infer<typeof JobAccepted>;

export const jobUrls = (id: string) => ({ status_url: `/v1/jobs/${id}`, errors_url: `/v1/jobs/${id}/errors.csv` });

export function toJobAccepted(
  job: Pick<IngestJobView, 'id' | 'status' | 'rows_total'>,
  duplicate: boolean,
): JobAccepted {
  return { job_id: job.id, id: job.id, status: job.status, ...jobUrls(job.id), duplicate, rows_total: job.rows_total };
}
