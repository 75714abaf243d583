import { z } from 'zod';
import { defineJob, KEEP_JOBS } from '../define-job.ts';
import { JobCard } from '../job-card.ts';
import type { Queues } from '../queue-producer.ts';

/**
 * Runs one ingest_jobs row (a stored CSV file or stored JSON records) to completion. Everything else
 * lives in PostgreSQL, so the payload is the row's id, which is also the BullMQ jobId, and the
 * dashboard's card (JobCard).
 */
export const ingestRun = defineJob({
  queue: 'ingest',
  name: 'ingest.run',
  schema: JobCard.extend({ ingestJobId: z.string().uuid() }),
  options: { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, ...KEEP_JOBS },
});

/**
 * Enqueueing the same ingest job again (the API and the reconciler racing, a retried request) is a
 * no-op while BullMQ still holds it: its id is the BullMQ jobId.
 */
export function enqueueIngestRun(queues: Queues, ingestJobId: string, card: JobCard) {
  return queues.add(ingestRun, { ingestJobId, ...card }, { jobId: ingestJobId });
}
