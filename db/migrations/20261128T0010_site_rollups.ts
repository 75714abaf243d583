import { type Kysely, sql } from 'kysely';

/**
 * The daily rollup and its deltas carry the activity's site (activities.site_id, null: unassigned), so
 * GET /v1/emissions and the reports can weigh each site by the consolidation approach, group by site
 * and filter to one, from the same fold. The rollup's key gains site_id; a unique index NULLS NOT
 * DISTINCT (PostgreSQL 15) replaces the primary key, so the fold's upsert keeps one row for
 * "unassigned" as for every site. Rows folded before belong to activities that had no site: null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE emission_daily ADD COLUMN site_id uuid, DROP CONSTRAINT emission_daily_pkey;
    CREATE UNIQUE INDEX emission_daily_key ON emission_daily
      (organization_id, mode, day, scope, activity_type, site_id) NULLS NOT DISTINCT;
    ALTER TABLE emission_daily_deltas ADD COLUMN site_id uuid;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Each day's sites merged back into one row per (day, scope, type), as the rollup was keyed before.
  await sql`
    ALTER TABLE emission_daily_deltas DROP COLUMN site_id;
    DROP INDEX emission_daily_key;
    CREATE TEMP TABLE emission_daily_merged ON COMMIT DROP AS
      SELECT organization_id, mode, day, scope, activity_type, sum(emissions_kg_co2e) AS emissions_kg_co2e,
             sum(market_kg_co2e) AS market_kg_co2e, sum(renewable_kwh) AS renewable_kwh,
             sum(instrument_kwh) AS instrument_kwh, sum(category3_kg_co2e) AS category3_kg_co2e,
             sum(starts)::int AS starts, sum(ends)::int AS ends
      FROM emission_daily GROUP BY organization_id, mode, day, scope, activity_type;
    DELETE FROM emission_daily;
    ALTER TABLE emission_daily DROP COLUMN site_id;
    INSERT INTO emission_daily (organization_id, mode, day, scope, activity_type, emissions_kg_co2e, market_kg_co2e,
                                renewable_kwh, instrument_kwh, category3_kg_co2e, starts, ends)
      SELECT organization_id, mode, day, scope, activity_type, emissions_kg_co2e, market_kg_co2e,
             renewable_kwh, instrument_kwh, category3_kg_co2e, starts, ends FROM emission_daily_merged;
    ALTER TABLE emission_daily ADD PRIMARY KEY (organization_id, mode, day, scope, activity_type);
  `.execute(db);
}
