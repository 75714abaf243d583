import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../support/great-circle.ts';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';
import { waitForJob } from '../support/workers.ts';

let t: TestApp;
useTestAppWithWorkers((app) => {
  t = app;
});

const ingestAuto = (who: Tenant, payload: unknown, url = '/v1/ingest/auto') =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });

/**
 * One record per data type, with its expected activity and kg CO2e worked out by hand from the
 * published factor (db/factors) the activity must use.
 */
const cases = [
  {
    data_type: 'electricity_bill',
    record: { bill_date: '2024-06-15', units_kwh: 1200, amount_inr: 9000, state: 'Karnataka' },
    // Scope 2, CEA CO2 Baseline v21 FY2024-25 all-India 0.7117 kg/kWh (CEA publishes no state factor); cycle 16 May – 15 June.
    expected: { activity_type: 'electricity', scope: '2', kg: 1200 * 0.7117 },
  },
  {
    data_type: 'fuel_purchase',
    record: { purchase_date: '2024-06-10', fuel_type: 'HSD', quantity_liters: 200, amount_inr: 18000 },
    // Scope 1, high-speed diesel = diesel, unblended in India: DESNZ 2024 "Diesel (100% mineral diesel)" 2.66155 kg/l.
    expected: { activity_type: 'fuel.diesel', scope: '1', kg: 200 * 2.66155 },
  },
  {
    data_type: 'travel_booking',
    record: { booking_date: '2024-06-01', origin: 'DEL', destination: 'BOM' },
    // Scope 3, no distance: great circle DEL (28.5566, 77.1008) – BOM (19.0899, 72.868), no uplift (DESNZ's factors
    // include it), flight by default between airports, domestic: DESNZ 2024 "Domestic, average passenger, with RF" 0.27257.
    expected: {
      activity_type: 'travel.flight.domestic',
      scope: '3',
      kg: greatCircleKm([28.5566, 77.1008], [19.0899, 72.868]) * 0.27257,
    },
  },
  {
    data_type: 'vehicle_log',
    record: { log_date: '2024-06-20', vehicle_type: 'diesel sedan', distance_km: 300 },
    // Scope 1, no fuel figure: India GHG Programme 2015 diesel sedan 0.131 kg/km.
    expected: { activity_type: 'vehicle.car.diesel_sedan', scope: '1', kg: 300 * 0.131 },
  },
  {
    data_type: 'raw_transaction',
    record: {
      transaction_date: '2024-06-25',
      description: 'Hotel stay Taj Mumbai',
      vendor: 'Taj Hotels',
      amount_inr: 25000,
    },
    // Scope 3 spend-based, classified 'hotel': INR → USD at 83.7 (2024 average, Federal Reserve G.5A), CPI-U
    // 2022/2024 deflator 292.655 / 313.689, × EPA supply-chain v1.3 NAICS 721110 0.145 kg/2022 USD.
    expected: {
      activity_type: 'spend.hotel',
      scope: '3',
      kg: (25000 / 83.7) * (292.655 / 313.689) * 0.145,
      category: 'hotel',
    },
  },
  {
    data_type: 'accommodation',
    record: { check_in_date: '2024-06-05', nights: 3, hotel_type: '4-star', amount_inr: 21000 },
    // Scope 3, 3 room-nights in India: DESNZ hotel stay India 58.9 kg/room-night (the same in the 2023–2025 editions).
    expected: { activity_type: 'hotel', scope: '3', kg: 3 * 58.9 },
  },
] as const;

describe('POST /v1/ingest/auto', () => {
  it.each(cases)(
    'maps $data_type to its scope and factor, with emissions as computed by hand',
    async ({ data_type, record, expected }) => {
      const who = await t.tenant();
      const res = await ingestAuto(who, { data_type, records: [record] });
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({ data_type, stored: 1, failed: 0, errors: [] });
      expect(data.total_emissions_kg_co2e).toBeCloseTo(expected.kg, 3);
      expect(data.results).toEqual([
        expect.objectContaining({
          index: 0,
          activity_type: expected.activity_type,
          scope: expected.scope,
          emissions_kg_co2e: expect.closeTo(expected.kg, 3),
          ...('category' in expected ? { category: expected.category } : {}),
        }),
      ]);
      const stored = await t.database.db
        .selectFrom('activities')
        .selectAll()
        .where('id', '=', data.results[0].activity_id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        organization_id: who.organizationId,
        mode: 'test',
        source_type: 'api',
        ingest_job_id: null,
      });
    },
  );

  it('reports bad records by index, field and reason and stores the rest (207), on /api/v1 too', async () => {
    const who = await t.tenant();
    const res = await ingestAuto(
      who,
      {
        data_type: 'fuel_purchase',
        records: [
          { purchase_date: '2024-06-10', fuel_type: 'diesel', quantity_liters: 100 },
          { purchase_date: '2024-06-10', fuel_type: 'unobtainium', quantity_liters: 100 },
          { purchase_date: '10/06/2024', fuel_type: 'diesel', quantity_liters: 100 },
          { purchase_date: '2024-06-10', fuel_type: 'diesel', quantity_liters: '100' },
        ],
      },
      '/api/v1/ingest/auto',
    );
    expect(res.statusCode).toBe(207);
    const data = res.json().data;
    expect(data).toMatchObject({ stored: 1, failed: 3, total_emissions_kg_co2e: 266.155 }); // 100 l × 2.66155, DESNZ 2024 100% mineral diesel (Indian HSD)
    expect(data.errors).toEqual([
      { index: 1, field: 'fuel_type', reason: expect.any(String) },
      { index: 2, field: 'purchase_date', reason: expect.any(String) },
      { index: 3, field: 'quantity_liters', reason: 'must be a JSON number' },
    ]);

    const none = await ingestAuto(who, { data_type: 'accommodation', records: [{ check_in_date: '2024-06-05' }] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: 'records[0].nights', reason: 'is required', errors: [{ index: 0, field: 'nights' }] },
    });
    const badType = await ingestAuto(who, { data_type: 'utility_bill', records: [{}] });
    expect(badType.json().error.details.field).toBe('data_type');
  });

  it('turns more than 1,000 records into a job whose result carries total_emissions_kg_co2e', async () => {
    const who = await t.tenant();
    // Past the worker's 5,000-record page, with a bad record on each page.
    const bad = new Set([7, 5003]);
    const records = Array.from({ length: 6000 }, (_, i) => ({
      check_in_date: '2024-06-05',
      nights: bad.has(i) ? 0 : 1,
    }));
    const res = await ingestAuto(who, { data_type: 'accommodation', records });
    expect(res.statusCode).toBe(202);
    const { job_id } = res.json().data;
    await waitForJob(t.database.db, job_id);
    const job = (await t.app.inject({ method: 'GET', url: `/v1/jobs/${job_id}`, headers: who.headers })).json().data;
    expect(job).toMatchObject({ kind: 'records', data_type: 'accommodation', status: 'completed' });
    expect(job.result).toEqual({
      rows_read: 6000,
      rows_stored: 5998,
      rows_failed: 2,
      total_emissions_kg_co2e: expect.closeTo(5998 * 58.9, 3),
    });
    expect(job.errors.map((e: { index: number; field: string }) => [e.index, e.field])).toEqual([
      [7, 'nights'],
      [5003, 'nights'],
    ]);
    expect(JSON.parse(job.errors[1].raw)).toEqual(records[5003]);
    const lines = await t.database.db
      .selectFrom('activities')
      .select('ingest_line')
      .where('ingest_job_id', '=', job_id)
      .orderBy('ingest_line')
      .execute();
    expect(lines.map((l) => l.ingest_line)).toEqual([...records.keys()].filter((i) => !bad.has(i)));
    const totals = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/emissions?start_date=2024-06-01&end_date=2024-06-30',
        headers: who.headers,
      })
    ).json().data;
    expect(totals.breakdown.find((b: { scope: string }) => b.scope === '3').emissions_kg_co2e).toBeCloseTo(
      5998 * 58.9,
      3,
    );
    // The records were dropped from the job once stored.
    const payload = await t.database.db
      .selectFrom('ingest_jobs')
      .select('payload')
      .where('id', '=', job_id)
      .executeTakeFirstOrThrow();
    expect(payload.payload).toMatchObject({ records: [] });
  });
});
