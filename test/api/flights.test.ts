import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_CACHE_TTL_MS } from '../../services/keys/key-lookup-cache.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { greatCircleKm } from '../support/great-circle.ts';

/**
 * Flights by DESNZ's method, hand-computed from DESNZ's published factors: band by where
 * the flight goes, great-circle distance with no 8% uplift, every published cabin, radiative forcing
 * by the organisation's setting with the other figure kept as a memo.
 */
let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => t.close());

const admin = { authorization: 'Bearer test-admin-token-0123456789' };
/** API processes read a key's organisation (and its settings) at most KEY_CACHE_TTL_MS ago. */
const outlastKeyCache = () => new Promise((resolve) => setTimeout(resolve, KEY_CACHE_TTL_MS));
const in2024 = { start: '2024-06-01', end: '2024-06-01' };
const in2025 = { start: '2025-06-01', end: '2025-06-01' };
const flight = (haul: string, cabin: string | undefined, period = in2024) => ({
  activity_type: 'flight',
  scope: '3',
  quantity: 1000,
  unit: 'passenger-km',
  period,
  location: { country: 'IN' },
  metadata: { haul, ...(cabin ? { cabin_class: cabin } : {}) },
});
const post = (who: Tenant, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/activities', headers: who.headers, payload: payload as object });

// [haul, cabin, period, with-RF factor per passenger-km, without-RF factor (published or band-derived)]
const BANDS_AND_CABINS: Array<[string, string | undefined, typeof in2024, number, number]> = [
  ['domestic', undefined, in2024, 0.27257, 0.16098],
  ['short_haul', 'economy', in2024, 0.18287, 0.10794],
  ['short_haul', 'business', in2024, 0.2743, Number(((0.2743 * 0.10794) / 0.18287).toFixed(5))],
  ['long_haul', 'economy', in2024, 0.20011, 0.11812],
  ['long_haul', 'premium_economy', in2024, 0.32015, Number(((0.32015 * 0.11812) / 0.20011).toFixed(5))],
  ['long_haul', 'business', in2024, 0.58028, Number(((0.58028 * 0.11812) / 0.20011).toFixed(5))],
  ['long_haul', 'first', in2024, 0.8004, Number(((0.8004 * 0.11812) / 0.20011).toFixed(5))],
  ['international', undefined, in2024, 0.1758, Number(((0.1758 * 0.07948) / 0.13465).toFixed(5))],
  ['international', 'economy', in2024, 0.13465, 0.07948],
  ['international', 'premium_economy', in2024, 0.21542, 0.12716],
  ['international', 'business', in2024, 0.39044, 0.23047],
  ['international', 'first', in2024, 0.53854, 0.31789],
  // DESNZ 2025 cut the aviation factors; without-RF values derived with the band's 2024 ratio.
  ['domestic', undefined, in2025, 0.22928, Number(((0.22928 * 0.16098) / 0.27257).toFixed(5))],
  ['short_haul', 'economy', in2025, 0.12576, Number(((0.12576 * 0.10794) / 0.18287).toFixed(5))],
  ['long_haul', 'economy', in2025, 0.11704, Number(((0.11704 * 0.11812) / 0.20011).toFixed(5))],
  ['long_haul', 'business', in2025, 0.3394, Number(((0.3394 * 0.11812) / 0.20011).toFixed(5))],
  ['long_haul', 'first', in2025, 0.46814, Number(((0.46814 * 0.11812) / 0.20011).toFixed(5))],
];

describe('flights through POST /v1/activities: every band and cabin, RF included (the default)', () => {
  let results: { emissions_kg_co2e: number; notices: { code: string; message: string }[]; activity_id: string }[];
  beforeAll(async () => {
    const res = await post(
      tenant,
      BANDS_AND_CABINS.map(([haul, cabin, period]) => flight(haul, cabin, period)),
    );
    expect(res.statusCode, res.body).toBe(201);
    results = res.json().data.activities;
  });

  it.each(BANDS_AND_CABINS.map((c, i) => [c[0], c[1] ?? '(no cabin)', c[2].start.slice(0, 4), i] as const))(
    '%s %s %s: 1000 pkm × the with-RF factor; memo = the RF uplift',
    async (_haul, _cabin, _year, i) => {
      const [, , , withRf, withoutRf] = BANDS_AND_CABINS[i]!;
      const result = results[i]!;
      expect(result.emissions_kg_co2e).toBeCloseTo(1000 * withRf, 3);
      expect(result.notices.map((n) => n.code)).toContain('RADIATIVE_FORCING');
      expect(result.notices.map((n) => n.code)).not.toContain('YEAR_FALLBACK');
      const stored = (
        await t.app.inject({ method: 'GET', url: `/v1/activities/${result.activity_id}`, headers: tenant.headers })
      ).json().data;
      expect(stored.disclosure).toMatchObject({
        memo_kind: 'flight_radiative_forcing',
        scope3_category: 6,
        energy_gj: null,
      });
      expect(stored.disclosure.memo_kg_co2e).toBeCloseTo(1000 * withRf - 1000 * withoutRf, 3);
      expect(stored.calculation.radiative_forcing).toMatchObject({ setting: 'included' });
      expect(stored.calculation.radiative_forcing.without_rf_kg_co2e).toBeCloseTo(1000 * withoutRf, 6);
    },
  );

  it('states every cabin assumption: economy where a band has no average, the average where DESNZ has no such cabin', async () => {
    const res = await post(tenant, [flight('long_haul', undefined), flight('domestic', 'business')]);
    const [longHaul, domestic] = res.json().data.activities;
    expect(longHaul.emissions_kg_co2e).toBeCloseTo(1000 * 0.20011, 3);
    expect(longHaul.notices.map((n: { code: string }) => n.code)).toContain('CABIN_ASSUMED');
    expect(domestic.emissions_kg_co2e).toBeCloseTo(1000 * 0.27257, 3);
    const notice = domestic.notices.find((n: { code: string }) => n.code === 'CABIN_NOT_PUBLISHED');
    expect(notice.message).toContain('no business factor for domestic flights');
  });

  it('refuses a cabin that has no factor and a band without an average, rather than pricing it as economy', async () => {
    const res = await post(tenant, flight('short_haul', 'first'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toMatchObject({
      field: 'metadata.cabin_class',
      reason: expect.stringContaining('no first factor for short-haul'),
    });
  });
});

describe('flights through POST /v1/ingest/auto (travel_booking): banded by where they go', () => {
  const booking = (origin: string, destination: string, extra: Record<string, unknown> = {}) => ({
    booking_date: '2024-06-01',
    origin,
    destination,
    ...extra,
  });

  it('prices DEL→DXB (neither end in the UK) at the non-UK average over the plain great circle, and the other bands by cabin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/auto',
      headers: tenant.headers,
      payload: {
        data_type: 'travel_booking',
        records: [
          booking('DEL', 'DXB'),
          booking('BOM', 'JFK', { cabin_class: 'business', distance_km: 12_550 }),
          booking('DEL', 'LHR', { cabin_class: 'premium_economy', distance_km: 6700 }),
          booking('LHR', 'CDG', { cabin_class: 'business', distance_km: 350 }),
          booking('DEL', 'BOM', { distance_km: 1140, passengers: 2 }),
          booking('BOM', 'DTW'),
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [dubai, newYork, london, paris, mumbai, detroit] = res.json().data.results;
    // DEL (28.5566, 77.1008) – DXB (25.2487, 55.3529), as the airport table has them: no 8% uplift, DESNZ's factors include it.
    const delDxb = greatCircleKm([28.5566, 77.1008], [25.2487, 55.3529]);
    expect(dubai).toMatchObject({ activity_type: 'travel.flight.international.average' });
    expect(dubai.emissions_kg_co2e).toBeCloseTo(delDxb * 0.1758, 3);
    expect(newYork).toMatchObject({ activity_type: 'travel.flight.international.business' });
    expect(newYork.emissions_kg_co2e).toBeCloseTo(12_550 * 0.39044, 3);
    expect(london).toMatchObject({ activity_type: 'travel.flight.long_haul.premium_economy' });
    expect(london.emissions_kg_co2e).toBeCloseTo(6700 * 0.32015, 3);
    expect(paris).toMatchObject({ activity_type: 'travel.flight.short_haul.business' });
    expect(paris.emissions_kg_co2e).toBeCloseTo(350 * 0.2743, 3);
    expect(mumbai).toMatchObject({ activity_type: 'travel.flight.domestic' });
    expect(mumbai.emissions_kg_co2e).toBeCloseTo(2 * 1140 * 0.27257, 3);
    // BOM (19.0899, 72.868) – DTW (42.2078, -83.356), Detroit: neither end in the UK.
    expect(detroit).toMatchObject({ activity_type: 'travel.flight.international.average' });
    expect(detroit.emissions_kg_co2e).toBeCloseTo(greatCircleKm([19.0899, 72.868], [42.2078, -83.356]) * 0.1758, 3);
  });
});

describe('one factor edition per reporting year', () => {
  const february2025 = { start: '2025-02-10', end: '2025-02-10' };

  it("prices a February 2025 flight with FY2024-25's edition (DESNZ 2024), and the activity's own year when the organisation chooses so", async () => {
    const who = await t.tenant();
    // FY2024-25 runs April 2024 – March 2025: nine months in 2024, so DESNZ 2024: domestic with RF 0.27257.
    const fy = (await post(who, flight('domestic', undefined, february2025))).json().data;
    expect(fy.emissions_kg_co2e).toBeCloseTo(1000 * 0.27257, 3);
    expect(fy.emission_factor.id).toMatch(/^desnz\.2024\./);
    expect(fy.notices.find((n: { code: string }) => n.code === 'FACTOR_EDITION').message).toMatch(
      /holding most of FY2024-25 \(2024\).*2025-02-10 is in 2025/,
    );
    const january = (await post(who, flight('domestic', undefined, { start: '2025-01-10', end: '2025-01-10' }))).json()
      .data;
    expect(january.emission_factor.id).toBe(fy.emission_factor.id);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/admin/organizations/${who.organizationId}`,
      headers: admin,
      payload: { settings: { factor_edition: 'activity_date' } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await outlastKeyCache();
    // DESNZ 2025: domestic with RF 0.22928.
    const own = (await post(who, flight('domestic', undefined, february2025))).json().data;
    expect(own.emissions_kg_co2e).toBeCloseTo(1000 * 0.22928, 3);
    expect(own.notices.map((n: { code: string }) => n.code)).not.toContain('FACTOR_EDITION');
  });
});

describe('the flight_radiative_forcing setting', () => {
  it('excluded: flights are priced without RF, the uplift kept as the memo, and named in every result', async () => {
    const other = await t.tenant();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/admin/organizations/${other.organizationId}`,
      headers: admin,
      payload: {
        settings: {
          flight_radiative_forcing: 'excluded',
          factor_edition: 'reporting_year',
          gwp_set: 'AR5',
          scope3_category3: 'included',
        },
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().data.settings).toEqual({
      flight_radiative_forcing: 'excluded',
      factor_edition: 'reporting_year',
      gwp_set: 'AR5',
      scope3_category3: 'included',
    });
    await outlastKeyCache();

    const res = await post(other, flight('domestic', undefined));
    const result = res.json().data;
    expect(result.emissions_kg_co2e).toBeCloseTo(1000 * 0.16098, 3);
    expect(result.emission_factor.id).toBe('desnz.2024.gb.travel.flight.domestic.without-rf.passenger-km');
    expect(result.notices.find((n: { code: string }) => n.code === 'RADIATIVE_FORCING').message).toMatch(
      /^Excludes radiative forcing/,
    );
    const stored = (
      await t.app.inject({ method: 'GET', url: `/v1/activities/${result.activity_id}`, headers: other.headers })
    ).json().data;
    expect(stored.disclosure.memo_kg_co2e).toBeCloseTo(1000 * (0.27257 - 0.16098), 3);
    expect(stored.calculation.radiative_forcing).toMatchObject({
      setting: 'excluded',
      with_rf_kg_co2e: 272.57,
      without_rf_kg_co2e: 160.98,
    });

    // Back to included: stored flights keep their figure until recalculated, which moves them.
    await t.app.inject({
      method: 'PATCH',
      url: `/admin/organizations/${other.organizationId}`,
      headers: admin,
      payload: {
        settings: {
          flight_radiative_forcing: 'included',
          factor_edition: 'reporting_year',
          gwp_set: 'AR5',
          scope3_category3: 'included',
        },
      },
    });
    await outlastKeyCache();
    const recalc = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/recalculate',
      headers: other.headers,
      payload: { activity_ids: [result.activity_id], dry_run: false },
    });
    expect(recalc.json().data).toMatchObject({ total_before_kg_co2e: 160.98, total_after_kg_co2e: 272.57 });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'snapshot'])
      .where('entity_id', '=', other.organizationId)
      .execute();
    expect(audit.filter((a) => a.action === 'organization.settings').map((a) => a.snapshot)).toEqual([
      {
        before: {
          flight_radiative_forcing: 'included',
          factor_edition: 'reporting_year',
          gwp_set: 'AR5',
          scope3_category3: 'included',
        },
        after: {
          flight_radiative_forcing: 'excluded',
          factor_edition: 'reporting_year',
          gwp_set: 'AR5',
          scope3_category3: 'included',
        },
      },
      {
        before: {
          flight_radiative_forcing: 'excluded',
          factor_edition: 'reporting_year',
          gwp_set: 'AR5',
          scope3_category3: 'included',
        },
        after: {
          flight_radiative_forcing: 'included',
          factor_edition: 'reporting_year',
          gwp_set: 'AR5',
          scope3_category3: 'included',
        },
      },
    ]);
  });

  it('refuses an unknown value and an unknown organisation', async () => {
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/admin/organizations/${tenant.organizationId}`,
      headers: admin,
      payload: { settings: { flight_radiative_forcing: 'sometimes' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.field).toBe('settings.flight_radiative_forcing');
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/admin/organizations/00000000-0000-4000-8000-000000000000',
      headers: admin,
      payload: {
        settings: {
          flight_radiative_forcing: 'excluded',
          factor_edition: 'reporting_year',
          gwp_set: 'AR5',
          scope3_category3: 'included',
        },
      },
    });
    expect(missing.statusCode).toBe(404);
  });
});
