import { setTimeout as sleep } from 'node:timers/promises';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyScope,
} from '../../db/queries/idempotency-records.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { ApiError } from '../service-errors.ts';

export type { IdempotencyScope };

/** How long a duplicate waits for the first request to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 100;

/** What makes two requests under one key the same request: where they went and the fingerprint of their body. */
export interface IdempotentRequest {
  method: string;
  path: string;
  bodySha256: string;
}

/** The first request's answer, replayed as it was sent. */
export interface StoredResponse {
  status: number;
  body: string;
}

/**
 * Claims the key for this request (undefined: the caller runs it), or returns the stored response
 * of the first request with this key and body. The same key with another body or path is 422; a
 * duplicate arriving while the first still runs waits for it, then replays (409 if it takes too long).
 */
export async function claimIdempotentRequest(
  deps: Pick<ServiceDeps, 'db'>,
  scope: IdempotencyScope,
  request: IdempotentRequest,
): Promise<StoredResponse | undefined> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const outcome = await claimIdempotencyKey(deps.db, scope, request);
    if (outcome === 'claimed') return undefined;
    if (!outcome) continue; // expired and purged between our two statements: claim again
    if (outcome.body_sha256 !== request.bodySha256 || outcome.path !== request.path) {
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
    if (outcome.state === 'completed') return { status: outcome.response_status!, body: outcome.response_body! };
    if (Date.now() > deadline) {
      throw new ApiError(
        409,
        'IDEMPOTENCY_REQUEST_IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed; retry later',
      );
    }
    await sleep(POLL_MS);
  }
}

/**
 * Records the answer of a claimed request: stored for replay (4xx included: it is the answer), or,
 * for a failure on our side (5xx) or a body that is not text (a stream), the key is freed so the
 * client can retry.
 */
export async function recordIdempotentAnswer(
  deps: Pick<ServiceDeps, 'db'>,
  scope: IdempotencyScope,
  status: number,
  body: unknown,
): Promise<void> {
  if (status >= 500 || typeof body !== 'string') await releaseIdempotencyKey(deps.db, scope);
  else await completeIdempotencyKey(deps.db, scope, status, body);
}
