import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let who: Tenant;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  who = await t.tenant();
});
afterAll(async () => {
  await t.close();
});

const create = (payload: object, tenant = who) =>
  t.app.inject({ method: 'POST', url: '/v1/webhooks', headers: tenant.headers, payload });

const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object, tenant = who) =>
  t.app.inject({ method, url, headers: tenant.headers, ...(payload ? { payload } : {}) });

/** A public address as an IP literal, so the check needs no DNS. */
const PUBLIC_URL = 'https://93.184.216.34/carbon';

describe('webhook endpoints API', () => {
  it('creates an endpoint and shows its secret only in that answer', async () => {
    const created = await create({ url: PUBLIC_URL, events: ['job.completed', 'report.ready', 'job.completed'] });
    expect(created.statusCode).toBe(201);
    const body = created.json().data;
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(body.events).toEqual(['job.completed', 'report.ready']);
    expect(body.enabled).toBe(true);

    const read = await call('GET', `/v1/webhooks/${body.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).not.toHaveProperty('secret');
    expect(read.body).not.toContain(body.secret);
    const list = await call('GET', '/v1/webhooks');
    expect(list.json().data.webhooks.map((w: { id: string }) => w.id)).toContain(body.id);
    expect(list.body).not.toContain(body.secret);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'snapshot'])
      .where('entity_id', '=', body.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['webhook.create']);
    expect(JSON.stringify(audit)).not.toContain(body.secret);
  });

  it.each([
    ['https://10.1.2.3/hook', /10\.1\.2\.3 is a private address, not listed in WEBHOOK_ALLOWED_HOSTS/],
    ['https://192.168.0.10:8443/hook', /private address/],
    ['https://[::1]/hook', /loopback address/],
    ['https://localhost/hook', /loopback host name/],
    ['https://169.254.169.254/latest', /link-local, metadata or reserved address: always refused/],
    ['http://93.184.216.34/hook', /must use https \(plain http only to hosts listed in WEBHOOK_ALLOWED_HOSTS\)/],
    ['ftp://93.184.216.34/hook', /must use http or https/],
    ['https://user:pw@93.184.216.34/hook', /must not contain a user name or password/],
  ])('refuses %s at creation (VALIDATION_ERROR on url)', async (url, reason) => {
    const answer = await create({ url, events: ['job.failed'] });
    expect(answer.statusCode).toBe(400);
    const error = answer.json().error;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.field).toBe('url');
    expect(error.details.reason).toMatch(reason);
  });

  it('allows plain http and a private address only to hosts WEBHOOK_ALLOWED_HOSTS lists', async () => {
    expect((await create({ url: 'http://127.0.0.1:9/hook', events: ['job.failed'] })).statusCode).toBe(201);
  });

  it('refuses unknown event types and an empty list', async () => {
    const unknown = await create({ url: PUBLIC_URL, events: ['job.exploded'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.field).toBe('events[0]');
    const none = await create({ url: PUBLIC_URL, events: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details.field).toBe('events');
  });

  it('changes, rotates and deletes an endpoint, each audited', async () => {
    const { id, secret } = (await create({ url: PUBLIC_URL, events: ['job.failed'] })).json().data;
    const patched = await call('PATCH', `/v1/webhooks/${id}`, { events: ['report.failed'], enabled: false });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ events: ['report.failed'], enabled: false });
    const refused = await call('PATCH', `/v1/webhooks/${id}`, { url: 'https://10.0.0.1/' });
    expect(refused.json().error.details.field).toBe('url');

    const rotated = await call('POST', `/v1/webhooks/${id}/rotate`);
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json().data;
    expect(after.secret).toMatch(/^whsec_/);
    expect(after.secret).not.toBe(secret);
    expect(Date.parse(after.previous_secret_expires_at)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const row = await t.database.db
      .selectFrom('webhook_endpoints')
      .select(['secret', 'previous_secret'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ secret: after.secret, previous_secret: secret });

    expect((await call('DELETE', `/v1/webhooks/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/v1/webhooks/${id}`)).statusCode).toBe(404);
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'webhook.create',
      'webhook.update',
      'webhook.rotate_secret',
      'webhook.delete',
    ]);
  });

  it("keeps endpoints to their organisation and mode: another's is 404", async () => {
    const { id } = (await create({ url: PUBLIC_URL, events: ['job.failed'] })).json().data;
    const other = await t.tenant();
    const live = await t.tenant({ mode: 'live' });
    for (const tenant of [other, live]) {
      expect((await call('GET', `/v1/webhooks/${id}`, undefined, tenant)).statusCode).toBe(404);
      expect((await call('PATCH', `/v1/webhooks/${id}`, { enabled: false }, tenant)).statusCode).toBe(404);
      expect((await call('POST', `/v1/webhooks/${id}/rotate`, undefined, tenant)).statusCode).toBe(404);
      expect((await call('GET', `/v1/webhooks/${id}/deliveries`, undefined, tenant)).statusCode).toBe(404);
      expect((await call('DELETE', `/v1/webhooks/${id}`, undefined, tenant)).statusCode).toBe(404);
      expect((await call('GET', '/v1/webhooks', undefined, tenant)).json().data.webhooks).toEqual([]);
    }
  });

  it('follows the pack rules of other writes: pack 1 reads, cannot create', async () => {
    const readOnly = await t.tenant({ plan: 'professional', pack: 1 });
    expect((await call('GET', '/v1/webhooks', undefined, readOnly)).statusCode).toBe(200);
    const refused = await create({ url: PUBLIC_URL, events: ['job.failed'] }, readOnly);
    expect(refused.statusCode).toBe(403);
  });
});
