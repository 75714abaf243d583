import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { TenantScope } from './tenant-scope.ts';

// The outbox (webhook_events), each endpoint's queue of it (webhook_queue) and the attempts (webhook_deliveries).
// Events of job, report and schedule changes are written by triggers (migration 20261128T0040_webhooks).

/** Records an event for the organisation's enabled endpoints that ask for `type`, in the caller's transaction. */
export async function queueWebhookEvent(db: Db, scope: TenantScope, type: string, resourceId: string): Promise<void> {
  await sql`SELECT queue_webhook_event(${scope.organizationId}::uuid, ${scope.mode}, ${type}, ${resourceId}::uuid)`.execute(
    db,
  );
}

/** The next event an endpoint has to receive (oldest first), with how many attempts it has had there. */
export async function nextQueuedWebhookEvent(db: Db, endpointId: string) {
  return db
    .selectFrom('webhook_queue as q')
    .innerJoin('webhook_events as e', 'e.id', 'q.event_id')
    .select([
      'e.id',
      'e.organization_id',
      'e.mode',
      'e.type',
      'e.resource_id',
      'e.data',
      'e.created_at',
      'q.redelivery',
    ])
    .select((eb) =>
      eb
        .selectFrom('webhook_deliveries as d')
        .select((d) => d.fn.countAll<number>().as('n'))
        .whereRef('d.endpoint_id', '=', 'q.endpoint_id')
        .whereRef('d.event_id', '=', 'q.event_id')
        .as('attempts'),
    )
    .where('q.endpoint_id', '=', endpointId)
    .orderBy('q.event_seq')
    .limit(1)
    .executeTakeFirst();
}
export type QueuedWebhookEvent = NonNullable<Awaited<ReturnType<typeof nextQueuedWebhookEvent>>>;

/** Keeps the body of an event's first send, so every later attempt sends the same; returns what is kept. */
export async function fixWebhookEventData(db: Db, eventId: string, data: unknown): Promise<unknown> {
  const row = await db
    .updateTable('webhook_events')
    .set({ data: sql<string>`coalesce(data, ${JSON.stringify(data ?? null)}::jsonb)` })
    .where('id', '=', eventId)
    .returning('data')
    .executeTakeFirstOrThrow();
  return row.data;
}

export interface WebhookAttempt {
  endpointId: string;
  eventId: string;
  scope: TenantScope;
  attempt: number;
  redelivery: boolean;
  succeeded: boolean;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

/** Records one attempt; a successful one takes the event out of the endpoint's queue. */
export async function recordWebhookAttempt(db: Db, attempt: WebhookAttempt): Promise<void> {
  await db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: attempt.endpointId,
      event_id: attempt.eventId,
      organization_id: attempt.scope.organizationId,
      mode: attempt.scope.mode,
      attempt: attempt.attempt,
      redelivery: attempt.redelivery,
      status: attempt.succeeded ? 'succeeded' : 'failed',
      status_code: attempt.statusCode,
      duration_ms: attempt.durationMs,
      response_excerpt: attempt.responseExcerpt,
      error: attempt.error,
    })
    .execute();
  if (attempt.succeeded)
    await db
      .deleteFrom('webhook_queue')
      .where('endpoint_id', '=', attempt.endpointId)
      .where('event_id', '=', attempt.eventId)
      .execute();
}

/** An endpoint's attempts, newest first, a page at a time (after `afterSeq`), one row more than `limit`. */
export async function listWebhookDeliveries(
  db: Db,
  scope: TenantScope,
  endpointId: string,
  page: { limit: number; afterSeq?: number },
) {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .selectAll('d')
    .select('e.type as event_type')
    .where('d.endpoint_id', '=', endpointId)
    .where('d.organization_id', '=', scope.organizationId)
    .where('d.mode', '=', scope.mode);
  if (page.afterSeq !== undefined) query = query.where('d.seq', '<', page.afterSeq);
  return query
    .orderBy('d.seq', 'desc')
    .limit(page.limit + 1)
    .execute();
}

export async function findWebhookDelivery(db: Db, scope: TenantScope, endpointId: string, deliveryId: string) {
  return db
    .selectFrom('webhook_deliveries')
    .select(['id', 'event_id'])
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .executeTakeFirst();
}

/** Puts an event back in an endpoint's queue; false when it is still there (not delivered yet). */
export async function requeueWebhookEvent(db: Db, endpointId: string, eventId: string): Promise<boolean> {
  const result = await sql`
    INSERT INTO webhook_queue (endpoint_id, event_id, event_seq, redelivery)
    SELECT ${endpointId}::uuid, id, seq, true FROM webhook_events WHERE id = ${eventId}::uuid
    ON CONFLICT (endpoint_id, event_id) DO NOTHING
  `.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
