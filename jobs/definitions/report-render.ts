import { z } from 'zod';
import { defineJob, KEEP_JOBS } from '../define-job.ts';
import type { Queues } from '../queue-producer.ts';

/**
 * Renders one reports row (its request is in PostgreSQL; the payload is the report id, also the
 * BullMQ jobId). Two retries cover a storage hiccup; the third failure fails the report.
 */
export const reportRender = defineJob({
  queue: 'report',
  name: 'report.render',
  schema: z.object({ reportId: z.string().uuid() }),
  options: { attempts: 3, backoff: { type: 'exponential', delay: 500 }, ...KEEP_JOBS },
});

/** Enqueueing the same report again is a no-op while BullMQ still holds it: its id is the jobId. */
export function enqueueReportRender(queues: Queues, reportId: string) {
  return queues.add(reportRender, { reportId }, { jobId: reportId });
}
