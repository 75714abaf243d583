import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FACTORS } from '../../domain/factors/factor-datasets.ts';
import { loadEmissionFactors } from '../../services/factors/load-factor-datasets.ts';
import { migrations } from '../../db/migrations/migration-list.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/**
 * The disclosure migration on rows stored before it: migrate down to the release before, store
 * activities the way that release did, migrate up, and read the backfilled columns.
 */
describe('migration 20261123T0100_activity_disclosure: backfill', () => {
  let database: TestDatabase;
  const migrator = () => new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    await loadEmissionFactors(database.db);
    const down = await migrator().migrateTo('20261122T0600_rollup_generations');
    expect(down.error).toBeUndefined();

    // The first release's long-haul economy row (same value, no RF pair yet), which its flights reference.
    const withRf = ALL_FACTORS.find((f) => f.id === 'desnz.2024.gb.travel.flight.long_haul.with-rf.passenger-km')!;
    await database.db
      .insertInto('emission_factors')
      .values({ ...withRf, id: 'desnz.2024.gb.travel.flight.long_haul.passenger-km', parameters: '{}' })
      .execute();
    const org = await sql<{
      id: string;
    }>`INSERT INTO organizations (name, plan) VALUES ('Old Co', 'enterprise') RETURNING id`.execute(database.db);
    const orgId = org.rows[0]!.id;

    const old = [
      // name, type, scope, factor, converted quantity, unit, emissions, metadata
      ['grid', 'electricity', 2, 'cea.v21.in.electricity.fy2024-25', 1000, 'kWh', 711.7, {}],
      ['diesel', 'fuel.diesel', 1, 'desnz.2024.gb.fuel.diesel.litre', 100, 'litre', 251.279, {}],
      ['kerosene', 'fuel.kerosene', 1, 'desnz.2024.gb.fuel.kerosene.litre.rev2', 10, 'litre', 25.4015, {}],
      ['gas', 'refrigerant.r410a', 1, 'ipcc.ar5.global.refrigerant.r410a', 2, 'kg', 3848, {}],
      ['freight', 'spend.freight', 3, 'epa.scghg.v1.3.0.us.spend.freight.naics484121.rev2', 100, 'USD', 59.5, {}],
      [
        'commute',
        'spend.taxi',
        3,
        'epa.scghg.v1.3.0.us.spend.taxi.naics485310.rev2',
        100,
        'USD',
        56.6,
        { scope3_category: '7' },
      ],
      [
        'flight',
        'travel.flight.long_haul',
        3,
        'desnz.2024.gb.travel.flight.long_haul.passenger-km',
        1000,
        'passenger-km',
        200.11,
        {},
      ],
    ] as const;
    for (const [name, type, scope, factorId, quantity, unit, kg, metadata] of old) {
      const calculation = JSON.stringify({ input: { quantity, unit }, converted: { quantity, unit } });
      const row = await sql<{ id: string }>`
        INSERT INTO activities (organization_id, mode, activity_type, scope, quantity, unit, period_start, period_end, country,
          metadata, emissions_kg_co2e, factor_id, factor_value, factor_unit, factor_source, factor_version, factor_region,
          confidence_score, calculation)
        VALUES (${orgId}, 'test', ${type}, ${scope}, ${quantity}, ${unit}, '2024-06-01', '2024-06-01', 'IN',
          ${JSON.stringify(metadata)}::jsonb, ${kg}, ${factorId}, 1, 'kg CO2e/unit', 'old', 'old', 'GB', 0.5, ${calculation}::jsonb)
        RETURNING id`.execute(database.db);
      ids[name] = row.rows[0]!.id;
    }
    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
  });

  afterAll(async () => {
    await database?.drop();
  });

  const read = (name: string) =>
    database.db.selectFrom('activities').selectAll().where('id', '=', ids[name]!).executeTakeFirstOrThrow();

  it('fills energy from the stored quantity: electricity × 0.0036 GJ/kWh, diesel × 0.03561 GJ/l', async () => {
    expect(await read('grid')).toMatchObject({
      energy_gj: '3.6000',
      energy_class: 'electricity',
      energy_renewable: false,
      co2_only: true,
      scope3_category: null,
    });
    expect(await read('diesel')).toMatchObject({
      energy_gj: '3.56100',
      energy_class: 'fuel',
      energy_renewable: false,
      co2_only: false,
    });
    // No calorific value for kerosene in the reference: not energy it can state.
    expect(await read('kerosene')).toMatchObject({ energy_gj: null, energy_class: null, energy_renewable: null });
  });

  it('puts a refrigerant in its gas group and categorises scope 3 by default or by metadata', async () => {
    expect(await read('gas')).toMatchObject({ hfcs_kg_co2e: '3848', sf6_kg_co2e: null, energy_gj: null });
    expect((await read('freight')).scope3_category).toBe(4);
    expect((await read('commute')).scope3_category).toBe(7);
    expect((await read('flight')).scope3_category).toBe(6);
  });

  it('keeps the RF uplift of a with-RF flight as the memo: 200.11 − 1000 × 0.11812', async () => {
    const flight = await read('flight');
    expect(Number(flight.memo_kg_co2e)).toBeCloseTo(200.11 - 1000 * 0.11812, 9);
    expect(flight.memo_kind).toBe('flight_radiative_forcing');
    expect((await read('diesel')).memo_kg_co2e).toBeNull();
  });

  it('gives organisations empty settings (the defaults)', async () => {
    const orgs = await database.db.selectFrom('organizations').select('settings').execute();
    expect(orgs.map((o) => o.settings)).toEqual([{}]);
  });
});
