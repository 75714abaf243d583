import { recordAudit } from '../../db/queries/audit.ts';
import { findWebhookEndpoint } from '../../db/queries/webhook-endpoints.ts';
import { findWebhookDelivery, requeueWebhookEvent } from '../../db/queries/webhook-events.ts';
import { enqueueWebhookDelivery } from '../../jobs/definitions/webhook-delivery.ts';
import { auditActor, type Actor } from '../actor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notFound } from '../service-errors.ts';

/**
 * Sends the event of a past delivery to the endpoint again (audited): it joins the endpoint's queue
 * in event order and the delivery job picks it up (at once, unless a failed delivery waits for its
 * retry). `queued: false` when the event is still in the queue, not delivered yet.
 */
export async function redeliverWebhookEvent(
  deps: Pick<ServiceDeps, 'db' | 'queues' | 'log'>,
  actor: Actor,
  input: { endpointId: string; deliveryId: string },
) {
  const queued = await deps.db.transaction().execute(async (trx) => {
    const endpoint = await findWebhookEndpoint(trx, actor, input.endpointId);
    const delivery = endpoint && (await findWebhookDelivery(trx, actor, input.endpointId, input.deliveryId));
    if (!delivery) throw notFound('Webhook delivery');
    const requeued = await requeueWebhookEvent(trx, input.endpointId, delivery.event_id);
    if (requeued)
      await recordAudit(trx, {
        ...auditActor(actor),
        action: 'webhook.redeliver',
        entityType: 'webhook',
        entityId: input.endpointId,
        snapshot: { event_id: delivery.event_id, delivery_id: delivery.id },
      });
    return { event_id: delivery.event_id, queued: requeued };
  });
  // The scheduler would find it within WEBHOOK_POLL_MS; enqueueing now only saves that wait.
  await enqueueWebhookDelivery(deps.queues, input.endpointId).catch((error: Error) =>
    deps.log.warn({ err: error }, 'webhook delivery request failed; the scheduler will request it'),
  );
  return queued;
}
