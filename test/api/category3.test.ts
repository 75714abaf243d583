import { describe, expect, it } from 'vitest';
import { DIESEL_WTT, FY2024_25 as FY, setCategory3, TD_LOSSES } from '../support/category3-counting.ts';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';

/**
 * Scope 3 category 3 computed from the Scope 1 and 2 activities (issue #22 item 5): the diesel's
 * well-to-tank and the grid electricity's T&D losses counted in Scope 3 by GET /v1/emissions and the
 * reports, with their factors, while the organisation counts it (setting scope3_category3, 'included' by
 * default; 'excluded' leaves it out and the report says why).
 */
let t: TestApp;
useTestAppWithWorkers((app) => {
  t = app;
});

type Json = Record<string, any>;

async function seed(who: Tenant): Promise<string[]> {
  const ids: string[] = [];
  for (const payload of [
    {
      activity_type: 'fuel',
      metadata: { fuel_type: 'HSD' },
      scope: '1',
      quantity: 26_800,
      unit: 'litre',
      period: FY,
      location: { country: 'IN' },
    },
    {
      activity_type: 'electricity',
      scope: '2',
      quantity: 10_000,
      unit: 'kWh',
      period: FY,
      location: { country: 'IN' },
    },
  ]) {
    const res = await t.app.inject({ method: 'POST', url: '/v1/activities', headers: who.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().data.activity_id);
  }
  return ids;
}
const emissions = async (who: Tenant, query = '') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/emissions?start_date=${FY.start}&end_date=${FY.end}${query}`,
      headers: who.headers,
    })
  ).json().data;
const scopeKg = (data: Json, scope: string) =>
  data.breakdown.find((b: Json) => b.scope === scope).emissions_kg_co2e as number;
async function ghgReport(who: Tenant, request: Json = { report_type: 'ghg_protocol' }): Promise<Json> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/reports?wait=true',
    headers: who.headers,
    payload: { period: FY, format: 'json', ...request },
  });
  expect(res.statusCode, res.body).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: res.json().data.download_url, headers: who.headers });
  return JSON.parse(file.body);
}
const table = (doc: Json, id: string): Json =>
  doc.sections.flatMap((s: Json) => s.blocks).find((b: Json) => b.id === id);

describe('Scope 3 category 3 from the Scope 1 and 2 activities', () => {
  it('26,800 l of diesel bring 26,800 × the DESNZ WTT row, with its factor; the grid its T&D losses', async () => {
    const who = await t.tenant(); // the default setting: counted
    const [diesel, grid] = await seed(who);
    const record = (await t.app.inject({ method: 'GET', url: `/v1/activities/${diesel}`, headers: who.headers })).json()
      .data;
    expect(record.disclosure.category3_kg_co2e).toBe(Number(DIESEL_WTT.toFixed(3)));
    expect(record.calculation.category3.factor).toMatchObject({
      id: 'desnz.2024.gb.wtt.fuel.diesel.mineral.litre',
      value: 0.62409,
      tag: 'V',
    });
    const electricity = (
      await t.app.inject({ method: 'GET', url: `/v1/activities/${grid}`, headers: who.headers })
    ).json().data;
    expect(electricity.disclosure.category3_kg_co2e).toBeCloseTo(TD_LOSSES, 3);
    expect(electricity.notices.map((n: Json) => n.code)).toContain('CATEGORY3_YEAR_FALLBACK');

    const data = await emissions(who);
    expect(scopeKg(data, '3')).toBeCloseTo(DIESEL_WTT + TD_LOSSES, 3);
    expect(data.scope3_category3).toEqual({
      kg_co2e: Number((DIESEL_WTT + TD_LOSSES).toFixed(3)),
      setting: 'included',
      counted: true,
    });
    expect(data.by_activity_type).toContainEqual({
      activity_type: 'wtt.fuel.diesel',
      emissions_kg_co2e: Number(DIESEL_WTT.toFixed(3)),
      count: 1,
    });
    expect(data.total_kg_co2e).toBeCloseTo(scopeKg(data, '1') + scopeKg(data, '2') + scopeKg(data, '3'), 6);
    // A Scope 3 answer counts it too, and every month's share adds up to it.
    const scope3 = await emissions(who, '&scope=3&group_by=month');
    expect(scope3.total_kg_co2e).toBe(scopeKg(data, '3'));
    const months = scope3.series.reduce((sum: number, m: Json) => sum + m.total_kg_co2e, 0);
    expect(months).toBeCloseTo(scope3.total_kg_co2e, 6);
    expect((await emissions(who, '&scope=1')).total_kg_co2e).toBe(scopeKg(data, '1'));

    const doc = await ghgReport(who);
    const categories = table(doc, 'scope-3-categories');
    const row3 = categories.rows.find((r: Json) => /^3\./.test(r.cells.parameter)).cells;
    expect(row3).toMatchObject({ activities: 2, status: 'reported' });
    expect(Math.abs(row3.emissions * 1000 - scopeKg(data, '3'))).toBeLessThanOrEqual(1);
    expect(categories.notes.join(' ')).toMatch(/Category 3 is computed from the Scope 1 and 2 activities/);

    // A custom report's groups carry it in Scope 3 too: by type as its own line, by place under the activity's place.
    for (const group_by of ['activity_type', 'location']) {
      const custom = table(await ghgReport(who, { report_type: 'custom', group_by }), 'grouped-emissions');
      const items = custom.rows.filter((r: Json) => r.cells.parameter !== 'Total');
      const scope3Tonnes = items.reduce((sum: number, r: Json) => sum + (r.cells.scope_3 ?? 0), 0);
      expect(Math.abs(scope3Tonnes * 1000 - scopeKg(data, '3')), group_by).toBeLessThanOrEqual(1);
      if (group_by === 'activity_type') {
        const wtt = items.find((r: Json) => r.cells.parameter === 'Diesel (well-to-tank)').cells;
        expect(Math.abs(wtt.scope_3 * 1000 - DIESEL_WTT)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("counted by default; 'excluded' leaves it out of Scope 3 and the total, still shown beside it, and the report says why", async () => {
    const who = await t.tenant();
    await seed(who);
    const included = await emissions(who);
    expect(included.scope3_category3).toEqual({
      kg_co2e: Number((DIESEL_WTT + TD_LOSSES).toFixed(3)),
      setting: 'included',
      counted: true,
    });
    expect(scopeKg(included, '3')).toBeCloseTo(DIESEL_WTT + TD_LOSSES, 3);

    await setCategory3(t, who, 'excluded');
    const excluded = await emissions(who);
    expect(scopeKg(excluded, '3')).toBe(0);
    expect(excluded.scope3_category3).toEqual({
      kg_co2e: Number((DIESEL_WTT + TD_LOSSES).toFixed(3)),
      setting: 'excluded',
      counted: false,
    });
    expect(excluded.by_activity_type.map((l: Json) => l.activity_type)).not.toContain('wtt.fuel.diesel');
    const doc = await ghgReport(who);
    const row3 = table(doc, 'scope-3-categories').rows.find((r: Json) => /^3\./.test(r.cells.parameter)).cells;
    expect(row3.status).toBe('excluded');
    expect(table(doc, 'scope-3-categories').notes.join(' ')).toMatch(/excluded by the organisation's setting/);
    expect(included.total_kg_co2e).toBeCloseTo(excluded.total_kg_co2e + included.scope3_category3.kg_co2e, 3);
  });
});
