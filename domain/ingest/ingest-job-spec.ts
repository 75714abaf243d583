import { z } from 'zod';
import { isTravelMode, TRAVEL_MODE_WORDS } from '../calculation/activity-types.ts';
import { DataType } from '../mappers/mappers.ts';
import { CountryCode } from '../schemas/activity-submission.ts';
import { StoredText } from '../schemas/stored-text.ts';

/**
 * How every row of a bulk CSV is located, dated and labelled (the file itself has no such columns).
 * `state` is already normalised (ISO 3166-2:IN code in India) when stored.
 */
export const CsvImportOptions = z.object({
  country: CountryCode.describe('ISO 3166-1 alpha-2 location of every row; default: the organisation country'),
  state: StoredText(100)
    .optional()
    .describe("state of every row: an Indian state name or code ('Maharashtra', 'MH') in India"),
  period: z
    .enum(['day', 'month'], { error: "must be 'day' or 'month'" })
    .default('day')
    .describe("'day': a row's date is its period; 'month': the calendar month containing the date"),
  source_name: StoredText(200)
    .optional()
    .describe('source.name of every activity, e.g. the file or system it came from'),
  travel_mode: StoredText(40)
    .refine(isTravelMode, `must be a travel mode: ${TRAVEL_MODE_WORDS.join(', ')}`)
    .optional()
    .describe(
      "travel mode of every bare 'travel' row without a mode column value: flight, rail, bus, coach, taxi, car, motorbike",
    ),
});
export type CsvImportOptions = z.infer<typeof CsvImportOptions>;

/** Options of typed records (POST /v1/ingest/auto): location country of records without one, and a source name. */
export const RecordImportOptions = z.object({
  country: CountryCode,
  source_name: StoredText(200).optional(),
});
export type RecordImportOptions = z.infer<typeof RecordImportOptions>;

/**
 * What an ingest_jobs row asks a worker to do, kept in its `payload` column (the job's outbox entry):
 * - csv: read the stored file (ingest_jobs.file_path) row by row;
 * - activities: activity submissions (POST /v1/activities/bulk above the synchronous limit);
 * - records: typed records of one data_type (POST /v1/ingest/auto above the synchronous limit).
 * JSON records live here rather than in a file so that the job and its data commit together.
 */
export const IngestJobSpec = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('csv'), file_name: z.string().nullable(), options: CsvImportOptions }),
  z.object({ kind: z.literal('activities'), records: z.array(z.unknown()) }),
  z.object({
    kind: z.literal('records'),
    data_type: DataType,
    options: RecordImportOptions,
    records: z.array(z.unknown()),
  }),
]);
export type IngestJobSpec = z.infer<typeof IngestJobSpec>;
export type IngestKind = IngestJobSpec['kind'];
/** The intakes that arrive as JSON items (stored synchronously up to a limit, else as a job). */
export type JsonIngestSpec = Extract<IngestJobSpec, { kind: 'activities' | 'records' }>;

/**
 * CSV rows are numbered by line (the header is line 1); JSON items by their 0-based index in the
 * request; an ERP sync's skipped vouchers by index too (month k of the range: k × 1,000,000 + n).
 */
export const positionName = (kind: IngestKind | 'erp_sync'): 'line' | 'index' => (kind === 'csv' ? 'line' : 'index');

/** What a completed job reports (ingest_jobs.result). */
export const IngestJobResult = z.object({
  rows_read: z.number().int(),
  rows_stored: z.number().int(),
  rows_failed: z.number().int(),
  total_emissions_kg_co2e: z.number().describe('kg CO2e of the stored rows'),
});
export type IngestJobResult = z.infer<typeof IngestJobResult>;
