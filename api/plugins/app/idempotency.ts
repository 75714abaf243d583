import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../services/service-errors.ts';
import { csvBodyOf } from './uploads.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyScope,
} from '../../../db/queries/idempotency-records.ts';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: IdempotencyScope;
    /** A key whose claim waits until the uploaded file is stored and its SHA-256 known (see claimUploadIdempotency). */
    idempotencyAwaitingFile?: IdempotencyScope;
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a duplicate waits for the first request to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 10_000;

/** JSON with sorted keys, so `{a,b}` and `{b,a}` are the same body (bodies nest at most MAX_BODY_DEPTH levels). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function bodyHash(request: FastifyRequest): string {
  return sha256(typeof request.body === 'string' ? request.body : canonical(request.body ?? null));
}

/** Uploads stream their body to storage after this hook: nothing to fingerprint yet. */
const streamsItsBody = (request: FastifyRequest) =>
  csvBodyOf(request) !== undefined || request.isMultipart?.() === true;

/**
 * preHandler for POSTs carrying Idempotency-Key: the first request runs; a retry with the same key
 * and body within 24 h replays the stored response; the same key with another body is 422; a
 * duplicate arriving while the first still runs waits for it, then replays (409 if it takes too long).
 * An upload is fingerprinted by its file instead, once stored (claimUploadIdempotency).
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
  if (streamsItsBody(request)) {
    request.idempotencyAwaitingFile = scope;
    return;
  }
  return claimOrReplay(request, reply, scope, bodyHash(request));
}

/**
 * The Idempotency-Key of an upload, claimed once its file is stored: the fingerprint is the file's
 * SHA-256 with the upload's options, so the same key with another file or other options is 422.
 * True when the first request's answer was sent instead (the caller then drops its file).
 */
export async function claimUploadIdempotency(
  request: FastifyRequest,
  reply: FastifyReply,
  fileSha256: string,
  options: Record<string, unknown>,
): Promise<boolean> {
  const scope = request.idempotencyAwaitingFile;
  if (!scope) return false;
  request.idempotencyAwaitingFile = undefined;
  const fingerprint = sha256(canonical({ file_sha256: fileSha256, options }));
  return (await claimOrReplay(request, reply, scope, fingerprint)) !== undefined;
}

/** Claims the key for this request (undefined), or answers with the first request's stored response. */
async function claimOrReplay(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: IdempotencyScope,
  bodySha256: string,
) {
  const path = request.url.split('?')[0]!;
  const fingerprint = { method: request.method, path, bodySha256 };
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const outcome = await claimIdempotencyKey(request.server.db, scope, fingerprint);
    if (outcome === 'claimed') {
      request.idempotency = scope;
      return undefined;
    }
    if (!outcome) continue; // expired and purged between our two statements: claim again
    if (outcome.body_sha256 !== fingerprint.bodySha256 || outcome.path !== path) {
      throw new ApiError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used with a different request body or path',
        {
          field: 'Idempotency-Key',
          reason: 'already used with a different request',
        },
      );
    }
    if (outcome.state === 'completed') {
      reply.header('Idempotent-Replayed', 'true').header('content-type', 'application/json; charset=utf-8');
      return reply.code(outcome.response_status!).send(outcome.response_body);
    }
    if (Date.now() > deadline) {
      throw new ApiError(
        409,
        'IDEMPOTENCY_REQUEST_IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed; retry later',
      );
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
