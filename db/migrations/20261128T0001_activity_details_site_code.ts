import { type Kysely, sql } from 'kysely';

/**
 * activity_details reads the site's code through a scalar subquery instead of a LEFT JOIN: a view with
 * an outer join cannot be read FOR UPDATE (recalculation locks the activities it reads through it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP VIEW activity_details;
    CREATE VIEW activity_details AS
      SELECT a.*, r.factor_id, r.factor_value, r.factor_unit, r.factor_source, r.factor_version, r.factor_region,
             r.confidence_score, r.notices, r.calculation AS calculation_template,
             (SELECT s.code FROM sites s WHERE s.organization_id = a.organization_id AND s.id = a.site_id) AS site_code
      FROM activities a JOIN activity_resolutions r ON r.organization_id = a.organization_id AND r.id = a.resolution_id;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP VIEW activity_details;
    CREATE VIEW activity_details AS
      SELECT a.*, r.factor_id, r.factor_value, r.factor_unit, r.factor_source, r.factor_version, r.factor_region,
             r.confidence_score, r.notices, r.calculation AS calculation_template, s.code AS site_code
      FROM activities a JOIN activity_resolutions r ON r.organization_id = a.organization_id AND r.id = a.resolution_id
      LEFT JOIN sites s ON s.organization_id = a.organization_id AND s.id = a.site_id;
  `.execute(db);
}
