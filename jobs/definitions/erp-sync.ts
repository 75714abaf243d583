import { z } from 'zod';
import { defineJob, KEEP_JOBS } from '../define-job.ts';
import { JobCard } from '../job-card.ts';
import type { Queues } from '../queue-producer.ts';

/**
 * Runs one ERP sync (an ingest_jobs row of kind erp_sync) month by month. Its own queue, so slow
 * customer servers never hold up file imports; the payload is the row's id, also the BullMQ jobId.
 */
export const erpSync = defineJob({
  queue: 'erp',
  name: 'erp.sync',
  schema: JobCard.extend({ ingestJobId: z.string().uuid() }),
  options: { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, ...KEEP_JOBS },
});

/** Like ingest jobs: enqueueing the same sync again is a no-op while BullMQ holds it (its id is the jobId). */
export function enqueueErpSync(queues: Queues, ingestJobId: string, card: JobCard) {
  return queues.add(erpSync, { ingestJobId, ...card }, { jobId: ingestJobId });
}
