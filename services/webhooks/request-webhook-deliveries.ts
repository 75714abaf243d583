import { webhookEndpointsDue } from '../../db/queries/webhook-endpoints.ts';
import { enqueueWebhookDelivery } from '../../jobs/definitions/webhook-delivery.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** Endpoints asked for per pass; the rest come in the next (each job empties its endpoint's queue). */
const ENDPOINTS_PER_PASS = 1_000;

/**
 * The outbox relay (a scheduler timer): a delivery job for every endpoint with queued events and no
 * retry pending. Enqueueing is a no-op for an endpoint whose job BullMQ still holds, so a job lost
 * with Redis, or one that finished just before an event committed, is requested again here.
 */
export async function requestWebhookDeliveries(deps: Pick<ServiceDeps, 'db' | 'queues'>): Promise<number> {
  const endpointIds = await webhookEndpointsDue(deps.db, ENDPOINTS_PER_PASS);
  await Promise.all(endpointIds.map((id) => enqueueWebhookDelivery(deps.queues, id)));
  return endpointIds.length;
}
