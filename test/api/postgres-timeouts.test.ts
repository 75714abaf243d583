import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { createDb, createPool, type Db, type PoolTimeouts } from '../../db/database.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';

/** Short bounds, so the test runs in seconds; the defaults are 10 s, 30 s and 3 s. */
const TIMEOUTS: PoolTimeouts = { statementMs: 1000, idleInTransactionMs: 1000, acquireMs: 1000 };
/** statement_timeout + the 1 s the client waits beyond it, and room for a busy machine. */
const ANSWER_WITHIN_MS = 4000;

// The app reaches its database through a proxy the test freezes; the shared PostgreSQL is never touched.
const proxy = new TcpProxy('127.0.0.1', 5432);
let t: TestApp;
let db: Db;
let app: FastifyInstance;
let tenant: Tenant;
beforeAll(async () => {
  await proxy.start();
  t = await createTestApp();
  const url = new URL(t.config.DATABASE_URL);
  url.port = String(proxy.port);
  // One connection: a second request must wait for it, and its wait is bounded too.
  db = createDb(createPool(url.toString(), 1, undefined, TIMEOUTS));
  app = await buildApp({ ...t.deps, db });
  await app.ready();
  tenant = await t.tenant();
});
afterAll(async () => {
  proxy.thaw();
  await app.close();
  await db.destroy();
  await proxy.stop();
  await t.close();
});

/** The answer and how long it took; a request still pending after 15 s counts as hung. */
async function timed(request: Promise<LightMyRequestResponse>) {
  const started = Date.now();
  const hung = new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000).unref());
  const res = await Promise.race([request, hung]);
  return { res, ms: Date.now() - started };
}
const list = () => app.inject({ method: 'GET', url: '/v1/activities', headers: tenant.headers });

describe('PostgreSQL silent (connections open, nothing answers)', () => {
  it('requests answer 503 SERVICE_UNAVAILABLE within seconds, the one waiting for a connection too, and 200 once it answers', async () => {
    expect((await list()).statusCode).toBe(200);
    proxy.freeze();
    try {
      const answers = await Promise.all([timed(list()), timed(list())]);
      for (const { res, ms } of answers) {
        expect(res?.statusCode).toBe(503);
        expect(res!.json().error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        expect(res!.headers['retry-after']).toBe('1');
        expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      }
    } finally {
      proxy.thaw();
    }
    // The connection whose answer never came was dropped: a new one serves.
    expect((await list()).statusCode).toBe(200);
  });
});

describe('PostgreSQL bounds on a live server', () => {
  it('a statement longer than statement_timeout is cancelled by the server (57014, answered 503 by the API)', async () => {
    const started = Date.now();
    const error = await sql`SELECT pg_sleep(5)`.execute(db).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it('a transaction left idle longer than idle_in_transaction_session_timeout is ended by the server', async () => {
    const error = await db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, TIMEOUTS.idleInTransactionMs + 1000));
        await sql`SELECT 1`.execute(trx);
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((await list()).statusCode).toBe(200);
  });
});
