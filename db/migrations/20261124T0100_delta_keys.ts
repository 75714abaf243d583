import { type Kysely, sql } from 'kysely';

/**
 * emission_daily_deltas keeps two indexes instead of three: its primary key becomes
 * (organization_id, mode, day, id), which answers what emission_daily_deltas_org_idx
 * (organization_id, mode, day) did (a reader's pending deltas up to its end date) and stays unique by
 * id. Every synchronous write inserts a delta, so each index less is a cheaper write and fold.
 * The id index stays: folds take the oldest deltas of every organisation in id order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE emission_daily_deltas DROP CONSTRAINT emission_daily_deltas_pkey,
      ADD PRIMARY KEY (organization_id, mode, day, id);
    DROP INDEX emission_daily_deltas_org_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX emission_daily_deltas_org_idx ON emission_daily_deltas (organization_id, mode, day);
    ALTER TABLE emission_daily_deltas DROP CONSTRAINT emission_daily_deltas_pkey,
      ADD PRIMARY KEY (organization_id, mode, id);
  `.execute(db);
}
