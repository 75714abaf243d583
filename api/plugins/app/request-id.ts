import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify genReqId: a client's X-Request-Id when it is sane, else a fresh UUID. */
export function requestId(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && CLIENT_ID.test(header) ? header : randomUUID();
}
