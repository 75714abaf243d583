import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

/**
 * Three activities of 0.4 g each, one per scope: rounded alone each line is 0 g and the total 1 g. Every
 * answer must show lines that add up to the total shown with them.
 */
let t: TestApp;
let tenant: Tenant;
const day = { start: '2024-06-10', end: '2024-06-10' };
const activities = [
  // 0.00056 kWh × 0.7117 (CEA v21, FY2024-25) = 0.000398552 kg
  {
    activity_type: 'electricity',
    scope: '2',
    quantity: 0.00056,
    unit: 'kWh',
    period: day,
    location: { country: 'IN' },
  },
  // 0.0000006 kg of R-32 × 677 (AR5) = 0.0004062 kg
  {
    activity_type: 'refrigerant.r32',
    scope: '1',
    quantity: 0.0000006,
    unit: 'kg',
    period: day,
    location: { country: 'IN' },
  },
  // 0.0113 pkm × 0.03546 (DESNZ 2024 national rail) = 0.000400698 kg
  {
    activity_type: 'travel.rail',
    scope: '3',
    quantity: 0.0113,
    unit: 'passenger-km',
    period: day,
    location: { country: 'IN' },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => t.close());

const grams = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 1000), 0);

describe('totals equal the sum of the lines shown with them', () => {
  it('POST /v1/activities: the total of an array is the sum of its rounded results', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: activities,
    });
    const data = res.json().data;
    expect(data.activities.map((a: { emissions_kg_co2e: number }) => a.emissions_kg_co2e)).toEqual([0, 0, 0]);
    expect(data.total_emissions_kg_co2e).toBe(0);
  });

  it('GET /v1/emissions: scope lines, type lines and months add up to the total (1.2 g → 1 g)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/emissions?start_date=2024-06-01&end_date=2024-07-31&group_by=month',
      headers: tenant.headers,
    });
    const data = res.json().data;
    expect(data.total_kg_co2e).toBe(0.001);
    expect(grams(data.breakdown.map((b: { emissions_kg_co2e: number }) => b.emissions_kg_co2e))).toBe(1);
    expect(grams(data.by_activity_type.map((b: { emissions_kg_co2e: number }) => b.emissions_kg_co2e))).toBe(1);
    expect(grams(data.series.map((s: { total_kg_co2e: number }) => s.total_kg_co2e))).toBe(1);
    for (const bucket of data.series) {
      expect(grams(bucket.breakdown.map((b: { emissions_kg_co2e: number }) => b.emissions_kg_co2e))).toBe(
        Math.round(bucket.total_kg_co2e * 1000),
      );
    }
  });

  it('GET /v1/company/dashboard: scopes and months add up to the fiscal year total', async () => {
    const data = (
      await t.app.inject({ method: 'GET', url: '/v1/company/dashboard?as_of=2024-06-30', headers: tenant.headers })
    ).json().data;
    expect(data.current.total_kg_co2e).toBe(0.001);
    expect(grams(data.current.by_scope.map((b: { emissions_kg_co2e: number }) => b.emissions_kg_co2e))).toBe(1);
    expect(grams(data.monthly_trend.map((m: { total_kg_co2e: number }) => m.total_kg_co2e))).toBe(1);
    for (const month of data.monthly_trend) {
      expect(grams(month.by_scope.map((b: { emissions_kg_co2e: number }) => b.emissions_kg_co2e))).toBe(
        Math.round(month.total_kg_co2e * 1000),
      );
    }
  });
});
