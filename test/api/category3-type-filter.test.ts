import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { foldDeltas } from '../../db/queries/rollups.ts';
import { category3LineType as category3LineSql } from '../../db/queries/type-family.ts';
import { category3LineType } from '../../domain/calculation/category3.ts';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { DIESEL_WTT, FY2024_25 as FY, TD_LOSSES } from '../support/category3-counting.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';

/**
 * The activity_type filter of GET /v1/emissions and GET /v1/activities for the Scope 3 category 3 lines
 * GET /v1/emissions lists (`wtt.<fuel type>`, `td_loss.electricity`): a filter in their families answers
 * that category 3 alone, and the activities that bring it.
 */
let t: TestApp;
useTestAppWithWorkers((app) => {
  t = app;
});

type Json = Record<string, any>;

const get = (who: Tenant, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const emissions = async (who: Tenant, query: string) => {
  const res = await get(who, `/v1/emissions?start_date=${FY.start}&end_date=${FY.end}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Json;
};
const scopeKg = (data: Json, scope: string) =>
  data.breakdown.find((b: Json) => b.scope === scope).emissions_kg_co2e as number;
const listedIds = async (who: Tenant, type: string) =>
  (await get(who, `/v1/activities?activity_type=${type}`)).json().data.activities.map((a: Json) => a.id);

async function expectCategory3Filters(who: Tenant, diesel: string, grid: string) {
  for (const family of ['wtt', 'wtt.fuel', 'wtt.fuel.diesel']) {
    const data = await emissions(who, `activity_type=${family}&group_by=month&group_by_site=true`);
    expect(data.total_kg_co2e, family).toBeCloseTo(DIESEL_WTT, 3);
    expect([scopeKg(data, '1'), scopeKg(data, '2')], family).toEqual([0, 0]);
    expect(scopeKg(data, '3'), family).toBeCloseTo(DIESEL_WTT, 3);
    expect(data.by_activity_type, family).toEqual([
      { activity_type: 'wtt.fuel.diesel', emissions_kg_co2e: data.total_kg_co2e, count: 1 },
    ]);
    const months = data.series.reduce((sum: number, m: Json) => sum + m.breakdown[2].emissions_kg_co2e, 0);
    expect(months, family).toBeCloseTo(data.total_kg_co2e, 6);
    expect(data.by_site, family).toEqual([
      expect.objectContaining({
        code: 'PLANT-1',
        scope1_kg_co2e: 0,
        scope3_kg_co2e: data.total_kg_co2e,
        activity_count: 1,
      }),
    ]);
    expect(await listedIds(who, family), family).toEqual([diesel]);
  }
  for (const family of ['td_loss', 'td_loss.electricity']) {
    const data = await emissions(who, `activity_type=${family}`);
    expect(data.total_kg_co2e, family).toBeCloseTo(TD_LOSSES, 3);
    expect(scopeKg(data, '2'), family).toBe(0);
    expect(data.by_activity_type, family).toEqual([
      { activity_type: 'td_loss.electricity', emissions_kg_co2e: data.total_kg_co2e, count: 1 },
    ]);
    expect(data.scope2.location_based_kg_co2e, family).toBe(0);
    expect(await listedIds(who, family), family).toEqual([grid]);
  }

  // Category 3 lives in Scope 3: a Scope 1 answer has none of it.
  expect((await emissions(who, 'activity_type=wtt&scope=1')).total_kg_co2e).toBe(0);
  expect((await emissions(who, 'activity_type=wtt.fuel.petrol')).total_kg_co2e).toBe(0);
  expect(await listedIds(who, 'wtt.electricity')).toEqual([]);
  // A fuel's family still brings its well-to-tank along, as before.
  const fuel = await emissions(who, 'activity_type=fuel');
  expect(fuel.by_activity_type.map((l: Json) => l.activity_type)).toEqual(['fuel.diesel', 'wtt.fuel.diesel']);
  expect(await listedIds(who, 'fuel')).toEqual([diesel]);
}

describe('activity_type filter on the category 3 lines (wtt.*, td_loss.*)', () => {
  it('answers only the well-to-tank or the T&D losses, in Scope 3, with the activities that bring them', async () => {
    const who = await t.tenant();
    const site = await t.app.inject({
      method: 'POST',
      url: '/v1/sites',
      headers: who.headers,
      payload: { code: 'PLANT-1', name: 'Plant', kind: 'plant', country: 'IN' },
    });
    expect(site.statusCode, site.body).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: who.headers,
      payload: [
        {
          activity_type: 'fuel',
          metadata: { fuel_type: 'HSD' },
          scope: '1',
          quantity: 26_800,
          unit: 'litre',
          period: FY,
          location: { country: 'IN' },
          site_code: 'PLANT-1',
        },
        {
          activity_type: 'electricity',
          scope: '2',
          quantity: 10_000,
          unit: 'kWh',
          period: FY,
          location: { country: 'IN' },
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [diesel, grid] = created.json().data.activities.map((a: Json) => a.id);

    await expectCategory3Filters(who, diesel, grid);
    // The same once the deltas are folded into the rollup.
    await foldDeltas(t.database.db);
    await expectCategory3Filters(who, diesel, grid);
  });

  it('names the category 3 line in SQL as the domain does', async () => {
    const types = ['electricity', 'electricity.grid', 'fuel', 'fuel.diesel', 'natural_gas'];
    const { rows } = await sql<{ activity_type: string; line: string }>`
      SELECT activity_type, ${category3LineSql} AS line FROM unnest(${types}::text[]) AS t(activity_type)`.execute(
      t.database.db,
    );
    expect(rows).toEqual(types.map((type) => ({ activity_type: type, line: category3LineType(type) })));
  });
});
