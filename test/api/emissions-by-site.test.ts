import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldDeltas } from '../../db/queries/rollups.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { moveToSite, threePlants as threePlantsOf } from '../support/three-plants.ts';
import { COMPANY_PROFILE } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const FY = 'start_date=2024-04-01&end_date=2025-03-31';
type Approach = 'operational_control' | 'financial_control' | 'equity_share';

interface SiteLine {
  site_id: string | null;
  code: string | null;
  country: string | null;
  share: number;
  scope1_kg_co2e: number;
  scope2_location_kg_co2e: number;
  scope2_market_kg_co2e: number;
  scope3_kg_co2e: number;
  total_kg_co2e: number;
  activity_count: number;
}

const emissions = async (tenant: Tenant, query: string) =>
  t.app.inject({ method: 'GET', url: `/v1/emissions?${query}`, headers: tenant.headers });

async function setApproach(tenant: Tenant, approach: Approach) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/v1/company/profile',
    headers: tenant.headers,
    payload: { ...COMPANY_PROFILE, consolidation_approach: approach },
  });
  expect(res.statusCode).toBe(200);
}

/**
 * The organisation's FY2024-25 total from the activities themselves (each activity and its category 3,
 * times its site's share under the approach), per site: what the rollups must agree with.
 */
async function independentTotals(tenant: Tenant, approach: Approach): Promise<Map<string | null, number>> {
  const rows = await sql<{ site_id: string | null; kg: string }>`
    SELECT a.site_id, sum((a.emissions_kg_co2e + coalesce(a.category3_kg_co2e, 0)) *
      CASE WHEN s.id IS NULL THEN 1
           WHEN ${approach} = 'operational_control' THEN CASE WHEN s.operational_control THEN 1 ELSE 0 END
           WHEN ${approach} = 'financial_control' THEN CASE WHEN s.financial_control THEN 1 ELSE 0 END
           ELSE s.ownership_pct / 100 END)::text AS kg
    FROM activities a LEFT JOIN sites s ON s.organization_id = a.organization_id AND s.id = a.site_id
    WHERE a.organization_id = ${tenant.organizationId} AND a.deleted_at IS NULL
      AND a.period_start >= '2024-04-01' AND a.period_end <= '2025-03-31'
    GROUP BY a.site_id
  `.execute(t.database.db);
  return new Map(rows.rows.map((row) => [row.site_id, Number(row.kg)]));
}

const sumOf = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
const threePlants = () => threePlantsOf(t);

describe('GET /v1/emissions and the consolidation approach', () => {
  it('under operational control (the default) the sites add up to the organisation total', async () => {
    const { tenant, plants } = await threePlants();
    const data = (await emissions(tenant, `${FY}&group_by_site=true`)).json().data;
    expect(data.consolidation).toEqual({ approach: 'operational_control', default_used: true });
    const expected = await independentTotals(tenant, 'operational_control');
    expect(data.total_kg_co2e).toBeCloseTo(sumOf(expected.values()), 3);
    const lines = data.by_site as SiteLine[];
    expect(lines.map((line) => line.site_id).sort()).toEqual([plants.a, plants.b, plants.c, null].sort());
    expect(sumOf(lines.map((line) => line.total_kg_co2e))).toBeCloseTo(data.total_kg_co2e, 6);
    for (const line of lines) {
      expect(line.total_kg_co2e).toBeCloseTo(expected.get(line.site_id)!, 2);
      expect(line.share).toBe(1);
      expect(line.total_kg_co2e).toBeCloseTo(
        line.scope1_kg_co2e + line.scope2_location_kg_co2e + line.scope3_kg_co2e,
        6,
      );
    }
    const byId = new Map(lines.map((line) => [line.site_id, line]));
    expect(byId.get(plants.c)).toMatchObject({ code: 'PLANT-C', country: 'LK', scope2_location_kg_co2e: 0 });
    expect(byId.get(plants.b)!.scope2_location_kg_co2e).toBeCloseTo(20_000 * 0.7117, 3);
    expect(byId.get(plants.b)!.scope1_kg_co2e).toBe(0);
    expect(byId.get(null)).toMatchObject({ code: null, name: 'Unassigned', activity_count: 1 });
    expect(byId.get(plants.a)!.activity_count).toBe(2);
  });

  it('under equity share each site counts its ownership share, and the series and scopes foot with the total', async () => {
    const { tenant, plants } = await threePlants();
    await setApproach(tenant, 'equity_share');
    const data = (await emissions(tenant, `${FY}&group_by_site=true&group_by=month`)).json().data;
    expect(data.consolidation).toEqual({ approach: 'equity_share', default_used: false });
    const expected = await independentTotals(tenant, 'equity_share');
    const unweighted = await independentTotals(tenant, 'operational_control');
    expect(sumOf(expected.values())).toBeLessThan(sumOf(unweighted.values()));
    expect(data.total_kg_co2e).toBeCloseTo(sumOf(expected.values()), 3);
    const lines = data.by_site as SiteLine[];
    const plantB = lines.find((line) => line.site_id === plants.b)!;
    expect(plantB.share).toBe(0.51);
    expect(plantB.scope2_location_kg_co2e).toBeCloseTo(20_000 * 0.7117 * 0.51, 3);
    expect(plantB.total_kg_co2e).toBeCloseTo(expected.get(plants.b)!, 2);
    expect(sumOf(lines.map((line) => line.total_kg_co2e))).toBeCloseTo(data.total_kg_co2e, 6);
    const months = data.series as { total_kg_co2e: number }[];
    expect(sumOf(months.map((month) => month.total_kg_co2e))).toBeCloseTo(data.total_kg_co2e, 6);
    const scopes = data.breakdown as { emissions_kg_co2e: number }[];
    expect(sumOf(scopes.map((scope) => scope.emissions_kg_co2e))).toBeCloseTo(data.total_kg_co2e, 6);

    // The same after the fold: the rollup keeps each site apart.
    await foldDeltas(t.database.db);
    const folded = (await emissions(tenant, `${FY}&group_by_site=true&group_by=month`)).json().data;
    expect(folded.total_kg_co2e).toBeCloseTo(data.total_kg_co2e, 6);
    expect(folded.by_site).toEqual(data.by_site);
  });

  it('under financial control a site without it counts 0%, listed with share 0', async () => {
    const { tenant, plants } = await threePlants();
    await setApproach(tenant, 'financial_control');
    const data = (await emissions(tenant, `${FY}&group_by_site=true`)).json().data;
    const expected = await independentTotals(tenant, 'financial_control');
    expect(expected.get(plants.b)).toBe(0);
    expect(data.total_kg_co2e).toBeCloseTo(sumOf(expected.values()), 3);
    const plantB = (data.by_site as SiteLine[]).find((line) => line.site_id === plants.b)!;
    expect(plantB).toMatchObject({ share: 0, total_kg_co2e: 0, scope2_market_kg_co2e: 0, activity_count: 1 });
    // Activities outside the boundary are not counted in the types either.
    const electricityLine = data.by_activity_type.find(
      (type: { activity_type: string }) => type.activity_type === 'electricity',
    );
    expect(electricityLine.count).toBe(2);
  });

  it('site_id filters to one site (or the unassigned activities); an unknown site is a validation error', async () => {
    const { tenant, plants } = await threePlants();
    await setApproach(tenant, 'equity_share');
    const expected = await independentTotals(tenant, 'equity_share');
    const plantB = (await emissions(tenant, `${FY}&site_id=${plants.b}`)).json().data;
    expect(plantB.total_kg_co2e).toBeCloseTo(expected.get(plants.b)!, 3);
    const unassigned = (await emissions(tenant, `${FY}&site_id=unassigned`)).json().data;
    expect(unassigned.total_kg_co2e).toBeCloseTo(expected.get(null)!, 3);

    const unknown = await emissions(tenant, `${FY}&site_id=0191d7a4-5c3e-7b2a-9f10-3d5e8c7a6b41`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toMatchObject({ field: 'site_id' });
    const other = await t.tenant();
    const foreign = await emissions(other, `${FY}&site_id=${plants.a}`);
    expect(foreign.statusCode).toBe(400);
    const malformed = await emissions(tenant, `${FY}&site_id=PLANT-A`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details).toMatchObject({ field: 'site_id' });
  });

  it('an activity moved to another site moves in the rollups, pending and folded', async () => {
    const { tenant, plants, ids } = await threePlants();
    await foldDeltas(t.database.db);
    const before = (await emissions(tenant, `${FY}&group_by_site=true`)).json().data;
    const lineOf = (data: { by_site: SiteLine[] }, siteId: string | null) =>
      data.by_site.find((line) => line.site_id === siteId);
    const unassignedKg = lineOf(before, null)!.total_kg_co2e;
    await moveToSite(t, tenant, [ids.unassigned], plants.a);
    const moved = (await emissions(tenant, `${FY}&group_by_site=true`)).json().data;
    expect(lineOf(moved, null)).toBeUndefined();
    expect(lineOf(moved, plants.a)!.total_kg_co2e).toBeCloseTo(
      lineOf(before, plants.a)!.total_kg_co2e + unassignedKg,
      3,
    );
    expect(moved.total_kg_co2e).toBeCloseTo(before.total_kg_co2e, 6);
    await foldDeltas(t.database.db);
    const folded = (await emissions(tenant, `${FY}&group_by_site=true`)).json().data;
    expect(folded.by_site).toEqual(moved.by_site);
  });
});

describe('GET /v1/company/dashboard top sites', () => {
  it('lists the largest sites of the year, as GET /v1/emissions groups them, under the approach', async () => {
    const { tenant, plants } = await threePlants();
    await setApproach(tenant, 'equity_share');
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/company/dashboard?as_of=2024-10-01',
      headers: tenant.headers,
    });
    expect(res.statusCode).toBe(200);
    const dashboard = res.json().data;
    const year = (await emissions(tenant, `${FY}&group_by_site=true`)).json().data;
    expect(dashboard.consolidation).toEqual({ approach: 'equity_share', default_used: false });
    expect(dashboard.current.total_kg_co2e).toBe(year.total_kg_co2e);
    const top = dashboard.top_sites as (SiteLine & { percentage: number })[];
    expect(top.map(({ percentage: _, ...line }) => line)).toEqual(year.by_site);
    expect(top.map((line) => line.site_id)).toContain(plants.b);
    expect(top[0]!.percentage).toBeCloseTo((top[0]!.total_kg_co2e / year.total_kg_co2e) * 100, 2);
  });
});
