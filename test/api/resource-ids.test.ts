import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

/**
 * One name for a resource's id everywhere (#24 item 9): what the specification calls `activity_id`,
 * `job_id` or `report_id` is also answered as `id`, in every answer and in the OpenAPI document.
 */
let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => t.close());

const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: tenant.headers, ...(payload ? { payload } : {}) });

const ELECTRICITY = {
  activity_type: 'electricity',
  scope: '2',
  quantity: 1000,
  unit: 'kWh',
  period: { start: '2024-04-01', end: '2024-04-30' },
  location: { country: 'IN' },
};

describe('id beside the spec’s names', () => {
  it('answers an activity’s id as activity_id and id, on create, bulk create and read', async () => {
    const created = (await send('POST', '/v1/activities', ELECTRICITY)).json().data;
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.id).toBe(created.activity_id);
    const read = (await send('GET', `/v1/activities/${created.id}`)).json().data;
    expect(read.id).toBe(created.activity_id);

    const bulk = (await send('POST', '/v1/activities/bulk', [ELECTRICITY])).json().data;
    expect(bulk.results).toHaveLength(1);
    expect(bulk.results[0].id).toBe(bulk.results[0].activity_id);
    const auto = (
      await send('POST', '/v1/ingest/auto', {
        data_type: 'electricity_bill',
        records: [{ bill_date: '2024-04-30', units_kwh: 1500, state: 'MH' }],
      })
    ).json();
    expect(auto.data.results[0].id).toBe(auto.data.results[0].activity_id);
  });

  it('answers a job’s id as job_id and id, and the job read answers the same id', async () => {
    const body = multipart(
      {},
      { filename: 'a.csv', content: 'date,category,quantity,unit\n2024-04-15,electricity,10,kwh\n' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/upload',
      payload: body.payload,
      headers: { ...tenant.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(202);
    const accepted = res.json().data;
    expect(accepted.id).toBe(accepted.job_id);
    expect((await send('GET', `/v1/jobs/${accepted.id}`)).json().data.id).toBe(accepted.job_id);
  });

  it('answers a report’s id as report_id and id, on create, read and list', async () => {
    const created = (
      await send('POST', '/v1/reports', {
        report_type: 'brsr',
        period: { start: '2024-04-01', end: '2025-03-31' },
        format: 'pdf',
      })
    ).json().data;
    expect(created.id).toBe(created.report_id);
    expect((await send('GET', `/v1/reports/${created.id}`)).json().data.id).toBe(created.report_id);
    const listed = (await send('GET', '/v1/reports')).json().data.reports;
    expect(listed.map((report: { id: string; report_id: string }) => [report.id, report.report_id])).toEqual([
      [created.id, created.id],
    ]);
  });

  it('documents id on every resource with an id of its own', async () => {
    const schemas = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json().components.schemas;
    for (const name of [
      'Activity',
      'ActivityResult',
      'IntakeItemResult',
      'JobAccepted',
      'JobSummary',
      'Job',
      'Report',
      'ErpSync',
      'ErpSchedule',
      'ErpConnection',
      'EmissionFactor',
      'Deleted',
    ]) {
      expect(schemas[name].required, name).toContain('id');
    }
    expect(schemas.ActivityResult.required).toContain('activity_id');
    expect(schemas.JobAccepted.required).toContain('job_id');
    expect(schemas.ErpSync.required).toContain('job_id');
    expect(schemas.Report.required).toContain('report_id');
  });
});
