import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';

let t: TestApp;
let workers: ReturnType<typeof startTestWorkers>;
beforeAll(async () => {
  t = await createTestApp();
  workers = startTestWorkers(t);
});
afterAll(async () => {
  await workers.close();
  await t.close();
});

const call = (tenant: Tenant, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: tenant.headers, ...(payload ? { payload } : {}) });

const electricity = (overrides: Record<string, unknown>) => ({
  activity_type: 'electricity',
  scope: '2',
  quantity: 1000,
  unit: 'kWh',
  period: { start: '2024-04-01', end: '2024-04-30' },
  ...overrides,
});

async function siteOf(tenant: Tenant, code: string, extra: object = {}) {
  const created = await call(tenant, 'POST', '/v1/sites', {
    code,
    name: `Site ${code}`,
    kind: 'plant',
    country: 'IN',
    state: 'Tamil Nadu',
    city: 'Chennai',
    ...extra,
  });
  expect(created.statusCode).toBe(201);
  return created.json().data as { id: string; code: string };
}

describe('activities naming their site', () => {
  it("takes the site's location when an activity gives none, and shows and filters by the site", async () => {
    const tenant = await t.tenant();
    const chennai = await siteOf(tenant, 'CHN-1');
    const created = await call(tenant, 'POST', '/v1/activities', [
      electricity({ site_code: 'chn-1' }),
      electricity({ site_id: chennai.id, location: { country: 'IN', state: 'KA' } }),
      electricity({ location: { country: 'IN' } }),
    ]);
    expect(created.statusCode).toBe(201);
    const [byCode, byId, unassigned] = created.json().data.activities.map((a: { id: string }) => a.id);

    const first = (await call(tenant, 'GET', `/v1/activities/${byCode}`)).json().data;
    expect(first).toMatchObject({
      site_id: chennai.id,
      site_code: 'CHN-1',
      location: { country: 'IN', state: 'TN', city: 'Chennai', grid_region: null },
    });
    expect((await call(tenant, 'GET', `/v1/activities/${byId}`)).json().data).toMatchObject({
      site_id: chennai.id,
      location: { state: 'KA', city: null },
    });
    expect((await call(tenant, 'GET', `/v1/activities/${unassigned}`)).json().data).toMatchObject({
      site_id: null,
      site_code: null,
    });
    const listed = (await call(tenant, 'GET', `/v1/activities?site_id=${chennai.id}`)).json().data.activities;
    expect(listed.map((a: { id: string }) => a.id).sort()).toEqual([byCode, byId].sort());

    const refused = await call(tenant, 'DELETE', `/v1/sites/${chennai.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', details: { activities: 2 } });
  });

  it('refuses the whole request naming the field of an unknown, archived or missing site', async () => {
    const tenant = await t.tenant();
    const other = await t.tenant();
    const theirs = await siteOf(other, 'THEIRS');
    const archived = await siteOf(tenant, 'OLD');
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/sites/${archived.id}`,
      headers: tenant.headers,
      payload: { status: 'archived' },
    });
    const cases: [object, string][] = [
      [electricity({ site_code: 'NOPE' }), 'activities[1].site_code'],
      [electricity({ site_id: theirs.id }), 'activities[1].site_id'],
      [electricity({ site_code: 'old' }), 'activities[1].site_code'],
      [electricity({}), 'activities[1].location'],
    ];
    for (const [bad, field] of cases) {
      const response = await call(tenant, 'POST', '/v1/activities', [
        electricity({ location: { country: 'IN' } }),
        bad,
      ]);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field } });
    }
    const stored = await t.database.db
      .selectFrom('activities')
      .select('id')
      .where('organization_id', '=', tenant.organizationId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('stores a CSV whose one row names an unknown site code as one bad row, the others at their sites', async () => {
    const tenant = await t.tenant();
    const pune = await siteOf(tenant, 'PUNE-1', { state: 'MH', city: 'Pune' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/bulk?country=IN',
      headers: { ...tenant.headers, 'content-type': 'text/csv' },
      payload: [
        'date,category,quantity,unit,site',
        '2024-04-01,electricity,1000,kWh,pune-1',
        '2024-04-02,electricity,1000,kWh,MUMBAI-9',
        '2024-04-03,electricity,1000,kWh,',
      ].join('\n'),
    });
    expect(response.statusCode).toBe(202);
    const jobId = response.json().data.job_id as string;
    await waitForJob(t.database.db, jobId);
    const job = (await call(tenant, 'GET', `/v1/jobs/${jobId}`)).json().data;
    expect(job).toMatchObject({ status: 'completed', progress: { rows_stored: 2, rows_failed: 1 } });
    const errors = await t.database.db
      .selectFrom('ingest_job_errors')
      .selectAll()
      .where('job_id', '=', jobId)
      .execute();
    expect(errors).toMatchObject([{ line: 3, field: 'site' }]);
    const rows = await t.database.db
      .selectFrom('activities')
      .select(['ingest_line', 'site_id', 'state', 'city'])
      .where('organization_id', '=', tenant.organizationId)
      .orderBy('ingest_line')
      .execute();
    expect(rows).toEqual([
      { ingest_line: 2, site_id: pune.id, state: 'MH', city: 'Pune' },
      { ingest_line: 4, site_id: null, state: null, city: null },
    ]);
  });
});
