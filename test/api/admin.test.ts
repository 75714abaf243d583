import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_CACHE_TTL_MS } from '../../services/keys/key-lookup-cache.ts';
import { CLI_ENTRY } from '../support/compiled-entries.ts';
import { multipart } from '../support/multipart.ts';
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
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/admin/organizations',
      headers: { authorization: 'Bearer wrong' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('UNAUTHORIZED');
  });

  it('creates an organisation and a key that works once, then revokes it', async () => {
    const org = await t.app.inject({
      method: 'POST',
      url: '/admin/organizations',
      headers: admin,
      payload: { name: 'Acme India', plan: 'professional', pack: 3 },
    });
    expect(org.statusCode).toBe(201);
    const orgId = org.json().data.id;
    const key = await t.app.inject({
      method: 'POST',
      url: '/admin/keys',
      headers: admin,
      payload: { organization_id: orgId, mode: 'live', name: 'ci' },
    });
    expect(key.statusCode).toBe(201);
    const { key: value, id } = key.json().data;
    expect(value).toMatch(/^svc_live_/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/activities', headers: { authorization: `Bearer ${value}` } }))
        .statusCode,
    ).toBe(200);

    const list = await t.app.inject({ method: 'GET', url: `/admin/keys?organization_id=${orgId}`, headers: admin });
    expect(list.json().data.keys).toHaveLength(1);
    expect(JSON.stringify(list.json())).not.toContain(value);
    const stored = await t.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash.toString('hex')).not.toContain(value);

    const revoked = await t.app.inject({ method: 'POST', url: `/admin/keys/${id}/revoke`, headers: admin });
    expect(revoked.json().data.state).toBe('revoked');
    // This instance read the key just now; like every instance it refuses it once that read is KEY_CACHE_TTL_MS old.
    await new Promise((r) => setTimeout(r, KEY_CACHE_TTL_MS));
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/v1/activities', headers: { authorization: `Bearer ${value}` } })
      ).json().error.code,
    ).toBe('API_KEY_REVOKED');
  });

  it('validates input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/organizations',
      headers: admin,
      payload: { name: 'X', plan: 'starter', pack: 2 },
    });
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'pack' } });
    const ip = await t.app.inject({
      method: 'POST',
      url: '/admin/keys',
      headers: admin,
      payload: {
        organization_id: '00000000-0000-4000-8000-000000000000',
        mode: 'live',
        name: 'x',
        allowed_ips: ['300.1.1.1'],
      },
    });
    expect(ip.json().error.details.field).toBe('allowed_ips[0]');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/admin/keys',
      headers: admin,
      payload: { organization_id: '00000000-0000-4000-8000-000000000000', mode: 'live', name: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("finds a customer's ingest jobs by organisation (both modes) and by id", async () => {
    const upload = async (who: { headers: Record<string, string> }) => {
      const body = multipart({}, { content: 'date,category,quantity,unit\n2024-04-15,electricity,100,kwh\n' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/ingest/upload',
        headers: { ...who.headers, ...body.headers },
        payload: body.payload,
      });
      return res.json().data.job_id as string;
    };
    const customer = await t.tenant({ mode: 'test' });
    const liveKey = await t.app.inject({
      method: 'POST',
      url: '/admin/keys',
      headers: admin,
      payload: { organization_id: customer.organizationId, mode: 'live', name: 'live' },
    });
    const live = { headers: { authorization: `Bearer ${liveKey.json().data.key}` } };
    const other = await t.tenant();
    const testJob = await upload(customer);
    const liveJob = await upload(live);
    await upload(other);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/admin/jobs?organization_id=${customer.organizationId}`,
      headers: admin,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.jobs.map((j: { id: string; mode: string }) => [j.id, j.mode])).toEqual([
      [liveJob, 'live'],
      [testJob, 'test'],
    ]);
    const liveOnly = await t.app.inject({
      method: 'GET',
      url: `/admin/jobs?organization_id=${customer.organizationId}&mode=live`,
      headers: admin,
    });
    expect(liveOnly.json().data.jobs.map((j: { id: string }) => j.id)).toEqual([liveJob]);

    const one = await t.app.inject({ method: 'GET', url: `/admin/jobs/${testJob}`, headers: admin });
    expect(one.json().data).toMatchObject({
      id: testJob,
      organization_id: customer.organizationId,
      mode: 'test',
      kind: 'csv',
      errors: [],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin/jobs/00000000-0000-4000-8000-000000000000', headers: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/admin/jobs/${testJob}`, headers: customer.headers })).statusCode,
    ).toBe(401);
  });

  it('is disabled (404) when ADMIN_TOKEN is unset', async () => {
    const { buildApp } = await import('../../api/app.ts');
    const app = await buildApp({ ...t.deps, config: { ...t.config, ADMIN_TOKEN: undefined } });
    expect((await app.inject({ method: 'GET', url: '/admin/organizations', headers: admin })).statusCode).toBe(404);
    await app.close();
  });
});

// Every CLI call is a process of its own (about a second of CPU): on a loaded machine a few take a while.
describe('CLI', { timeout: 180_000 }, () => {
  const cli = (...args: string[]) =>
    exec(process.execPath, [CLI_ENTRY, ...args], {
      env: { ...process.env, DATABASE_URL: t.database.url },
    });

  it('creates an organisation and keys as JSON, lists and revokes them', async () => {
    const org = JSON.parse(
      (await cli('orgs', 'create', '--name', 'Tata Test', '--plan', 'enterprise', '--json')).stdout,
    );
    expect(org).toMatchObject({ name: 'Tata Test', plan: 'enterprise', country: 'IN' });
    const key = JSON.parse(
      (
        await cli(
          'keys',
          'create',
          '--org',
          org.id,
          '--mode',
          'test',
          '--name',
          'laptop',
          '--allow-ip',
          '127.0.0.1',
          '--json',
        )
      ).stdout,
    );
    expect(key.key).toMatch(/^svc_test_/);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/activities',
      headers: { 'x-api-key': key.key },
      remoteAddress: '127.0.0.1',
    });
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
    const updated = JSON.parse(
      (await cli('orgs', 'update', org.id, '--flight-radiative-forcing', 'excluded', '--json')).stdout,
    );
    expect(updated.settings).toEqual({
      flight_radiative_forcing: 'excluded',
      factor_edition: 'reporting_year',
      gwp_set: 'AR5',
      scope3_category3: 'included',
    });
    await expect(cli('orgs', 'update', org.id, '--flight-radiative-forcing', 'maybe')).rejects.toMatchObject({
      code: 2,
    });
  });

  it('exits non-zero with usage on bad input', async () => {
    await expect(cli('orgs', 'create', '--name', 'X', '--plan', 'gold')).rejects.toMatchObject({ code: 2 });
  });

  it('refuses what it does not know with usage and exit 2, creating nothing', async () => {
    const org = JSON.parse((await cli('orgs', 'create', '--name', 'Strict', '--plan', 'enterprise', '--json')).stdout);
    // docs/operations.md's optional parts pasted literally, brackets and all.
    const pasted = cli(
      'keys',
      'create',
      '--org',
      org.id,
      '--mode',
      'live',
      '--name',
      'x',
      '[--expires-at',
      '2027-03-31T23:59:59Z]',
    );
    await expect(pasted).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("unexpected argument '[--expires-at'"),
    });
    await expect(
      cli('keys', 'create', '--org', org.id, '--mode', 'live', '--name', 'x', '--expires', '2027-01-01'),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npx carbon'),
    });
    await expect(cli('orgs', 'list', '--plan', 'enterprise')).rejects.toMatchObject({ code: 2 });
    expect(JSON.parse((await cli('keys', 'list', '--org', org.id, '--json')).stdout)).toEqual([]);
  });

  it('checks ids, answers errors as JSON under --json, and tells failures (1) from usage (2)', async () => {
    const bad = await cli('keys', 'revoke', 'abc', '--json').catch((error: { code: number; stderr: string }) => error);
    expect(bad).toMatchObject({ code: 2 });
    expect(JSON.parse((bad as { stderr: string }).stderr).error).toMatchObject({
      code: 'USAGE',
      message: expect.stringContaining('KEY_ID must be a UUID'),
    });
    const missing = await cli('keys', 'revoke', '00000000-0000-4000-8000-000000000000', '--json').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(missing).toMatchObject({ code: 1 });
    expect(JSON.parse((missing as { stderr: string }).stderr)).toEqual({
      error: { code: 'NOT_FOUND', message: 'API key not found' },
    });
  });

  it('--help needs no database, through the carbon bin', async () => {
    const help = await exec('npx', ['carbon', '--help'], {
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
    });
    expect(help.stdout).toContain('orgs update ORG_ID');
  });

  it('orgs update changes the plan and pack, and keys follow at once', async () => {
    const org = JSON.parse(
      (await cli('orgs', 'create', '--name', 'Growing', '--plan', 'professional', '--pack', '1', '--json')).stdout,
    );
    const { key } = JSON.parse(
      (await cli('keys', 'create', '--org', org.id, '--mode', 'test', '--name', 'k', '--json')).stdout,
    );
    const post = () =>
      t.app.inject({ method: 'POST', url: '/v1/test-data/reset', headers: { authorization: `Bearer ${key}` } });
    expect((await post()).statusCode).toBe(403);
    const updated = JSON.parse((await cli('orgs', 'update', org.id, '--pack', '3', '--json')).stdout);
    expect(updated).toMatchObject({ id: org.id, plan: 'professional', api_pack: 3 });
    // Another process changed the plan: this process's key cache holds the old row for up to 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await post()).statusCode).toBe(200);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/admin/organizations/${org.id}`,
      headers: admin,
      payload: { plan: 'enterprise' },
    });
    expect(patched.json().data).toMatchObject({ plan: 'enterprise', api_pack: null });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/admin/organizations/${org.id}`,
      headers: admin,
      payload: { pack: 2 },
    });
    expect(refused.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'pack' } });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', org.id)
      .execute();
    expect(audit.map((a) => a.action).filter((a) => a === 'organization.update')).toHaveLength(2);
  });
});
