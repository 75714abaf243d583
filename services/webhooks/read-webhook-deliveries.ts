import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { findWebhookEndpoint } from '../../db/queries/webhook-endpoints.ts';
import { listWebhookDeliveries } from '../../db/queries/webhook-events.ts';
import { decodeCursor, keysetPage } from '../pagination-cursor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notFound } from '../service-errors.ts';
import { WebhookDeliveryView } from './webhook-schemas.ts';

type DeliveryRow = Awaited<ReturnType<typeof listWebhookDeliveries>>[number];

const toDeliveryView = (row: DeliveryRow): WebhookDeliveryView =>
  WebhookDeliveryView.parse({
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type,
    attempt: row.attempt,
    redelivery: row.redelivery,
    status: row.status,
    status_code: row.status_code,
    duration_ms: row.duration_ms,
    response_excerpt: row.response_excerpt,
    error: row.error,
    created_at: row.created_at.toISOString(),
  });

/** Every attempt to deliver to one endpoint (deleted endpoints included), newest first, a page at a time. */
export async function listWebhookDeliveryPage(
  deps: Pick<ServiceDeps, 'db'>,
  scope: TenantScope,
  endpointId: string,
  query: { limit: number; cursor?: string },
) {
  const afterSeq = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (!(await findWebhookEndpoint(deps.db, scope, endpointId))) throw notFound('Webhook');
  const rows = await listWebhookDeliveries(deps.db, scope, endpointId, { limit: query.limit, afterSeq });
  const { items, next_cursor } = keysetPage(rows, query.limit, toDeliveryView);
  return { deliveries: items, next_cursor };
}
