import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_CACHE_TTL_MS } from '../../services/keys/key-lookup-cache.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const exec = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const admin = { authorization: 'Bearer test-admin-token-0123456789' };

describe('/admin API', () => {
  it('refuses requests without the admin token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/organizations' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/admin/organizations', headers: { authorization: 'Bearer wrong' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('UNAUTHORIZED');
  });

  it('creates an organisation and a key that works once, then revokes it', async () => {
    const org = await t.app.inject({ method: 'POST', url: '/admin/organizations', headers: admin, payload: { name: 'Acme India', plan: 'professional', pack: 3 } });
    expect(org.statusCode).toBe(201);
    const orgId = org.json().data.id;
    const key = await t.app.inject({ method: 'POST', url: '/admin/keys', headers: admin, payload: { organization_id: orgId, mode: 'live', name: 'ci' } });
    expect(key.statusCode).toBe(201);
    const { key: value, id } = key.json().data;
    expect(value).toMatch(/^svc_live_/);
    expect((await t.app.inject({ method: 'GET', url: '/v1/activities', headers: { authorization: `Bearer ${value}` } })).statusCode).toBe(200);

    const list = await t.app.inject({ method: 'GET', url: `/admin/keys?organization_id=${orgId}`, headers: admin });
    expect(list.json().data.keys).toHaveLength(1);
    expect(JSON.stringify(list.json())).not.toContain(value);
    const stored = await t.database.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.key_hash.toString('hex')).not.toContain(value);

    const revoked = await t.app.inject({ method: 'POST', url: `/admin/keys/${id}/revoke`, headers: admin });
    expect(revoked.json().data.state).toBe('revoked');
    // This instance read the key just now; like every instance it refuses it once that read is KEY_CACHE_TTL_MS old.
    await new Promise((r) => setTimeout(r, KEY_CACHE_TTL_MS));
    expect((await t.app.inject({ method: 'GET', url: '/v1/activities', headers: { authorization: `Bearer ${value}` } })).json().error.code).toBe('API_KEY_REVOKED');
  });

  it('validates input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/organizations', headers: admin, payload: { name: 'X', plan: 'starter', pack: 2 } });
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'pack' } });
    const ip = await t.app.inject({ method: 'POST', url: '/admin/keys', headers: admin, payload: { organization_id: '00000000-0000-4000-8000-000000000000', mode: 'live', name: 'x', allowed_ips: ['300.1.1.1'] } });
    expect(ip.json().error.details.field).toBe('allowed_ips[0]');
    const missing = await t.app.inject({ method: 'POST', url: '/admin/keys', headers: admin, payload: { organization_id: '00000000-0000-4000-8000-000000000000', mode: 'live', name: 'x' } });
    expect(missing.statusCode).toBe(404);
  });

  it('is disabled (404) when ADMIN_TOKEN is unset', async () => {
    const { buildApp } = await import('../../api/app.ts');
    const app = await buildApp({ ...t.deps, config: { ...t.config, ADMIN_TOKEN: undefined } });
    expect((await app.inject({ method: 'GET', url: '/admin/organizations', headers: admin })).statusCode).toBe(404);
    await app.close();
  });
});

describe('CLI', () => {
  const cli = (...args: string[]) => exec('npx', ['tsx', 'scripts/cli.ts', ...args], { env: { ...process.env, DATABASE_URL: t.database.url } });

  it('creates an organisation and keys as JSON, lists and revokes them', async () => {
    const org = JSON.parse((await cli('orgs', 'create', '--name', 'Tata Test', '--plan', 'enterprise', '--json')).stdout);
    expect(org).toMatchObject({ name: 'Tata Test', plan: 'enterprise', country: 'IN' });
    const key = JSON.parse((await cli('keys', 'create', '--org', org.id, '--mode', 'test', '--name', 'laptop', '--allow-ip', '127.0.0.1', '--json')).stdout);
    expect(key.key).toMatch(/^svc_test_/);
    const res = await t.app.inject({ method: 'GET', url: '/v1/activities', headers: { 'x-api-key': key.key }, remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    const listed = JSON.parse((await cli('keys', 'list', '--org', org.id, '--json')).stdout);
    expect(listed).toEqual([expect.objectContaining({ id: key.id, state: 'active', allowed_ips: ['127.0.0.1'] })]);
    expect(JSON.stringify(listed)).not.toContain(key.key);
    await cli('keys', 'revoke', key.id);
    const after = JSON.parse((await cli('keys', 'list', '--org', org.id, '--json')).stdout);
    expect(after[0].state).toBe('revoked');
  });

  it('changes an organisation setting, refusing an unknown value with usage', async () => {
    const org = JSON.parse((await cli('orgs', 'create', '--name', 'RF Test', '--plan', 'enterprise', '--json')).stdout);
    const updated = JSON.parse((await cli('orgs', 'update', org.id, '--flight-radiative-forcing', 'excluded', '--json')).stdout);
    expect(updated.settings).toEqual({ flight_radiative_forcing: 'excluded' });
    await expect(cli('orgs', 'update', org.id, '--flight-radiative-forcing', 'maybe')).rejects.toMatchObject({ code: 2 });
  });

  it('exits non-zero with usage on bad input', async () => {
    await expect(cli('orgs', 'create', '--name', 'X', '--plan', 'gold')).rejects.toMatchObject({ code: 2 });
  });
});
