import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFactors } from '../../db/queries/factors.ts';
import { ALL_FACTORS } from '../../domain/factors/factor-datasets.ts';
import { loadEmissionFactors } from '../../services/factors/load-factor-datasets.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

describe('loadEmissionFactors (PostgreSQL)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('inserts every shipped factor, then nothing on a second load', async () => {
    const first = await loadEmissionFactors(database.db);
    expect(first.inserted).toBe(ALL_FACTORS.length);
    expect(first.total).toBe(174);
    expect(first.withdrawn).toBe(0);
    expect(first.byDataset).toEqual({
      'cea-co2-baseline': 7,
      'desnz-ghg-conversion-factors': 115,
      'epa-egrid': 1,
      'india-ghgp-road': 11,
      'ipcc-ar5-gwp': 7,
      'epa-supply-chain': 33,
    });

    const stored = await database.db
      .selectFrom('emission_factors')
      .select(['dataset', (eb) => eb.fn.countAll<number>().as('rows')])
      .groupBy('dataset')
      .execute();
    expect(Object.fromEntries(stored.map((r) => [r.dataset, Number(r.rows)]))).toEqual(first.byDataset);

    const second = await loadEmissionFactors(database.db);
    expect(second).toEqual({ ...first, inserted: 0 });
  });

  it('stores every column, with exact decimals and jsonb parameters', async () => {
    const diesel = await database.db
      .selectFrom('emission_factors')
      .selectAll()
      .where('id', '=', 'desnz.2024.gb.fuel.diesel.litre')
      .executeTakeFirstOrThrow();
    expect(diesel).toMatchObject({
      value: '2.51279',
      co2: '2.4796',
      ch4: '0.00029',
      n2o: '0.0329',
      unit: 'litre',
      gwp_basis: 'AR5',
      region: 'GB',
      valid_from: '2024-01-01',
      valid_to: '2024-12-31',
      parameters: { blend: 'average biofuel blend' },
    });
    const spend = await database.db
      .selectFrom('emission_factors')
      .select('parameters')
      .where('id', '=', 'epa.scghg.v1.3.0.us.spend.hotel.naics721110.rev2')
      .executeTakeFirstOrThrow();
    expect(spend.parameters).toMatchObject({ naics: '721110', dollar_year: 2022 });
  });

  it('marks a row an earlier release loaded withdrawn, with its reason and replacement, and stops offering it', async () => {
    // The domestic flight row as the first release loaded it: 0.255, the 2019 figure.
    const replacement = ALL_FACTORS.find((f) => f.id === 'desnz.2024.gb.travel.flight.domestic.with-rf.passenger-km')!;
    const old = {
      ...replacement,
      id: 'desnz.2024.gb.travel.flight.domestic.passenger-km',
      value: 0.255,
      parameters: '{}',
    };
    await database.db.insertInto('emission_factors').values(old).execute();

    const load = await loadEmissionFactors(database.db);
    expect(load).toMatchObject({ inserted: 0, withdrawn: 1 });
    const row = await database.db
      .selectFrom('emission_factors')
      .selectAll()
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      value: '0.255',
      replaced_by: replacement.id,
      withdrawn_reason: expect.stringContaining('2019'),
    });
    expect(row.withdrawn_at).toBeInstanceOf(Date);
    expect((await allFactors(database.db)).map((f) => f.id)).not.toContain(old.id);
    expect((await loadEmissionFactors(database.db)).withdrawn).toBe(0);
  });

  it('refuses to run when a stored factor differs from the code under the same id', async () => {
    await database.db
      .updateTable('emission_factors')
      .set({ value: '0.8' })
      .where('id', '=', 'cea.v21.in.electricity.fy2024-25')
      .execute();
    await expect(loadEmissionFactors(database.db)).rejects.toThrow(
      /cea\.v21\.in\.electricity\.fy2024-25 is stored with value = 0\.8 .*immutable/,
    );
    await database.db
      .updateTable('emission_factors')
      .set({ value: '0.7117' })
      .where('id', '=', 'cea.v21.in.electricity.fy2024-25')
      .execute();
  });
});
