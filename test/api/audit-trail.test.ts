import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startTestWorkers } from '../support/workers.ts';
import { COMPANY_PROFILE, electricity } from './fixtures.ts';

/** The report's audit trail (include.audit_trail, the spec's audit option) as an assurer reads it. */
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
});
