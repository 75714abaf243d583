import { z } from 'zod';
import { IdAlias } from '../resource-id.ts';
import type { IngestJobView } from '../../db/queries/ingest-jobs.ts';
import { ErpSyncResult } from '../../domain/erp/erp-sync-schema.ts';
import { JobStatus, jobUrls } from '../intake/intake-schemas.ts';

/** The answer of POST /v1/ingest/erp-sync: the job, with records_synced once it has finished. */
export const ErpSyncAnswer = z.object({
  records_synced: z
    .number()
    .int()
    .nullable()
    .describe('vouchers of the range now held as activities; null while the job runs'),
  job_id: z.string().uuid(),
  id: IdAlias('job_id'),
  status: JobStatus,
  status_url: z.string().describe('GET it for progress, the result and the skipped vouchers'),
  errors_url: z.string().describe('every skipped voucher as CSV (field = the skip reason)'),
  result: ErpSyncResult.nullable().describe('counts so far while running; final when completed'),
});
export type ErpSyncAnswer = z.infer<typeof ErpSyncAnswer>;

export function toErpSyncAnswer(job: IngestJobView): ErpSyncAnswer {
  const parsed = ErpSyncResult.safeParse(job.result);
  const result = parsed.success ? parsed.data : null;
  return {
    records_synced: job.status === 'completed' && result ? result.records_synced : null,
    job_id: job.id,
    id: job.id,
    status: job.status,
    ...jobUrls(job.id),
    result,
  };
}
