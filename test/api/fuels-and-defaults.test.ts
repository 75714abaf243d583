import { describe, expect, it } from 'vitest';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';
import { multipart } from '../support/multipart.ts';
import { waitForJob } from '../support/workers.ts';

/**
 * Fuels as Indian companies buy them, and the defaults for records that do not say (fuel unit, fuel type,
 * travel mode), through POST /v1/ingest/auto and the bulk CSV. Values from DESNZ's published factors.
 */
let t: TestApp;
let tenant: Tenant;
useTestAppWithWorkers(async (app) => {
  t = app;
  tenant = await app.tenant();
});

const ingestAuto = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/ingest/auto', headers: tenant.headers, payload });
const codes = (result: { notices: { code: string }[] }) => result.notices.map((n) => n.code);

describe('fuel_purchase: every fuel in the unit it is sold in', () => {
  it('reads LPG and CNG in kg, PNG in SCM and liquids in litres when the record gives no unit, and says so', async () => {
    const res = await ingestAuto({
      data_type: 'fuel_purchase',
      records: [
        { purchase_date: '2024-07-01', fuel_type: 'LPG', quantity_liters: 28.4 }, // two 14.2 kg cylinders
        { purchase_date: '2024-07-01', fuel_type: 'CNG', quantity_liters: 10 },
        { purchase_date: '2024-07-01', fuel_type: 'PNG', quantity_liters: 100 },
        { purchase_date: '2024-07-01', fuel_type: 'Furnace Oil', quantity_liters: 500 },
        { purchase_date: '2024-07-01', fuel_type: 'FO', quantity_liters: 2, unit: 'MT' },
        {
          purchase_date: '2024-07-01',
          fuel_type: 'coal',
          quantity_liters: 3,
          unit: 'tonne',
          calorific_value: { value: 4200, unit: 'kcal/kg' },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [lpg, cng, png, furnaceOil, furnaceOilTonnes, coal] = res.json().data.results;
    expect(lpg.emissions_kg_co2e).toBeCloseTo((28.4 / 1000) * 2939.36095, 3); // DESNZ 2024 LPG per tonne
    expect(codes(lpg)).toContain('UNIT_ASSUMED');
    expect(cng.emissions_kg_co2e).toBeCloseTo((10 / 1000) * 2568.16441, 3); // DESNZ 2024 CNG per tonne
    expect(png.emissions_kg_co2e).toBeCloseTo(100 * 2.04542, 3); // DESNZ 2024 natural gas per m³
    expect(furnaceOil.emissions_kg_co2e).toBeCloseTo(500 * 3.17493, 3); // DESNZ 2024 fuel oil per litre
    expect(codes(furnaceOil)).toContain('UNIT_ASSUMED');
    expect(furnaceOilTonnes.emissions_kg_co2e).toBeCloseTo(2 * 3228.89, 3); // DESNZ 2024 fuel oil per tonne
    expect(codes(furnaceOilTonnes)).not.toContain('UNIT_ASSUMED');
    expect(coal.emissions_kg_co2e).toBeCloseTo(3000 * 2.39944, 3); // DESNZ 2024 coal (industrial) per kg

    const disclosure = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/activities/${id}`, headers: tenant.headers })).json().data
        .disclosure;
    expect((await disclosure(lpg.activity_id)).energy_gj).toBeCloseTo((28.4 / 1000) * 45.95, 3); // 45.95 GJ/t
    expect((await disclosure(png.activity_id)).energy_gj).toBeCloseTo(100 * 0.03634, 3); // 36.34 MJ/m³
    // The supplier's 4,200 kcal/kg wins over DESNZ's UK coal: 3 t × 4200 × 4.1868 kJ/kcal.
    expect((await disclosure(coal.activity_id)).energy_gj).toBeCloseTo(3 * 4200 * 4.1868e-3, 3);
  });

  it('vehicle_log: a CNG auto logs kg by default', async () => {
    const res = await ingestAuto({
      data_type: 'vehicle_log',
      records: [{ log_date: '2024-07-02', vehicle_type: 'CNG auto', fuel_consumed: 5 }],
    });
    const [auto] = res.json().data.results;
    expect(auto).toMatchObject({ activity_type: 'fuel.cng', scope: '1' });
    expect(auto.emissions_kg_co2e).toBeCloseTo((5 / 1000) * 2568.16441, 3);
    expect(codes(auto)).toContain('UNIT_ASSUMED');
  });

  it('raw_transaction: "Diesel for DG set ₹10,000" is Scope 1 diesel in litres at the cited retail price', async () => {
    const res = await ingestAuto({
      data_type: 'raw_transaction',
      records: [
        { transaction_date: '2024-07-03', description: 'Diesel for DG set', vendor: 'HPCL', amount_inr: 10_000 },
        { transaction_date: '2024-07-03', description: 'Diesel for DG set', amount_inr: 10_000, unit_price_inr: 90 },
        { transaction_date: '2022-05-01', description: 'Petrol for staff car', amount_inr: 5_000 },
        { transaction_date: '2024-07-03', description: 'Fuel', vendor: 'HPCL', amount_inr: 10_000 },
        { transaction_date: '2022-03-01', description: 'Diesel', amount_inr: 10_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(207);
    const data = res.json().data;
    // Delhi diesel ₹87.62/l from 15 Mar 2024 (factors-2026-additions §4a, [V]): 10,000 / 87.62 = 114.129 l, × DESNZ
    // 2024 100% mineral diesel 2.66155 kg CO2e/l (Indian HSD).
    const [cited, client, petrol] = data.results;
    expect(cited).toMatchObject({ activity_type: 'fuel.diesel', scope: '1', category: 'fuel' });
    expect(cited.emissions_kg_co2e).toBeCloseTo(114.129 * 2.66155, 3);
    // The client's ₹90/l: 111.111 l.
    expect(client.emissions_kg_co2e).toBeCloseTo(111.111 * 2.66155, 3);
    // Delhi petrol ₹105.41/l from 6 Apr 2022: 47.434 l × DESNZ 2022 petrol (nearest edition, a year fallback).
    expect(petrol).toMatchObject({ activity_type: 'fuel.petrol', scope: '1' });
    expect(data.errors).toEqual([
      { index: 3, field: 'fuel_type', reason: expect.stringMatching(/without a named fuel.*send fuel_type/) },
      {
        index: 4,
        field: 'transaction_date',
        reason: expect.stringMatching(/^no diesel retail price is cited before 2022-04-06/),
      },
    ]);

    const stored = (
      await t.app.inject({ method: 'GET', url: `/v1/activities/${cited.activity_id}`, headers: tenant.headers })
    ).json().data;
    expect(stored).toMatchObject({ quantity: 114.129, unit: 'litre', scope: '1' });
    expect(stored.metadata.quantity_from_spend).toMatchObject({
      amount_inr: 10_000,
      inr_per_litre: 87.62,
      price_basis: 'cited_retail_price',
      price_from: '2024-03-15',
      price_verification: expect.stringMatching(/^V: /),
    });
    expect(stored.confidence_score).toBeLessThanOrEqual(0.4);
    const notice = stored.notices.find((n: { code: string }) => n.code === 'QUANTITY_ESTIMATED_FROM_SPEND');
    expect(notice.message).toMatch(/₹10000.*Delhi retail price from 2024-03-15 \(₹87.62\/litre/);
    const petrolStored = (
      await t.app.inject({ method: 'GET', url: `/v1/activities/${petrol.activity_id}`, headers: tenant.headers })
    ).json().data;
    expect(petrolStored.quantity).toBe(47.434);
  });

  it('accommodation: a 2024 stay in the Maldives at the 2023–2025 value, no year fallback', async () => {
    const res = await ingestAuto({
      data_type: 'accommodation',
      records: [{ check_in_date: '2024-07-04', nights: 2, country: 'MV' }],
    });
    const [stay] = res.json().data.results;
    expect(stay.emissions_kg_co2e).toBeCloseTo(2 * 152.2, 3);
    expect(codes(stay)).not.toContain('YEAR_FALLBACK');
  });
});

describe("the bulk CSV: the spec's own example, and the mode and fuel_type columns", () => {
  const upload = async (csv: string, fields: Record<string, string> = {}) => {
    const body = multipart(fields, { content: csv });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/upload',
      headers: { ...tenant.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(202);
    const { job_id } = res.json().data;
    await waitForJob(t.database.db, job_id);
    const job = (await t.app.inject({ method: 'GET', url: `/v1/jobs/${job_id}`, headers: tenant.headers })).json().data;
    const rows = await t.database.db
      .selectFrom('activity_details')
      .selectAll()
      .where('ingest_job_id', '=', job_id)
      .orderBy('ingest_line')
      .execute();
    return { job, rows };
  };
  const noticeCodes = (row: { notices: unknown[] }) => (row.notices as { code: string }[]).map((n) => n.code);

  it('stores every row of the three example categories (electricity kwh, fuel liters, travel km), stating the assumptions', async () => {
    const { job, rows } = await upload(
      'date,category,quantity,unit,amount\n2024-04-01,electricity,1000,kwh,8000\n2024-04-02,fuel,100,liters,9000\n2024-04-03,travel,250,km,3000\n',
    );
    expect(job).toMatchObject({ status: 'completed', errors: [] });
    expect(job.result).toMatchObject({ rows_read: 3, rows_stored: 3, rows_failed: 0 });
    const [electricity, fuel, travel] = rows;
    expect(Number(electricity!.emissions_kg_co2e)).toBeCloseTo(1000 * 0.7117, 6); // CEA v21 FY2024-25
    // A bare 'fuel' is diesel; in India unblended: DESNZ 2024 100% mineral diesel.
    expect(fuel).toMatchObject({ activity_type: 'fuel.diesel', scope: 1 });
    expect(Number(fuel!.emissions_kg_co2e)).toBeCloseTo(100 * 2.66155, 6);
    expect(noticeCodes(fuel!)).toContain('FUEL_TYPE_ASSUMED');
    // A bare 'travel' is road travel by an average car of unknown fuel: DESNZ 2024 0.16691 per km.
    expect(travel).toMatchObject({ activity_type: 'travel.car.unknown', scope: 3, scope3_category: 6 });
    expect(Number(travel!.emissions_kg_co2e)).toBeCloseTo(250 * 0.16691, 6);
    expect(noticeCodes(travel!)).toContain('TRAVEL_MODE_ASSUMED');
    // An assumption lowers the confidence: csv 0.7 × S (0.9) × proxy (0.85) × one assumption (0.9).
    expect(Number(travel!.confidence_score)).toBe(Number((0.7 * 0.9 * 0.85 * 0.9 + 1e-9).toFixed(2)));
  });

  it('takes a mode column per row, the travel_mode form field for the rest, and a fuel_type column', async () => {
    const { rows, job } = await upload(
      'date,category,quantity,unit,mode,fuel_type\n2024-04-05,travel,100,km,rail,\n2024-04-05,travel,100,km,,\n2024-04-06,fuel,14.2,kg,,LPG\n',
      { travel_mode: 'bus' },
    );
    expect(job.result).toMatchObject({ rows_stored: 3, rows_failed: 0 });
    const [rail, bus, lpg] = rows;
    expect(rail).toMatchObject({ activity_type: 'travel.rail' });
    expect(Number(rail!.emissions_kg_co2e)).toBeCloseTo(100 * 0.03546, 6);
    expect(bus).toMatchObject({ activity_type: 'travel.bus' });
    expect(Number(bus!.emissions_kg_co2e)).toBeCloseTo(100 * 0.10846, 6);
    expect(noticeCodes(bus!)).not.toContain('TRAVEL_MODE_ASSUMED');
    expect(lpg).toMatchObject({ activity_type: 'fuel.lpg' });
    expect(Number(lpg!.emissions_kg_co2e)).toBeCloseTo((14.2 / 1000) * 2939.36095, 6);
  });

  it('refuses an unknown travel_mode for the file at once', async () => {
    const body = multipart(
      { travel_mode: 'teleport' },
      { content: 'date,category,quantity,unit\n2024-04-05,travel,100,km\n' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/upload',
      headers: { ...tenant.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.field).toBe('travel_mode');
  });
});
