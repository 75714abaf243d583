import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { Mode } from '../schema.ts';

export interface IdempotencyScope {
  organizationId: string;
  mode: Mode;
  key: string;
}

/** How long a stored response is replayed, and how long an unfinished request holds its key. */
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_LOCK_SECONDS = 60;

/**
 * Claims the key for this request. Returns 'claimed' when this request should run; otherwise the
 * existing record (expired records are replaced, abandoned in-progress ones are taken over).
 */
export async function claimIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  request: { method: string; path: string; bodySha256: string },
) {
  const claimed = await sql<{ claimed: boolean }>`
    INSERT INTO idempotency_keys (organization_id, mode, key, method, path, body_sha256, state, locked_until)
    VALUES (${scope.organizationId}, ${scope.mode}, ${scope.key}, ${request.method}, ${request.path}, ${request.bodySha256},
            'in_progress', now() + make_interval(secs => ${IDEMPOTENCY_LOCK_SECONDS}))
    ON CONFLICT (organization_id, mode, key) DO UPDATE
      SET method = EXCLUDED.method, path = EXCLUDED.path, body_sha256 = EXCLUDED.body_sha256,
          state = 'in_progress', response_status = NULL, response_body = NULL,
          created_at = now(), locked_until = EXCLUDED.locked_until
      WHERE idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
         OR (idempotency_keys.state = 'in_progress' AND idempotency_keys.locked_until < now()
             AND idempotency_keys.body_sha256 = EXCLUDED.body_sha256)
    RETURNING true AS claimed
  `.execute(db);
  if (claimed.rows.length > 0) return 'claimed' as const;
  return db
    .selectFrom('idempotency_keys')
    .select(['method', 'path', 'body_sha256', 'state', 'response_status', 'response_body'])
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('key', '=', scope.key)
    .executeTakeFirst();
}

export async function completeIdempotencyKey(db: Db, scope: IdempotencyScope, status: number, body: string) {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'completed', response_status: status, response_body: body })
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('key', '=', scope.key)
    .execute();
}

/** A request that failed on our side frees its key so the client can retry. */
export async function releaseIdempotencyKey(db: Db, scope: IdempotencyScope) {
  await db
    .deleteFrom('idempotency_keys')
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('key', '=', scope.key)
    .where('state', '=', 'in_progress')
    .execute();
}

export async function purgeExpiredIdempotencyKeys(db: Db) {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`)
    .execute();
}
