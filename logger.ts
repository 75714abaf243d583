import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

/** What a request log line says about the request (Fastify hands its request object to this serializer). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's request serializer without the query string: a query can hold what must never be logged
 * (a key sent as ?api_key= is refused, but only after the request was logged).
 */
function serializeRequest(request: LoggedRequest) {
  const url = request.url ?? '';
  const query = url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? url : `${url.slice(0, query)}?[redacted]`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The one logger of every role (API, workers, scheduler, CLI): JSON lines on stdout (or `destination`).
 * Keys, tokens and cookies never reach it: the headers that carry them are redacted, query strings
 * are left out of request lines.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
    },
    destination,
  );
}
