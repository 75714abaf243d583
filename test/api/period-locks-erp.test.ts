import { describe, expect, it } from 'vitest';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { ACME, type FakeTally } from '../support/fake-tally-server.ts';
import { tallyTenant } from '../support/erp-hosts.ts';
import { useErpTestApp } from '../support/erp-test-app.ts';

let t: TestApp;
let tally: FakeTally;

useErpTestApp({ company: ACME.company, ...structuredClone(ACME.before) }, (app, fake) => {
  t = app;
  tally = fake;
});

const GUID = {
  diesel: '6f1c0d2e-4b1a-4c55-9a7e-1d2f3a4b5c6d-00000a3f',
  hotel: '9c4d5e6f-7a8b-4c3d-8e1f-2a3b4c5d6e7f-00000a42',
};

const sync = (who: Tenant) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/ingest/erp-sync',
    headers: who.headers,
    payload: {
      erp_system: 'tally',
      connection_config: { tally_url: tally.url, company: ACME.company },
      date_range: { from: '2024-04-01', to: '2024-04-30' },
    },
  });
const periodChange = (who: Tenant, action: 'lock' | 'unlock') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/company/periods/FY2024-25/${action}`,
    headers: who.headers,
    payload: { reason: action === 'lock' ? 'BRSR FY2024-25 filed' : 'restating after the Tally corrections' },
  });
const voucherActivities = (who: Tenant, guid: string) =>
  t.database.db
    .selectFrom('activity_details')
    .selectAll()
    .where('organization_id', '=', who.organizationId)
    .where('source_reference', '=', `tally:${guid}`)
    .where('deleted_at', 'is', null)
    .execute();

describe('ERP sync into a locked year', () => {
  it('applies no voucher altered or deleted in Tally, reports each, and applies them once the year is unlocked', async () => {
    const who = await tallyTenant(t, tally.url);
    tally.state = { company: ACME.company, ...structuredClone(ACME.before) };
    expect((await sync(who)).json().data.result).toMatchObject({ created: 6 });
    const [diesel] = await voucherActivities(who, GUID.diesel);
    const [hotel] = await voucherActivities(who, GUID.hotel);
    expect((await periodChange(who, 'lock')).statusCode).toBe(200);

    // The diesel voucher altered to 1,200 l, the hotel payment deleted.
    tally.state = { company: ACME.company, ...structuredClone(ACME.after) };
    const locked = await sync(who);
    expect(locked.statusCode).toBe(200);
    const data = locked.json().data;
    expect(data.status).toBe('completed');
    expect(data.result).toMatchObject({
      updated: 0,
      deleted: 0,
      unchanged: 4,
      not_applied_locked: 2,
      activities_created: 0,
      activities_deleted: 0,
    });
    expect(data.result.warnings).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'period_locked', vouchers: 2, months: ['2024-04'] })]),
    );
    const job = (await t.app.inject({ method: 'GET', url: `/v1/jobs/${data.job_id}`, headers: who.headers })).json()
      .data;
    const lockedErrors = job.errors.filter((error: { field: string }) => error.field === 'period_locked');
    expect(lockedErrors).toEqual([
      expect.objectContaining({
        reason: expect.stringMatching(/^voucher altered in Tally not applied: FY2024-25 is locked/),
      }),
      expect.objectContaining({
        reason: expect.stringMatching(/^voucher deleted in Tally not applied: FY2024-25 is locked/),
      }),
    ]);
    // The filed year's activities are as they were.
    expect((await voucherActivities(who, GUID.diesel)).map((row) => [row.id, Number(row.quantity)])).toEqual([
      [diesel!.id, 1000],
    ]);
    expect((await voucherActivities(who, GUID.hotel)).map((row) => row.id)).toEqual([hotel!.id]);

    // Unlocked: the next sync pulls the range again (its watermark was not recorded) and applies both.
    expect((await periodChange(who, 'unlock')).statusCode).toBe(200);
    const applied = (await sync(who)).json().data.result;
    expect(applied).toMatchObject({ updated: 1, deleted: 1, not_applied_locked: 0 });
    expect((await voucherActivities(who, GUID.diesel)).map((row) => Number(row.quantity))).toEqual([1200]);
    expect(await voucherActivities(who, GUID.hotel)).toEqual([]);
  });
});

describe('deleting an ERP connection with its activities', () => {
  it('answers 409 PERIOD_LOCKED and deletes nothing while one of them is in a locked year', async () => {
    const who = await tallyTenant(t, tally.url);
    tally.state = { company: ACME.company, ...structuredClone(ACME.before) };
    await sync(who);
    await periodChange(who, 'lock');
    const list = await t.app.inject({ method: 'GET', url: '/v1/ingest/erp-sync/connections', headers: who.headers });
    const [connection] = list.json().data.connections;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/ingest/erp-sync/connections/${connection.id}?activities=delete`,
      headers: who.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'PERIOD_LOCKED', details: { fiscal_year: 'FY2024-25' } });
    expect(await voucherActivities(who, GUID.diesel)).toHaveLength(1);
  });
});
