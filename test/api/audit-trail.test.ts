import { describe, expect, it } from 'vitest';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';
import { multipart } from '../support/multipart.ts';
import { waitForJob } from '../support/workers.ts';
import { COMPANY_PROFILE, electricity } from './fixtures.ts';

/** The report's audit trail (include.audit_trail, the spec's audit option) as an assurer reads it. */
let t: TestApp;
useTestAppWithWorkers((app) => {
  t = app;
});

type Json = Record<string, any>;

const send = (who: Tenant, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload: payload as object } : {}) });

describe('audit trail with values before and after', () => {
  it('shows each change with what it was and became, recalculations that changed nothing, and the reasons given', async () => {
    const who = await t.tenant();
    await send(who, 'PUT', '/v1/company/profile', COMPANY_PROFILE);
    const revised = structuredClone(COMPANY_PROFILE) as Json;
    revised.fiscal_years['FY2024-25'].revenue_from_operations_inr = 13_000_000_000;
    await send(who, 'PUT', '/v1/company/profile', revised);

    const kept = (await send(who, 'POST', '/v1/activities', electricity())).json().data;
    const removed = (await send(who, 'POST', '/v1/activities', electricity({ quantity: 500 }))).json().data;
    await send(who, 'POST', '/v1/activities/recalculate', { activity_ids: [kept.activity_id], dry_run: false });
    expect((await send(who, 'DELETE', `/v1/activities/${removed.activity_id}`)).statusCode).toBe(200);
    await send(who, 'POST', '/v1/company/periods/FY2024-25/lock', { reason: 'inventory FY2024-25 filed' });

    const created = await send(who, 'POST', '/v1/reports?wait=true', {
      report_type: 'ghg_protocol',
      period: { start: '2024-04-01', end: '2025-03-31' },
      format: 'json',
      include: { audit_trail: true },
    });
    const report = created.json().data;
    expect(report.status, report.error).toBe('completed');
    const doc: Json = JSON.parse(
      (await t.app.inject({ method: 'GET', url: report.download_url, headers: who.headers })).body,
    );
    const table = doc.sections.flatMap((s: Json) => s.blocks).find((b: Json) => b.id === 'audit-entries');
    const rows = table.rows.map((r: Json) => r.cells);
    const of = (action: string, entity: string) =>
      rows.find((r: Json) => r.parameter === action && r.entity.endsWith(entity));

    expect(of('period.lock', 'FY2024-25')).toMatchObject({
      change: expect.stringContaining('status: open → locked'),
      reason: 'inventory FY2024-25 filed',
    });
    const creations = rows.filter((r: Json) => r.parameter === 'activity.create').map((r: Json) => r.change);
    expect(creations).toEqual([
      `created: 1 activity, 355.85 kg CO2e, 2024-04-01 to 2024-04-30`,
      `created: 1 activity, ${kept.emissions_kg_co2e} kg CO2e, 2024-04-01 to 2024-04-30`,
    ]);
    expect(of('activity.delete', removed.activity_id)).toMatchObject({
      change: `deleted: ${removed.emissions_kg_co2e} kg CO2e, electricity 500 kWh, 2024-04-01 to 2024-04-30`,
    });
    expect(of('activity.recalculate', kept.activity_id)).toMatchObject({
      change: expect.stringMatching(
        /^no change: factor_id cea\.v21\..*, factor_value 0\.7117, .*emissions_kg_co2e 711\.7$/,
      ),
    });
    const profileChanges = rows.filter((r: Json) => r.parameter === 'company_profile.update');
    expect(profileChanges).toHaveLength(2);
    // Newest first: the revision shows the one figure it changed.
    expect(profileChanges[0].change).toBe(
      'fiscal_years.FY2024-25.revenue_from_operations_inr: 12500000000 → 13000000000',
    );
  });

  it('lists creations: one entry per JSON request, one per committed batch of a CSV job with its lines', async () => {
    const who = await t.tenant();
    const bulk = await send(who, 'POST', '/v1/activities/bulk', {
      activities: [electricity(), electricity({ quantity: 500, period: { start: '2024-05-01', end: '2024-05-31' } })],
    });
    expect(bulk.statusCode).toBe(201);
    const csv =
      'date,category,quantity,unit\n2024-06-01,electricity,100,kwh\nbad,electricity,1,kwh\n2024-06-03,electricity,200,kwh\n';
    const body = multipart({}, { content: csv });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/upload',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(202);
    const jobId: string = upload.json().data.job_id;
    expect(await waitForJob(t.database.db, jobId)).toMatchObject({ status: 'completed', rows_stored: 2 });
    // A job's rows name the job; its key and request are the job's and its creation entries'.
    const jobRows = await t.database.db
      .selectFrom('activities')
      .select(['api_key_id', 'request_id'])
      .where('ingest_job_id', '=', jobId)
      .execute();
    expect(jobRows).toEqual([
      { api_key_id: null, request_id: null },
      { api_key_id: null, request_id: null },
    ]);
    // A COPY row's formula comes back whole from the template (7 kWh keeps its own: 0.7117 holds a 7).
    const [first] = (await t.app.inject({ method: 'GET', url: '/v1/activities?limit=100', headers: who.headers }))
      .json()
      .data.activities.filter((a: Json) => a.period.start === '2024-06-01');
    const record = (
      await t.app.inject({ method: 'GET', url: `/v1/activities/${first.id}`, headers: who.headers })
    ).json().data;
    expect(record.calculation.formula).toBe('100 × 0.7117 kg CO2/kWh = 71.17 kg CO2');
    const entry = await t.database.db
      .selectFrom('audit_log')
      .select(['actor', 'api_key_id'])
      .where('entity_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ actor: `api_key:${who.keyId}`, api_key_id: who.keyId });

    const created = await send(who, 'POST', '/v1/reports?wait=true', {
      report_type: 'ghg_protocol',
      period: { start: '2024-04-01', end: '2025-03-31' },
      format: 'json',
      include: { audit_trail: true },
    });
    const report = created.json().data;
    expect(report.status, report.error).toBe('completed');
    const doc: Json = JSON.parse(
      (await t.app.inject({ method: 'GET', url: report.download_url, headers: who.headers })).body,
    );
    const rows = doc.sections
      .flatMap((s: Json) => s.blocks)
      .find((b: Json) => b.id === 'audit-entries')
      .rows.map((r: Json) => r.cells)
      .filter((r: Json) => r.parameter === 'activity.create');
    const total = bulk.json().data.total_emissions_kg_co2e;
    expect(rows.map((r: Json) => r.change)).toEqual([
      `created: 2 activities, ${Math.round(300 * 711.7) / 1000} kg CO2e, 2024-06-01 to 2024-06-03, lines 2 to 4 of job ${jobId}`,
      `created: 2 activities, ${total} kg CO2e, 2024-04-01 to 2024-05-31`,
    ]);
  });
});
