import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey, parseApiKey } from '../../services/keys/api-key-format.ts';
import { KEY_CACHE_TTL_MS } from '../../services/keys/key-lookup-cache.ts';
import { revokeKey } from '../../services/keys/key-management.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (headers: Record<string, string>, url = '/v1/activities') => t.app.inject({ method: 'GET', url, headers });

describe('API key format', () => {
  it('generates prefixed keys with a checksum that detects typos', () => {
    const { value, hash, displayPrefix } = generateApiKey('svc', 'live');
    expect(value).toMatch(/^svc_live_[0-9A-Za-z]{30}$/);
    expect(displayPrefix).toBe(value.slice(0, 13));
    expect(hash).toHaveLength(32);
    expect(parseApiKey('svc', value)).toBe('live');
    const typo = value.slice(0, 12) + (value[12] === 'a' ? 'b' : 'a') + value.slice(13);
    expect(parseApiKey('svc', typo)).toBeNull();
    expect(parseApiKey('svc', value.replace('svc_live_', 'svc_test_'))).toBeNull();
  });
});

describe('authentication', () => {
  it('answers 401 UNAUTHORIZED without credentials, in the error envelope', async () => {
    const res = await get({});
    expect(res.statusCode).toBe(401);
    const body = res.json();
    expect(body).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED', status: 401 } });
    expect(body.meta.request_id).toBe(res.headers['x-request-id']);
  });

  it('answers 401 INVALID_API_KEY for a malformed key and for an unknown well-formed key', async () => {
    expect((await get({ authorization: 'Bearer nonsense' })).json().error.code).toBe('INVALID_API_KEY');
    const unknown = generateApiKey('svc', 'test').value;
    const res = await get({ authorization: `Bearer ${unknown}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_API_KEY');
  });

  it('accepts the key as Bearer and as X-API-Key', async () => {
    const tenant = await t.tenant();
    expect((await get({ authorization: `Bearer ${tenant.key}` })).statusCode).toBe(200);
    expect((await get({ 'x-api-key': tenant.key })).statusCode).toBe(200);
  });

  it('answers 401 API_KEY_REVOKED after revocation', async () => {
    const tenant = await t.tenant();
    await revokeKey(t.database.db, tenant.keyId, 'test');
    const res = await get(tenant.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('API_KEY_REVOKED');
  });

  it('sees a revocation made by another process within the key cache TTL', async () => {
    const tenant = await t.tenant();
    expect((await get(tenant.headers)).statusCode).toBe(200);
    // As the CLI in another process would: straight to the database, no in-process invalidation.
    await t.database.db
      .updateTable('api_keys')
      .set({ revoked_at: new Date() })
      .where('id', '=', tenant.keyId)
      .execute();
    await new Promise((r) => setTimeout(r, KEY_CACHE_TTL_MS + 100));
    expect((await get(tenant.headers)).json().error.code).toBe('API_KEY_REVOKED');
  });

  it('answers 401 API_KEY_EXPIRED once the expiry has passed', async () => {
    const tenant = await t.tenant({ key: { expires_at: new Date(Date.now() + 1500).toISOString() } });
    expect((await get(tenant.headers)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1600));
    const res = await get(tenant.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('API_KEY_EXPIRED');
  });

  it('enforces IP and CIDR restrictions', async () => {
    const allowed = await t.tenant({ key: { allowed_ips: ['10.1.0.0/16'] } });
    const inRange = await t.app.inject({
      method: 'GET',
      url: '/v1/activities',
      headers: allowed.headers,
      remoteAddress: '10.1.2.3',
    });
    expect(inRange.statusCode).toBe(200);
    const outside = await t.app.inject({
      method: 'GET',
      url: '/v1/activities',
      headers: allowed.headers,
      remoteAddress: '10.2.0.1',
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'ip_not_allowed' } });
  });

  it('enforces domain restrictions on Origin or Referer', async () => {
    const tenant = await t.tenant({ key: { allowed_domains: ['app.example.com', '*.example.org'] } });
    expect((await get({ ...tenant.headers, origin: 'https://app.example.com' })).statusCode).toBe(200);
    expect((await get({ ...tenant.headers, referer: 'https://x.example.org/page' })).statusCode).toBe(200);
    const other = await get({ ...tenant.headers, origin: 'https://evil.example.net' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.details.reason).toBe('domain_not_allowed');
    expect((await get(tenant.headers)).statusCode).toBe(403);
  });
});

describe('plans and packs', () => {
  const post = (headers: Record<string, string>, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('refuses trial and starter plans with 403 naming the plan', async () => {
    for (const plan of ['trial', 'starter'] as const) {
      const tenant = await t.tenant({ plan });
      const res = await get(tenant.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'plan' } });
    }
  });

  it('refuses a professional plan without a pack', async () => {
    const tenant = await t.tenant({ plan: 'professional' });
    expect((await get(tenant.headers)).json().error.details.reason).toBe('plan');
  });

  it('pack 1 is read-only', async () => {
    const tenant = await t.tenant({ plan: 'professional', pack: 1 });
    expect((await get(tenant.headers)).statusCode).toBe(200);
    const res = await post(tenant.headers, '/v1/activities');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details.reason).toBe('api_pack');
  });

  it('pack 2 allows GET everywhere and POST on activities, nothing else', async () => {
    const tenant = await t.tenant({ plan: 'professional', pack: 2 });
    expect((await get(tenant.headers, '/v1/emission-factors')).statusCode).toBe(200);
    expect((await post(tenant.headers, '/v1/activities', {})).statusCode).toBe(400); // allowed through, then validated
    expect((await post(tenant.headers, '/v1/test-data/reset')).statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/v1/activities/00000000-0000-4000-8000-000000000000',
      headers: tenant.headers,
    });
    expect(del.statusCode).toBe(403);
  });

  it('pack 3 and enterprise allow every method', async () => {
    for (const org of [{ plan: 'professional' as const, pack: 3 }, { plan: 'enterprise' as const }]) {
      const tenant = await t.tenant(org);
      const del = await t.app.inject({
        method: 'DELETE',
        url: '/v1/activities/00000000-0000-4000-8000-000000000000',
        headers: tenant.headers,
      });
      expect(del.statusCode).toBe(404);
      expect((await post(tenant.headers, '/v1/test-data/reset')).statusCode).toBe(200);
    }
  });
});
