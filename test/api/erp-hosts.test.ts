import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { up as registerUsedHosts, usedHost } from '../../db/migrations/20261128T0020_erp_hosts.ts';
import { urlHost, urlPort } from '../../domain/erp/erp-hosts.ts';
import { createErpSyncJob } from '../../services/erp/erp-sync-service.ts';
import { registerTallyHost } from '../support/erp-hosts.ts';
import { ACME, type FakeTally } from '../support/fake-tally-server.ts';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { waitForJob } from '../support/workers.ts';
import { freshTallyEachTest, useErpTestApp } from '../support/erp-test-app.ts';

let t: TestApp;
let tally: FakeTally;

useErpTestApp({ company: ACME.company, ...structuredClone(ACME.before) }, (app, fake) => {
  t = app;
  tally = fake;
});
freshTallyEachTest(
  () => tally,
  () => ({ company: ACME.company, ...structuredClone(ACME.before) }),
);

const APRIL = { from: '2024-04-01', to: '2024-04-30' };
const HOSTS = '/v1/ingest/erp-sync/hosts';

const register = (who: Tenant, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: HOSTS, headers: who.headers, payload });
const list = async (who: Tenant) =>
  (await t.app.inject({ method: 'GET', url: HOSTS, headers: who.headers })).json().data.hosts;
const sync = (who: Tenant, connection: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/ingest/erp-sync',
    headers: who.headers,
    payload: {
      erp_system: 'tally',
      connection_config: { tally_url: tally.url, company: ACME.company, ...connection },
      date_range: APRIL,
    },
  });

describe('ERP hosts API', () => {
  it('registers (canonical form, audited), lists per organisation and mode, refuses a duplicate, deletes (audited)', async () => {
    const who = await t.tenant();
    const res = await register(who, { host: 'Tally.Acme.Example.', port: 9000, description: 'Pune office' });
    expect(res.statusCode).toBe(201);
    const host = res.json().data;
    expect(host).toMatchObject({
      host: 'tally.acme.example',
      port: 9000,
      description: 'Pune office',
      created_by: `api_key:${who.keyId}`,
    });
    expect((await register(who, { host: '[2001:DB8::7]' })).json().data).toMatchObject({
      host: '2001:db8::7',
      port: null,
    });
    expect((await register(who, { host: '203.0.113.7' })).statusCode).toBe(201);

    const again = await register(who, { host: 'tally.acme.example', port: 9000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'already_registered', id: host.id },
    });

    expect((await list(who)).map((h: { host: string }) => h.host)).toEqual([
      'tally.acme.example',
      '2001:db8::7',
      '203.0.113.7',
    ]);
    const other = await t.tenant();
    const notOurs = await t.app.inject({ method: 'DELETE', url: `${HOSTS}/${host.id}`, headers: other.headers });
    expect(notOurs.statusCode).toBe(404);
    const deleted = await t.app.inject({ method: 'DELETE', url: `${HOSTS}/${host.id}`, headers: who.headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toMatchObject({ id: host.id, deleted: true });
    expect((await list(who)).map((h: { host: string }) => h.host)).toEqual(['2001:db8::7', '203.0.113.7']);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('entity_id', '=', host.id)
      .orderBy('created_at')
      .execute();
    expect(audit).toEqual([
      { action: 'erp.host.register', actor: `api_key:${who.keyId}` },
      { action: 'erp.host.delete', actor: `api_key:${who.keyId}` },
    ]);
  });

  it.each([
    ['http://tally.acme.example', /host name or IP address alone/],
    ['tally.acme.example:9000', /host name or IP address alone/],
    ['tally.acme.example/tally', /host name or IP address alone/],
    ['10.1.2.3', /10\.1\.2\.3 is a private address, not listed in ERP_ALLOWED_HOSTS/],
    ['169.254.169.254', /always refused/],
    ['metadata.google.internal', /cloud metadata host name/],
  ])('refuses %s with 400 on host', async (host, reason) => {
    const res = await register(await t.tenant(), { host });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: 'host', reason: expect.stringMatching(reason) },
    });
  });

  it('is refused to a Professional pack 2 key (registering needs full access), listed to a pack 1 key', async () => {
    const pack2 = await t.tenant({ plan: 'professional', pack: 2 });
    expect((await register(pack2, { host: '127.0.0.1' })).statusCode).toBe(403);
    const pack1 = await t.tenant({ plan: 'professional', pack: 1 });
    expect(await list(pack1)).toEqual([]);
  });
});

describe('tenant B cannot pull a host registered only by tenant A', () => {
  it('refuses B before connecting (request, schedule, queued job), and never shows B the open companies', async () => {
    const a = await t.tenant();
    const b = await t.tenant();
    await registerTallyHost(t, a, tally.url);
    expect((await sync(a)).statusCode).toBe(200);
    const notOpen = await sync(a, { company: 'Konkan Cement Ltd' });
    expect(notOpen.json().error.message).toContain(`open companies: '${ACME.company}'`);
    tally.requests.length = 0;

    const refused = await sync(b, { company: 'Konkan Cement Ltd' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: {
        field: 'connection_config.tally_url',
        reason: expect.stringMatching(
          /127\.0\.0\.1 \(port \d+\) is not a Tally host registered .* POST \/v1\/ingest\/erp-sync\/hosts/,
        ),
      },
    });
    expect(refused.body).not.toContain(ACME.company);
    const schedule = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/erp-sync/schedules',
      headers: b.headers,
      payload: {
        cron: '0 2 * * *',
        erp_system: 'tally',
        connection_config: { tally_url: tally.url, company: ACME.company },
        lookback: 'current_month',
      },
    });
    expect(schedule.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: 'connection_config.tally_url' },
    });

    // A job of B already queued (a schedule made before its host was deleted): the worker refuses it too.
    const queued = await createErpSyncJob(
      t.deps,
      { organizationId: b.organizationId, mode: 'test' },
      {
        id: crypto.randomUUID(),
        spec: {
          kind: 'erp_sync',
          erp_system: 'tally',
          connection_config: { tally_url: tally.url, company: 'Konkan Cement Ltd', timeout_ms: 60_000 },
          date_range: APRIL,
          country: 'IN',
          force: false,
        },
        apiKeyId: b.keyId,
        requestId: null,
      },
    );
    const failed = await waitForJob(t.database.db, queued!.id);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.result).toMatchObject({ error_code: 'VALIDATION_ERROR', error_field: 'connection_config.tally_url' });
    expect(failed.error).toMatch(/is not a Tally host registered/);
    expect(failed.error).not.toContain(ACME.company);
    expect(tally.requests).toEqual([]);
  });

  it('refuses a host once deleted, and another port of a host registered with a port', async () => {
    const who = await t.tenant();
    const id = await registerTallyHost(t, who, tally.url);
    const otherPort = `http://127.0.0.1:${Number(new URL(tally.url).port) + 1}`;
    expect((await sync(who, { tally_url: otherPort })).json().error.details.reason).toMatch(
      /is not a Tally host registered/,
    );
    await t.app.inject({ method: 'DELETE', url: `${HOSTS}/${id}`, headers: who.headers });
    expect((await sync(who)).statusCode).toBe(400);
    expect(tally.requests).toEqual([]);
  });
});

describe('the migration', () => {
  it.each(['http://Tally.LAN.:9000/', 'https://[::ffff:10.0.0.5]/', 'http://[0:0::1]/', 'http://127.1:80/'])(
    'reads %s as the domain rule does',
    (text) => {
      const url = new URL(text);
      expect(usedHost(url)).toEqual({ host: urlHost(url), port: urlPort(url) });
    },
  );

  it('registers the hosts existing connections, schedules and open syncs use, for their organisation and mode', async () => {
    const who = await t.tenant();
    const scope = { organization_id: who.organizationId, mode: 'test' as const };
    await t.database.db
      .insertInto('erp_connections')
      .values({ ...scope, erp_system: 'tally', endpoint: 'http://Tally.Office.LAN:9000/', company: 'X' })
      .execute();
    await t.database.db
      .insertInto('erp_schedules')
      .values({
        ...scope,
        cron: '0 2 * * *',
        timezone: 'UTC',
        erp_system: 'tally',
        connection_config: JSON.stringify({ tally_url: 'https://[::ffff:10.0.0.5]', company: 'X' }),
        lookback: JSON.stringify('current_month'),
        enabled: true,
      })
      .execute();
    await sql`DROP TABLE erp_hosts`.execute(t.database.db);
    await registerUsedHosts(t.database.db as unknown as Kysely<unknown>);
    const hosts = await t.database.db
      .selectFrom('erp_hosts')
      .select(['host', 'port', 'created_by'])
      .where('organization_id', '=', who.organizationId)
      .orderBy('host')
      .execute();
    expect(hosts).toEqual([
      { host: '10.0.0.5', port: 443, created_by: 'migration' },
      { host: 'tally.office.lan', port: 9000, created_by: 'migration' },
    ]);
  });
});
