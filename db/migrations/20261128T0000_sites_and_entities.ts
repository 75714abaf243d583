import { type Kysely, sql } from 'kysely';

/**
 * Sites and legal entities (issue #25): an organisation's plants, offices, warehouses and shops, the
 * legal entities that own them, and the site an activity belongs to (null: unassigned).
 * - seq (insertion order) pages the lists as every other list does (services/pagination-cursor.ts).
 * - Keys lead with organization_id (20261123T0500_tenant_keys); a reference to a site or an entity
 *   also carries the organisation and mode, so a row can only point at one of its own tenant's.
 * - A site's code is unique per organisation and mode whatever its case ('PUNE-1' = 'pune-1').
 * - An activity's reference to a site is cleared when the site is deleted (DELETE /v1/sites refuses a
 *   site that live activities still name; a soft-deleted activity keeps nothing to point at).
 * - activity_details shows the site's code beside site_id (the view lists a.* as it was when created,
 *   so it is made again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE entities (
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      seq bigint GENERATED ALWAYS AS IDENTITY,
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      name text NOT NULL,
      cin text,
      parent_entity_id uuid,
      ownership_pct numeric NOT NULL DEFAULT 100 CHECK (ownership_pct > 0 AND ownership_pct <= 100),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, id),
      CONSTRAINT entities_tenant_id_key UNIQUE (organization_id, mode, id),
      CONSTRAINT entities_name_key UNIQUE (organization_id, mode, name),
      CONSTRAINT entities_parent_fkey FOREIGN KEY (organization_id, mode, parent_entity_id)
        REFERENCES entities (organization_id, mode, id),
      CHECK (parent_entity_id IS DISTINCT FROM id)
    );

    CREATE TABLE sites (
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      seq bigint GENERATED ALWAYS AS IDENTITY,
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      code text NOT NULL,
      name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('plant', 'office', 'warehouse', 'retail', 'other')),
      address text,
      city text,
      state text,
      country text NOT NULL,
      grid_region text,
      entity_id uuid,
      ownership_pct numeric NOT NULL DEFAULT 100 CHECK (ownership_pct > 0 AND ownership_pct <= 100),
      operational_control boolean NOT NULL DEFAULT true,
      financial_control boolean NOT NULL DEFAULT true,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, id),
      CONSTRAINT sites_tenant_id_key UNIQUE (organization_id, mode, id),
      CONSTRAINT sites_entity_fkey FOREIGN KEY (organization_id, mode, entity_id)
        REFERENCES entities (organization_id, mode, id)
    );
    CREATE UNIQUE INDEX sites_code_key ON sites (organization_id, mode, lower(code));
    CREATE INDEX sites_org_seq_idx ON sites (organization_id, mode, seq);
    CREATE INDEX entities_org_seq_idx ON entities (organization_id, mode, seq);

    ALTER TABLE activities ADD COLUMN site_id uuid,
      ADD CONSTRAINT activities_site_fkey FOREIGN KEY (organization_id, mode, site_id)
        REFERENCES sites (organization_id, mode, id) ON DELETE SET NULL (site_id);
    CREATE INDEX activities_site_idx ON activities (organization_id, mode, site_id) WHERE site_id IS NOT NULL;

    DROP VIEW activity_details;
    CREATE VIEW activity_details AS
      SELECT a.*, r.factor_id, r.factor_value, r.factor_unit, r.factor_source, r.factor_version, r.factor_region,
             r.confidence_score, r.notices, r.calculation AS calculation_template, s.code AS site_code
      FROM activities a JOIN activity_resolutions r ON r.organization_id = a.organization_id AND r.id = a.resolution_id
      LEFT JOIN sites s ON s.organization_id = a.organization_id AND s.id = a.site_id;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP VIEW activity_details;
    ALTER TABLE activities DROP COLUMN site_id;
    DROP TABLE sites;
    DROP TABLE entities;
    CREATE VIEW activity_details AS
      SELECT a.*, r.factor_id, r.factor_value, r.factor_unit, r.factor_source, r.factor_version, r.factor_region,
             r.confidence_score, r.notices, r.calculation AS calculation_template
      FROM activities a JOIN activity_resolutions r ON r.organization_id = a.organization_id AND r.id = a.resolution_id;
  `.execute(db);
}
