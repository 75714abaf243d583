import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** The payload without its JSON records (which can run to megabytes): for completed jobs and for reading. */
export const payloadWithoutRecords = sql<
  Record<string, unknown>
>`CASE WHEN payload ? 'records' THEN jsonb_set(payload, '{records}', '[]'::jsonb) ELSE payload END`;

/** Every column but the full payload, for the API's views of a job. */
export const JOB_VIEW_COLUMNS = [
  'id',
  'seq',
  'organization_id',
  'mode',
  'kind',
  'queue',
  'status',
  'file_path',
  'file_sha256',
  'file_bytes',
  'rows_read',
  'rows_stored',
  'rows_failed',
  'rows_total',
  'resume_line',
  'result',
  'error',
  'attempts',
  'api_key_id',
  'request_id',
  'created_at',
  'enqueued_at',
  'started_at',
  'heartbeat_at',
  'finished_at',
  'superseded_by',
] as const;

/** Jobs as the API shows them (every column but the full payload), of any organisation and mode. */
export const jobViews = (db: Db) =>
  db.selectFrom('ingest_jobs').select(JOB_VIEW_COLUMNS).select(payloadWithoutRecords.as('payload'));
