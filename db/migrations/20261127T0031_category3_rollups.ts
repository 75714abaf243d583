import { type Kysely, sql } from 'kysely';

/**
 * Scope 3 category 3 in the rollups: the daily rollup and its deltas carry the category 3 figure of
 * the Scope 1 and 2 activities (activities.category3_kg_co2e, domain/calculation/category3.ts), so
 * GET /v1/emissions and the reports count it in Scope 3 from the same fold. Activities stored before
 * have none (null until recalculated), so the rollups start at 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE emission_daily ADD COLUMN category3_kg_co2e numeric NOT NULL DEFAULT 0;
    ALTER TABLE emission_daily_deltas ADD COLUMN category3_kg_co2e numeric NOT NULL DEFAULT 0;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE emission_daily_deltas DROP COLUMN category3_kg_co2e;
    ALTER TABLE emission_daily DROP COLUMN category3_kg_co2e;
  `.execute(db);
}
