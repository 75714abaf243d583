import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../services/service-errors.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyScope,
} from '../../../db/queries/idempotency-records.ts';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: IdempotencyScope;
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a duplicate waits for the first request to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 10_000;

/** JSON with sorted keys, so `{a,b}` and `{b,a}` are the same body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function bodyHash(request: FastifyRequest): string {
  const body = typeof request.body === 'string' ? request.body : canonical(request.body ?? null);
  return createHash('sha256').update(body).digest('hex');
}

/**
 * preHandler for POSTs carrying Idempotency-Key: the first request runs; a retry with the same key
 * and body within 24 h replays the stored response; the same key with another body is 422; a
 * duplicate arriving while the first still runs waits for it, then replays (409 if it takes too long).
 */
export async function idempotency(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  const header = request.headers['idempotency-key'];
  if (request.method !== 'POST' || header === undefined) return;
  const key = Array.isArray(header) ? header[0]! : header;
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'Idempotency-Key must be 1 to 255 visible ASCII characters', {
      field: 'Idempotency-Key',
      reason: 'must be 1 to 255 visible ASCII characters',
    });
  }
  const scope: IdempotencyScope = { organizationId: request.auth.organizationId, mode: request.auth.mode, key };
  const path = request.url.split('?')[0]!;
  const fingerprint = { method: request.method, path, bodySha256: bodyHash(request) };
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const outcome = await claimIdempotencyKey(request.server.db, scope, fingerprint);
    if (outcome === 'claimed') {
      request.idempotency = scope;
      return;
    }
    if (!outcome) continue; // expired and purged between our two statements: claim again
    if (outcome.body_sha256 !== fingerprint.bodySha256 || outcome.path !== path) {
      throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with a different request body or path', {
        field: 'Idempotency-Key',
        reason: 'already used with a different request',
      });
    }
    if (outcome.state === 'completed') {
      reply.header('Idempotent-Replayed', 'true').header('content-type', 'application/json; charset=utf-8');
      return reply.code(outcome.response_status!).send(outcome.response_body);
    }
    if (Date.now() > deadline) {
      throw new ApiError(409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed; retry later');
    }
    await sleep(100);
  }
}

/** onSend: store the answer of a claimed request (4xx included: it is the answer), free it on 5xx. */
export async function storeIdempotentResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const scope = request.idempotency;
  if (!scope) return payload;
  request.idempotency = undefined;
  if (reply.statusCode >= 500 || typeof payload !== 'string') await releaseIdempotencyKey(request.server.db, scope);
  else await completeIdempotencyKey(request.server.db, scope, reply.statusCode, payload);
  return payload;
}
