/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions, shutting down, crashed, starting
 * up; and of a statement cancelled by statement_timeout (57014) or a session ended by
 * idle_in_transaction_session_timeout (25P03).
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '25P03',
]);
/** System errors of a connection that could not be made or was cut. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
/**
 * node-postgres's own words (these errors carry no code) for a connection lost while in use, an
 * answer that did not come within query_timeout, and no connection free within connectionTimeoutMillis.
 */
const CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|Query read timeout|timeout exceeded when trying to connect)/;

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
