import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { KEY_CACHE_TTL_MS } from '../../services/keys/key-lookup-cache.ts';
import { CLI_ENTRY } from '../support/compiled-entries.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** docs/api-guide.md promises KEY_CACHE_TTL_MS; this allows request latency on a busy 2-core machine on top. */
const DEADLINE_MS = KEY_CACHE_TTL_MS + 500;
const EVERY_MS = 200;

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second API instance on the same database and Redis prefix, with its own key cache.
  second = await buildApp(t.deps);
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

interface Sample {
  sent: number;
  answered: number;
  instance: number;
  status: number;
  code?: string;
}

/** Uses the key every 200 ms on each instance until `done` says so (or 20 s pass). */
async function useKey(apps: FastifyInstance[], headers: Record<string, string>, done: () => boolean) {
  const samples: Sample[] = [];
  const deadline = Date.now() + 20_000;
  while (!done() && Date.now() < deadline) {
    const round = Date.now();
    await Promise.all(
      apps.map(async (app, instance) => {
        const sent = Date.now();
        const res = await app.inject({ method: 'GET', url: '/v1/emission-factors?limit=1', headers });
        samples.push({
          sent,
          answered: Date.now(),
          instance,
          status: res.statusCode,
          code: res.statusCode === 200 ? undefined : res.json().error.code,
        });
      }),
    );
    await new Promise((r) => setTimeout(r, Math.max(0, EVERY_MS - (Date.now() - round))));
  }
  return samples;
}

/**
 * Answered before the change began: accepted. Sent DEADLINE_MS or more after it was made, on every
 * instance: all refused with `status` (a request's own latency on a busy machine does not count).
 */
function expectRefusedInTime(
  samples: Sample[],
  instances: number,
  change: { began: number; madeAt: number },
  status: number,
) {
  const changedAt = change.madeAt;
  expect(samples.filter((s) => s.answered < change.began && s.status !== 200)).toEqual([]);
  for (let instance = 0; instance < instances; instance++) {
    const late = samples.filter((s) => s.instance === instance && s.sent >= changedAt + DEADLINE_MS);
    expect(late.length).toBeGreaterThan(0);
    expect(late.map((s) => s.status)).toEqual(late.map(() => status));
  }
}

describe('key cache', () => {
  it('a key in constant use is refused on every instance within the TTL of `keys revoke` in another process', async () => {
    const tenant = await t.tenant({ mode: 'live' });
    let revokedAt = Infinity;
    const cli = (async () => {
      await new Promise((r) => setTimeout(r, 1000));
      // The operator CLI itself, as its own process: nothing it does can reach this process's caches.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [CLI_ENTRY, 'keys', 'revoke', tenant.keyId, '--json'],
        {
          env: { ...process.env, DATABASE_URL: t.config.DATABASE_URL },
        },
      );
      revokedAt = new Date(JSON.parse(stdout).revoked_at).getTime();
    })();
    const apps = [t.app, second];
    const samples = await useKey(apps, tenant.headers, () => Date.now() - revokedAt > DEADLINE_MS + 1000);
    await cli;

    // revoked_at is the revoking transaction's start; it commits moments later, so counting from it is the stricter test.
    expectRefusedInTime(samples, apps.length, { began: revokedAt, madeAt: revokedAt }, 401);
    expect(samples.filter((s) => s.status === 401).every((s) => s.code === 'API_KEY_REVOKED')).toBe(true);
  });

  it('a changed IP rule holds within the TTL while the key is in constant use', async () => {
    const tenant = await t.tenant();
    let began = Infinity;
    let changedAt = Infinity;
    const change = (async () => {
      await new Promise((r) => setTimeout(r, 1000));
      began = Date.now();
      // No endpoint edits rules yet; an operator's UPDATE is what the cache must not hide.
      await t.database.db
        .updateTable('api_keys')
        .set({ allowed_ips: ['192.0.2.1'] })
        .where('id', '=', tenant.keyId)
        .execute();
      changedAt = Date.now();
    })();
    const samples = await useKey([t.app], tenant.headers, () => Date.now() - changedAt > DEADLINE_MS + 1000);
    await change;

    expectRefusedInTime(samples, 1, { began, madeAt: changedAt }, 403);
  });
});
