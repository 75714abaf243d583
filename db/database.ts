import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema.ts';

// Keep DATE columns as 'YYYY-MM-DD' strings: a JS Date would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// bigint counts (count(*), bigserial) fit comfortably in a double for our volumes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export type Db = Kysely<Database>;

/** Statements longer than this (big multi-row inserts) are not kept prepared on every connection. */
const MAX_PREPARED_SQL_LENGTH = 8_000;

/** Statement names by text, so a query's text is hashed once, not on every run (~30 µs for the activity insert). */
const statementNames = new Map<string, string>();
const REMEMBERED_STATEMENT_NAMES = 2_000;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= REMEMBERED_STATEMENT_NAMES) statementNames.clear();
    name = createHash('sha1').update(text).digest('base64url');
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs every parameterised query as a named prepared statement (named by a hash of its text), so
 * PostgreSQL parses and plans it once per connection instead of on every request: on the hot
 * paths (key lookup, activity insert) that halves the database's work. With `answerWithinMs`, each
 * query given as text waits at most that long for its answer (see endAfterReadTimeout). Only the
 * (text[, values][, callback]) form is rewritten; cursors and COPY streams pass through, unbounded
 * as a whole (a slow reader is not a silent server; each of a cursor's reads is a statement).
 */
function configureQueries(client: pg.PoolClient, answerWithinMs?: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string') return query(text, values, ...rest);
    const listed = Array.isArray(values);
    const config = {
      text,
      ...(listed && { values }),
      ...(listed && values.length > 0 && text.length <= MAX_PREPARED_SQL_LENGTH && { name: statementName(text) }),
      ...(answerWithinMs && { query_timeout: answerWithinMs }),
    };
    const result = listed ? query(config, ...rest) : query(config, values, ...rest);
    if (answerWithinMs && result instanceof Promise) endAfterReadTimeout(client, result);
    return result;
  }) as typeof client.query;
}

/** How long a statement, an open transaction left idle, and a wait for a connection may last. */
export interface PoolTimeouts {
  statementMs: number;
  idleInTransactionMs: number;
  acquireMs: number;
}

/**
 * How much longer than statement_timeout the client waits for an answer before giving up on the
 * connection: a live server cancels the statement itself first; a silent one (frozen, partitioned)
 * never answers, and only this ends the wait.
 */
const SILENT_SERVER_MARGIN_MS = 1_000;

/** node-postgres's error when an answer does not come within query_timeout. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * A pool of `max` connections, each running parameterised queries as prepared statements. A
 * connection the server closes (a restart, a failover, pg_terminate_backend) must not end the
 * process: idle in the pool, it is an 'error' event of the pool, logged with `log` if given, and the
 * pool opens a new connection when one is next needed; checked out, see the client's listener below.
 * TCP keepalive finds peers that vanished without closing (a host gone, a NAT that dropped the connection).
 * With `timeouts`, nothing waits on PostgreSQL unbounded: statement_timeout and
 * idle_in_transaction_session_timeout on the server, an answer awaited at most
 * statement_timeout + 1 s, and a connection awaited at most acquireMs.
 */
export function createPool(
  databaseUrl: string,
  max = 10,
  log?: Pick<Logger, 'warn'>,
  timeouts?: PoolTimeouts,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    keepAlive: true,
    ...(timeouts && {
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      connectionTimeoutMillis: timeouts.acquireMs,
    }),
  });
  pool.on('connect', (client) => {
    configureQueries(client, timeouts && timeouts.statementMs + SILENT_SERVER_MARGIN_MS);
    // Lost while checked out between statements (inside a transaction, say), a connection's error is
    // the client's, not the pool's: unheard, it would end the process too. Its holder's next statement
    // fails instead (the client is no longer queryable), and the pool drops it when it is released.
    client.on('error', () => undefined);
  });
  // Only the code and message: the error carries the client, and with it the connection's settings.
  pool.on('error', (error: Error & { code?: string }) =>
    log?.warn({ code: error.code, reason: error.message }, 'idle PostgreSQL connection closed; the pool replaces it'),
  );
  return pool;
}

/**
 * A statement whose answer timed out is still outstanding on its connection, which would hold up
 * whoever got the connection next: the connection is ended, so the pool drops it on release.
 */
function endAfterReadTimeout(client: pg.PoolClient, answer: Promise<unknown>): void {
  answer.catch((error: unknown) => {
    if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) client.end().catch(() => undefined);
  });
}

/** The pool behind each Db, for the few things Kysely cannot do (COPY). */
const pools = new WeakMap<Db, pg.Pool>();

export function createDb(pool: pg.Pool): Db {
  // The cursor lets a query be streamed (`.stream(n)`): n rows fetched at a time, as the reader asks.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  pools.set(db, pool);
  return db;
}

/**
 * Runs `work` on one connection of the db's pool, held until it settles: COPY ... FROM STDIN and the
 * statements of its transaction must share a connection, which Kysely does not hand out.
 */
export async function withPgClient<T>(db: Db, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const pool = pools.get(db);
  if (!pool) throw new Error('withPgClient: this Db was not made by createDb');
  const client = await pool.connect();
  try {
    const result = await work(client);
    client.release();
    return result;
  } catch (error) {
    // Its state is unknown (mid-COPY, mid-transaction): closed rather than handed to the next caller.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}
