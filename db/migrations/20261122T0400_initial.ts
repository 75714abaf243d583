import { type Kysely, sql } from 'kysely';

/**
 * The foundation schema. Every tenant-owned row carries (organization_id, mode) so that test and
 * live data are separate worlds and every query can be scoped by both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE organizations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      plan text NOT NULL CHECK (plan IN ('trial', 'starter', 'professional', 'enterprise')),
      api_pack smallint CHECK (api_pack IN (1, 2, 3)),
      country char(2) NOT NULL DEFAULT 'IN',
      profile jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE api_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      name text NOT NULL,
      display_prefix text NOT NULL,
      key_hash bytea NOT NULL UNIQUE,
      expires_at timestamptz,
      allowed_ips text[] NOT NULL DEFAULT '{}',
      allowed_domains text[] NOT NULL DEFAULT '{}',
      revoked_at timestamptz,
      last_used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX api_keys_org_idx ON api_keys (organization_id);

    CREATE TABLE emission_factors (
      id text PRIMARY KEY,
      dataset text NOT NULL,
      dataset_version text NOT NULL,
      activity_type text NOT NULL,
      unit text NOT NULL,
      value numeric NOT NULL CHECK (value >= 0),
      co2 numeric,
      ch4 numeric,
      n2o numeric,
      gwp_basis text NOT NULL,
      region text NOT NULL,
      region_level text NOT NULL CHECK (region_level IN ('grid_region', 'state', 'country', 'global')),
      valid_from date NOT NULL,
      valid_to date NOT NULL,
      year_label text NOT NULL,
      publisher text NOT NULL,
      source_name text NOT NULL,
      source_year integer NOT NULL,
      source_url text,
      verification text NOT NULL,
      notes text,
      parameters jsonb NOT NULL DEFAULT '{}'::jsonb,
      loaded_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX emission_factors_type_idx ON emission_factors (activity_type, region, valid_from);

    CREATE TABLE ingest_jobs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      kind text NOT NULL,
      queue text NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
      payload jsonb NOT NULL DEFAULT '{}'::jsonb,
      file_path text,
      file_sha256 text,
      file_bytes bigint,
      rows_read integer NOT NULL DEFAULT 0,
      rows_stored integer NOT NULL DEFAULT 0,
      rows_failed integer NOT NULL DEFAULT 0,
      rows_total integer,
      result jsonb,
      error text,
      attempts integer NOT NULL DEFAULT 0,
      api_key_id uuid,
      request_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      enqueued_at timestamptz,
      started_at timestamptz,
      heartbeat_at timestamptz,
      finished_at timestamptz
    );
    CREATE INDEX ingest_jobs_org_idx ON ingest_jobs (organization_id, mode, created_at DESC);
    CREATE INDEX ingest_jobs_open_idx ON ingest_jobs (status) WHERE status IN ('queued', 'running');
    CREATE INDEX ingest_jobs_checksum_idx ON ingest_jobs (organization_id, mode, file_sha256) WHERE file_sha256 IS NOT NULL;

    CREATE TABLE ingest_job_errors (
      job_id uuid NOT NULL REFERENCES ingest_jobs(id) ON DELETE CASCADE,
      line integer NOT NULL,
      field text NOT NULL,
      reason text NOT NULL,
      raw text,
      PRIMARY KEY (job_id, line, field)
    );

    CREATE TABLE activities (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- insertion order, for stable keyset pagination (uuids are random, timestamps tie)
      seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      activity_type text NOT NULL,
      scope smallint NOT NULL CHECK (scope IN (1, 2, 3)),
      quantity numeric NOT NULL CHECK (quantity > 0),
      unit text NOT NULL,
      period_start date NOT NULL,
      period_end date NOT NULL,
      country char(2) NOT NULL,
      state text,
      city text,
      grid_region text,
      source_type text,
      source_confidence numeric,
      source_name text,
      source_reference text,
      metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
      emissions_kg_co2e numeric NOT NULL,
      co2_kg_co2e numeric,
      ch4_kg_co2e numeric,
      n2o_kg_co2e numeric,
      factor_id text NOT NULL REFERENCES emission_factors(id),
      factor_value numeric NOT NULL,
      factor_unit text NOT NULL,
      factor_source text NOT NULL,
      factor_version text NOT NULL,
      factor_region text NOT NULL,
      confidence_score numeric NOT NULL,
      calculation jsonb NOT NULL,
      notices jsonb NOT NULL DEFAULT '[]'::jsonb,
      ingest_job_id uuid REFERENCES ingest_jobs(id) ON DELETE SET NULL,
      ingest_line integer,
      api_key_id uuid,
      request_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      CHECK (period_start <= period_end)
    );
    CREATE INDEX activities_org_seq_idx ON activities (organization_id, mode, seq DESC) WHERE deleted_at IS NULL;
    CREATE INDEX activities_org_period_idx ON activities (organization_id, mode, period_start) WHERE deleted_at IS NULL;
    CREATE UNIQUE INDEX activities_ingest_line_idx ON activities (ingest_job_id, ingest_line) WHERE ingest_job_id IS NOT NULL;

    -- Emissions attributed to days pro rata. Writers append signed deltas, one row per period
    -- (day .. last_day, spread evenly): insert-only, so the request path never contends on a row and
    -- writes one row however long the period. The aggregate worker expands and folds them into
    -- emission_daily; readers sum both. starts/ends count activities whose period starts/ends that
    -- day, so the number overlapping [S, E] is sum(starts, day <= E) - sum(ends, day < S).
    CREATE TABLE emission_daily (
      organization_id uuid NOT NULL,
      mode text NOT NULL,
      day date NOT NULL,
      scope smallint NOT NULL,
      activity_type text NOT NULL,
      emissions_kg_co2e numeric NOT NULL DEFAULT 0,
      starts integer NOT NULL DEFAULT 0,
      ends integer NOT NULL DEFAULT 0,
      PRIMARY KEY (organization_id, mode, day, scope, activity_type)
    );
    CREATE TABLE emission_daily_deltas (
      id bigserial PRIMARY KEY,
      organization_id uuid NOT NULL,
      mode text NOT NULL,
      day date NOT NULL,
      last_day date NOT NULL CHECK (last_day >= day),
      scope smallint NOT NULL,
      activity_type text NOT NULL,
      emissions_kg_co2e numeric NOT NULL DEFAULT 0,
      starts integer NOT NULL DEFAULT 0,
      ends integer NOT NULL DEFAULT 0
    );
    CREATE INDEX emission_daily_deltas_org_idx ON emission_daily_deltas (organization_id, mode, day);

    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      organization_id uuid REFERENCES organizations(id) ON DELETE CASCADE,
      mode text,
      actor text NOT NULL,
      api_key_id uuid,
      action text NOT NULL,
      entity_type text NOT NULL,
      entity_id text NOT NULL,
      request_id text,
      snapshot jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_entity_idx ON audit_log (organization_id, entity_type, entity_id);

    CREATE TABLE idempotency_keys (
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL,
      key text NOT NULL,
      method text NOT NULL,
      path text NOT NULL,
      body_sha256 text NOT NULL,
      state text NOT NULL CHECK (state IN ('in_progress', 'completed')),
      response_status integer,
      response_body text,
      created_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz NOT NULL,
      PRIMARY KEY (organization_id, mode, key)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS idempotency_keys, audit_log, emission_daily_deltas, emission_daily,
      activities, ingest_job_errors, ingest_jobs, emission_factors, api_keys, organizations CASCADE;
  `.execute(db);
}
