import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (tenant: Tenant, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: tenant.headers, ...(payload ? { payload } : {}) });

describe('DELETE /v1/activities/:id of an activity at a site', () => {
  it("answers when it was deleted and audits the activity as it was, with its site's code", async () => {
    const tenant = await t.tenant();
    const site = await call(tenant, 'POST', '/v1/sites', { code: 'PUN-2', name: 'Pune', kind: 'plant', country: 'IN' });
    expect(site.statusCode).toBe(201);
    const created = await call(tenant, 'POST', '/v1/activities', [
      {
        activity_type: 'electricity',
        scope: '2',
        quantity: 1000,
        unit: 'kWh',
        period: { start: '2024-04-01', end: '2024-04-30' },
        site_code: 'PUN-2',
        location: { country: 'IN', state: 'MH' },
      },
    ]);
    expect(created.statusCode).toBe(201);
    const id: string = created.json().data.activities[0].id;

    const deleted = await call(tenant, 'DELETE', `/v1/activities/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id, deleted: true, deleted_at: expect.any(String) });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('snapshot')
      .where('organization_id', '=', tenant.organizationId)
      .where('action', '=', 'activity.delete')
      .where('entity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit.snapshot).toMatchObject({ id, site_id: site.json().data.id, site_code: 'PUN-2', quantity: 1000 });

    // Deleted once: the second answer is 404 and the site, with no live activity left, can go.
    expect((await call(tenant, 'DELETE', `/v1/activities/${id}`)).statusCode).toBe(404);
    expect((await call(tenant, 'DELETE', `/v1/sites/${site.json().data.id}`)).statusCode).toBe(200);
  });
});
