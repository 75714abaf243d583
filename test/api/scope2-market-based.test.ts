import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldDeltas } from '../../db/queries/rollups.ts';
import { setCategory3 } from '../support/category3-counting.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { electricity } from './fixtures.ts';

/**
 * Both Scope 2 figures (GHG Protocol Scope 2 Guidance) on the real service: captive renewable
 * electricity, green tariffs and PPAs with certificates, supplier-specific rates and unbundled
 * certificates, stored per activity and summed by GET /v1/emissions and the dashboard.
 * Every figure below is worked by hand from CEA v21.0 FY2024-25: 0.7117 kg CO2/kWh.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (tenant: Tenant, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/activities', headers: tenant.headers, payload });
const get = async (tenant: Tenant, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: tenant.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const FY = 'start_date=2024-04-01&end_date=2025-03-31';
const FY_PERIOD = { start: '2024-04-01', end: '2025-03-31' };
const H1 = { start: '2024-04-01', end: '2024-09-30' };
const H2 = { start: '2024-10-01', end: '2025-03-31' };

/** Green-tariff and PPA facts that meet the Quality Criteria (I-REC ids, vintage in FY2024-25, retired for the company). */
const COUNTED = {
  certificates: ['I-REC-IN-2024-00017', 'I-REC-IN-2024-00018'],
  certificate_scheme: 'I-REC',
  vintage: 2024,
  retired_on_behalf: true,
};

const certificate = (mwh: number, metadata: Record<string, unknown>, period = H1) => ({
  activity_type: 'energy_attribute_certificate',
  scope: '2',
  quantity: mwh,
  unit: 'MWh',
  period,
  location: { country: 'IN' },
  metadata: {
    certificate_scheme: 'REC',
    certificates: ['NLDC-REC-2024-77001'],
    vintage: 2024,
    retired_on_behalf: true,
    ...metadata,
  },
});

describe('Scope 2, location- and market-based', () => {
  it('420 MWh of captive solar: 0 kg Scope 2 under both methods, counted as renewable energy', async () => {
    const tenant = await t.tenant();
    const res = await post(
      tenant,
      electricity({
        quantity: 420,
        unit: 'MWh',
        period: FY_PERIOD,
        metadata: { electricity_source: 'captive_renewable' },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.emissions_kg_co2e).toBe(0);
    expect(res.json().data.notices.map((n: { code: string }) => n.code)).toContain('CAPTIVE_RENEWABLE');
    const record = await get(tenant, `/v1/activities/${res.json().data.activity_id}`);
    expect(record.disclosure).toMatchObject({
      electricity_source: 'captive_renewable',
      market_based_kg_co2e: 0,
      renewable_kwh: 420_000,
      instrument_kwh: 0,
      energy_renewable: true,
      energy_gj: 1512,
      co2_kg_co2e: 0,
    });
    expect(record.calculation.scope2).toMatchObject({
      electricity_source: 'captive_renewable',
      location_based: 'not_purchased',
    });

    const fy = await get(tenant, `/v1/emissions?${FY}`);
    expect(fy.breakdown.find((b: { scope: string }) => b.scope === '2').emissions_kg_co2e).toBe(0);
    expect(fy.scope2).toMatchObject({ location_based_kg_co2e: 0, market_based_kg_co2e: 0, renewable_kwh: 420_000 });
    // captive_solar, the older name, is read the same way
    const solar = await post(tenant, electricity({ metadata: { electricity_source: 'captive_solar' } }));
    expect(solar.json().data.emissions_kg_co2e).toBe(0);
  });

  it('a green-tariff dataset gives both figures as worked by hand, before and after folding, either method', async () => {
    const tenant = await t.tenant();
    // The totals here are Scope 2's two figures; the T&D losses (category 3) they would add are category3.test.ts's.
    await setCategory3(t, tenant, 'excluded');
    const dataset = [
      // grid, Tamil Nadu plant: 600,000 × 0.7117 = 427,020 both ways, less the REC cover below (market)
      electricity({ quantity: 600_000, period: H1, location: { country: 'IN', state: 'TN' } }),
      // grid, Pune office: 300,000 × 0.7117 = 213,510 both ways
      electricity({ quantity: 300_000, period: H2, location: { country: 'IN', state: 'MH' } }),
      // rooftop solar: 0 both ways, 420,000 kWh renewable
      electricity({ quantity: 420_000, period: FY_PERIOD, metadata: { electricity_source: 'captive_renewable' } }),
      // green tariff with I-RECs: location 1,200,000 × 0.7117 = 854,040; market 0
      electricity({
        quantity: 1_200_000,
        period: FY_PERIOD,
        metadata: { electricity_source: 'green_tariff', ...COUNTED },
      }),
      // supplier-specific: location 50,000 × 0.7117 = 35,585; market 50,000 × 0.45 = 22,500
      electricity({
        quantity: 50_000,
        period: H2,
        metadata: {
          electricity_source: 'supplier_specific',
          supplier_factor: 0.45,
          supplier_factor_source: 'Tata Power-DDL FY2024-25 fuel-mix disclosure',
        },
      }),
      // a PPA whose certificates are of 2021: not counted, 10,000 × 0.7117 = 7,117 both ways
      electricity({ quantity: 10_000, period: H1, metadata: { electricity_source: 'ppa', ...COUNTED, vintage: 2021 } }),
      // 100 MWh of RECs for H1: location 0; they zero 100,000 kWh of the year's grid electricity: −71,170 market-based
      certificate(100, {}),
    ];
    const res = await post(tenant, dataset);
    expect(res.statusCode, res.body).toBe(201);
    const results = res.json().data.activities as { emissions_kg_co2e: number; notices: { code: string }[] }[];
    expect(results.map((r) => r.emissions_kg_co2e)).toEqual([427_020, 213_510, 0, 854_040, 35_585, 7_117, 0]);
    expect(results[5]!.notices.map((n) => n.code)).toContain('INSTRUMENT_NOT_COUNTED');

    const location = 427_020 + 213_510 + 854_040 + 35_585 + 7_117; // 1,537,272
    const market = 427_020 + 213_510 + 0 + 22_500 + 7_117 - 71_170; // 598,977
    const scope2 = {
      location_based_kg_co2e: location,
      market_based_kg_co2e: market,
      renewable_kwh: 420_000 + 1_200_000,
      instrument_kwh: 1_200_000 + 50_000 + 100_000,
      unmatched_instrument_kwh: 0,
    };
    const check = async () => {
      const byLocation = await get(tenant, `/v1/emissions?${FY}`);
      expect(byLocation.scope2).toMatchObject({ ...scope2, method: 'location' });
      expect(byLocation.scope2.residual_mix).toMatch(/CEA grid average/);
      expect(byLocation.total_kg_co2e).toBe(location);
      const byMarket = await get(tenant, `/v1/emissions?${FY}&scope2_method=market&group_by=month`);
      expect(byMarket.scope2).toMatchObject({ ...scope2, method: 'market' });
      expect(byMarket.total_kg_co2e).toBe(market);
      expect(byMarket.breakdown.find((b: { scope: string }) => b.scope === '2').emissions_kg_co2e).toBe(market);
      const months = byMarket.series.reduce((sum: number, m: { total_kg_co2e: number }) => sum + m.total_kg_co2e, 0);
      expect(months).toBeCloseTo(market, 3);
      // the certificates are matched against the fiscal year's grid-priced kWh (600,000 + 300,000 + the
      // uncounted PPA's 10,000), not their own half-year: H2's grid electricity keeps 1 − 100/910 of its figure
      const h2 = await get(tenant, '/v1/emissions?start_date=2024-10-01&end_date=2025-03-31&scope2_method=market');
      expect(h2.total_kg_co2e).toBe(212_547.363); // 213,510 × 810/910 + 22,500
    };
    await check();
    await foldDeltas(t.database.db);
    await check();

    const dashboard = await get(tenant, '/v1/company/dashboard?as_of=2024-10-01');
    expect(dashboard.current.scope2).toMatchObject(scope2);
    expect(dashboard.current.scope2.residual_mix).toMatch(/no residual mix is published for India/i);
    // renewable energy share: (420,000 + 1,200,000) kWh of 2,580,000 kWh recorded as energy = 62.79 %
    expect(dashboard.current.renewable_energy_share).toEqual({
      percent: 62.79,
      renewable_gj: 1_620_000 * 0.0036,
      total_gj: 2_580_000 * 0.0036,
    });
  });

  it('refuses a certificate that fails the Quality Criteria, with the criterion, and stores nothing', async () => {
    const tenant = await t.tenant();
    const refused = async (payload: object, field: string, reason: RegExp) => {
      const res = await post(tenant, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details.field).toBe(field);
      expect(res.json().error.details.reason).toMatch(reason);
    };
    await refused(certificate(50, { vintage: 2019 }), 'metadata.vintage', /Quality Criterion 4/);
    await refused(certificate(50, { retired_on_behalf: false }), 'metadata.retired_on_behalf', /Criterion 3/);
    await refused(certificate(50, { instrument_country: 'US' }), 'metadata.instrument_country', /same market/);
    await refused(certificate(50, { certificate_scheme: 'GO' }), 'metadata.certificate_scheme', /REC, I-REC/);
    await refused(certificate(50, { certificates: [] }), 'metadata.certificates', /certificate ids/);
    await refused(
      electricity({ metadata: { electricity_source: 'supplier_specific', supplier_factor: 0.4 } }),
      'metadata.supplier_factor_source',
      /where the supplier's factor is published/,
    );
    const fy = await get(tenant, `/v1/emissions?${FY}`);
    expect(fy.by_activity_type).toEqual([]);
  });
});
