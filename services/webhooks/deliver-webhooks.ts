import { recordAudit } from '../../db/queries/audit.ts';
import { withSessionLock } from '../../db/queries/session-locks.ts';
import {
  clearWebhookFailures,
  disableWebhookEndpoint,
  findDeliverableWebhookEndpoint,
  noteWebhookFailure,
} from '../../db/queries/webhook-endpoints.ts';
import {
  fixWebhookEventData,
  nextQueuedWebhookEvent,
  queueWebhookEvent,
  recordWebhookAttempt,
  type QueuedWebhookEvent,
} from '../../db/queries/webhook-events.ts';
import type { WebhookEndpointRow } from '../../db/schema.ts';
import { guardedPost } from '../outbound/guarded-http-request.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { signedWebhookHeaders } from './sign-webhook-request.ts';
import { webhookEventData } from './webhook-event-data.ts';
import { WebhookEventType, type WebhookEventBody } from './webhook-schemas.ts';
import { webhookRetryDelay } from './webhook-settings.ts';

type DeliveryDeps = Pick<ServiceDeps, 'db' | 'log' | 'webhooks'>;

/** How much of a receiver's answer is kept with the attempt. */
const EXCERPT_CHARS = 1_000;

export interface DeliveryRun {
  /** Events delivered by this run. */
  delivered: number;
  /** Why it stopped: the queue is empty, a delivery failed (retried later), the endpoint is off, another run holds it, shutdown. */
  stopped: 'empty' | 'failed' | 'inactive' | 'busy' | 'shutdown';
}

/** The secrets that sign now: the current one, and the one before a rotation while its overlap lasts. */
function signingSecrets(endpoint: WebhookEndpointRow): string[] {
  const previous =
    endpoint.previous_secret && endpoint.previous_secret_expires_at && endpoint.previous_secret_expires_at > new Date()
      ? [endpoint.previous_secret]
      : [];
  return [endpoint.secret, ...previous];
}

interface AttemptResult {
  succeeded: boolean;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

/** The body's data, fixed at the first send so every attempt sends the same. */
async function eventData(deps: DeliveryDeps, event: QueuedWebhookEvent, type: WebhookEventType): Promise<unknown> {
  if (event.data !== null) return event.data;
  const scope = { organizationId: event.organization_id, mode: event.mode };
  return fixWebhookEventData(deps.db, event.id, await webhookEventData(deps, scope, type, event.resource_id));
}

/** One POST of the event to the endpoint through the outbound guard; any 2xx is a success, anything else a failure. */
async function sendEvent(
  deps: DeliveryDeps,
  endpoint: WebhookEndpointRow,
  event: QueuedWebhookEvent,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const type = WebhookEventType.parse(event.type);
  let data: unknown;
  try {
    data = await eventData(deps, event, type);
  } catch (error) {
    // A resource its GET cannot show is our bug, not the receiver's: a failed attempt (retried with
    // backoff, visible in the deliveries list) rather than a job that throws forever.
    deps.log.error({ err: error, eventId: event.id, webhookId: endpoint.id }, 'webhook event data could not be read');
    const reason = 'the event could not be prepared (an internal error; the service log has the detail)';
    return { succeeded: false, statusCode: null, durationMs: elapsed(), responseExcerpt: null, error: reason };
  }
  const body: WebhookEventBody = { id: event.id, type, created_at: event.created_at.toISOString(), data };
  const text = JSON.stringify(body);
  try {
    const response = await guardedPost(deps.webhooks.outbound, {
      url: endpoint.url,
      body: Buffer.from(text),
      headers: signedWebhookHeaders(event, text, signingSecrets(endpoint)),
      timeoutMs: deps.webhooks.timeoutMs,
    });
    const excerpt = response.body.toString('utf8').slice(0, EXCERPT_CHARS);
    return {
      succeeded: response.status >= 200 && response.status < 300,
      statusCode: response.status,
      durationMs: elapsed(),
      responseExcerpt: excerpt || null,
      error: response.status >= 300 && response.status < 400 ? 'redirects are not followed' : null,
    };
  } catch (error) {
    // The guard's errors (refused address, timeout, unreachable, answer too large) are the receiver's side.
    if (!(error instanceof Error) || !/^Outbound/.test(error.name)) throw error;
    return {
      succeeded: false,
      statusCode: null,
      durationMs: elapsed(),
      responseExcerpt: null,
      error: error.message,
    };
  }
}

/**
 * Records the attempt, and with it the endpoint's health, in one transaction: a success takes the
 * event out of the queue; a failure schedules the retry (backoff) and, once the endpoint has failed
 * for WEBHOOK_DISABLE_AFTER_MS, disables it, audits that and tells the organisation's other
 * endpoints (webhook.disabled).
 */
async function recordAttempt(
  deps: DeliveryDeps,
  endpoint: WebhookEndpointRow,
  event: QueuedWebhookEvent,
  result: AttemptResult,
): Promise<void> {
  const scope = { organizationId: endpoint.organization_id, mode: endpoint.mode };
  const disabled = await deps.db.transaction().execute(async (trx) => {
    await recordWebhookAttempt(trx, {
      endpointId: endpoint.id,
      eventId: event.id,
      scope,
      attempt: (event.attempts ?? 0) + 1,
      redelivery: event.redelivery,
      ...result,
    });
    if (result.succeeded) {
      await clearWebhookFailures(trx, endpoint.id);
      return false;
    }
    const failure = await noteWebhookFailure(trx, endpoint.id, (failures) =>
      webhookRetryDelay(deps.webhooks, failures),
    );
    if (failure.now.getTime() - failure.failingSince.getTime() < deps.webhooks.disableAfterMs) return false;
    const reason = `every delivery failed since ${failure.failingSince.toISOString()} (${failure.failedAttempts} attempts)`;
    const row = await disableWebhookEndpoint(trx, endpoint.id, reason);
    if (!row) return false;
    await recordAudit(trx, {
      organizationId: row.organization_id,
      mode: row.mode,
      actor: `webhook:${row.id}`,
      action: 'webhook.disable',
      entityType: 'webhook',
      entityId: row.id,
      snapshot: { reason },
    });
    await queueWebhookEvent(trx, scope, 'webhook.disabled', row.id);
    return true;
  });
  if (disabled)
    deps.log.warn({ webhookId: endpoint.id, organization_id: endpoint.organization_id }, 'webhook endpoint disabled');
}

/** Sends queued events in order while they succeed; the first failure ends the run (its retry waits). */
async function drainQueue(deps: DeliveryDeps, endpointId: string, shutdown: AbortSignal): Promise<DeliveryRun> {
  let delivered = 0;
  for (;;) {
    if (shutdown.aborted) return { delivered, stopped: 'shutdown' };
    const endpoint = await findDeliverableWebhookEndpoint(deps.db, endpointId);
    if (!endpoint?.due) return { delivered, stopped: 'inactive' };
    const event = await nextQueuedWebhookEvent(deps.db, endpointId);
    if (!event) return { delivered, stopped: 'empty' };
    const result = await sendEvent(deps, endpoint, event);
    await recordAttempt(deps, endpoint, event, result);
    if (!result.succeeded) return { delivered, stopped: 'failed' };
    delivered += 1;
  }
}

/**
 * The delivery job's use case: under a session lock per endpoint (so at most one run sends to it,
 * in order, whichever worker holds its job), sends its queued events oldest first. A worker killed
 * mid-send leaves the event queued: the next run sends it again (at least once).
 */
export async function deliverWebhooks(
  deps: DeliveryDeps,
  endpointId: string,
  shutdown: AbortSignal,
): Promise<DeliveryRun> {
  const run = await withSessionLock(deps.db, `webhook-endpoint:${endpointId}`, () =>
    drainQueue(deps, endpointId, shutdown),
  );
  return run ?? { delivered: 0, stopped: 'busy' };
}
