import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedCategory3Kg } from '../support/category3-counting.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { electricity } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /v1/company/dashboard', () => {
  it('shows current and previous fiscal years, trend, top types and data quality, agreeing with /v1/emissions', async () => {
    const tenant = await t.tenant();
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/v1/activities', headers: tenant.headers, payload });
    const april = await post(electricity({ quantity: 1000, period: { start: '2024-04-01', end: '2024-04-30' } })); // FY2024-25
    const may = await post(electricity({ quantity: 500, period: { start: '2023-05-01', end: '2023-05-31' } })); // FY2023-24
    // Each grid bill brings its T&D losses (Scope 3 category 3, counted by default).
    const aprilLosses = await storedCategory3Kg(t, { ids: [april.json().data.activity_id] });
    const mayLosses = await storedCategory3Kg(t, { ids: [may.json().data.activity_id] });
    await post({
      activity_type: 'spend',
      scope: '3',
      quantity: 100000,
      unit: 'INR',
      period: { start: '2024-06-15', end: '2024-06-15' },
      location: { country: 'IN' },
      source: { type: 'erp', confidence: 0.5 },
      metadata: { category: 'hotel' },
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/company/dashboard?as_of=2024-10-01',
      headers: tenant.headers,
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.current).toMatchObject({ fiscal_year: 'FY2024-25', start: '2024-04-01', end: '2025-03-31' });
    expect(d.previous.fiscal_year).toBe('FY2023-24');

    const fy = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/emissions?start_date=2024-04-01&end_date=2025-03-31',
        headers: tenant.headers,
      })
    ).json().data;
    expect(d.current.total_kg_co2e).toBe(fy.total_kg_co2e);
    expect(d.current.by_scope).toEqual(
      fy.breakdown.map((b: { scope: string; emissions_kg_co2e: number; percentage: number }) => ({ ...b })),
    );
    // FY2023-24: CEA v21 restates v20's 0.727 as 0.7290, and the newest version wins.
    expect(d.previous.total_kg_co2e).toBeCloseTo(500 * 0.729 + mayLosses, 3);
    expect(d.change_percent).toBeCloseTo(
      ((fy.total_kg_co2e - d.previous.total_kg_co2e) / d.previous.total_kg_co2e) * 100,
      1,
    );

    expect(d.monthly_trend).toHaveLength(12);
    expect(d.monthly_trend[0].month).toBe('2024-04');
    expect(d.monthly_trend[0].total_kg_co2e).toBeCloseTo(711.7 + aprilLosses, 3);
    const trendSum = d.monthly_trend.reduce((s: number, m: { total_kg_co2e: number }) => s + m.total_kg_co2e, 0);
    expect(trendSum).toBeCloseTo(d.current.total_kg_co2e, 2);

    expect(d.top_activity_types[0]).toMatchObject({ activity_type: 'electricity', emissions_kg_co2e: 711.7, count: 1 });
    expect(d.top_activity_types[1].activity_type).toBe('spend.hotel');
    expect(d.data_quality).toMatchObject({ activities: 2, low_confidence_activities: 1 });
    expect(d.data_quality.spend_based_percent).toBeGreaterThan(0);
  });

  it('refuses a malformed as_of', async () => {
    const tenant = await t.tenant();
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/company/dashboard?as_of=yesterday',
      headers: tenant.headers,
    });
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'as_of' } });
  });
});

describe('GET /v1/emission-factors', () => {
  it('lists cited factors with filters and pagination', async () => {
    const tenant = await t.tenant();
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/emission-factors?activity_type=electricity&region=IN&year=2024',
      headers: tenant.headers,
    });
    const factors = res.json().data.factors;
    expect(factors.length).toBeGreaterThan(0);
    for (const f of factors) {
      expect(f).toMatchObject({ activity_type: 'electricity', region: 'IN', unit: 'kg CO2/kWh' }); // CEA publishes CO2 only
      expect(f.source.publisher).toMatch(/Central Electricity Authority/);
      expect(f.verification).toMatch(/^[VSU]/);
    }
    expect(factors.map((f: { value: number }) => f.value)).toContain(0.7117);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/v1/emission-factors?source=desnz&limit=10${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.app.inject({ method: 'GET', url, headers: tenant.headers })).json().data;
      seen.push(...page.factors.map((f: { id: string }) => f.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(10);
  });
});

describe('POST /v1/test-data/reset', () => {
  it('deletes only the test data of the calling organisation', async () => {
    const test = await t.tenant();
    const live = await t.tenant({ mode: 'live' });
    await t.app.inject({ method: 'POST', url: '/v1/activities', headers: test.headers, payload: electricity() });
    const kept = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: live.headers,
      payload: electricity(),
    });
    // With its T&D losses (Scope 3 category 3, counted by default).
    const keptLosses = await storedCategory3Kg(t, { ids: [kept.json().data.activity_id] });
    const reset = await t.app.inject({ method: 'POST', url: '/v1/test-data/reset', headers: test.headers });
    expect(reset.json().data.deleted.activities).toBe(1);
    const q = '/v1/emissions?start_date=2024-04-01&end_date=2024-04-30';
    expect((await t.app.inject({ method: 'GET', url: q, headers: test.headers })).json().data.total_kg_co2e).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: q, headers: live.headers })).json().data.total_kg_co2e,
    ).toBeCloseTo(711.7 + keptLosses, 3);
    const refused = await t.app.inject({ method: 'POST', url: '/v1/test-data/reset', headers: live.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details.reason).toBe('live_key');
  });
});
