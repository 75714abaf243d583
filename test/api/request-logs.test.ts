import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { electricity } from './fixtures.ts';

const logs: string[] = [];
let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logs });
  tenant = await t.tenant();
});
afterAll(async () => t.close());

describe('a key in the URL', () => {
  it('is refused with 401 naming the headers, even beside a valid header, and never logged', async () => {
    logs.length = 0;
    for (const [url, headers] of [
      [`/v1/activities?api_key=${tenant.key}`, {}],
      [`/v1/activities?limit=5&api_key=${tenant.key}`, tenant.headers],
      [`/v1/no-such-route?api_key=${tenant.key}`, {}],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      if (url.includes('no-such-route')) {
        expect(res.statusCode).toBe(404);
        continue;
      }
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
      expect(res.json().error.message).toMatch(/not accepted in the URL.*Authorization: Bearer <API_KEY> or X-API-Key/);
    }
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.filter((line) => line.includes(tenant.key))).toEqual([]);
    const urls = logs.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual(['/v1/activities?[redacted]', '/v1/activities?[redacted]', '/v1/no-such-route?[redacted]']);
  });
});

describe('X-Request-Id', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  /** Stores an activity and deletes it (an audited action) with the client's X-Request-Id. */
  async function auditedDelete(clientId: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: electricity(),
    });
    const id = created.json().data.activity_id as string;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/activities/${id}`,
      headers: { ...tenant.headers, 'x-request-id': clientId },
    });
    expect(del.statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', id)
      .executeTakeFirstOrThrow();
    return { del, audit };
  }

  it("is echoed and logged, while the audit log records the server's own id beside it", async () => {
    logs.length = 0;
    const { del, audit } = await auditedDelete('client-abc-123');
    expect(del.headers['x-request-id']).toBe('client-abc-123');
    expect(del.json().meta.request_id).toBe('client-abc-123');
    expect(audit.client_request_id).toBe('client-abc-123');
    expect(audit.request_id).toMatch(UUID);
    const lines = logs.map((line) => JSON.parse(line)).filter((line) => line.reqId === audit.request_id);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.clientRequestId === 'client-abc-123')).toBe(true);
  });

  it('cannot make two requests share an id in the audit log', async () => {
    const first = await auditedDelete('same-id');
    const second = await auditedDelete('same-id');
    expect(first.audit.request_id).not.toBe(second.audit.request_id);
  });

  it('without one, the server id is answered and audited alone', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: electricity(),
    });
    const id = created.json().data.activity_id as string;
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/activities/${id}`, headers: tenant.headers });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ request_id: del.headers['x-request-id'], client_request_id: null });
    expect(audit.request_id).toMatch(UUID);
  });
});
