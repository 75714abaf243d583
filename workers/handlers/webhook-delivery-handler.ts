import { webhookDelivery } from '../../jobs/definitions/webhook-delivery.ts';
import { deliverWebhooks } from '../../services/webhooks/deliver-webhooks.ts';
import { handleJob } from '../job-handler.ts';

/** Not a stored job: the endpoint's queue is in PostgreSQL, and the scheduler requests a lost job again. */
export const webhookDeliveryHandler = handleJob(webhookDelivery, ({ endpointId }, deps, context) =>
  deliverWebhooks(deps, endpointId, context.shutdown),
);
