import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEmissionFactors } from '../../services/factors/load-factor-datasets.ts';
import type { NewEmissionFactor } from '../../db/schema.ts';
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

const recalc = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/activities/recalculate', headers: tenant.headers, payload });
const total = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/v1/emissions?start_date=2024-04-01&end_date=2024-04-30',
      headers: tenant.headers,
    })
  ).json().data.total_kg_co2e;

describe('POST /v1/activities/recalculate', () => {
  it('leaves stored figures alone when a new factor version loads, until recalculation is asked for', async () => {
    const created = (
      await t.app.inject({ method: 'POST', url: '/v1/activities', headers: tenant.headers, payload: electricity() })
    ).json().data;
    expect(created.emissions_kg_co2e).toBeCloseTo(711.7, 6);

    // A hypothetical CEA v22 restating FY2024-25 at 0.7000 kg/kWh.
    const current = await t.database.db
      .selectFrom('emission_factors')
      .selectAll()
      .where('id', '=', created.emission_factor.id)
      .executeTakeFirstOrThrow();
    const restated: NewEmissionFactor = {
      ...current,
      id: 'test.cea.v22.in.electricity.fy2024-25',
      dataset_version: 'v22.0',
      value: 0.7,
      source_name: 'CEA CO2 Baseline Database v22.0 (test)',
      parameters: JSON.stringify(current.parameters),
      loaded_at: undefined,
    };
    await t.database.db.insertInto('emission_factors').values(restated).execute();
    t.factors.invalidate();

    const stored = await t.app.inject({
      method: 'GET',
      url: `/v1/activities/${created.activity_id}`,
      headers: tenant.headers,
    });
    expect(stored.json().data.emissions_kg_co2e).toBeCloseTo(711.7, 6);
    // The total also counts the bill's T&D losses (Scope 3 category 3, by default), which rest on the same factor.
    const losses = () => storedCategory3Kg(t, { ids: [created.activity_id] });
    const lossesBefore = await losses();
    expect(await total()).toBeCloseTo(711.7 + lossesBefore, 3);

    const dry = await recalc({ activity_ids: [created.activity_id] });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data).toMatchObject({
      dry_run: true,
      total_before_kg_co2e: 711.7,
      total_after_kg_co2e: 700,
      changes: [
        {
          activity_id: created.activity_id,
          changed: true,
          before: { factor_id: created.emission_factor.id },
          after: { factor_id: restated.id, factor_version: 'v22.0' },
        },
      ],
    });
    expect(await losses()).toBe(lossesBefore);
    expect(await total()).toBeCloseTo(711.7 + lossesBefore, 3);

    const applied = await recalc({ activity_ids: [created.activity_id], dry_run: false });
    expect(applied.json().data.total_after_kg_co2e).toBe(700);
    const lossesAfter = await losses();
    expect(lossesAfter).toBeCloseTo((lossesBefore * 0.7) / 0.7117, 3);
    expect(await total()).toBeCloseTo(700 + lossesAfter, 3);
    const after = (
      await t.app.inject({ method: 'GET', url: `/v1/activities/${created.activity_id}`, headers: tenant.headers })
    ).json().data;
    expect(after.emission_factor).toMatchObject({ id: restated.id, value: 0.7, version: 'v22.0' });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', created.activity_id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['activity.recalculate']);
    expect(audit[0]!.snapshot).toMatchObject({
      before: { emissions_kg_co2e: 711.7 },
      after: { emissions_kg_co2e: 700 },
    });
  });

  it('moves activities stored on a withdrawn factor onto its correction, reporting before and after', async () => {
    // The first release's domestic flight row: 0.255 kg/pkm, the 2019 figure, as it stands in older databases.
    const correction = await t.database.db
      .selectFrom('emission_factors')
      .selectAll()
      .where('id', '=', 'desnz.2024.gb.travel.flight.domestic.with-rf.passenger-km')
      .executeTakeFirstOrThrow();
    const old: NewEmissionFactor = {
      ...correction,
      id: 'desnz.2024.gb.travel.flight.domestic.passenger-km',
      value: 0.255,
      parameters: JSON.stringify(correction.parameters),
      loaded_at: undefined,
    };
    await t.database.db.insertInto('emission_factors').values(old).execute();
    t.factors.invalidate();
    const flight = {
      activity_type: 'flight',
      scope: '3',
      quantity: 1000,
      unit: 'passenger-km',
      period: { start: '2024-04-15', end: '2024-04-15' },
      location: { country: 'IN' },
      metadata: { haul: 'domestic' },
    };
    const stored = (
      await t.app.inject({ method: 'POST', url: '/v1/activities', headers: tenant.headers, payload: flight })
    ).json().data;
    expect(stored.emission_factor.id).toBe(old.id);
    expect(stored.emissions_kg_co2e).toBeCloseTo(1000 * 0.255, 6);

    // This release's loader withdraws the row; recalculation moves the activity to the corrected 0.27257 (DESNZ 2024).
    expect((await loadEmissionFactors(t.database.db)).withdrawn).toBe(1);
    t.factors.invalidate();
    const applied = await recalc({ activity_type: 'travel.flight', dry_run: false });
    expect(applied.json().data).toMatchObject({
      total_before_kg_co2e: 255,
      total_after_kg_co2e: 272.57,
      changes: [
        {
          activity_id: stored.activity_id,
          changed: true,
          before: { factor_id: old.id },
          after: { factor_id: correction.id },
        },
      ],
      failed: [],
    });
    const after = (
      await t.app.inject({ method: 'GET', url: `/v1/activities/${stored.activity_id}`, headers: tenant.headers })
    ).json().data;
    expect(after.emissions_kg_co2e).toBeCloseTo(1000 * 0.27257, 6);
    expect(after.disclosure).toMatchObject({ memo_kind: 'flight_radiative_forcing', scope3_category: 6 });
    expect(after.disclosure.memo_kg_co2e).toBeCloseTo(1000 * (0.27257 - 0.16098), 6);
  });

  it('requires a selection and validates it', async () => {
    const res = await recalc({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.field).toBe('activity_ids');
    expect((await recalc({ activity_ids: ['nope'] })).json().error.details.field).toBe('activity_ids[0]');
  });

  it("never touches another organisation's activities", async () => {
    const other = await t.tenant();
    const theirs = (
      await t.app.inject({ method: 'POST', url: '/v1/activities', headers: other.headers, payload: electricity() })
    ).json().data;
    const res = await recalc({ activity_ids: [theirs.activity_id], dry_run: false });
    expect(res.json().data.changes).toEqual([]);
  });
});
