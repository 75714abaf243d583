import { type Kysely, sql } from 'kysely';

/**
 * Narrow activity rows. Most of what a row stored (the factor's id, value, unit, source, version and
 * region, the confidence score, the notices and most of the calculation record, about 1 kB) is the same
 * for thousands of rows resolved the same way. It moves to activity_resolutions, one row per distinct
 * resolution of an organisation, referenced by activities.resolution_id; each activity keeps its own
 * figures: converted_quantity, period_midpoint, formula and calculation_extra (spend and radiative-forcing
 * figures), besides quantity and energy_gj, which the calculation record repeats.
 * domain/calculation/stored-calculation.ts splits and joins them; the view activity_details reads them joined.
 *
 * Resolution ids are content hashes (the application's sha-256, or md5 here for rows that existed before),
 * so writers insert them with ON CONFLICT DO NOTHING and never read them back. There is no foreign key
 * (a per-row check the bulk path need not pay): resolutions are never deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE activity_resolutions (
      organization_id uuid NOT NULL,
      id uuid NOT NULL,
      factor_id text NOT NULL,
      factor_value numeric NOT NULL,
      factor_unit text NOT NULL,
      factor_source text NOT NULL,
      factor_version text NOT NULL,
      factor_region text NOT NULL,
      confidence_score numeric NOT NULL,
      notices jsonb NOT NULL,
      calculation jsonb NOT NULL,
      PRIMARY KEY (organization_id, id)
    );
    ALTER TABLE activities
      ADD COLUMN resolution_id uuid,
      ADD COLUMN converted_quantity numeric,
      ADD COLUMN period_midpoint date,
      ADD COLUMN formula text,
      ADD COLUMN calculation_extra jsonb;

    -- Each row's own figures out of its calculation record; a figure that disagrees with its column stays in the record.
    UPDATE activities SET
      converted_quantity = (calculation #>> '{converted,quantity}')::numeric,
      period_midpoint = (calculation ->> 'period_midpoint')::date,
      formula = calculation ->> 'formula',
      calculation_extra = nullif(jsonb_strip_nulls(jsonb_build_object(
        'spend', CASE WHEN jsonb_typeof(calculation -> 'spend') = 'object' THEN jsonb_build_object(
          'amount', calculation #> '{spend,amount}', 'usd_nominal', calculation #> '{spend,usd_nominal}',
          'usd_dollar_year', calculation #> '{spend,usd_dollar_year}') END,
        'radiative_forcing', CASE WHEN jsonb_typeof(calculation -> 'radiative_forcing') = 'object' THEN jsonb_build_object(
          'with_rf_kg_co2e', calculation #> '{radiative_forcing,with_rf_kg_co2e}',
          'without_rf_kg_co2e', calculation #> '{radiative_forcing,without_rf_kg_co2e}') END)), '{}'::jsonb),
      calculation = CASE WHEN (calculation #>> '{input,quantity}')::numeric = quantity THEN calculation #- '{input,quantity}' ELSE calculation END
        #- '{converted,quantity}' #- '{period_midpoint}' #- '{formula}'
        #- '{spend,amount}' #- '{spend,usd_nominal}' #- '{spend,usd_dollar_year}'
        #- '{radiative_forcing,with_rf_kg_co2e}' #- '{radiative_forcing,without_rf_kg_co2e}';
    UPDATE activities SET calculation = calculation #- '{energy,gj}'
      WHERE jsonb_typeof(calculation -> 'energy') = 'object' AND (calculation #>> '{energy,gj}')::numeric = energy_gj;
    UPDATE activities SET resolution_id = md5(organization_id::text || jsonb_build_array(
      factor_id, factor_value, factor_unit, factor_source, factor_version, factor_region, confidence_score, notices, calculation)::text)::uuid;
    INSERT INTO activity_resolutions
      SELECT DISTINCT ON (organization_id, resolution_id) organization_id, resolution_id, factor_id, factor_value, factor_unit,
        factor_source, factor_version, factor_region, confidence_score, notices, calculation
      FROM activities;

    ALTER TABLE activities ALTER COLUMN resolution_id SET NOT NULL,
      DROP COLUMN factor_id, DROP COLUMN factor_value, DROP COLUMN factor_unit, DROP COLUMN factor_source,
      DROP COLUMN factor_version, DROP COLUMN factor_region, DROP COLUMN confidence_score,
      DROP COLUMN notices, DROP COLUMN calculation;

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
      ADD COLUMN factor_id text, ADD COLUMN factor_value numeric, ADD COLUMN factor_unit text, ADD COLUMN factor_source text,
      ADD COLUMN factor_version text, ADD COLUMN factor_region text, ADD COLUMN confidence_score numeric,
      ADD COLUMN notices jsonb NOT NULL DEFAULT '[]'::jsonb, ADD COLUMN calculation jsonb;
    UPDATE activities a SET factor_id = r.factor_id, factor_value = r.factor_value, factor_unit = r.factor_unit,
      factor_source = r.factor_source, factor_version = r.factor_version, factor_region = r.factor_region,
      confidence_score = r.confidence_score, notices = r.notices,
      calculation = r.calculation
        || CASE WHEN r.calculation ? 'input' AND NOT r.calculation -> 'input' ? 'quantity'
             THEN jsonb_build_object('input', (r.calculation -> 'input') || jsonb_build_object('quantity', a.quantity)) ELSE '{}' END
        || CASE WHEN r.calculation ? 'converted' AND a.converted_quantity IS NOT NULL
             THEN jsonb_build_object('converted', (r.calculation -> 'converted') || jsonb_build_object('quantity', a.converted_quantity)) ELSE '{}' END
        || CASE WHEN jsonb_typeof(r.calculation -> 'energy') = 'object' AND NOT r.calculation -> 'energy' ? 'gj'
             THEN jsonb_build_object('energy', (r.calculation -> 'energy') || jsonb_build_object('gj', a.energy_gj)) ELSE '{}' END
        || CASE WHEN a.calculation_extra ? 'spend'
             THEN jsonb_build_object('spend', (r.calculation -> 'spend') || (a.calculation_extra -> 'spend')) ELSE '{}' END
        || CASE WHEN a.calculation_extra ? 'radiative_forcing'
             THEN jsonb_build_object('radiative_forcing', (r.calculation -> 'radiative_forcing') || (a.calculation_extra -> 'radiative_forcing')) ELSE '{}' END
        || jsonb_strip_nulls(jsonb_build_object('period_midpoint', a.period_midpoint, 'formula', a.formula))
      FROM activity_resolutions r WHERE r.organization_id = a.organization_id AND r.id = a.resolution_id;
    ALTER TABLE activities
      ALTER COLUMN factor_id SET NOT NULL, ALTER COLUMN factor_value SET NOT NULL, ALTER COLUMN factor_unit SET NOT NULL,
      ALTER COLUMN factor_source SET NOT NULL, ALTER COLUMN factor_version SET NOT NULL, ALTER COLUMN factor_region SET NOT NULL,
      ALTER COLUMN confidence_score SET NOT NULL, ALTER COLUMN calculation SET NOT NULL,
      DROP COLUMN resolution_id, DROP COLUMN converted_quantity, DROP COLUMN period_midpoint, DROP COLUMN formula,
      DROP COLUMN calculation_extra;
    DROP TABLE activity_resolutions;
  `.execute(db);
}
