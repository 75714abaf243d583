import { type Kysely, sql } from 'kysely';

/**
 * ERP sync (Tally):
 * - erp_connections: one Tally company at one address, per (organisation, mode), with the voucher
 *   watermark ($AltVchId) seen at its last sync;
 * - erp_synced_ranges: each date range synced, at which watermark and under which mapping, so a
 *   pull of an unchanged range can be answered without asking Tally for its vouchers;
 * - erp_vouchers: each voucher by GUID (voucher numbers repeat) with its ALTERID, the mapping it was
 *   read under and the activities it produced, so a re-sync neither double-counts nor misses an edit;
 * - erp_mappings: an organisation's rules (stock items and ledgers → activity types);
 * - erp_schedules: recurring pulls run by the scheduler role, with their last run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE erp_connections (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      erp_system text NOT NULL,
      endpoint text NOT NULL,
      company text NOT NULL,
      voucher_watermark bigint,
      last_synced_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (organization_id, mode, erp_system, endpoint, company)
    );

    CREATE TABLE erp_synced_ranges (
      connection_id uuid NOT NULL REFERENCES erp_connections(id) ON DELETE CASCADE,
      period_start date NOT NULL,
      period_end date NOT NULL,
      voucher_watermark bigint NOT NULL,
      mapping_hash text NOT NULL,
      job_id uuid,
      synced_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (connection_id, period_start, period_end)
    );

    CREATE TABLE erp_vouchers (
      connection_id uuid NOT NULL REFERENCES erp_connections(id) ON DELETE CASCADE,
      guid text NOT NULL,
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL,
      alter_id bigint,
      mapping_hash text NOT NULL,
      voucher_date date NOT NULL,
      voucher_number text,
      voucher_type text,
      activity_ids uuid[] NOT NULL DEFAULT '{}',
      skip_reason text,
      job_id uuid,
      synced_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      PRIMARY KEY (connection_id, guid)
    );
    CREATE INDEX erp_vouchers_date_idx ON erp_vouchers (connection_id, voucher_date) WHERE deleted_at IS NULL;
    CREATE INDEX erp_vouchers_org_idx ON erp_vouchers (organization_id, mode);

    CREATE TABLE erp_mappings (
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      mappings jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      PRIMARY KEY (organization_id, mode)
    );

    CREATE TABLE erp_schedules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      name text,
      cron text NOT NULL,
      timezone text NOT NULL,
      erp_system text NOT NULL,
      connection_config jsonb NOT NULL,
      lookback jsonb NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      -- bumped on every change, so each scheduler process knows to re-create its timer
      version integer NOT NULL DEFAULT 1,
      api_key_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      last_run_at timestamptz,
      last_run_job_id uuid,
      last_run_status text,
      last_run_records_synced integer,
      last_run_error text
    );
    CREATE INDEX erp_schedules_org_idx ON erp_schedules (organization_id, mode, created_at) WHERE deleted_at IS NULL;
    CREATE INDEX erp_schedules_active_idx ON erp_schedules (id) WHERE deleted_at IS NULL AND enabled;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = sql`erp_schedules, erp_mappings, erp_vouchers, erp_synced_ranges, erp_connections`;
  await sql`DROP TABLE IF EXISTS ${tables} CASCADE`.execute(db);
}
