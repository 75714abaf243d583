import { type Kysely, sql } from 'kysely';

/**
 * Certificate claims and matching (issue #22):
 * - instrument_claims: one row per certificate id an activity counts (an unbundled certificate, or a
 *   green tariff or PPA whose instrument counts), written in the transaction that stores the activity.
 *   An id is claimed at most once per organisation, mode and scheme while the claim is live
 *   (released_at null); deleting the activity releases it. Rows go with their activity.
 * - activities.unmatched_kwh: the kWh of a certificate not matched by grid electricity of its market
 *   and fiscal year (db/queries/certificate-matching.ts), not counted and disclosed.
 * Certificates stored before keep their figures (the whole cover, as a negative market-based figure)
 * until they are recalculated (POST /v1/activities/recalculate), which matches them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE instrument_claims (
      organization_id uuid NOT NULL,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      -- REC or I-REC; '' for a contract that names no scheme
      scheme text NOT NULL,
      certificate_id text NOT NULL,
      activity_id uuid NOT NULL,
      kwh numeric NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      released_at timestamptz,
      PRIMARY KEY (organization_id, activity_id, scheme, certificate_id),
      FOREIGN KEY (organization_id, activity_id) REFERENCES activities (organization_id, id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX instrument_claims_live_idx ON instrument_claims (organization_id, mode, scheme, certificate_id)
      WHERE released_at IS NULL;
    ALTER TABLE activities ADD COLUMN unmatched_kwh numeric;
    -- the certificates of a market and year, found without reading its electricity
    CREATE INDEX activities_certificates_idx ON activities (organization_id, mode, country)
      WHERE electricity_source = 'certificate';
    -- activity_details lists a.* as it was when created: made again to show the new column.
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
    DROP TABLE instrument_claims;
    DROP VIEW activity_details;
    DROP INDEX activities_certificates_idx;
    ALTER TABLE activities DROP COLUMN unmatched_kwh;
    CREATE VIEW activity_details AS
      SELECT a.*, r.factor_id, r.factor_value, r.factor_unit, r.factor_source, r.factor_version, r.factor_region,
             r.confidence_score, r.notices, r.calculation AS calculation_template,
             (SELECT s.code FROM sites s WHERE s.organization_id = a.organization_id AND s.id = a.site_id) AS site_code
      FROM activities a JOIN activity_resolutions r ON r.organization_id = a.organization_id AND r.id = a.resolution_id;
  `.execute(db);
}
