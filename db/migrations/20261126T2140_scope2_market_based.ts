import { type Kysely, sql } from 'kysely';

/**
 * Both Scope 2 figures (domain/calculation/electricity-source.ts): each electricity activity and
 * certificate keeps its source, market-based kg CO2e, renewable kWh and instrument-covered kWh beside
 * its location-based emissions; the daily rollup and its deltas carry the market-based figure and
 * the two kWh sums, so GET /v1/emissions answers both from the same fold.
 *
 * Stored grid electricity (no electricity_source, or 'grid') gets market = location, which is what
 * the new rule gives it. Electricity stored with another source keeps nulls (the rollup counts its
 * market figure as its emissions) until it is recalculated (POST /v1/activities/recalculate), which
 * applies the captive and instrument rules. The rollups' market figure starts equal to their emissions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE activities
      ADD COLUMN electricity_source text,
      ADD COLUMN market_based_kg_co2e numeric,
      ADD COLUMN renewable_kwh numeric,
      ADD COLUMN instrument_kwh numeric;
    UPDATE activities
      SET electricity_source = 'grid', market_based_kg_co2e = emissions_kg_co2e, renewable_kwh = 0, instrument_kwh = 0
      WHERE activity_type = 'electricity' AND coalesce(metadata ->> 'electricity_source', 'grid') = 'grid';
    -- activity_details lists a.* as it was when created: made again to show the new columns.
    DROP VIEW activity_details;
    CREATE VIEW activity_details AS
      SELECT a.*, r.factor_id, r.factor_value, r.factor_unit, r.factor_source, r.factor_version, r.factor_region,
             r.confidence_score, r.notices, r.calculation AS calculation_template
      FROM activities a JOIN activity_resolutions r ON r.organization_id = a.organization_id AND r.id = a.resolution_id;
    ALTER TABLE emission_daily
      ADD COLUMN market_kg_co2e numeric NOT NULL DEFAULT 0,
      ADD COLUMN renewable_kwh numeric NOT NULL DEFAULT 0,
      ADD COLUMN instrument_kwh numeric NOT NULL DEFAULT 0;
    UPDATE emission_daily SET market_kg_co2e = emissions_kg_co2e;
    ALTER TABLE emission_daily_deltas
      ADD COLUMN market_kg_co2e numeric NOT NULL DEFAULT 0,
      ADD COLUMN renewable_kwh numeric NOT NULL DEFAULT 0,
      ADD COLUMN instrument_kwh numeric NOT NULL DEFAULT 0;
    UPDATE emission_daily_deltas SET market_kg_co2e = emissions_kg_co2e;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE emission_daily_deltas DROP COLUMN market_kg_co2e, DROP COLUMN renewable_kwh, DROP COLUMN instrument_kwh;
    ALTER TABLE emission_daily DROP COLUMN market_kg_co2e, DROP COLUMN renewable_kwh, DROP COLUMN instrument_kwh;
    DROP VIEW activity_details;
    ALTER TABLE activities
      DROP COLUMN electricity_source, DROP COLUMN market_based_kg_co2e, DROP COLUMN renewable_kwh, DROP COLUMN instrument_kwh;
    CREATE VIEW activity_details AS
      SELECT a.*, r.factor_id, r.factor_value, r.factor_unit, r.factor_source, r.factor_version, r.factor_region,
             r.confidence_score, r.notices, r.calculation AS calculation_template
      FROM activities a JOIN activity_resolutions r ON r.organization_id = a.organization_id AND r.id = a.resolution_id;
  `.execute(db);
}
