import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's X-Request-Id when it sent a sane one; request.id is always the server's own. */
    clientRequestId: string | null;
  }
}

/** Fastify genReqId: the server's own id, unique, whatever the client sent (logs and audit rely on it). */
export const serverRequestId = (): string => randomUUID();

/** A client's X-Request-Id when it is 1–128 characters of [A-Za-z0-9._:-], else null. */
export function clientRequestId(request: IncomingMessage): string | null {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && CLIENT_ID.test(header) ? header : null;
}

/** The id answered in X-Request-Id and meta.request_id: the client's own when it sent one. */
export function answeredRequestId(request: FastifyRequest): string {
  return request.clientRequestId ?? request.id;
}
