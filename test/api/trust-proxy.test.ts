import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

const PROXY = '10.0.0.2';
const CLIENT = '198.51.100.9';
const ALLOWED = '203.0.113.7';

let t: TestApp;
let restricted: Tenant;
const apps = new Map<string, FastifyInstance>();
beforeAll(async () => {
  t = await createTestApp();
  restricted = await t.tenant({ key: { allowed_ips: [ALLOWED] } });
  for (const setting of ['1', '10.0.0.0/8', `${PROXY}, 192.0.2.1`, 'true']) {
    const config = { ...t.config, TRUST_PROXY: loadConfig({ TRUST_PROXY: setting }).TRUST_PROXY };
    const app = await buildApp({ ...t.deps, config });
    apps.set(setting, app);
  }
});
afterAll(async () => {
  for (const app of apps.values()) await app.close();
  await t.close();
});

/** A request arriving from `from` with the X-Forwarded-For chain `chain` (absent when empty). */
const request = (setting: string, from: string, chain: string) =>
  apps.get(setting)!.inject({
    method: 'GET',
    url: '/v1/activities',
    remoteAddress: from,
    headers: { ...restricted.headers, ...(chain ? { 'x-forwarded-for': chain } : {}) },
  });

describe('TRUST_PROXY', () => {
  it.each(['1', '10.0.0.0/8', `${PROXY}, 192.0.2.1`])(
    '%s: a client behind a one-hop proxy cannot claim an allowed address',
    async (setting) => {
      // The client sends X-Forwarded-For: ALLOWED; the proxy appends the address it saw.
      const spoofed = await request(setting, PROXY, `${ALLOWED}, ${CLIENT}`);
      expect(spoofed.statusCode).toBe(403);
      expect(spoofed.json().error).toMatchObject({
        details: { reason: 'ip_not_allowed' },
        message: `Requests from ${CLIENT} are not allowed for this key`,
      });
      // The allowed client itself, through the same proxy, passes.
      expect((await request(setting, PROXY, ALLOWED)).statusCode).toBe(200);
    },
  );

  it('with a list, X-Forwarded-For from a peer that is not a listed proxy is ignored', async () => {
    const direct = await request('10.0.0.0/8', CLIENT, ALLOWED);
    expect(direct.statusCode).toBe(403);
    expect(direct.json().error.message).toBe(`Requests from ${CLIENT} are not allowed for this key`);
  });

  it('true trusts the whole chain (documented): the spoofed address is believed', async () => {
    expect((await request('true', PROXY, `${ALLOWED}, ${CLIENT}`)).statusCode).toBe(200);
  });

  it('refuses a setting that is no boolean, hop count or address list, naming it', () => {
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', '1.5']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: .* is not true, false, a hop count/);
    }
  });
});
