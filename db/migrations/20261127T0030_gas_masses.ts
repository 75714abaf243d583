import { type Kysely, sql } from 'kysely';

/**
 * Gases by mass (domain/calculation/gas-groups.ts): each activity keeps kg of CO2, CH4 and N2O (and
 * the mass of a released HFC, PFC, SF6 or NF3) beside their CO2e, the GWP set its CO2e is on, and its
 * Scope 3 category 3 figure (domain/calculation/category3.ts). Every activity stored before was
 * calculated on AR5 (DESNZ's basis), so its masses follow from its per-gas CO2e: CH4 ÷ 28, N2O ÷ 265,
 * a refrigerant's CO2e ÷ its factor (its GWP). Category 3 stays null (not calculated) until the
 * activity is recalculated (POST /v1/activities/recalculate). The ingest COPY and the request path's
 * insert name every new column (db/activity-columns.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE activities
      ADD COLUMN co2_kg numeric,
      ADD COLUMN ch4_kg numeric,
      ADD COLUMN n2o_kg numeric,
      ADD COLUMN hfcs_kg numeric,
      ADD COLUMN pfcs_kg numeric,
      ADD COLUMN sf6_kg numeric,
      ADD COLUMN nf3_kg numeric,
      ADD COLUMN gwp_set text NOT NULL DEFAULT 'AR5' CHECK (gwp_set IN ('AR5', 'AR6')),
      ADD COLUMN category3_kg_co2e numeric;
    UPDATE activities
      SET co2_kg = co2_kg_co2e, ch4_kg = ch4_kg_co2e / 28, n2o_kg = n2o_kg_co2e / 265
      WHERE co2_kg_co2e IS NOT NULL OR ch4_kg_co2e IS NOT NULL OR n2o_kg_co2e IS NOT NULL;
    UPDATE activities a
      SET hfcs_kg = a.hfcs_kg_co2e / r.factor_value, pfcs_kg = a.pfcs_kg_co2e / r.factor_value,
          sf6_kg = a.sf6_kg_co2e / r.factor_value, nf3_kg = a.nf3_kg_co2e / r.factor_value
      FROM activity_resolutions r
      WHERE r.organization_id = a.organization_id AND r.id = a.resolution_id AND r.factor_value > 0
        AND (a.hfcs_kg_co2e IS NOT NULL OR a.pfcs_kg_co2e IS NOT NULL OR a.sf6_kg_co2e IS NOT NULL OR a.nf3_kg_co2e IS NOT NULL);
    -- activity_details lists a.* as it was when created: made again to show the new columns.
    DROP VIEW activity_details;
    CREATE VIEW activity_details AS
      SELECT a.*, r.factor_id, r.factor_value, r.factor_unit, r.factor_source, r.factor_version, r.factor_region,
             r.confidence_score, r.notices, r.calculation AS calculation_template
      FROM activities a JOIN activity_resolutions r ON r.organization_id = a.organization_id AND r.id = a.resolution_id;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP VIEW activity_details;
    ALTER TABLE activities
      DROP COLUMN co2_kg, DROP COLUMN ch4_kg, DROP COLUMN n2o_kg, DROP COLUMN hfcs_kg, DROP COLUMN pfcs_kg,
      DROP COLUMN sf6_kg, DROP COLUMN nf3_kg, DROP COLUMN gwp_set, DROP COLUMN category3_kg_co2e;
    CREATE VIEW activity_details AS
      SELECT a.*, r.factor_id, r.factor_value, r.factor_unit, r.factor_source, r.factor_version, r.factor_region,
             r.confidence_score, r.notices, r.calculation AS calculation_template
      FROM activities a JOIN activity_resolutions r ON r.organization_id = a.organization_id AND r.id = a.resolution_id;
  `.execute(db);
}
