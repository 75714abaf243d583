import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import { allJobErrors, type JobKey } from '../../db/queries/ingest-job-errors.ts';
import { safeCsvStream } from '../safe-csv-stream.ts';

/**
 * Every bad row of a job as CSV (position, field, reason, raw), streamed from PostgreSQL page by page.
 * `position` is `line` for files and `index` for JSON items.
 */
export function errorsCsv(db: Db, job: JobKey, position: 'line' | 'index', log: Logger): Readable {
  async function* rows() {
    for await (const error of allJobErrors(db, job)) yield [error.line, error.field, error.reason, error.raw];
  }
  return safeCsvStream([position, 'field', 'reason', 'raw'], rows(), (error) =>
    log.error({ err: error, jobId: job.id }, 'errors.csv stream failed'),
  );
}
