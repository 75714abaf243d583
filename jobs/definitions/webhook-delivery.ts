import { z } from 'zod';
import { defineJob } from '../define-job.ts';
import type { Queues } from '../queue-producer.ts';

/**
 * Delivers one webhook endpoint's queued events, oldest first, until its queue is empty or a delivery
 * fails (its retry waits in PostgreSQL: webhook_endpoints.next_attempt_at). The jobId is the
 * endpoint's, so an endpoint has at most one job at a time; finished jobs are removed at once so the
 * scheduler can request the next one. A thrown error (the database) is retried by BullMQ.
 */
export const webhookDelivery = defineJob({
  queue: 'webhook',
  name: 'webhook.deliver',
  schema: z.object({ endpointId: z.string().uuid() }),
  options: { attempts: 3, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: true, removeOnFail: true },
});

/** A no-op while BullMQ holds a job for the endpoint (waiting, delayed or running). */
export function enqueueWebhookDelivery(queues: Queues, endpointId: string) {
  return queues.add(webhookDelivery, { endpointId }, { jobId: `webhook-${endpointId}` });
}
