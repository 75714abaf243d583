import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { generateApiKey } from '../../services/keys/api-key-format.ts';
import { failureBucket } from '../../api/auth/auth-failure-limit.ts';
import { KEY_CACHE_TTL_MS } from '../../services/keys/key-lookup-cache.ts';
import { insertApiKey } from '../../db/queries/api-keys.ts';
import { revokeKey } from '../../services/keys/key-management.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const LIMIT = 5;

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ AUTH_FAILURE_LIMIT: String(LIMIT), AUTH_FAILURE_WINDOW_MS: '60000' });
  second = await buildApp(t.deps);
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const forged = () => `Bearer ${generateApiKey(t.config.API_KEY_BRAND, 'live').value}`;
const from = (remoteAddress: string, authorization: string, app = t.app) =>
  app.inject({ method: 'GET', url: '/v1/activities', remoteAddress, headers: { authorization } });

describe('failed authentications', () => {
  it(`answer 429 with Retry-After, on every instance, once an address has ${LIMIT} in the window; others are unaffected`, async () => {
    const valid = await t.tenant();
    for (let i = 0; i < LIMIT; i++)
      expect((await from('192.0.2.10', forged(), i % 2 ? second : t.app)).statusCode).toBe(401);

    for (const app of [t.app, second]) {
      const refused = await from('192.0.2.10', forged(), app);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        success: false,
        error: { code: 'RATE_LIMIT_EXCEEDED', status: 429, details: { limit: LIMIT, window_seconds: 60 } },
        meta: { request_id: refused.headers['x-request-id'] },
      });
    }
    expect((await from('192.0.2.11', forged())).statusCode).toBe(401);
    expect((await from('192.0.2.11', valid.headers.authorization!)).statusCode).toBe(200);
  });

  it('never refuse a key that exists: junk keys from an address do not lock out its real keys', async () => {
    // Three other organisations behind the same address (one load balancer), none of their keys seen yet.
    const others = [await t.tenant(), await t.tenant({ mode: 'live' }), await t.tenant()];
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await from('192.0.2.40', forged(), i % 2 ? second : t.app)).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
    for (const [i, tenant] of others.entries())
      expect((await from('192.0.2.40', tenant.headers.authorization!, i % 2 ? second : t.app)).statusCode).toBe(200);
    // Misses go on being refused: a real key in between does not reset the address's count.
    expect((await from('192.0.2.40', forged())).statusCode).toBe(429);
    expect((await from('192.0.2.40', 'Bearer not-even-a-key')).statusCode).toBe(429);
  });

  it('do not include revoked keys: a real key, not a guess', async () => {
    const tenant = await t.tenant();
    await revokeKey(t.database.db, tenant.keyId, 'test');
    for (let i = 0; i <= LIMIT; i++)
      expect((await from('192.0.2.30', tenant.headers.authorization!)).json().error.code).toBe('API_KEY_REVOKED');
    expect((await from('192.0.2.30', forged())).statusCode).toBe(401);
  });

  it('count an IPv6 client by its /64', async () => {
    expect(failureBucket('2001:db8:0:7::1')).toBe('2001:db8:0:7::/64');
    expect(failureBucket('2001:0db8:0000:0007:ffff:1:2:3')).toBe('2001:db8:0:7::/64');
    expect(failureBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    for (let i = 1; i <= LIMIT; i++) expect((await from(`2001:db8:0:7::${i}`, forged())).statusCode).toBe(401);
    expect((await from('2001:db8:0:7::ab', forged())).statusCode).toBe(429);
    expect((await from('2001:db8:0:8::1', forged())).statusCode).toBe(401);
  });

  it('remember an unknown key for the key cache TTL, so repeating it costs no lookup', async () => {
    const key = generateApiKey(t.config.API_KEY_BRAND, 'test');
    expect((await from('192.0.2.20', `Bearer ${key.value}`)).statusCode).toBe(401);
    // The key now exists, but this instance has just learnt that it does not: no lookup until the TTL is over.
    const org = await t.tenant();
    await insertApiKey(t.database.db, {
      organizationId: org.organizationId,
      mode: 'test',
      name: 'late',
      displayPrefix: key.displayPrefix,
      hash: key.hash,
    });
    expect((await from('192.0.2.20', `Bearer ${key.value}`)).json().error.code).toBe('INVALID_API_KEY');
    expect((await from('192.0.2.20', `Bearer ${key.value}`, second)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, KEY_CACHE_TTL_MS + 100));
    expect((await from('192.0.2.20', `Bearer ${key.value}`)).statusCode).toBe(200);
  });
});
