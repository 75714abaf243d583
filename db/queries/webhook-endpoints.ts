import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../database.ts';
import type { Database } from '../schema.ts';
import type { TenantScope } from './tenant-scope.ts';

// Webhook endpoints: their configuration (the API's use cases) and their delivery state (the delivery job).

export interface WebhookEndpointFields {
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
}

/** Endpoints of one organisation and mode that are not deleted: every read and change by a key goes through it. */
const owned = (scope: TenantScope) => (eb: ExpressionBuilder<Database, 'webhook_endpoints'>) =>
  eb.and([eb('organization_id', '=', scope.organizationId), eb('mode', '=', scope.mode), eb('deleted_at', 'is', null)]);

export async function insertWebhookEndpoint(db: Db, scope: TenantScope, fields: WebhookEndpointFields, secret: string) {
  return db
    .insertInto('webhook_endpoints')
    .values({ ...fields, secret, organization_id: scope.organizationId, mode: scope.mode })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listWebhookEndpoints(db: Db, scope: TenantScope) {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where(owned(scope))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findWebhookEndpoint(db: Db, scope: TenantScope, id: string) {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).where(owned(scope)).executeTakeFirst();
}

/** The endpoint's row locked for the caller's transaction (a change, a rotation). */
export async function lockWebhookEndpoint(db: Db, scope: TenantScope, id: string) {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .where(owned(scope))
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Applies a change. Enabling (again) clears the failure state, so the next delivery is tried at once.
 */
export async function updateWebhookEndpoint(
  db: Db,
  scope: TenantScope,
  id: string,
  fields: Partial<WebhookEndpointFields>,
) {
  return db
    .updateTable('webhook_endpoints')
    .set({
      ...fields,
      ...(fields.enabled
        ? { disabled_reason: null, failing_since: null, failed_attempts: 0, next_attempt_at: null }
        : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where(owned(scope))
    .returningAll()
    .executeTakeFirst();
}

/** A new secret; the one it replaces keeps signing until `previousExpiresAt`. */
export async function rotateWebhookSecret(
  db: Db,
  scope: TenantScope,
  id: string,
  secret: string,
  previousExpiresAt: Date,
) {
  return db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_expires_at: previousExpiresAt,
      secret,
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .where(owned(scope))
    .returningAll()
    .executeTakeFirst();
}

export async function softDeleteWebhookEndpoint(db: Db, scope: TenantScope, id: string) {
  return db
    .updateTable('webhook_endpoints')
    .set({ deleted_at: sql<Date>`now()`, enabled: false, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where(owned(scope))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Endpoints (every organisation) with something in their queue and no retry pending: what the
 * scheduler enqueues a delivery job for.
 */
export async function webhookEndpointsDue(db: Db, limit: number) {
  const rows = await db
    .selectFrom('webhook_endpoints as e')
    .select('e.id')
    .where('e.enabled', '=', true)
    .where('e.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('e.next_attempt_at', 'is', null), eb('e.next_attempt_at', '<=', sql<Date>`now()`)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('webhook_queue as q')
          .select(sql`1`.as('one'))
          .whereRef('q.endpoint_id', '=', 'e.id'),
      ),
    )
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * An endpoint as the delivery job sees it (any organisation), `due` when no retry is pending (by the
 * database's clock, which every process shares); undefined when it is disabled or deleted.
 */
export async function findDeliverableWebhookEndpoint(db: Db, id: string) {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .select(sql<boolean>`next_attempt_at IS NULL OR next_attempt_at <= now()`.as('due'))
    .where('id', '=', id)
    .where('enabled', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A delivery succeeded: the endpoint is healthy again. */
export async function clearWebhookFailures(db: Db, id: string): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: null, failed_attempts: 0, next_attempt_at: null })
    .where('id', '=', id)
    .where('failed_attempts', '>', 0)
    .execute();
}

/**
 * A delivery failed: one more failure, the next try after `retryAfterMs` (the caller's backoff).
 * Returns the failure state, to decide whether the endpoint has failed long enough to be disabled.
 */
export async function noteWebhookFailure(db: Db, id: string, retryAfterMs: (failures: number) => number) {
  const row = await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      failing_since: eb.fn.coalesce('failing_since', sql<Date>`now()`),
      failed_attempts: eb('failed_attempts', '+', 1),
    }))
    .where('id', '=', id)
    .returning(['failed_attempts', 'failing_since'])
    .returning(sql<Date>`now()`.as('now'))
    .executeTakeFirstOrThrow();
  await db
    .updateTable('webhook_endpoints')
    .set({ next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryAfterMs(row.failed_attempts) / 1000})` })
    .where('id', '=', id)
    .execute();
  return { failedAttempts: row.failed_attempts, failingSince: row.failing_since!, now: row.now };
}

/** Disabled by the service after failing too long (its queue stays: re-enabling resumes it). */
export async function disableWebhookEndpoint(db: Db, id: string, reason: string) {
  return db
    .updateTable('webhook_endpoints')
    .set({ enabled: false, disabled_reason: reason, next_attempt_at: null, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('enabled', '=', true)
    .returningAll()
    .executeTakeFirst();
}
