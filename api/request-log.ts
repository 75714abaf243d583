/** What a request log line says about the request (Fastify passes its request object). */
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
export function serializeRequest(request: LoggedRequest) {
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
