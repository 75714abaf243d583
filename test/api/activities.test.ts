import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedCategory3Kg } from '../support/category3-counting.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { electricity } from './fixtures.ts';

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => t.close());

const post = (payload: unknown, headers = tenant.headers) =>
  t.app.inject({ method: 'POST', url: '/v1/activities', headers, payload: payload as object });

describe('POST /v1/activities', () => {
  it('stores one activity and answers the Activity result with a cited factor', async () => {
    const res = await post(electricity());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.meta).toMatchObject({ request_id: res.headers['x-request-id'] });
    expect(Date.parse(body.meta.timestamp)).not.toBeNaN();
    // CEA CO2 Baseline Database v21, FY2024-25 all-India weighted average 0.7117 t/MWh.
    expect(body.data.emissions_kg_co2e).toBeCloseTo(711.7, 6);
    expect(body.data.emission_factor).toMatchObject({ value: 0.7117, unit: 'kg CO2/kWh', region: 'IN' }); // CEA publishes CO2 only
    expect(body.data.emission_factor.source).toMatch(/CEA|Central Electricity Authority/);
    expect(body.data.confidence_score).toBeGreaterThan(0);
    expect(body.data.confidence_score).toBeLessThanOrEqual(1);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'activity_id',
        'id',
        'confidence_score',
        'created_at',
        'emission_factor',
        'emissions_kg_co2e',
        'gases',
        'notices',
        'site_id',
        'site_code',
      ].sort(),
    );
  });

  it('accepts an array and a wrapper, all or nothing', async () => {
    const arr = await post([electricity(), electricity({ quantity: 2000 })]);
    expect(arr.statusCode).toBe(201);
    expect(arr.json().data.activities).toHaveLength(2);
    expect(arr.json().data.total_emissions_kg_co2e).toBeCloseTo(711.7 * 3, 6);

    const before = await t.database.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const bad = await post({
      activities: [electricity(), electricity(), electricity(), electricity({ quantity: -5 })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: 'activities[3].quantity', reason: 'must be a positive number' },
    });
    const after = await t.database.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    [{ scope: '4' }, 'scope'],
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: 'ten' }, 'quantity'],
    [{ source: { type: 'manual', confidence: 1.5 } }, 'source.confidence'],
    [{ source: { type: 'manual' } }, 'source.confidence'],
    [{ period: { start: '2024-05-01', end: '2024-04-01' } }, 'period.end'],
    [{ period: { start: '2024-02-30', end: '2024-03-01' } }, 'period.start'],
    [{ period: { start: '01/04/2024', end: '2024-04-30' } }, 'period.start'],
    [{ location: { country: 'India' } }, 'location.country'],
    [{ location: { country: 'XX' } }, 'location.country'],
    [{ location: {} }, 'location.country'],
    [{ unit: undefined }, 'unit'],
    [{ colour: 'green' }, 'colour'],
  ])('refuses %j with VALIDATION_ERROR on %s', async (override, field) => {
    const res = await post(electricity(override));
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.field).toBe(field);
    expect(typeof error.details.reason).toBe('string');
  });

  it.each([
    ['an empty array', [], 'activities', 'must be a non-empty array'],
    ['an empty wrapper', { activities: [] }, 'activities', 'must be a non-empty array'],
    ['a wrapper of a string', { activities: 'x' }, 'activities', 'must be an array, got a string'],
    ['a wrapper with another key', { activities: [electricity()], note: 1 }, 'note', 'is not a recognised field'],
    [
      '1,001 activities',
      Array.from({ length: 1001 }, () => electricity()),
      'activities',
      'must contain at most 1000 items',
    ],
    [
      'a bad second item',
      [electricity(), electricity({ quantity: -5 })],
      'activities[1].quantity',
      'must be a positive number',
    ],
    ['a number', 7, '(body)', 'must be an object or an array'],
  ])('refuses %s with VALIDATION_ERROR on the field at fault', async (_name, payload, field, reason) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: { ...tenant.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field, reason } });
  });

  it('refuses an activity no factor fits, naming what is missing, never storing a zero', async () => {
    const res = await post(electricity({ location: { country: 'FR' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'location.country' } });
    const unit = await post(electricity({ unit: 'litre' }));
    expect(unit.statusCode).toBe(400);
    expect(unit.json().error.details.field).toBe('unit');
  });

  it('names fallbacks in notices (a state with no published factor uses the national grid)', async () => {
    const res = await post(electricity({ location: { country: 'IN', state: 'MH' } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.notices.map((n: { code: string }) => n.code)).toContain('REGION_FALLBACK');
  });

  it('answers with what it stored: each result equals the stored activity read back', async () => {
    const diesel = {
      activity_type: 'fuel',
      scope: '1',
      quantity: 200.5,
      unit: 'litres',
      period: { start: '2024-04-01', end: '2024-04-30' },
      location: { country: 'IN' },
      metadata: { fuel_type: 'HSD' },
    };
    const res = await post([electricity({ location: { country: 'IN', state: 'MH' } }), diesel, electricity()]);
    expect(res.statusCode).toBe(201);
    const results = res.json().data.activities;
    expect(results.some((r: { gases: unknown }) => r.gases !== null)).toBe(true);
    for (const result of results) {
      const stored = await t.app.inject({
        method: 'GET',
        url: `/v1/activities/${result.activity_id}`,
        headers: tenant.headers,
      });
      const record = stored.json().data;
      expect(result).toEqual({
        activity_id: record.id,
        id: record.id,
        emissions_kg_co2e: record.emissions_kg_co2e,
        confidence_score: record.confidence_score,
        emission_factor: record.emission_factor,
        gases: record.gases,
        notices: record.notices,
        site_id: record.site_id,
        site_code: record.site_code,
        created_at: record.created_at,
      });
    }
  });
});

describe('GET, list and DELETE', () => {
  it('retrieves an activity with its calculation record and isolates tenants and modes', async () => {
    const created = (await post(electricity())).json().data;
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/activities/${created.activity_id}`,
      headers: tenant.headers,
    });
    expect(res.statusCode).toBe(200);
    const record = res.json().data;
    expect(record).toMatchObject({
      id: created.activity_id,
      activity_type: 'electricity',
      scope: '2',
      quantity: 1000,
      unit: 'kWh',
    });
    expect(record.emission_factor.id).toBe(created.emission_factor.id);
    expect(record.emissions_kg_co2e).toBe(created.emissions_kg_co2e);
    // The formula is rebuilt from the resolution's template and the row's figures (the row stores none).
    expect(record.calculation.formula).toBe('1000 × 0.7117 kg CO2/kWh = 711.7 kg CO2');
    const stored = await t.database.db
      .selectFrom('activities')
      .select('formula')
      .where('id', '=', created.activity_id)
      .executeTakeFirstOrThrow();
    expect(stored.formula).toBeNull();

    const other = await t.tenant();
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/activities/${created.activity_id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    // Same organisation, live key: a different world.
    const live = await t.tenant({ mode: 'live' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/activities/${created.activity_id}`, headers: live.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('pages through the list with a cursor, newest first, without repeats', async () => {
    const own = await t.tenant();
    for (let i = 0; i < 5; i++) await post(electricity({ quantity: 100 + i }), own.headers);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/v1/activities?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.app.inject({ method: 'GET', url, headers: own.headers })).json().data;
      seen.push(...page.activities.map((a: { quantity: number }) => a.quantity));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([104, 103, 102, 101, 100]);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/activities?cursor=zzz', headers: own.headers });
    expect(bad.json().error.details.field).toBe('cursor');
  });

  it('soft-deletes with an audit record; the activity is 404 afterwards and is removed from the totals', async () => {
    const own = await t.tenant();
    const keep = (await post(electricity({ quantity: 100 }), own.headers)).json().data;
    const drop = (await post(electricity({ quantity: 300 }), own.headers)).json().data;
    const totals = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/emissions?start_date=2024-04-01&end_date=2024-04-30',
          headers: own.headers,
        })
      ).json().data;
    // Each grid bill brings its T&D losses (Scope 3 category 3, counted by default).
    const keepLosses = await storedCategory3Kg(t, { ids: [keep.activity_id] });
    const bothLosses = await storedCategory3Kg(t, { ids: [keep.activity_id, drop.activity_id] });
    expect(keepLosses).toBeGreaterThan(0);
    expect((await totals()).total_kg_co2e).toBeCloseTo(71.17 + 213.51 + bothLosses, 3);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/activities/${drop.activity_id}`,
      headers: own.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toMatchObject({ id: drop.activity_id, deleted: true });
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/activities/${drop.activity_id}`, headers: own.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/activities/${drop.activity_id}`, headers: own.headers }))
        .statusCode,
    ).toBe(404);
    const after = await totals();
    expect(after.total_kg_co2e).toBeCloseTo(keep.emissions_kg_co2e + keepLosses, 3);
    expect(after.by_activity_type).toEqual([
      { activity_type: 'electricity', emissions_kg_co2e: keep.emissions_kg_co2e, count: 1 },
      { activity_type: 'td_loss.electricity', emissions_kg_co2e: expect.closeTo(keepLosses, 3), count: 1 },
    ]);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', drop.activity_id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'activity.delete',
      api_key_id: own.keyId,
      request_id: del.headers['x-request-id'],
    });
    expect((audit[0]!.snapshot as { quantity: number }).quantity).toBe(300);
  });
});
