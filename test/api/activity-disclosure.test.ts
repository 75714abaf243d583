import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { electricity } from './fixtures.ts';

/** GET /v1/activities/:id `disclosure`: what BRSR and the GHG Protocol need per activity, filled at calculation time. */
let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => t.close());

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/activities', headers: tenant.headers, payload });
async function disclosureOf(payload: object) {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(201);
  const stored = await t.app.inject({
    method: 'GET',
    url: `/v1/activities/${res.json().data.activity_id}`,
    headers: tenant.headers,
  });
  return { result: res.json().data, record: stored.json().data };
}
const fuel = (fields: Record<string, unknown>) => ({
  activity_type: 'fuel',
  scope: '1',
  period: { start: '2024-06-01', end: '2024-06-30' },
  location: { country: 'IN' },
  ...fields,
});

describe('GET /v1/activities/:id disclosure', () => {
  it('grid electricity: 1000 kWh × 0.0036 = 3.6 GJ, non-renewable, CO2 only (CEA)', async () => {
    const { record } = await disclosureOf(electricity());
    expect(record.disclosure).toEqual({
      energy_gj: 3.6,
      energy_class: 'electricity',
      energy_renewable: false,
      co2_kg_co2e: 711.7,
      ch4_kg_co2e: null,
      n2o_kg_co2e: null,
      hfcs_kg_co2e: null,
      pfcs_kg_co2e: null,
      sf6_kg_co2e: null,
      nf3_kg_co2e: null,
      co2_kg: 711.7,
      ch4_kg: null,
      n2o_kg: null,
      hfcs_kg: null,
      pfcs_kg: null,
      sf6_kg: null,
      nf3_kg: null,
      gwp_set: 'AR5',
      co2_only: true,
      scope3_category: null,
      biogenic_co2_kg: null,
      // T&D losses: 1000 kWh × 0.1664 / (1 − 0.1664) × 0.7117 (Scope 3 category 3, FY2023-24 rate).
      category3_kg_co2e: 142.067,
      memo_kg_co2e: null,
      memo_kind: null,
      electricity_source: 'grid',
      market_based_kg_co2e: 711.7,
      renewable_kwh: 0,
      instrument_kwh: 0,
      // Only a certificate has kWh no grid electricity matched (#22).
      unmatched_kwh: null,
    });
    expect(record.calculation.energy).toMatchObject({ gj: 3.6, gj_per_unit: 0.0036, per_unit: 'kWh' });
  });

  it('renewable electricity named in metadata; a green tariff or PPA counts only with certificates meeting the Quality Criteria', async () => {
    const facts = { certificates: ['I-REC-2024-0042'], vintage: 2024, retired_on_behalf: true };
    const { record, result } = await disclosureOf(
      electricity({ metadata: { electricity_source: 'green tariff', ...facts } }),
    );
    expect(record.disclosure).toMatchObject({ energy_gj: 3.6, energy_class: 'electricity', energy_renewable: true });
    expect(result.notices.map((n: { code: string }) => n.code)).toContain('LOCATION_BASED_SCOPE2');
    expect(result.emissions_kg_co2e).toBeCloseTo(711.7, 6); // location-based: still the grid average
    expect(record.disclosure).toMatchObject({ market_based_kg_co2e: 0, instrument_kwh: 1000, renewable_kwh: 1000 });
    const solar = await disclosureOf(electricity({ metadata: { electricity_source: 'captive_solar' } }));
    expect(solar.record.disclosure.energy_renewable).toBe(true);
    // Without certificate ids the PPA is stored, not counted: grid average both ways, non-renewable, and why.
    const uncounted = await disclosureOf(electricity({ metadata: { electricity_source: 'ppa' } }));
    expect(uncounted.record.disclosure).toMatchObject({ energy_renewable: false, market_based_kg_co2e: 711.7 });
    expect(uncounted.result.notices).toContainEqual(
      expect.objectContaining({
        code: 'INSTRUMENT_NOT_COUNTED',
        message: expect.stringContaining('metadata.certificates'),
      }),
    );
    expect(
      (await post(electricity({ metadata: { electricity_source: 'moonlight' } }))).json().error.details.field,
    ).toBe('metadata.electricity_source');
  });

  it('fuels: energy from the calorific value used, and a supplier value for coal', async () => {
    const diesel = await disclosureOf(fuel({ quantity: 200, unit: 'litres', metadata: { fuel_type: 'HSD' } }));
    expect(diesel.record.disclosure).toMatchObject({ energy_class: 'fuel', energy_renewable: false });
    expect(diesel.record.disclosure.energy_gj).toBeCloseTo(200 * 0.03561, 6); // 35.61 MJ/l
    expect(diesel.record.disclosure.co2_kg_co2e).toBeCloseTo(200 * 2.62818, 6); // mineral diesel's CO2 share
    const coal = await disclosureOf(
      fuel({
        quantity: 10,
        unit: 'tonne',
        metadata: { fuel_type: 'coal', calorific_value: { value: 18, unit: 'GJ/t' } },
      }),
    );
    expect(coal.record.disclosure.energy_gj).toBe(180);
    expect(coal.record.calculation.energy).toMatchObject({ basis: 'supplier', gj_per_unit: 18, per_unit: 'tonne' });
    const badCv = await post(
      fuel({
        quantity: 10,
        unit: 'litres',
        metadata: { fuel_type: 'diesel', calorific_value: { value: 36, unit: 'MJ/l' } },
      }),
    );
    expect(badCv.json().error.details).toMatchObject({
      field: 'metadata.calorific_value',
      reason: 'is accepted for coal and natural gas (PNG) only',
    });
    // No calorific value for kerosene in the reference: not estimated, and said so.
    const kerosene = await disclosureOf(fuel({ quantity: 10, unit: 'litres', metadata: { fuel_type: 'kerosene' } }));
    expect(kerosene.record.disclosure).toMatchObject({ energy_gj: null, energy_class: null, energy_renewable: null });
    expect(kerosene.result.notices.map((n: { code: string }) => n.code)).toContain('ENERGY_CONTENT_UNKNOWN');
  });

  it('refrigerants in their Kyoto gas group; R-22 (AR5 GWP 1,760) as a memo outside the scopes, 0 emissions', async () => {
    const refrigerant = (gas: string, kg: number) => ({
      ...fuel({ quantity: kg, unit: 'kg' }),
      activity_type: 'refrigerant',
      metadata: { gas },
    });
    expect((await disclosureOf(refrigerant('R-134a', 2))).record.disclosure).toMatchObject({
      hfcs_kg_co2e: 2 * 1300,
      sf6_kg_co2e: null,
    });
    expect((await disclosureOf(refrigerant('SF6', 0.5))).record.disclosure).toMatchObject({
      sf6_kg_co2e: 0.5 * 23_500,
      hfcs_kg_co2e: null,
    });
    const r22 = await disclosureOf(refrigerant('R-22', 2));
    expect(r22.result.emissions_kg_co2e).toBe(0);
    expect(r22.record.disclosure).toMatchObject({
      memo_kg_co2e: 2 * 1760,
      memo_kind: 'non_kyoto_gas',
      hfcs_kg_co2e: null,
    });
    expect(r22.result.notices.map((n: { code: string }) => n.code)).toContain('OUTSIDE_SCOPES');
  });

  it('Scope 3 category: the default per type, the submission override, and refusals', async () => {
    const spend = (category: string, metadata: Record<string, unknown> = {}) => ({
      activity_type: 'spend',
      scope: '3',
      quantity: 10_000,
      unit: 'INR',
      period: { start: '2024-06-01', end: '2024-06-01' },
      location: { country: 'IN' },
      metadata: { category, ...metadata },
    });
    expect((await disclosureOf(spend('freight'))).record.disclosure.scope3_category).toBe(4);
    expect((await disclosureOf(spend('waste'))).record.disclosure.scope3_category).toBe(5);
    expect((await disclosureOf(spend('stationery'))).record.disclosure.scope3_category).toBe(1);
    const commute = await disclosureOf(spend('taxi', { scope3_category: 7 }));
    expect(commute.record.disclosure.scope3_category).toBe(7);
    expect(commute.record.calculation.scope3).toEqual({ category: 7, name: 'Employee commuting', basis: 'submitted' });
    const bad = await post(spend('taxi', { scope3_category: 16 }));
    expect(bad.json().error.details).toMatchObject({ field: 'metadata.scope3_category' });
    const notScope3 = await post(electricity({ metadata: { scope3_category: 3 } }));
    expect(notScope3.json().error.details).toMatchObject({
      field: 'metadata.scope3_category',
      reason: 'applies only to scope 3 activities; this one is scope 2',
    });
  });
});
