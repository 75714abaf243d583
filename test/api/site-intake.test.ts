import { describe, expect, it } from 'vitest';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';
import { waitForJob } from '../support/workers.ts';

let t: TestApp;
useTestAppWithWorkers((app) => {
  t = app;
});

const call = (tenant: Tenant, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
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
    // The answer repeats each activity's site, as GET shows it.
    expect(
      created
        .json()
        .data.activities.map((a: { site_id: string | null; site_code: string | null }) => [a.site_id, a.site_code]),
    ).toEqual([
      [chennai.id, 'CHN-1'],
      [chennai.id, 'CHN-1'],
      [null, null],
    ]);
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

describe('typed records naming their site', () => {
  const bill = (overrides: Record<string, unknown>) => ({ bill_date: '2024-04-30', units_kwh: 1200, ...overrides });

  it('POST /v1/ingest/auto places each record on its site; an unknown or malformed site is that record alone', async () => {
    const tenant = await t.tenant();
    const chennai = await siteOf(tenant, 'CHN-1');
    const res = await call(tenant, 'POST', '/v1/ingest/auto', {
      data_type: 'electricity_bill',
      records: [
        bill({ site_code: 'chn-1', meter: 'M-7' }),
        bill({ site_id: chennai.id, state: 'Karnataka' }),
        bill({ site_code: 'MUMBAI-9' }),
        bill({ site_id: 'not-a-uuid' }),
        bill({}),
      ],
    });
    expect(res.statusCode, res.body).toBe(207);
    const data = res.json().data;
    expect(data.results.map((r: { site_code: string | null }) => r.site_code)).toEqual(['CHN-1', 'CHN-1', null]);
    expect(data.errors).toEqual([
      { index: 2, field: 'site_code', reason: 'is not the code of a site of this organisation' },
      { index: 3, field: 'site_id', reason: expect.stringMatching(/UUID/) },
    ]);
    const ids = (data.results as { index: number; activity_id: string }[]).map((r) => [r.index, r.activity_id]);
    const view = async (index: number) =>
      (await call(tenant, 'GET', `/v1/activities/${ids.find(([i]) => i === index)![1]}`)).json().data;
    // No location of its own: the site's, and the site fields are not kept as metadata.
    const first = await view(0);
    expect(first).toMatchObject({
      site_id: chennai.id,
      site_code: 'CHN-1',
      location: { country: 'IN', state: 'TN', city: 'Chennai' },
    });
    expect(first.metadata).toMatchObject({ meter: 'M-7' });
    expect(first.metadata).not.toHaveProperty('site_code');
    // Its own state is kept, the site is set.
    expect(await view(1)).toMatchObject({ site_id: chennai.id, location: { country: 'IN', state: 'KA' } });
    expect(await view(4)).toMatchObject({ site_id: null, site_code: null, location: { country: 'IN', state: null } });
  });

  it('a record naming an archived site fails with the field, and a request of only bad records stores nothing', async () => {
    const tenant = await t.tenant();
    const old = await siteOf(tenant, 'OLD-1');
    expect((await call(tenant, 'PATCH', `/v1/sites/${old.id}`, { status: 'archived' })).statusCode).toBe(200);
    const res = await call(tenant, 'POST', '/v1/ingest/auto', {
      data_type: 'fuel_purchase',
      records: [{ purchase_date: '2024-06-10', fuel_type: 'diesel', quantity_liters: 100, site_code: 'OLD-1' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: 'records[0].site_code', reason: expect.stringMatching(/archived/) },
    });
  });
});

describe('POST /v1/sites/:id/assign', () => {
  const FY = 'start_date=2024-04-01&end_date=2025-03-31&group_by_site=true';
  const siteLine = async (tenant: Tenant, siteId: string | null) => {
    const data = (await call(tenant, 'GET', `/v1/emissions?${FY}`)).json().data;
    return (data.by_site as { site_id: string | null; total_kg_co2e: number; activity_count: number }[]).find(
      (line) => line.site_id === siteId,
    );
  };

  it('moves activities and their emissions to the site, audited with the site each one left', async () => {
    const tenant = await t.tenant();
    const plant = await siteOf(tenant, 'PLT-1');
    const created = await call(tenant, 'POST', '/v1/activities', [
      electricity({ location: { country: 'IN' } }),
      electricity({ location: { country: 'IN' }, quantity: 3000 }),
    ]);
    const ids = created.json().data.activities.map((a: { id: string }) => a.id) as string[];
    const before = await siteLine(tenant, null);
    expect(before?.activity_count).toBe(2);

    const moved = await call(tenant, 'POST', `/v1/sites/${plant.id}/assign`, { activity_ids: ids });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual({ site_id: plant.id, site_code: 'PLT-1', assigned: 2, activity_ids: ids });

    expect(await siteLine(tenant, null)).toBeUndefined();
    const atPlant = await siteLine(tenant, plant.id);
    expect(atPlant?.activity_count).toBe(2);
    expect(atPlant?.total_kg_co2e).toBeCloseTo(before!.total_kg_co2e, 6);
    const activity = (await call(tenant, 'GET', `/v1/activities/${ids[1]}`)).json().data;
    expect(activity).toMatchObject({ site_id: plant.id, site_code: 'PLT-1', location: { country: 'IN' } });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['entity_id', 'snapshot'])
      .where('organization_id', '=', tenant.organizationId)
      .where('action', '=', 'activity.site_assign')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.entity_id).toBe(plant.id);
    expect(audit[0]!.snapshot).toMatchObject({
      site_code: 'PLT-1',
      activities: expect.arrayContaining(ids.map((id) => ({ id, previous_site_id: null }))),
    });
  });

  it('refuses the lot, changing nothing, for an unknown or repeated id, an archived site or another tenant', async () => {
    const tenant = await t.tenant();
    const other = await t.tenant();
    const plant = await siteOf(tenant, 'PLT-2');
    const archived = await siteOf(tenant, 'OLD-1');
    expect((await call(tenant, 'PATCH', `/v1/sites/${archived.id}`, { status: 'archived' })).statusCode).toBe(200);
    const created = await call(tenant, 'POST', '/v1/activities', [electricity({ location: { country: 'IN' } })]);
    const [id] = created.json().data.activities.map((a: { id: string }) => a.id) as string[];
    const theirs = (await call(other, 'POST', '/v1/activities', [electricity({ location: { country: 'IN' } })])).json()
      .data.activities[0].id as string;

    const unknown = await call(tenant, 'POST', `/v1/sites/${plant.id}/assign`, { activity_ids: [id, theirs] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toMatchObject({ field: 'activity_ids[1]' });
    const twice = await call(tenant, 'POST', `/v1/sites/${plant.id}/assign`, { activity_ids: [id, id] });
    expect(twice.json().error.details).toMatchObject({ field: 'activity_ids[1]', reason: 'is given twice' });
    const toArchived = await call(tenant, 'POST', `/v1/sites/${archived.id}/assign`, { activity_ids: [id] });
    expect(toArchived.statusCode).toBe(409);
    const otherSite = await call(other, 'POST', `/v1/sites/${plant.id}/assign`, { activity_ids: [theirs] });
    expect(otherSite.statusCode).toBe(404);

    expect((await call(tenant, 'GET', `/v1/activities/${id}`)).json().data.site_id).toBeNull();
    expect((await call(other, 'GET', `/v1/activities/${theirs}`)).json().data.site_id).toBeNull();
  });

  it('refuses activities dated in a locked year with 409 PERIOD_LOCKED', async () => {
    const tenant = await t.tenant();
    const plant = await siteOf(tenant, 'PLT-3');
    const created = await call(tenant, 'POST', '/v1/activities', [electricity({ location: { country: 'IN' } })]);
    const [id] = created.json().data.activities.map((a: { id: string }) => a.id) as string[];
    const locked = await call(tenant, 'POST', '/v1/company/periods/FY2024-25/lock', { reason: 'BRSR filed' });
    expect(locked.statusCode).toBe(200);
    const refused = await call(tenant, 'POST', `/v1/sites/${plant.id}/assign`, { activity_ids: [id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'PERIOD_LOCKED', details: { field: 'activity_ids' } });
    expect((await call(tenant, 'GET', `/v1/activities/${id}`)).json().data.site_id).toBeNull();
  });
});

describe('POST /v1/sites/:id/unassign', () => {
  const FY = 'start_date=2024-04-01&end_date=2025-03-31&group_by_site=true';
  const bySite = async (tenant: Tenant) =>
    new Map(
      (
        (await call(tenant, 'GET', `/v1/emissions?${FY}`)).json().data.by_site as {
          site_id: string | null;
          activity_count: number;
        }[]
      ).map((line) => [line.site_id, line.activity_count]),
    );

  it('moves activities off the site back to unassigned, with their emissions, audited with the site they left', async () => {
    const tenant = await t.tenant();
    const plant = await siteOf(tenant, 'PLT-U');
    const created = await call(tenant, 'POST', '/v1/activities', [
      electricity({ site_id: plant.id }),
      electricity({ site_id: plant.id }),
      electricity({ site_id: plant.id }),
    ]);
    const ids = created.json().data.activities.map((a: { id: string }) => a.id) as string[];
    expect(await bySite(tenant)).toEqual(new Map([[plant.id, 3]]));

    const res = await call(tenant, 'POST', `/v1/sites/${plant.id}/unassign`, { activity_ids: ids.slice(0, 2) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ site_id: null, site_code: null, assigned: 2, activity_ids: ids.slice(0, 2) });
    expect(await bySite(tenant)).toEqual(
      new Map([
        [plant.id, 1],
        [null, 2],
      ]),
    );
    // The location the site gave is kept.
    expect((await call(tenant, 'GET', `/v1/activities/${ids[0]}`)).json().data).toMatchObject({
      site_id: null,
      site_code: null,
      location: { state: 'TN', city: 'Chennai' },
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['entity_type', 'entity_id', 'snapshot'])
      .where('organization_id', '=', tenant.organizationId)
      .where('action', '=', 'activity.site_unassign')
      .execute();
    expect(audit).toEqual([
      {
        entity_type: 'site',
        entity_id: plant.id,
        snapshot: {
          site_code: 'PLT-U',
          activities: expect.arrayContaining(ids.slice(0, 2).map((id) => ({ id, previous_site_id: plant.id }))),
        },
      },
    ]);
  });

  it('refuses the lot, changing nothing, for an activity not at the site, a repeated id, or a locked year; an archived site may be left', async () => {
    const tenant = await t.tenant();
    const plant = await siteOf(tenant, 'PLT-V');
    const other = await siteOf(tenant, 'PLT-W');
    const created = await call(tenant, 'POST', '/v1/activities', [
      electricity({ site_id: plant.id }),
      electricity({ site_id: other.id }),
      electricity({ location: { country: 'IN' } }),
    ]);
    const [atPlant, atOther, none] = created.json().data.activities.map((a: { id: string }) => a.id) as string[];
    for (const [ids, index] of [
      [[atPlant, atOther], 1],
      [[atPlant, none], 1],
      [[atPlant, atPlant], 1],
    ] as const) {
      const res = await call(tenant, 'POST', `/v1/sites/${plant.id}/unassign`, { activity_ids: ids });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toMatchObject({ field: `activity_ids[${index}]` });
    }
    expect(await bySite(tenant)).toEqual(
      new Map([
        [plant.id, 1],
        [other.id, 1],
        [null, 1],
      ]),
    );

    expect((await call(tenant, 'PATCH', `/v1/sites/${other.id}`, { status: 'archived' })).statusCode).toBe(200);
    const locked = await call(tenant, 'POST', '/v1/company/periods/FY2024-25/lock', { reason: 'BRSR filed' });
    expect(locked.statusCode).toBe(200);
    const refused = await call(tenant, 'POST', `/v1/sites/${other.id}/unassign`, { activity_ids: [atOther] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'PERIOD_LOCKED', details: { field: 'activity_ids' } });
    expect((await call(tenant, 'GET', `/v1/activities/${atOther}`)).json().data.site_id).toBe(other.id);
  });
});
