import { beforeEach, describe, expect, it } from 'vitest';
import type { Tenant, TestApp } from '../support/test-app.ts';
import type { FakeTally } from '../support/fake-tally-server.ts';
import { voucherGuid, type BookVoucher } from '../support/tally-books.ts';
import { tallyTenant } from '../support/erp-hosts.ts';
import { useErpTestApp } from '../support/erp-test-app.ts';

/**
 * Tally cost centres and godowns → sites (#25): two plants booked as cost centres in TallyPrime,
 * synced from the fake Tally, land on their sites; a rule change moves only the vouchers it changes.
 */

let t: TestApp;
let tally: FakeTally;

const COMPANY = 'Sahyadri Castings Pvt Ltd';
const COMPANY_GUID = '5a1c7e22-3b4d-4f60-8e19-0c2b3a4d5e6f';
const APRIL = { from: '2024-04-01', to: '2024-04-30' };

const hsd = (masterId: number, number: string, litres: number, where: { costCentre?: string; godown?: string }) => ({
  guid: voucherGuid(COMPANY_GUID, masterId),
  alterId: 100 + masterId,
  type: 'Purchase',
  number,
  date: `2024-04-${String(masterId).padStart(2, '0')}`,
  party: 'Bharat Petroleum Corp Ltd',
  stock: [
    {
      item: 'High Speed Diesel (HSD)',
      ledger: 'Fuel Purchases',
      amount: litres * 90,
      quantity: ` ${litres}.000 Ltr`,
      rate: '90.00/Ltr',
      ...where,
    },
  ],
  ledgers: [{ ledger: 'Bharat Petroleum Corp Ltd', amount: -litres * 90, party: true }],
});

/** April's books: HSD bought for each plant (allocated to its cost centre), for the office, and into a godown. */
function april(): BookVoucher[] {
  return [
    hsd(1, 'PUR/1', 1000, { costCentre: 'Chakan Plant' }),
    hsd(2, 'PUR/2', 600, { costCentre: 'Hosur Plant' }),
    hsd(3, 'PUR/3', 200, { costCentre: 'Corporate Office' }),
    // No cost centre: the godown places it.
    hsd(4, 'PUR/4', 300, { godown: 'Hosur Tank Farm' }),
    // The cost centre wins over the godown.
    hsd(5, 'PUR/5', 400, { costCentre: 'Chakan Plant', godown: 'Hosur Tank Farm' }),
  ];
}

useErpTestApp({ company: COMPANY, months: {}, voucherWatermark: 0 }, (app, fake) => {
  t = app;
  tally = fake;
});
beforeEach(() => {
  tally.mode = 'ok';
  tally.state = { company: COMPANY, companyGuid: COMPANY_GUID, months: { '2024-04': april() }, voucherWatermark: 500 };
});

function sync(who: Tenant, connection: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/ingest/erp-sync',
    headers: who.headers,
    payload: {
      erp_system: 'tally',
      connection_config: { tally_url: tally.url, company: COMPANY, timeout_ms: 120_000, ...connection },
      date_range: APRIL,
    },
  });
}

const putRules = (who: Tenant, rules: object[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/ingest/erp-sync/mappings',
    headers: who.headers,
    payload: { rules, use_default_rules: true },
  });

async function createSite(who: Tenant, code: string, state: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/sites',
    headers: who.headers,
    payload: { code, name: `${code} plant`, kind: 'plant', country: 'IN', state },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** Each live activity of the tenant by its voucher number: id, site and location state. */
async function byVoucher(who: Tenant) {
  const rows = await t.database.db
    .selectFrom('activity_details')
    .select(['id', 'site_code', 'site_id', 'state', 'metadata'])
    .where('organization_id', '=', who.organizationId)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(
    rows.map((row) => [(row.metadata as { tally: { voucher_number: string } }).tally.voucher_number, row]),
  );
}

const rule = (match: string, pattern: string, site_code: string) => ({ match, pattern, map_to: 'site', site_code });

describe('Tally cost centres and godowns mapped to sites', () => {
  it('lands each voucher on the site of its cost centre (else godown), leaves an unmapped one unassigned, and a rule change moves only the vouchers it changes', async () => {
    const who = await tallyTenant(t, tally.url);
    const chakan = await createSite(who, 'CHAKAN', 'Maharashtra');
    const hosur = await createSite(who, 'HOSUR', 'Tamil Nadu');
    expect(
      (
        await putRules(who, [
          rule('cost_centre', 'Chakan Plant', 'chakan'),
          rule('cost_centre', 'Hosur*', 'HOSUR'),
          rule('godown', 'Hosur Tank Farm', 'HOSUR'),
        ])
      ).statusCode,
    ).toBe(200);

    const first = await sync(who);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.result).toMatchObject({ created: 5, skipped: 0 });
    const before = await byVoucher(who);
    expect(Object.fromEntries([...before].map(([number, row]) => [number, row.site_code]))).toEqual({
      'PUR/1': 'CHAKAN',
      'PUR/2': 'HOSUR',
      'PUR/3': null,
      'PUR/4': 'HOSUR',
      'PUR/5': 'CHAKAN',
    });
    // The site supplies the location, as for an activity naming a site in JSON.
    expect(before.get('PUR/2')!.state).toBe('TN');
    expect(before.get('PUR/1')!.state).toBe('MH');
    expect(before.get('PUR/3')!.state).toBeNull();
    expect(before.get('PUR/4')!.metadata).toMatchObject({
      site_rule: { origin: 'organisation', match: 'godown', site_code: 'HOSUR', name: 'Hosur Tank Farm' },
    });

    const grouped = await t.app.inject({
      method: 'GET',
      url: `/v1/emissions?start_date=${APRIL.from}&end_date=${APRIL.to}&group_by_site=true`,
      headers: who.headers,
    });
    expect(grouped.statusCode).toBe(200);
    const lines = grouped.json().data.by_site as {
      site_id: string | null;
      activity_count: number;
      total_kg_co2e: number;
    }[];
    const count = (siteId: string | null) => lines.find((line) => line.site_id === siteId)?.activity_count;
    expect([count(chakan), count(hosur), count(null)]).toEqual([2, 2, 1]);
    const total = grouped.json().data.total_kg_co2e as number;
    expect(lines.reduce((sum, line) => sum + line.total_kg_co2e, 0)).toBeCloseTo(total, 3);

    // Hosur's cost centre now books to Chakan; the godown rule still says Hosur.
    await putRules(who, [
      rule('cost_centre', 'Chakan Plant', 'CHAKAN'),
      rule('cost_centre', 'Hosur*', 'CHAKAN'),
      rule('godown', 'Hosur Tank Farm', 'HOSUR'),
    ]);
    const second = await sync(who);
    expect(second.statusCode, second.body).toBe(200);
    const after = await byVoucher(who);
    expect(after.get('PUR/2')!.site_code).toBe('CHAKAN');
    expect(after.get('PUR/2')!.state).toBe('MH');
    // Only PUR/2's activity was replaced; the others keep their ids.
    expect(after.get('PUR/2')!.id).not.toBe(before.get('PUR/2')!.id);
    for (const number of ['PUR/1', 'PUR/3', 'PUR/4', 'PUR/5'])
      expect(after.get(number)!.id, number).toBe(before.get(number)!.id);
    const moved = await t.app.inject({
      method: 'GET',
      url: `/v1/emissions?start_date=${APRIL.from}&end_date=${APRIL.to}&group_by_site=true`,
      headers: who.headers,
    });
    const movedLines = moved.json().data.by_site as { site_id: string | null; activity_count: number }[];
    expect(movedLines.find((line) => line.site_id === chakan)?.activity_count).toBe(3);
    expect(movedLines.find((line) => line.site_id === hosur)?.activity_count).toBe(1);
  });

  it('a connection rule comes before the organisation rules', async () => {
    const who = await tallyTenant(t, tally.url);
    await createSite(who, 'CHAKAN', 'MH');
    await createSite(who, 'HOSUR', 'TN');
    await putRules(who, [rule('cost_centre', 'Chakan Plant', 'CHAKAN')]);
    const res = await sync(who, { mappings: [rule('cost_centre', 'Chakan*', 'HOSUR')] });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await byVoucher(who);
    expect(rows.get('PUR/1')!.site_code).toBe('HOSUR');
    expect(rows.get('PUR/1')!.metadata).toMatchObject({ site_rule: { origin: 'connection', pattern: 'Chakan*' } });
  });

  it('refuses an unknown or archived site code at submit time, naming the rule', async () => {
    const who = await tallyTenant(t, tally.url);
    const archived = await createSite(who, 'OLD-PLANT', 'MH');
    await createSite(who, 'CHAKAN', 'MH');
    const archive = await t.app.inject({
      method: 'PATCH',
      url: `/v1/sites/${archived}`,
      headers: who.headers,
      payload: { status: 'archived' },
    });
    expect(archive.statusCode).toBe(200);

    const put = await putRules(who, [rule('cost_centre', 'Chakan Plant', 'CHAKAN'), rule('godown', 'x', 'NOPE')]);
    expect(put.statusCode).toBe(400);
    expect(put.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'rules[1].site_code' } });

    const syncRes = await sync(who, { mappings: [rule('cost_centre', 'Old*', 'OLD-PLANT')] });
    expect(syncRes.statusCode).toBe(400);
    expect(syncRes.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: 'connection_config.mappings[0].site_code' },
    });
    expect(syncRes.json().error.details.reason).toMatch(/archived/);

    const schedule = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/erp-sync/schedules',
      headers: who.headers,
      payload: {
        cron: '0 2 * * *',
        erp_system: 'tally',
        connection_config: { tally_url: tally.url, company: COMPANY, mappings: [rule('godown', 'x', 'NOPE')] },
        lookback: 'current_month',
      },
    });
    expect(schedule.statusCode).toBe(400);
    expect(schedule.json().error.details.field).toBe('connection_config.mappings[0].site_code');

    const answer = Buffer.from('<ENVELOPE></ENVELOPE>').toString('base64');
    const push = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/erp-sync/push',
      headers: who.headers,
      payload: {
        erp_system: 'tally',
        tally_url: tally.url,
        company: COMPANY,
        date_range: APRIL,
        mappings: [rule('cost_centre', 'Chakan Plant', 'CHAKAN'), rule('godown', 'x', 'NOPE')],
        answers: { companies: answer, voucher_types: answer, day_book: answer, companies_after: answer },
      },
    });
    expect(push.statusCode).toBe(400);
    expect(push.json().error.details.field).toBe('mappings[1].site_code');
    // Nothing was stored by any of them.
    const mappings = await t.app.inject({ method: 'GET', url: '/v1/ingest/erp-sync/mappings', headers: who.headers });
    expect(mappings.json().data.rules).toEqual([]);
    expect((await byVoucher(who)).size).toBe(0);
  });

  it('a rule for a site archived after it was saved leaves the line unassigned and says why', async () => {
    const who = await tallyTenant(t, tally.url);
    const chakan = await createSite(who, 'CHAKAN', 'MH');
    await putRules(who, [rule('cost_centre', 'Chakan Plant', 'CHAKAN')]);
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/sites/${chakan}`,
      headers: who.headers,
      payload: { status: 'archived' },
    });
    const res = await sync(who);
    expect(res.statusCode, res.body).toBe(200);
    const row = (await byVoucher(who)).get('PUR/1')!;
    expect(row.site_id).toBeNull();
    expect(row.metadata).toMatchObject({
      site_rule: { site_code: 'CHAKAN', refused: expect.stringMatching(/archived/) },
    });
  });
});
