import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/migration-list.ts';
import type { Calculation } from '../../domain/calculation/calculation-schema.ts';
import type { ActivitySubmission } from '../../domain/schemas/activity-submission.ts';
import { loadEmissionFactors } from '../../services/factors/load-factor-datasets.ts';
import { storedCalculation } from '../../services/activities/activity-row.ts';
import { calculated } from '../support/calculated.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

const stored: [string, Partial<ActivitySubmission>][] = [
  ['grid-a', { quantity: 1000 }],
  ['grid-b', { quantity: 2500, period: { start: '2024-05-01', end: '2024-05-31' } }],
  ['diesel', { activity_type: 'fuel.diesel', scope: '1', quantity: 100, unit: 'litre' }],
  ['spend', { activity_type: 'spend.hotel', scope: '3', quantity: 100_000, unit: 'INR' }],
  ['flight', { activity_type: 'travel.flight.long_haul', scope: '3', quantity: 1000, unit: 'km' }],
];

/**
 * Rows stored whole (the release before activity_resolutions): migrating up moves their shared part to
 * resolutions and they read back the same; migrating down puts every column back as it was.
 */
describe('migration 20261123T0700_activity_resolutions', () => {
  let database: TestDatabase;
  const migrator = () => new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const ids: Record<string, string> = {};
  const calculations: Record<string, Calculation> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    await loadEmissionFactors(database.db);
    expect((await migrator().migrateTo('20261123T0600_rollup_notifications')).error).toBeUndefined();
    const org = await sql<{
      id: string;
    }>`INSERT INTO organizations (name, plan) VALUES ('Whole rows', 'enterprise') RETURNING id`.execute(database.db);
    for (const [name, overrides] of stored) {
      const { submission, calculation } = calculated(overrides);
      calculations[name] = calculation;
      const d = calculation.disclosure;
      const row = await sql<{ id: string }>`
        INSERT INTO activities (organization_id, mode, activity_type, scope, quantity, unit, period_start, period_end, country,
          emissions_kg_co2e, energy_gj, energy_class, energy_renewable, memo_kg_co2e, memo_kind, factor_id, factor_value,
          factor_unit, factor_source, factor_version, factor_region, confidence_score, calculation, notices)
        VALUES (${org.rows[0]!.id}, 'test', ${calculation.activity_type}, ${Number(submission.scope)}, ${submission.quantity},
          ${submission.unit}, ${submission.period.start}, ${submission.period.end}, 'IN', ${calculation.emissions_kg_co2e},
          ${d.energy_gj}, ${d.energy_class}, ${d.energy_renewable}, ${d.memo_kg_co2e}, ${d.memo_kind},
          ${calculation.factor.id}, ${calculation.factor.value}, ${calculation.factor.unit}, ${calculation.factor.source},
          ${calculation.factor.version}, ${calculation.factor.region}, ${calculation.confidence_score},
          ${JSON.stringify(calculation.calculation)}::jsonb, ${JSON.stringify(calculation.notices)}::jsonb)
        RETURNING id`.execute(database.db);
      ids[name] = row.rows[0]!.id;
    }
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('reads every row back whole through activity_details', async () => {
    for (const [name] of stored) {
      const row = await database.db
        .selectFrom('activity_details')
        .selectAll()
        .where('id', '=', ids[name]!)
        .executeTakeFirstOrThrow();
      const calculation = calculations[name]!;
      expect(storedCalculation(row), name).toEqual(JSON.parse(JSON.stringify(calculation.calculation)));
      expect(row.notices, name).toEqual(calculation.notices);
      expect(row).toMatchObject({ factor_id: calculation.factor.id, factor_source: calculation.factor.source });
      expect(Number(row.confidence_score)).toBe(calculation.confidence_score);
    }
  });

  it('stores one resolution for rows resolved alike', async () => {
    const rows = await database.db.selectFrom('activities').select(['id', 'resolution_id']).execute();
    const of = (name: string) => rows.find((r) => r.id === ids[name])!.resolution_id;
    expect(of('grid-a')).toBe(of('grid-b'));
    const resolutions = await database.db.selectFrom('activity_resolutions').select('id').execute();
    expect(resolutions).toHaveLength(stored.length - 1);
  });

  it('puts the whole rows back when migrated down', async () => {
    expect((await migrator().migrateTo('20261123T0600_rollup_notifications')).error).toBeUndefined();
    const rows = await sql<{
      id: string;
      calculation: unknown;
      notices: unknown;
      factor_id: string;
    }>`SELECT id, calculation, notices, factor_id FROM activities`.execute(database.db);
    for (const [name] of stored) {
      const row = rows.rows.find((r) => r.id === ids[name])!;
      expect(row.calculation, name).toEqual(JSON.parse(JSON.stringify(calculations[name]!.calculation)));
      expect(row.notices).toEqual(calculations[name]!.notices);
      expect(row.factor_id).toBe(calculations[name]!.factor.id);
    }
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
  });
});
