import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedCategory3Kg } from '../support/category3-counting.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';

/**
 * Gases by mass from DESNZ's per-gas rows, the organisation's GWP set applied to them (and moved by
 * recalculation), and biogenic CO2 from the blend rows, through the real service (issue #22 items 3, 4).
 */
let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => t.close());

const admin = { authorization: 'Bearer test-admin-token-0123456789' };
const FY2024_25 = { start: '2024-04-01', end: '2025-03-31' };
const fuel = (fuelType: string, quantity: number, unit: string) => ({
  activity_type: 'fuel',
  scope: '1',
  quantity,
  unit,
  period: FY2024_25,
  location: { country: 'IN' },
  metadata: { fuel_type: fuelType },
});
async function stored(who: Tenant, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: '/v1/activities', headers: who.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.activity_id as string;
  const get = await t.app.inject({ method: 'GET', url: `/v1/activities/${id}`, headers: who.headers });
  return { id, result: res.json().data, record: get.json().data };
}
const emissions = async (who: Tenant) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/emissions?start_date=${FY2024_25.start}&end_date=${FY2024_25.end}`,
      headers: who.headers,
    })
  ).json().data;

describe('gases by mass', () => {
  it('PNG shows the CH4 and N2O masses from DESNZ 2024 (1,000 SCM: CH4 3.07 kg CO2e ÷ 28, N2O 0.95 ÷ 265)', async () => {
    const { result, record } = await stored(tenant, fuel('PNG', 1000, 'SCM'));
    expect(result.emission_factor.id).toBe('desnz.2024.gb.fuel.natural_gas.m3.rev2');
    expect(result.emissions_kg_co2e).toBe(2045.42);
    expect(record.disclosure).toMatchObject({
      gwp_set: 'AR5',
      co2_kg: 2041.4,
      ch4_kg: Number((3.07 / 28).toFixed(3)),
      n2o_kg: Number((0.95 / 265).toFixed(3)),
      co2_kg_co2e: 2041.4,
      ch4_kg_co2e: 3.07,
      n2o_kg_co2e: 0.95,
    });
    expect(record.calculation.gwp).toMatchObject({ set: 'AR5', basis: 'per_gas', gwp: { CO2: 1, CH4: 28, N2O: 265 } });
    expect((await emissions(tenant)).gwp_set).toBe('AR5');
  });

  it('gwp_set AR6: stored activities keep AR5 until recalculated, which re-weighs their masses', async () => {
    const who = await t.tenant();
    const png = await stored(who, fuel('PNG', 1000, 'SCM'));
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/admin/organizations/${who.organizationId}`,
      headers: admin,
      payload: { settings: { gwp_set: 'AR6' } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().data.settings.gwp_set).toBe('AR6');
    const answer = await until(
      async () => {
        const data = await emissions(who);
        return data.gwp_set === 'AR6' ? data : undefined;
      },
      10_000,
      'the API to read the new setting',
    );
    // Not moved yet; the total also counts the gas's well-to-tank (Scope 3 category 3, counted by default).
    const wtt = await storedCategory3Kg(t, { ids: [png.id] });
    expect(wtt).toBeGreaterThan(0);
    expect(answer.total_kg_co2e).toBeCloseTo(2045.42 + wtt, 3);

    const recalc = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/recalculate',
      headers: who.headers,
      payload: { activity_ids: [png.id], dry_run: false },
    });
    expect(recalc.statusCode, recalc.body).toBe(200);
    const ar6 = 2041.4 + (3.07 / 28) * 29.8 + (0.95 / 265) * 273;
    expect(recalc.json().data.total_after_kg_co2e).toBeCloseTo(ar6, 3);
    const after = (await t.app.inject({ method: 'GET', url: `/v1/activities/${png.id}`, headers: who.headers })).json()
      .data;
    expect(after.disclosure).toMatchObject({ gwp_set: 'AR6', co2_kg: 2041.4, ch4_kg: png.record.disclosure.ch4_kg });
    expect(after.disclosure.ch4_kg_co2e).toBeCloseTo((3.07 / 28) * 29.8, 3);
    expect(after.disclosure.n2o_kg_co2e).toBeCloseTo((0.95 / 265) * 273, 3);
    const wttAfter = await storedCategory3Kg(t, { ids: [png.id] });
    const total = await until(
      async () => {
        const data = await emissions(who);
        return Math.abs(data.total_kg_co2e - (ar6 + wttAfter)) < 0.001 ? data : undefined;
      },
      10_000,
      'the rollup to take the recalculated figure',
    );
    expect(total.gwp_set).toBe('AR6');
  });
});

describe('biogenic CO2', () => {
  it("petrol's is a number (1,000 l × 0.13, DESNZ blend row); mineral diesel has no factor for it: null, not 0", async () => {
    const petrol = await stored(tenant, fuel('petrol', 1000, 'litre'));
    expect(petrol.record.disclosure.biogenic_co2_kg).toBe(130);
    expect(petrol.record.calculation.biogenic).toMatchObject({
      id: 'desnz.2024.gb.biogenic.fuel.petrol.litre',
      value: 0.13,
      tag: 'V',
    });
    const diesel = await stored(tenant, fuel('HSD', 1000, 'litre'));
    expect(diesel.record.disclosure.biogenic_co2_kg).toBeNull();
  });
});
