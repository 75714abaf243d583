import { type Kysely, sql } from 'kysely';

/**
 * Reports and company profiles.
 * - reports: the record of a report request (the outbox of its BullMQ job, whose id is the report id),
 *   then of the file it produced (relative path under STORAGE_DIR, size, SHA-256, pages or sheets) and
 *   the data snapshot it was computed from, or why it failed.
 * - company_profiles: the facts reports print and divide by (legal name, CIN, revenue, PPP factor...),
 *   per organisation AND mode like every other row, so a test key never edits the live profile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      report_type text NOT NULL CHECK (report_type IN ('brsr', 'ghg_protocol', 'custom')),
      format text NOT NULL CHECK (format IN ('pdf', 'csv', 'excel', 'json')),
      request jsonb NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
      file_path text,
      file_name text,
      file_bytes bigint,
      file_sha256 text,
      page_count integer,
      sheet_count integer,
      snapshot jsonb,
      error text,
      attempts integer NOT NULL DEFAULT 0,
      api_key_id uuid,
      request_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      CHECK (status <> 'completed' OR (file_path IS NOT NULL AND file_bytes IS NOT NULL AND file_sha256 IS NOT NULL))
    );
    CREATE INDEX reports_org_seq_idx ON reports (organization_id, mode, seq DESC);

    CREATE TABLE company_profiles (
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      profile jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, mode)
    );

    -- A report's audit trail reads an organisation's entries of a period.
    CREATE INDEX audit_log_org_time_idx ON audit_log (organization_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS audit_log_org_time_idx;
    DROP TABLE IF EXISTS company_profiles, reports;
  `.execute(db);
}
