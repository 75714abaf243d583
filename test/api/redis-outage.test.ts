import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';

/** What "does not hang" means here: REDIS_COMMAND_TIMEOUT_MS (500) and room for a busy machine. */
const ANSWER_WITHIN_MS = 1000;

const proxy = new TcpProxy('127.0.0.1', 6379);
const logs: string[] = [];
let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  await proxy.start();
  t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port}`, LOG_LEVEL: 'warn' }, { logs });
  tenant = await t.tenant({ mode: 'live' });
});
afterAll(async () => {
  proxy.thaw();
  await proxy.start().catch(() => undefined); // already listening unless a test left it stopped
  await waitForRedis();
  await t.close();
  await proxy.stop();
});

async function waitForRedis() {
  for (let i = 0; i < 50; i++) {
    if (
      await t.redis.ping().then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Redis did not come back through the proxy');
}

/** The answer and how long it took; a request still pending after 5 s counts as hung. */
async function timed(request: Promise<LightMyRequestResponse>) {
  const started = Date.now();
  const hung = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000).unref());
  const res = await Promise.race([request, hung]);
  return { res, ms: Date.now() - started };
}

const liveRequest = () => t.app.inject({ method: 'GET', url: '/v1/emission-factors?limit=1', headers: tenant.headers });
const readiness = () => t.app.inject({ method: 'GET', url: '/readyz' });

describe.each([
  { outage: 'Redis stopped (connections refused and cut)', begin: () => proxy.stop(), end: () => proxy.start() },
  {
    outage: 'Redis unresponsive (connections open, nothing passes)',
    begin: async () => proxy.freeze(),
    end: async () => proxy.thaw(),
  },
])('$outage', ({ begin, end }) => {
  it('live-key requests answer at once, unlimited, with a warning logged; /readyz answers 503', async () => {
    const before = await liveRequest();
    expect(before.statusCode).toBe(200);
    expect(before.headers['ratelimit']).toBeDefined();
    await begin();
    try {
      logs.length = 0;
      const live = await timed(liveRequest());
      expect(live.res?.statusCode).toBe(200);
      expect(live.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(live.res!.headers['ratelimit']).toBeUndefined();
      expect(logs.map((line) => JSON.parse(line))).toContainEqual(
        expect.objectContaining({ level: 40, msg: 'rate limit not applied: Redis unavailable', limiter: 'rate limit' }),
      );

      const ready = await timed(readiness());
      expect(ready.res?.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(ready.res!.json()).toMatchObject({
        status: 'not_ready',
        checks: { postgres: 'ok', redis: expect.stringMatching(/^error: /) },
      });
    } finally {
      await end();
    }
    await waitForRedis();
    expect((await readiness()).statusCode).toBe(200);
    expect((await liveRequest()).headers['ratelimit']).toBeDefined();
  });
});
