import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { up as legacyVoucherReread } from '../../db/migrations/20261128T0100_erp_legacy_voucher_reread.ts';
import { setCategory3 } from '../support/category3-counting.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startFakeTally, type FakeTally } from '../support/fake-tally-server.ts';
import type { BookVoucher } from '../support/tally-books.ts';
import { DECCAN, deccanFy } from '../support/tally-company-fy.ts';
import { startTestWorkers } from '../support/workers.ts';
import { tallyTenant } from '../support/erp-hosts.ts';
import { pullTally } from '../support/erp-held-books.ts';

/** Syncs of a year of books kept as Indian companies keep them, against the fake TallyPrime. */

let t: TestApp;
let workers: ReturnType<typeof startTestWorkers>;
let tally: FakeTally;

const FY = { from: '2024-04-01', to: '2025-03-31' };
const Q1 = { from: '2024-04-01', to: '2024-06-30' };

beforeAll(async () => {
  t = await createTestApp({ ERP_ALLOWED_HOSTS: '127.0.0.1' });
  workers = startTestWorkers(t);
  tally = await startFakeTally({ company: DECCAN.company, months: {}, voucherWatermark: 0 });
});
afterAll(async () => {
  await tally.close();
  await workers.close();
  await t.close();
});
beforeEach(() => {
  tally.mode = 'ok';
  tally.state = { ...DECCAN, voucherTypes: [...DECCAN.voucherTypes], ...deccanFy() };
  tally.requests.length = 0;
});

const sync = (
  who: Tenant,
  range: { from: string; to: string },
  connection: Record<string, unknown> = {},
  url = tally.url,
) => pullTally(t, who, { tallyUrl: url, company: DECCAN.company }, range, connection);

const total = async (who: Tenant, range: { from: string; to: string }) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/emissions?start_date=${range.from}&end_date=${range.to}`,
      headers: who.headers,
    })
  ).json().data;

async function liveActivities(who: Tenant) {
  return t.database.db
    .selectFrom('activity_details')
    .selectAll()
    .where('organization_id', '=', who.organizationId)
    .where('deleted_at', 'is', null)
    .execute();
}

const quantityOf = (rows: Awaited<ReturnType<typeof liveActivities>>, type: string) =>
  rows.filter((row) => row.activity_type === type).reduce((sum, row) => sum + Number(row.quantity), 0);

describe('a company closed in Tally during a sync', () => {
  it('fails the month with ERP_ERROR and changes nothing of it; a later sync finds every month intact', async () => {
    const who = await tallyTenant(t, tally.url);
    expect((await sync(who, Q1)).statusCode).toBe(200);
    const before = await total(who, Q1);
    const held = (await liveActivities(who)).map((row) => row.id).sort();
    expect(before.total_kg_co2e).toBeGreaterThan(0);

    // An edit raises the watermark, so every month is pulled again; Tally is closed after April's answer.
    tally.state.voucherWatermark += 1;
    tally.state.closeAfterDayBooks = 1;
    tally.requests.length = 0;
    const res = await sync(who, Q1);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({
      code: 'ERP_ERROR',
      message: expect.stringMatching(
        /no longer open in Tally: its answer for 2024-05-01 … 2024-05-31 left out \d+ voucher/,
      ),
    });
    expect((await liveActivities(who)).map((row) => row.id).sort()).toEqual(held);
    expect((await total(who, Q1)).total_kg_co2e).toBe(before.total_kg_co2e);

    delete tally.state.closeAfterDayBooks;
    tally.requests.length = 0;
    const again = await sync(who, Q1);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.result).toMatchObject({ deleted: 0, created: 0 });
    expect((await total(who, Q1)).total_kg_co2e).toBe(before.total_kg_co2e);
  });

  it('refuses an answer that echoes another company (the user switched companies)', async () => {
    const who = await tallyTenant(t, tally.url);
    tally.state.echoCompany = 'Deccan Forgings Pvt Ltd (2023-24)';
    const res = await sync(who, Q1);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(/for company 'Deccan Forgings Pvt Ltd \(2023-24\)' instead of/);
    expect(await liveActivities(who)).toEqual([]);
  });
});

describe('one company, however its URL is spelled', () => {
  it('keys the company by its Tally GUID: a second spelling stores nothing again; connections are listed and deleted', async () => {
    const who = await tallyTenant(t, tally.url);
    // ERP figures against the vouchers; category 3 (counted by default) is category3.test.ts's.
    await setCategory3(t, who, 'excluded');
    const first = await sync(who, Q1);
    expect(first.json().data.result.company_guid).toBe(DECCAN.companyGuid);
    const before = await total(who, Q1);
    const port = new URL(tally.url).port;
    tally.state.voucherWatermark += 1; // pulled again, not answered from the synced ranges
    const second = await sync(who, Q1, { company: DECCAN.company.toUpperCase() }, `http://[::ffff:127.0.0.1]:${port}`);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.result).toMatchObject({ created: 0, unchanged: first.json().data.records_synced });
    // The Day Book is asked for the company as Tally lists it, not as the second connection typed it.
    expect(new Set(tally.dayBookRequests().map((request) => request.company))).toEqual(new Set([DECCAN.company]));
    expect((await total(who, Q1)).total_kg_co2e).toBe(before.total_kg_co2e);

    const list = await t.app.inject({ method: 'GET', url: '/v1/ingest/erp-sync/connections', headers: who.headers });
    expect(list.statusCode).toBe(200);
    const { connections } = list.json().data;
    expect(connections).toHaveLength(1);
    expect(connections[0]).toMatchObject({
      company: DECCAN.company,
      company_guid: DECCAN.companyGuid,
      tally_url: `http://[::ffff:7f00:1]:${port}/`,
      voucher_watermark: tally.state.voucherWatermark,
      activities: (await liveActivities(who)).length,
      first_voucher_date: '2024-04-02',
    });
    expect(connections[0].emissions_kg_co2e).toBeCloseTo(before.total_kg_co2e, 1);

    const other = await tallyTenant(t, tally.url);
    const notOurs = await t.app.inject({
      method: 'DELETE',
      url: `/v1/ingest/erp-sync/connections/${connections[0].id}?activities=delete`,
      headers: other.headers,
    });
    expect(notOurs.statusCode).toBe(404);
    const unchosen = await t.app.inject({
      method: 'DELETE',
      url: `/v1/ingest/erp-sync/connections/${connections[0].id}`,
      headers: who.headers,
    });
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().error.details).toMatchObject({ field: 'activities' });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/ingest/erp-sync/connections/${connections[0].id}?activities=delete`,
      headers: who.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ deleted: true, activities_deleted: connections[0].activities });
    expect(await liveActivities(who)).toEqual([]);
    expect((await total(who, Q1)).total_kg_co2e).toBe(0);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('snapshot')
      .where('organization_id', '=', who.organizationId)
      .where('action', '=', 'erp.connection.delete')
      .execute();
    expect(audit).toEqual([
      { snapshot: expect.objectContaining({ activities: 'delete', company_guid: DECCAN.companyGuid }) },
    ]);

    // Syncing the company again revives the connection and reads every voucher afresh.
    const revived = await sync(who, Q1);
    expect(revived.json().data.result.created).toBe(first.json().data.result.created);
    expect((await total(who, Q1)).total_kg_co2e).toBeCloseTo(before.total_kg_co2e, 2);
  });
});

describe('voucher classes', () => {
  it('counts HSD received on a GRN and invoiced against it once; orders and delivery notes never', async () => {
    const who = await tallyTenant(t, tally.url);
    const res = await sync(who, FY);
    expect(res.statusCode).toBe(200);
    const { result } = res.json().data;
    expect(result.voucher_types).toMatchObject({
      GRN: { base_type: 'Receipt Note', class: 'inventory', rule: 'counted_unless_invoiced', vouchers: 12 },
      'Fuel Purchase': { base_type: 'Purchase', class: 'accounting', rule: 'counted', vouchers: 11 },
      'Purchase Order': { class: 'order', rule: 'not_counted', vouchers: 12 },
      'Delivery Note': { class: 'inventory', rule: 'not_counted', vouchers: 12 },
      Journal: { rule: 'counted' },
    });
    expect(result.skipped_by_reason).toMatchObject({ not_counted_type: 24, tracked_by_invoice: 10 });

    // Each tanker once: 12 GRNs of 10-13 KL, whether invoiced in the month, the next month (September's) or not yet (March's).
    const kl = [10, 11, 12, 13, 10, 11, 12, 13, 10, 11, 12, 13];
    const rows = await liveActivities(who);
    // Less June's Debit Note (500 l back) and November's short receipt (100 l).
    expect(quantityOf(rows, 'fuel.diesel')).toBe(kl.reduce((a, b) => a + b, 0) * 1000 - 500 - 100);
    const diesel = rows.filter((row) => row.activity_type === 'fuel.diesel');
    const numbers = diesel.map((row) => (row.metadata as { tally: { voucher_number: string } }).tally.voucher_number);
    expect(numbers.sort()).toEqual(
      [...[1, 2, 3, 4, 5, 7, 8, 8, 9, 10, 11].map((n) => `BPCL/${n}`), 'BPCL/6A', 'GRN/12', 'DN/1'].sort(),
    );
    const september = await t.database.db
      .selectFrom('audit_log')
      .select('snapshot')
      .where('organization_id', '=', who.organizationId)
      .where('action', '=', 'activity.delete')
      .execute();
    // September's GRN counted until October's invoice tracked it, then deleted (audited) in the same sync.
    expect(september.map((row) => (row.snapshot as { reason: string }).reason)).toEqual([
      'receipt note GRN/6 is tracked by a purchase invoice, which counts the goods',
    ]);
  });
});

describe('returns and credits', () => {
  it("net against the period: a Debit Note, a refund journal and a short receipt are negative activities; a sale's freight recovered is not spend", async () => {
    const who = await tallyTenant(t, tally.url);
    // ERP figures against the vouchers; category 3 (counted by default) is category3.test.ts's.
    await setCategory3(t, who, 'excluded');
    const res = await sync(who, FY);
    expect(res.statusCode).toBe(200);
    const rows = await liveActivities(who);
    const june = rows.filter((row) => row.activity_type === 'fuel.diesel' && row.period_start.startsWith('2024-06'));
    expect(june.map((row) => Number(row.quantity)).sort((a, b) => a - b)).toEqual([-500, 12_000]);
    const returned = june.find((row) => Number(row.quantity) < 0)!;
    const bought = june.find((row) => Number(row.quantity) > 0)!;
    expect(Number(returned.emissions_kg_co2e)).toBeCloseTo(-Number(bought.emissions_kg_co2e) / 24, 6);
    expect(Number(returned.energy_gj)).toBeCloseTo(-Number(bought.energy_gj) / 24, 6);
    expect(returned.metadata).toMatchObject({
      purchase_return: { voucher_number: 'DN/1', voucher_type: 'Debit Note' },
      tally: { voucher_number: 'DN/1', quantity: '0.500 KL' },
    });
    expect(returned.source_reference).toMatch(/^tally:8e2f6b1a-/);
    expect(returned.notices).toContainEqual({ code: 'PURCHASE_RETURN_NETTED', message: expect.any(String) });

    // August's air fares: ₹23,800 bought, ₹21,000 refunded.
    const august = rows.filter(
      (row) => row.activity_type === 'spend.air_travel' && row.period_start.startsWith('2024-08'),
    );
    expect(august.map((row) => Number(row.quantity)).sort((a, b) => a - b)).toEqual([-21_000, 23_800]);
    // November: 13 KL invoiced, 100 l short; the flag said debit, the amount's sign says credit (stated).
    const short = rows.find((row) => row.activity_type === 'fuel.diesel' && Number(row.quantity) === -100)!;
    expect(short.notices).toContainEqual({
      code: 'DIRECTION_FROM_AMOUNT',
      message: expect.stringMatching(/ISDEEMEDPOSITIVE Yes says a debit, but its amount 8960 makes the line a credit/),
    });
    expect(rows.filter((row) => row.activity_type === 'spend.freight')).toEqual([]);

    // The month's totals are what was bought, in every reading of them.
    const month = await total(who, { from: '2024-06-01', to: '2024-06-30' });
    const juneRows = rows.filter((row) => row.period_start.startsWith('2024-06'));
    expect(month.total_kg_co2e).toBeCloseTo(
      juneRows.reduce((sum, row) => sum + Number(row.emissions_kg_co2e), 0),
      2,
    );
    const year = await total(who, FY);
    expect(year.total_kg_co2e).toBeCloseTo(res.json().data.result.total_emissions_kg_co2e, 2);
    // DN/1 against June's invoice and November's short line against its own invoice; August's refund
    // journal names no purchase, so it is warned of as unmatched only, not as netted.
    const { warnings } = res.json().data.result;
    expect(warnings).toContainEqual({
      code: 'returns_netted',
      activity_type: 'fuel.diesel',
      vouchers: 2,
      months: ['2024-06', '2024-11'],
      message: expect.stringMatching(
        /^2 fuel\.diesel vouchers returning goods .* in 2 months \(2024-06, 2024-11\), each netted against the purchase it names, in that purchase's month/,
      ),
    });
    expect(warnings).toContainEqual(
      expect.objectContaining({ code: 'returns_unmatched', activity_type: 'spend.air_travel', vouchers: 1 }),
    );
    expect(warnings).not.toContainEqual(
      expect.objectContaining({ code: 'returns_netted', activity_type: 'spend.air_travel' }),
    );

    // Recalculated on today's factors, a return stays a return.
    const recalculated = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/recalculate',
      headers: who.headers,
      payload: { activity_ids: [returned.id, short.id], dry_run: true },
    });
    expect(recalculated.statusCode).toBe(200);
    expect(recalculated.json().data.failed).toEqual([]);
    expect(recalculated.json().data.changes).toHaveLength(2);
    for (const change of recalculated.json().data.changes) {
      expect(change.after.emissions_kg_co2e).toBeLessThan(0);
      expect(change.after.emissions_kg_co2e).toBeCloseTo(change.before.emissions_kg_co2e, 6);
    }

    // Only this path stores a negative quantity: the API refuses one, and so does the database without the mark.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: who.headers,
      payload: {
        activity_type: 'fuel.diesel',
        scope: '1',
        quantity: -500,
        unit: 'litre',
        period: { start: '2024-06-10', end: '2024-06-10' },
        location: { country: 'IN' },
      },
    });
    expect(posted.statusCode).toBe(400);
    await expect(
      sql`UPDATE activities SET metadata = metadata - 'purchase_return' WHERE id = ${returned.id}`.execute(
        t.database.db,
      ),
    ).rejects.toThrow(/activities_quantity_check/);
  });
});

/** A Debit Note returning HSD to Bharat Petroleum; `bill` names the invoice it is against ('Agst Ref'). */
function hsdDebitNote(number: string, date: string, litres: number, bill?: string): BookVoucher {
  tally.state.voucherWatermark += 1;
  const amount = litres * 89.6;
  return {
    guid: `${DECCAN.companyGuid}-dn${number.replace(/\D/g, '').padStart(6, '0')}`,
    alterId: tally.state.voucherWatermark,
    type: 'Debit Note',
    number,
    date,
    party: 'Bharat Petroleum Corp Ltd',
    narration: `HSD returned, ${litres} l`,
    ...(bill ? { reference: bill } : {}),
    stock: [
      {
        item: 'High Speed Diesel (HSD)',
        ledger: 'Fuel Purchases',
        amount: -amount,
        quantity: ` ${(litres / 1000).toFixed(3)} KL`,
        rate: '89.60/Ltr',
      },
    ],
    ledgers: [
      {
        ledger: 'Bharat Petroleum Corp Ltd',
        amount,
        party: true,
        ...(bill ? { bill: { name: bill, type: 'Agst Ref' as const } } : {}),
      },
    ],
  };
}

describe('a month holding only a purchase return', () => {
  it("nets against the purchase it names, in that purchase's month; one naming none stays in its month and is warned of", async () => {
    const who = await tallyTenant(t, tally.url);
    await setCategory3(t, who, 'excluded');
    // April 2025 holds only a return against January's invoice BPCL/10; May 2025 only one naming no invoice.
    tally.state.months['2025-04'] = [hsdDebitNote('DN/2', '2025-04-10', 1_000, 'BPCL/10')];
    tally.state.months['2025-05'] = [hsdDebitNote('DN/3', '2025-05-12', 200)];
    const fy = await sync(who, FY);
    expect(fy.statusCode).toBe(200);
    const january = await total(who, { from: '2025-01-01', to: '2025-01-31' });
    const res = await sync(who, { from: '2025-04-01', to: '2025-05-31' });
    expect(res.statusCode).toBe(200);

    const rows = await liveActivities(who);
    const against = rows.find(
      (row) => (row.metadata as { tally: { voucher_number: string } }).tally.voucher_number === 'DN/2',
    )!;
    expect(Number(against.quantity)).toBe(-1_000);
    expect(against.period_start).toBe('2025-01-08');
    expect(against.metadata).toMatchObject({
      tally: { date: '20250410' },
      purchase_return: { voucher_number: 'DN/2', against: { voucher_number: 'BPCL/10', date: '2025-01-08' } },
    });
    // April shows nothing; January shows what was kept of its HSD.
    expect((await total(who, { from: '2025-04-01', to: '2025-04-30' })).total_kg_co2e).toBe(0);
    expect((await total(who, { from: '2025-01-01', to: '2025-01-31' })).total_kg_co2e).toBeCloseTo(
      january.total_kg_co2e + Number(against.emissions_kg_co2e),
      2,
    );
    // June's Debit Note, bill-wise against June's invoice, is dated on it.
    const june = rows.find(
      (row) => (row.metadata as { tally: { voucher_number: string } }).tally.voucher_number === 'DN/1',
    )!;
    expect(june.metadata).toMatchObject({ purchase_return: { against: { voucher_number: 'BPCL/3' } } });

    // The return naming no purchase stays in May, negative, and the sync says so.
    const may = await total(who, { from: '2025-05-01', to: '2025-05-31' });
    expect(may.total_kg_co2e).toBeLessThan(0);
    expect(res.json().data.result.warnings).toContainEqual({
      code: 'returns_unmatched',
      activity_type: 'fuel.diesel',
      vouchers: 1,
      months: ['2025-05'],
      message: expect.stringMatching(
        /^1 fuel\.diesel voucher returning goods .* kept on their own date in 1 month \(2025-05\)/,
      ),
    });
    expect(fy.json().data.result.warnings).not.toContainEqual(
      expect.objectContaining({ code: 'returns_unmatched', activity_type: 'fuel.diesel' }),
    );
    // Of the two, only April's return was netted; May's is not said to be.
    expect(res.json().data.result.warnings).toContainEqual(
      expect.objectContaining({
        code: 'returns_netted',
        activity_type: 'fuel.diesel',
        vouchers: 1,
        months: ['2025-04'],
      }),
    );
  });

  it("a return against a purchase in a locked year counts on its own date: the filed year's figures stay as filed", async () => {
    const who = await tallyTenant(t, tally.url);
    await setCategory3(t, who, 'excluded');
    tally.state.months['2025-04'] = [hsdDebitNote('DN/2', '2025-04-10', 1_000, 'BPCL/10')];
    expect((await sync(who, FY)).statusCode).toBe(200);
    const lock = await t.app.inject({
      method: 'POST',
      url: '/v1/company/periods/FY2024-25/lock',
      headers: who.headers,
      payload: { reason: 'BRSR FY2024-25 filed' },
    });
    expect(lock.statusCode).toBe(200);
    const res = await sync(who, { from: '2025-04-01', to: '2025-04-30' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toMatchObject({ created: 1, not_applied_locked: 0 });
    const returned = (await liveActivities(who)).find(
      (row) => (row.metadata as { tally: { voucher_number: string } }).tally.voucher_number === 'DN/2',
    )!;
    expect(returned.period_start).toBe('2025-04-10');
    expect(returned.metadata).toMatchObject({
      purchase_return: { against: { voucher_number: 'BPCL/10', date: '2025-01-08', locked_year: 'FY2024-25' } },
    });
    expect(res.json().data.result.warnings).toContainEqual(
      expect.objectContaining({ code: 'returns_year_locked', activity_type: 'fuel.diesel', months: ['2025-04'] }),
    );
    // Counted on its own date, it was not netted against its purchase, and the warnings do not say it was.
    expect(res.json().data.result.warnings).not.toContainEqual(expect.objectContaining({ code: 'returns_netted' }));
  });
});

describe('Indian units and bookings', () => {
  it('reads KL, Nos with an alternate unit and kVAh (stated), and warns of unit-less electricity on the 200', async () => {
    const who = await tallyTenant(t, tally.url);
    const res = await sync(who, FY);
    expect(res.statusCode).toBe(200);
    const rows = await liveActivities(who);
    // LPG: 10 cylinders a month, 190 kg by the alternate unit.
    expect(quantityOf(rows, 'fuel.lpg')).toBe(12 * 190);
    const lpg = rows.find((row) => row.activity_type === 'fuel.lpg')!;
    expect(lpg.notices).toContainEqual({ code: 'ALTERNATE_UNIT_USED', message: expect.stringContaining('190 kg') });
    expect(lpg.metadata).toMatchObject({ tally: { godown: 'Canteen Store', cost_centre: 'Canteen' } });
    // MSEDCL HT in kVAh for Q1: read as kWh with the assumption stated on each activity.
    const power = rows.filter((row) => row.activity_type === 'electricity');
    expect(power.map((row) => Number(row.quantity)).sort()).toEqual([48_000, 49_500, 51_000]);
    expect(power[0]!.notices).toContainEqual({
      code: 'KVAH_READ_AS_KWH',
      message: expect.stringContaining('power factor'),
    });

    const { result } = res.json().data;
    expect(result.warnings).toContainEqual({
      code: 'missing_quantity',
      activity_type: 'electricity',
      vouchers: 9,
      months: ['2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03'],
      message: expect.stringMatching(/^9 electricity vouchers without kWh: Scope 2 incomplete for 9 months/),
    });
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ code: 'quantity_assumed', activity_type: 'electricity', vouchers: 3 }),
    );
    const job = await t.app.inject({ method: 'GET', url: `/v1/jobs/${res.json().data.job_id}`, headers: who.headers });
    expect(job.json().data.result.warnings).toEqual(result.warnings);
  });

  it('a mapping rule converts Nos and estimates unit-less electricity from its amount, marked low confidence', async () => {
    const who = await tallyTenant(t, tally.url);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/v1/ingest/erp-sync/mappings',
      headers: who.headers,
      payload: {
        rules: [
          {
            match: 'ledger',
            pattern: 'electricity charges*',
            map_to: 'electricity',
            estimate: { inr_per_unit: 9.5, unit: 'kWh' },
            note: 'MSEDCL HT tariff, energy charge and levies per kWh',
          },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const res = await sync(who, FY);
    const { result } = res.json().data;
    expect(result.warnings.map((w: { code: string; activity_type: string }) => [w.code, w.activity_type])).toEqual([
      ['estimated', 'electricity'],
      ['quantity_assumed', 'fuel.lpg'],
      ['quantity_assumed', 'electricity'],
      ['returns_netted', 'fuel.diesel'],
      ['returns_unmatched', 'spend.air_travel'],
      ['direction_from_amount', 'fuel.diesel'],
    ]);
    const estimated = (await liveActivities(who)).filter(
      (row) => row.activity_type === 'electricity' && (row.metadata as { estimated?: boolean }).estimated,
    );
    expect(estimated).toHaveLength(9);
    const july = estimated.find((row) => row.period_start === '2024-07-18')!;
    expect(Number(july.quantity)).toBeCloseTo((452_000 + 3 * 3_100) / 9.5, 4);
    expect(Number(july.confidence_score)).toBeLessThan(0.3);
    expect(july.notices).toContainEqual({
      code: 'QUANTITY_ESTIMATED_FROM_AMOUNT',
      message: expect.stringContaining('÷ ₹9.5/kWh'),
    });
  });
});

describe('a month larger than ERP_MAX_RESPONSE_BYTES', () => {
  it('is read in parts that fit, halving the range down to days, with the same result as one answer', async () => {
    const small = await createTestApp({ ERP_ALLOWED_HOSTS: '127.0.0.1', ERP_MAX_RESPONSE_BYTES: '12000' });
    const smallWorkers = startTestWorkers(small);
    try {
      const who = await tallyTenant(t, tally.url);
      const whole = (await sync(who, Q1)).json().data.result;
      const other = await tallyTenant(small, tally.url);
      tally.requests.length = 0;
      const res = await small.app.inject({
        method: 'POST',
        url: '/v1/ingest/erp-sync',
        headers: other.headers,
        payload: {
          erp_system: 'tally',
          connection_config: { tally_url: tally.url, company: DECCAN.company },
          date_range: { from: '2024-04-01', to: '2024-04-30' },
        },
      });
      expect(res.statusCode).toBe(200);
      // Each April answer is ~26 KB in UTF-16: April, then its halves, then quarters of the month.
      const ranges = tally.dayBookRequests().map((r) => `${r.from}…${r.to}`);
      expect(ranges.slice(0, 3)).toEqual(['2024-04-01…2024-04-30', '2024-04-01…2024-04-15', '2024-04-01…2024-04-07']);
      expect(res.json().data.result).toMatchObject({
        vouchers_read: whole.chunks[0].vouchers,
        created: (await liveActivities(who)).filter((row) => row.period_start <= '2024-04-30').length,
      });
    } finally {
      await smallWorkers.close();
      await small.close();
    }
  });
});

describe('vouchers Tally sends without an ALTERID', () => {
  it('are compared by their content: an edit is applied, an unchanged voucher keeps its activity', async () => {
    const who = await tallyTenant(t, tally.url);
    const april = tally.state.months['2024-04'] as BookVoucher[];
    for (const voucher of april) voucher.alterId = null;
    const travel = april.find((voucher) => voucher.number === 'JV/1/TR')!;
    await sync(who, Q1);
    const before = await liveActivities(who);

    travel.ledgers = [
      { ledger: 'Travelling Expenses - Air', amount: 30_000 },
      { ledger: 'MakeMyTrip India Pvt Ltd', amount: -30_000, party: true },
    ];
    tally.state.voucherWatermark += 1;
    const res = await sync(who, Q1);
    expect(res.json().data.result).toMatchObject({ updated: 1, activities_deleted: 1, activities_created: 1 });
    const after = await liveActivities(who);
    const air = after.filter((row) => row.activity_type === 'spend.air_travel' && row.period_start === '2024-04-22');
    expect(air.map((row) => Number(row.quantity))).toEqual([30_000]);
    // Everything else kept its activity.
    expect(after.filter((row) => before.some((old) => old.id === row.id))).toHaveLength(before.length - 1);
  });
});

describe('back-dated edits', () => {
  const NOVEMBER_WEEK = { from: '2024-11-20', to: '2024-11-26' };
  const connection = async (who: Tenant) =>
    (await t.app.inject({ method: 'GET', url: '/v1/ingest/erp-sync/connections', headers: who.headers })).json().data
      .connections[0];
  /** In November, May's LPG purchase is corrected to 20 cylinders: Tally raises its ALTERID and the watermark. */
  const editMayInNovember = () => {
    const may = tally.state.months['2024-05'] as BookVoucher[];
    const lpg = may.find((voucher) => voucher.number === 'PUR/2/LPG')!;
    lpg.stock![0]!.quantity = ' 20 Nos =  380.00 Kgs';
    tally.state.voucherWatermark += 1;
    lpg.alterId = tally.state.voucherWatermark;
  };

  it('a pull of the last days asks Tally for vouchers altered since, re-reads just their months and says so', async () => {
    const who = await tallyTenant(t, tally.url);
    await sync(who, FY);
    const before = tally.state.voucherWatermark;
    expect((await connection(who)).voucher_watermark).toBe(before);
    editMayInNovember();
    tally.requests.length = 0;

    const res = await sync(who, NOVEMBER_WEEK);
    expect(res.statusCode).toBe(200);
    const { result } = res.json().data;
    expect(result.edits).toEqual({
      since_watermark: before,
      checked: true,
      vouchers: 1,
      months: ['2024-05'],
      renamed_masters: [],
      note: null,
    });
    expect(result.chunks).toEqual([
      expect.objectContaining({ from: '2024-11-20', to: '2024-11-26', pulled: true }),
      expect.objectContaining({ from: '2024-05-01', to: '2024-05-31', pulled: true, edited: true }),
    ]);
    expect(result.updated).toBe(1);
    expect(tally.dayBookRequests().map((r) => `${r.from}…${r.to}`)).toEqual([
      '2024-11-20…2024-11-26',
      '2024-05-01…2024-05-31',
    ]);
    expect(tally.requests.find((r) => r.kind === 'altered_vouchers')).toMatchObject({ sinceAlterId: before });
    const lpg = (await liveActivities(who)).filter(
      (row) => row.activity_type === 'fuel.lpg' && row.period_start.startsWith('2024-05'),
    );
    expect(lpg.map((row) => Number(row.quantity))).toEqual([380]);
    expect((await connection(who)).voucher_watermark).toBe(before + 1);
  });

  it("when Tally will not list the altered vouchers, the connection's watermark and last sync stay where they were", async () => {
    const who = await tallyTenant(t, tally.url);
    await sync(who, FY);
    const held = await connection(who);
    editMayInNovember();
    tally.state.refuseAlteredVouchers = true;

    const res = await sync(who, NOVEMBER_WEEK);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result.edits).toMatchObject({
      since_watermark: held.voucher_watermark,
      checked: false,
      note: expect.stringContaining('were not looked for'),
    });
    const after = await connection(who);
    expect(after).toMatchObject({ voucher_watermark: held.voucher_watermark, last_synced_at: held.last_synced_at });
    // The next sync that can ask catches the edit up.
    delete tally.state.refuseAlteredVouchers;
    const caught = (await sync(who, NOVEMBER_WEEK)).json().data.result;
    expect(caught.edits).toMatchObject({ checked: true, months: ['2024-05'] });
  });
});

describe('renamed masters and a forced re-read', () => {
  const HSD = { guid: `${DECCAN.companyGuid}-00000101`, kind: 'stock_item' as const };
  /** Renaming a stock item raises $AltMstId and its ALTERID; every voucher naming it is exported under the new name, its ALTERID as before. */
  const renameHsd = (to: string) => {
    tally.state.masterWatermark = (tally.state.masterWatermark ?? 0) + 1;
    tally.state.masters = [{ ...HSD, name: to, alterId: tally.state.masterWatermark }];
    for (const month of Object.values(tally.state.months) as BookVoucher[][]) {
      for (const line of month.flatMap((voucher) => voucher.stock ?? [])) {
        if (line.item === 'High Speed Diesel (HSD)') line.item = to;
      }
    }
  };

  it('re-reads the vouchers naming a renamed stock item, though no voucher was altered', async () => {
    const who = await tallyTenant(t, tally.url);
    tally.state.masterWatermark = 900;
    tally.state.masters = [{ ...HSD, name: 'High Speed Diesel (HSD)', alterId: 900 }];
    await sync(who, Q1);
    const before = (await liveActivities(who)).filter((row) => row.activity_type === 'fuel.diesel');
    expect(before).toHaveLength(4); // three invoices and June's Debit Note

    renameHsd('Light Diesel Oil (LDO)');
    tally.requests.length = 0;
    const res = await sync(who, { from: '2024-06-20', to: '2024-06-26' });
    const { result } = res.json().data;
    expect(result.edits).toMatchObject({
      renamed_masters: [{ kind: 'stock_item', from: 'High Speed Diesel (HSD)', to: 'Light Diesel Oil (LDO)' }],
      months: ['2024-04', '2024-05', '2024-06'],
    });
    const after = await liveActivities(who);
    expect(after.filter((row) => row.activity_type === 'fuel.diesel')).toEqual([]);
    const ldo = after.filter((row) => row.activity_type === 'fuel.gas_oil');
    expect(ldo).toHaveLength(4);
    expect(new Set(ldo.map((row) => (row.metadata as { tally: { stock_item: string } }).tally.stock_item))).toEqual(
      new Set(['Light Diesel Oil (LDO)']),
    );
    expect(quantityOf(ldo, 'fuel.gas_oil')).toBe(quantityOf(before, 'fuel.diesel'));
    // A master watermark unchanged since: nothing is asked again.
    tally.requests.length = 0;
    await sync(who, { from: '2024-06-20', to: '2024-06-26' });
    expect(tally.requests.filter((r) => r.kind === 'stock_items')).toEqual([]);
  });

  it('a voucher row stored before content hashes and master names were kept is completed by the next sync, so a rename reaches it', async () => {
    const who = await tallyTenant(t, tally.url);
    tally.state.masterWatermark = 900;
    tally.state.masters = [{ ...HSD, name: 'High Speed Diesel (HSD)', alterId: 900 }];
    await sync(who, Q1);
    const ids = (await liveActivities(who)).map((row) => row.id).sort();
    // What a row written before migrations 20261127T0020/T0022 holds.
    await sql`
      UPDATE erp_vouchers SET content_hash = NULL, master_names = '{}', activity_keys = '{}'
      WHERE organization_id = ${who.organizationId}
    `.execute(t.database.db);
    await legacyVoucherReread(t.database.db as unknown as Kysely<unknown>);

    const reread = (await sync(who, Q1)).json().data.result;
    expect(reread.chunks.map((chunk: { pulled: boolean }) => chunk.pulled)).toEqual([true, true, true]);
    expect(reread).toMatchObject({ activities_created: 0, activities_deleted: 0 });
    expect((await liveActivities(who)).map((row) => row.id).sort()).toEqual(ids);
    const rows = await t.database.db
      .selectFrom('erp_vouchers')
      .select(['content_hash', 'master_names'])
      .where('organization_id', '=', who.organizationId)
      .execute();
    expect(rows.filter((row) => row.content_hash === null)).toEqual([]);

    renameHsd('Light Diesel Oil (LDO)');
    await sync(who, { from: '2024-06-20', to: '2024-06-26' });
    const after = await liveActivities(who);
    expect(after.filter((row) => row.activity_type === 'fuel.diesel')).toEqual([]);
    expect(after.filter((row) => row.activity_type === 'fuel.gas_oil')).toHaveLength(4);
  });

  it('force: true reads every month of the range again, whatever the watermarks say', async () => {
    const who = await tallyTenant(t, tally.url);
    await sync(who, Q1);
    tally.requests.length = 0;
    const quiet = (await sync(who, Q1)).json().data.result;
    expect(quiet.chunks.map((chunk: { pulled: boolean }) => chunk.pulled)).toEqual([false, false, false]);
    expect(tally.dayBookRequests()).toEqual([]);

    const forced = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/erp-sync',
      headers: who.headers,
      payload: {
        erp_system: 'tally',
        connection_config: { tally_url: tally.url, company: DECCAN.company },
        date_range: Q1,
        force: true,
      },
    });
    expect(forced.statusCode).toBe(200);
    const { result } = forced.json().data;
    expect(result.chunks.map((chunk: { pulled: boolean }) => chunk.pulled)).toEqual([true, true, true]);
    expect(result).toMatchObject({ created: 0, updated: 0, activities_created: 0, activities_deleted: 0 });
    expect(tally.dayBookRequests().map((r) => r.from)).toEqual(['2024-04-01', '2024-05-01', '2024-06-01']);
  });
});
