import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { createDb, createPool, type Db } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { electricity } from './fixtures.ts';

/** READINESS_POSTGRES_TIMEOUT_MS's default (1000) and room for a busy machine. */
const ANSWER_WITHIN_MS = 1500;

// The app under test reaches the test's database through the proxy; the shared PostgreSQL is never touched.
const proxy = new TcpProxy('127.0.0.1', 5432);
let t: TestApp;
let db: Db;
let app: FastifyInstance;
beforeAll(async () => {
  await proxy.start();
  t = await createTestApp();
  const url = new URL(t.config.DATABASE_URL);
  url.port = String(proxy.port);
  db = createDb(createPool(url.toString(), 2));
  app = await buildApp({ ...t.deps, db });
  await app.ready();
});
afterAll(async () => {
  proxy.thaw(); // the unanswered SELECT 1 completes, so the pool can end
  await app.close();
  await db.destroy();
  await proxy.stop();
  await t.close();
});

/** The answer and how long it took; a request still pending after 5 s counts as hung. */
async function timed(request: Promise<LightMyRequestResponse>) {
  const started = Date.now();
  const hung = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000).unref());
  const res = await Promise.race([request, hung]);
  return { res, ms: Date.now() - started };
}

const readiness = () => app.inject({ method: 'GET', url: '/readyz' });

describe('PostgreSQL unresponsive (connections open, nothing passes)', () => {
  it('/readyz answers 503 within READINESS_POSTGRES_TIMEOUT_MS, and 200 again once PostgreSQL answers', async () => {
    const before = await readiness();
    expect(before.json()).toEqual({ status: 'ready', checks: { postgres: 'ok', redis: 'ok' } });
    proxy.freeze();
    try {
      const ready = await timed(readiness());
      expect(ready.res?.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(ready.res!.json()).toEqual({
        status: 'not_ready',
        checks: { postgres: 'error: PostgreSQL did not answer within 1000 ms', redis: 'ok' },
      });
    } finally {
      proxy.thaw();
    }
    const after = await timed(readiness());
    expect(after.res?.statusCode).toBe(200);
  });

  it('a probe whose connection hangs closes it, so the next probes open new ones and find PostgreSQL ready', async () => {
    expect((await readiness()).statusCode).toBe(200);
    // The connections open now hang forever (their state lost on the way); new connections pass.
    proxy.freezeOpen();
    try {
      const answers: (number | undefined)[] = [];
      // More probes than the pool has connections: a hung connection handed back busy would keep every
      // later probe waiting for one, and the service not ready, until PostgreSQL answered on it.
      for (let probe = 0; probe < 4; probe += 1) {
        const ready = await timed(readiness());
        expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS);
        answers.push(ready.res?.statusCode);
      }
      expect(answers.at(-1)).toBe(200);
      expect(answers.filter((status) => status === 503).length).toBeGreaterThan(0);
    } finally {
      proxy.thaw();
    }
  });
});

describe('PostgreSQL refusing connections (restarting, failing over)', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, stores nothing, and serves again once it is back', async () => {
    const tenant = await t.tenant();
    const list = () => app.inject({ method: 'GET', url: '/v1/activities', headers: tenant.headers });
    expect((await list()).statusCode).toBe(200);
    await proxy.stop(); // open connections are cut, new ones refused
    try {
      for (const res of [
        await list(),
        await app.inject({ method: 'POST', url: '/v1/activities', headers: tenant.headers, payload: electricity() }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.json().error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
      }
    } finally {
      await proxy.start();
    }
    const after = await list();
    expect(after.statusCode).toBe(200);
    expect(after.json().data.activities).toEqual([]);
  });
});
