/** SQLSTATEs of a server that cannot serve now: connection exceptions, shutting down, crashed, starting up. */
const UNAVAILABLE_SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
/** System errors of a connection that could not be made or was cut. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
/** node-postgres's own words for a connection lost while in use (these errors carry no code). */
const CONNECTION_LOST = /^(Connection terminated|Client has encountered a connection error)/;

/**
 * Whether an error says PostgreSQL is unreachable, restarting or failing over: the request may
 * succeed if retried shortly, so it is answered 503, not 500. Each request is one statement or
 * transaction, which a lost connection rolls back unless it had already committed.
 */
export function isDatabaseOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNREACHABLE.has(code))) return true;
  return CONNECTION_LOST.test(error.message);
}
