import { describe, expect, it } from 'vitest';
import { foldDeltas } from '../../db/queries/rollups.ts';
import { setCategory3 } from '../support/category3-counting.ts';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';
import { waitForJob } from '../support/workers.ts';
import { electricity } from './fixtures.ts';

/**
 * Certificates matched against the grid electricity of their market and fiscal year, and certificate
 * ids claimed once (GHG Protocol Scope 2 Guidance, Quality Criteria 2, 4, 5 and 8), on the real
 * service. CEA v21.0 FY2024-25: 0.7117 kg CO2/kWh.
 */
let t: TestApp;
useTestAppWithWorkers((app) => {
  t = app;
});

const post = (tenant: Tenant, payload: object, url = '/v1/activities') =>
  t.app.inject({ method: 'POST', url, headers: tenant.headers, payload });
const get = async (tenant: Tenant, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: tenant.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const remove = async (tenant: Tenant, id: string) => {
  const res = await t.app.inject({ method: 'DELETE', url: `/v1/activities/${id}`, headers: tenant.headers });
  expect(res.statusCode, res.body).toBe(200);
};
const FY = 'start_date=2024-04-01&end_date=2025-03-31';
const FY_PERIOD = { start: '2024-04-01', end: '2025-03-31' };
const H1 = { start: '2024-04-01', end: '2024-09-30' };
const H2 = { start: '2024-10-01', end: '2025-03-31' };

const certificate = (mwh: number, ids: string[], period = FY_PERIOD) => ({
  activity_type: 'energy_attribute_certificate',
  scope: '2',
  quantity: mwh,
  unit: 'MWh',
  period,
  location: { country: 'IN' },
  metadata: { certificate_scheme: 'REC', certificates: ids, vintage: 2024, retired_on_behalf: true },
});
const greenTariff = (kwh: number, ids: string[], scheme = 'I-REC') =>
  electricity({
    quantity: kwh,
    period: FY_PERIOD,
    metadata: {
      electricity_source: 'green_tariff',
      certificates: ids,
      certificate_scheme: scheme,
      vintage: 2024,
      retired_on_behalf: true,
    },
  });

/** The market-based figure of each month of FY2024-25. */
const marketMonths = async (tenant: Tenant) =>
  (await get(tenant, `/v1/emissions?${FY}&scope2_method=market&group_by=month`)).series.map(
    (month: { total_kg_co2e: number }) => month.total_kg_co2e,
  );

describe('certificates matched against grid electricity of their market and fiscal year', () => {
  it('green tariff and certificates over grid kWh: the certificates zero that many grid kWh, spread over the year', async () => {
    const tenant = await t.tenant();
    await setCategory3(t, tenant, 'excluded');
    const res = await post(tenant, [
      // grid: 600,000 × 0.7117 = 427,020 and 300,000 × 0.7117 = 213,510
      electricity({ quantity: 600_000, period: H1, location: { country: 'IN', state: 'TN' } }),
      electricity({ quantity: 300_000, period: H2, location: { country: 'IN', state: 'MH' } }),
      // green tariff with I-RECs: 854,040 location-based, 0 market-based, not grid electricity to match
      greenTariff(1_200_000, ['I-REC-IN-2024-7001']),
      // 500 MWh of RECs: 500,000 of the 900,000 grid kWh are covered, 5/9 of each grid activity's figure
      certificate(500, ['NLDC-REC-2024-5001', 'NLDC-REC-2024-5002']),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const certificateId = res.json().data.activities[3].activity_id as string;
    expect((await get(tenant, `/v1/activities/${certificateId}`)).disclosure).toMatchObject({
      market_based_kg_co2e: 0,
      instrument_kwh: 500_000,
      unmatched_kwh: 0,
    });
    const location = 427_020 + 213_510 + 854_040;
    const market = ((427_020 + 213_510) * 4) / 9; // 284,680
    const check = async () => {
      const fy = await get(tenant, `/v1/emissions?${FY}`);
      expect(fy.scope2).toMatchObject({
        location_based_kg_co2e: location,
        market_based_kg_co2e: market,
        instrument_kwh: 1_200_000 + 500_000,
        unmatched_instrument_kwh: 0,
      });
      const months = await marketMonths(tenant);
      expect(months.every((kg: number) => kg >= 0)).toBe(true);
      expect(months.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(market, 2);
    };
    await check();
    await foldDeltas(t.database.db);
    await check();
    const grid = await get(tenant, `/v1/activities/${res.json().data.activities[0].activity_id}`);
    expect(grid.disclosure.market_based_kg_co2e).toBeCloseTo((427_020 * 4) / 9, 2);

    // deleting the certificate gives the grid electricity its whole market-based figure back
    await remove(tenant, certificateId);
    const after = await get(tenant, `/v1/emissions?${FY}`);
    expect(after.scope2).toMatchObject({
      market_based_kg_co2e: 427_020 + 213_510,
      instrument_kwh: 1_200_000,
      unmatched_instrument_kwh: 0,
    });
  });

  it('more certificate MWh than grid kWh: market-based 0, never below, and the excess reported as unmatched', async () => {
    const tenant = await t.tenant();
    await setCategory3(t, tenant, 'excluded');
    const res = await post(tenant, [
      electricity({ quantity: 60_000, period: { start: '2024-04-01', end: '2024-06-30' } }),
      certificate(100, ['NLDC-REC-2024-1']),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const check = async () => {
      const fy = await get(tenant, `/v1/emissions?${FY}`);
      expect(fy.scope2).toMatchObject({
        location_based_kg_co2e: 60_000 * 0.7117,
        market_based_kg_co2e: 0,
        instrument_kwh: 60_000,
        unmatched_instrument_kwh: 40_000,
      });
      expect(await marketMonths(tenant)).toEqual(Array(12).fill(0));
    };
    await check();
    await foldDeltas(t.database.db);
    await check();
    const stored = await get(tenant, `/v1/activities/${res.json().data.activities[1].activity_id}`);
    expect(stored.disclosure).toMatchObject({ market_based_kg_co2e: 0, instrument_kwh: 60_000, unmatched_kwh: 40_000 });

    // a certificate of the next fiscal year matches nothing of this one
    const next = await post(tenant, {
      ...certificate(10, ['NLDC-REC-2025-9'], { start: '2025-04-01', end: '2026-03-31' }),
      metadata: { ...certificate(10, []).metadata, certificates: ['NLDC-REC-2025-9'], vintage: 2025 },
    });
    expect(next.statusCode, next.body).toBe(201);
    expect((await get(tenant, `/v1/activities/${next.json().data.activity_id}`)).disclosure).toMatchObject({
      instrument_kwh: 0,
      unmatched_kwh: 10_000,
    });
    const fy = await get(tenant, `/v1/emissions?${FY}`);
    expect(fy.scope2.unmatched_instrument_kwh).toBe(40_000);
  });
});

describe('a certificate id is claimed once', () => {
  it('is refused on POST /v1/activities (single and bulk), on typed records and in a job, and freed by deleting its activity', async () => {
    const tenant = await t.tenant();
    const first = await post(tenant, certificate(2, ['REC-A', 'REC-B']));
    expect(first.statusCode, first.body).toBe(201);
    const holder = first.json().data.activity_id as string;

    const again = await post(tenant, certificate(1, ['REC-B']));
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json().error.code).toBe('VALIDATION_ERROR');
    expect(again.json().error.details.field).toBe('metadata.certificates');
    expect(again.json().error.details.reason).toContain(`REC REC-B is already claimed by activity ${holder}`);

    // the same id twice in one bulk request: the second names it, and nothing is stored
    const bulk = await post(tenant, [electricity(), certificate(1, ['REC-C']), certificate(1, ['REC-C'])]);
    expect(bulk.statusCode, bulk.body).toBe(400);
    expect(bulk.json().error.details.field).toBe('activities[2].metadata.certificates');
    expect(bulk.json().error.details.reason).toMatch(/an earlier item/);
    // a green tariff naming a claimed REC id
    const tariff = await post(tenant, greenTariff(1000, ['REC-A'], 'REC'));
    expect(tariff.statusCode, tariff.body).toBe(400);
    expect(tariff.json().error.details.field).toBe('metadata.certificates');
    // one activity listing an id twice
    const twice = await post(tenant, certificate(1, ['REC-D', 'REC-D']));
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().error.details.reason).toMatch(/lists REC-D twice/);

    // typed records: that record only
    const bill = (certificates: string) => ({
      bill_date: '2024-06-15',
      units_kwh: 1000,
      state: 'TN',
      electricity_source: 'green_tariff',
      certificates,
      certificate_scheme: 'REC',
      vintage: 2024,
      retired_on_behalf: true,
    });
    const records = await post(
      tenant,
      { data_type: 'electricity_bill', records: [bill('REC-A'), { bill_date: '2024-06-15', units_kwh: 500 }] },
      '/v1/ingest/auto',
    );
    expect(records.statusCode, records.body).toBe(207);
    expect(records.json().data.errors).toEqual([
      { index: 0, field: 'metadata.certificates', reason: expect.stringContaining('REC-A is already claimed') },
    ]);

    // deleting the claiming activity frees its ids
    await remove(tenant, holder);
    const freed = await post(tenant, certificate(1, ['REC-B']));
    expect(freed.statusCode, freed.body).toBe(201);

    // more records than one request stores: a job, through the COPY path; the rows reusing an id
    // (REC-B, claimed again above, and REC-E twice in the file) are bad rows, the others stored
    const many = [
      ...Array.from({ length: 1000 }, () => ({ bill_date: '2024-07-15', units_kwh: 10 })),
      bill('REC-B'),
      bill('REC-E'),
      bill('REC-E'),
    ];
    const job = await post(tenant, { data_type: 'electricity_bill', records: many }, '/v1/ingest/auto');
    expect(job.statusCode, job.body).toBe(202);
    const done = await waitForJob(t.database.db, job.json().data.job_id);
    expect(done).toMatchObject({ status: 'completed', rows_stored: 1001, rows_failed: 2 });
    const errors = await t.database.db
      .selectFrom('ingest_job_errors')
      .select(['line', 'reason'])
      .where('job_id', '=', done.id)
      .orderBy('line')
      .execute();
    expect(errors.map((e) => e.reason)).toEqual([
      expect.stringMatching(/REC REC-B is already claimed by activity/),
      expect.stringMatching(/REC REC-E is already claimed by an earlier row/),
    ]);
    const claims = await t.database.db
      .selectFrom('instrument_claims')
      .select(['certificate_id', 'released_at'])
      .where('organization_id', '=', tenant.organizationId)
      .orderBy('certificate_id')
      .orderBy('claimed_at')
      .execute();
    expect(claims.map((c) => [c.certificate_id, c.released_at === null])).toEqual([
      ['REC-A', false],
      ['REC-B', false],
      ['REC-B', true],
      ['REC-E', true],
    ]);
  });
});
