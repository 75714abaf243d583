import { type Kysely, sql } from 'kysely';

/**
 * Factor rows can be withdrawn (a wrong value, a narrower validity than the source gives): they stay,
 * because activities reference them, but the calculation no longer chooses them. The loader marks them
 * from db/factors/withdrawn.ts; POST /v1/activities/recalculate moves activities onto the replacement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE emission_factors
      ADD COLUMN withdrawn_at timestamptz,
      ADD COLUMN withdrawn_reason text,
      ADD COLUMN replaced_by text REFERENCES emission_factors(id),
      ADD CONSTRAINT emission_factors_withdrawn_check CHECK ((withdrawn_at IS NULL) = (withdrawn_reason IS NULL));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE emission_factors
      DROP CONSTRAINT IF EXISTS emission_factors_withdrawn_check,
      DROP COLUMN IF EXISTS replaced_by, DROP COLUMN IF EXISTS withdrawn_reason, DROP COLUMN IF EXISTS withdrawn_at;
  `.execute(db);
}
