import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../services/service-errors.ts';
import {
  claimIdempotentRequest,
  recordIdempotentAnswer,
  type IdempotencyScope,
} from '../../services/idempotency/idempotent-requests.ts';
import { csvBodyOf } from '../plugins/app/uploads.ts';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: IdempotencyScope;
    /** A key whose claim waits until the uploaded file is stored and its SHA-256 known (see claimUploadIdempotency). */
    idempotencyAwaitingFile?: IdempotencyScope;
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

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
  const stored = await claimIdempotentRequest(request.server.deps, scope, { method: request.method, path, bodySha256 });
  if (!stored) {
    request.idempotency = scope;
    return undefined;
  }
  reply.header('Idempotent-Replayed', 'true').header('content-type', 'application/json; charset=utf-8');
  return reply.code(stored.status).send(stored.body);
}

/** onSend: store the answer of a claimed request (4xx included: it is the answer), free it on 5xx. */
export async function storeIdempotentResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const scope = request.idempotency;
  if (!scope) return payload;
  request.idempotency = undefined;
  await recordIdempotentAnswer(request.server.deps, scope, reply.statusCode, payload);
  return payload;
}
