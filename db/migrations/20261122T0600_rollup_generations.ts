import { type Kysely, sql } from 'kysely';

/**
 * A per-(organisation, mode) counter bumped whenever folded rollups change without a new delta
 * (a fold moving deltas into emission_daily, a test-data reset). With the pending deltas' max id
 * and count it versions an organisation's emissions, so aggregate answers can be cached exactly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rollup_generations (
      organization_id uuid NOT NULL,
      mode text NOT NULL,
      generation bigint NOT NULL DEFAULT 1,
      PRIMARY KEY (organization_id, mode)
    );
    CREATE INDEX emission_daily_deltas_org_id_idx ON emission_daily_deltas (organization_id, mode, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS emission_daily_deltas_org_id_idx;
    DROP TABLE IF EXISTS rollup_generations;
  `.execute(db);
}
