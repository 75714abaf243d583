import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const ADMIN = 'test-admin-token-0123456789';
const METRICS = 'test-metrics-token-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const basic = (password: string) => ({
  authorization: `Basic ${Buffer.from(`operator:${password}`).toString('base64')}`,
});

const LIMIT = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: METRICS, OPERATOR_AUTH_FAILURE_LIMIT: String(LIMIT) });
});
afterAll(async () => t.close());

const status = async (url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url, headers })).statusCode;

describe('operator sign-in', () => {
  it('tells a browser how to sign in: Basic challenge, and a 401 body naming both ways', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/queues' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Basic realm=/);
    expect(res.json().error).toMatchObject({
      code: 'UNAUTHORIZED',
      message:
        'Operator token required: send Authorization: Bearer <ADMIN_TOKEN>, or sign in from a browser with any user name and ADMIN_TOKEN as the password',
    });
  });

  it('accepts ADMIN_TOKEN as Bearer or as the Basic password on every operator route', async () => {
    for (const url of ['/admin/queues', '/admin/organizations', '/metrics']) {
      expect([url, await status(url, bearer(ADMIN)), await status(url, basic(ADMIN))]).toEqual([url, 200, 200]);
      expect([url, await status(url, basic('wrong-token-0123456789'))]).toEqual([url, 401]);
    }
  });

  it('METRICS_TOKEN opens /metrics and nothing else', async () => {
    expect(await status('/metrics', bearer(METRICS))).toBe(200);
    expect(await status('/metrics', basic(METRICS))).toBe(200);
    expect(await status('/admin/organizations', bearer(METRICS))).toBe(401);
    expect(await status('/admin/queues', basic(METRICS))).toBe(401);
    const create = await t.app.inject({
      method: 'POST',
      url: '/admin/organizations',
      headers: bearer(METRICS),
      payload: { name: 'x', plan: 'enterprise' },
    });
    expect(create.statusCode).toBe(401);
  });

  it(`throttles wrong tokens per address: past ${LIMIT}, no token is compared until the window ends`, async () => {
    const from = async (remoteAddress: string, url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers });
    const wrong = bearer('wrong-token-0123456789');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++)
      statuses.push((await from('198.51.100.7', i % 2 ? '/metrics' : '/admin/organizations', wrong)).statusCode);
    expect(statuses).toEqual(Array<number>(LIMIT).fill(401));
    const refused = await from('198.51.100.7', '/admin/organizations', bearer(ADMIN));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', details: { limit: LIMIT } });
    expect((await from('198.51.100.7', '/metrics', bearer(METRICS))).statusCode).toBe(429);
    // Another address, and API keys from this one, are not affected.
    expect((await from('198.51.100.8', '/admin/organizations', bearer(ADMIN))).statusCode).toBe(200);
    const tenant = await t.tenant();
    expect((await from('198.51.100.7', '/v1/activities', tenant.headers)).statusCode).toBe(200);
  });
});
