import { type Kysely, sql } from 'kysely';

/**
 * Signed webhooks (issue #27): endpoints, the outbox of events and every delivery attempt.
 *
 * Events are written by triggers on the rows whose change they announce (ingest_jobs and reports
 * reaching completed/failed, an ERP schedule being paused), so an event commits or rolls back with
 * its change whatever code path made it, and no worker crash can lose or invent one. An event is
 * written only when an enabled endpoint of the organisation and mode asks for its type, with one
 * webhook_queue row per such endpoint: what that endpoint still has to receive, oldest event first
 * (a row leaves the queue when a delivery succeeds). A sequence cursor per endpoint would skip an
 * event whose transaction commits after a later one's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhook_endpoints (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      url text NOT NULL,
      description text,
      events text[] NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      secret text NOT NULL,
      previous_secret text,
      previous_secret_expires_at timestamptz,
      failing_since timestamptz,
      failed_attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      disabled_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    );
    CREATE INDEX webhook_endpoints_owner ON webhook_endpoints (organization_id, mode) WHERE deleted_at IS NULL;

    CREATE TABLE webhook_events (
      seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      type text NOT NULL,
      resource_id uuid NOT NULL,
      data jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX webhook_events_owner_seq ON webhook_events (organization_id, mode, seq);

    CREATE TABLE webhook_deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigint GENERATED ALWAYS AS IDENTITY,
      endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
      event_id uuid NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      attempt integer NOT NULL,
      status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
      redelivery boolean NOT NULL DEFAULT false,
      status_code integer,
      duration_ms integer,
      response_excerpt text,
      error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, seq DESC);
    CREATE INDEX webhook_deliveries_event ON webhook_deliveries (endpoint_id, event_id);

    CREATE TABLE webhook_queue (
      endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
      event_id uuid NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
      event_seq bigint NOT NULL,
      redelivery boolean NOT NULL DEFAULT false,
      queued_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (endpoint_id, event_id)
    );
    CREATE INDEX webhook_queue_order ON webhook_queue (endpoint_id, event_seq);

    -- Records an event for every enabled endpoint of the organisation and mode that asks for its type
    -- (nothing when none does). The triggers below and the service (webhook.disabled) call it.
    CREATE FUNCTION queue_webhook_event(p_organization_id uuid, p_mode text, p_type text, p_resource_id uuid)
    RETURNS void LANGUAGE sql AS $$
      WITH subscribed AS (
        SELECT e.id FROM webhook_endpoints e
        WHERE e.organization_id = p_organization_id AND e.mode = p_mode
          AND e.enabled AND e.deleted_at IS NULL AND p_type = ANY (e.events)
      ), event AS (
        INSERT INTO webhook_events (organization_id, mode, type, resource_id)
        SELECT p_organization_id, p_mode, p_type, p_resource_id
        WHERE EXISTS (SELECT 1 FROM subscribed)
        RETURNING id, seq
      )
      INSERT INTO webhook_queue (endpoint_id, event_id, event_seq)
      SELECT subscribed.id, event.id, event.seq FROM subscribed CROSS JOIN event;
    $$;

    -- Separate branches: PL/pgSQL cannot plan NEW.queue for a table without that column.
    CREATE FUNCTION record_webhook_event() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      event_type text;
    BEGIN
      IF TG_TABLE_NAME = 'ingest_jobs' THEN
        event_type := (CASE WHEN NEW.queue = 'erp' THEN 'erp_sync.' ELSE 'job.' END) || NEW.status;
      ELSIF TG_TABLE_NAME = 'reports' THEN
        event_type := CASE WHEN NEW.status = 'completed' THEN 'report.ready' ELSE 'report.failed' END;
      ELSE
        event_type := 'schedule.paused';
      END IF;
      PERFORM queue_webhook_event(NEW.organization_id, NEW.mode, event_type, NEW.id);
      RETURN NULL;
    END $$;

    CREATE TRIGGER ingest_jobs_webhook_events AFTER UPDATE OF status ON ingest_jobs
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.status IN ('completed', 'failed'))
      EXECUTE FUNCTION record_webhook_event();
    CREATE TRIGGER reports_webhook_events AFTER UPDATE OF status ON reports
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.status IN ('completed', 'failed'))
      EXECUTE FUNCTION record_webhook_event();
    CREATE TRIGGER erp_schedules_webhook_events AFTER UPDATE OF enabled ON erp_schedules
      FOR EACH ROW WHEN (OLD.enabled AND NOT NEW.enabled AND NEW.deleted_at IS NULL)
      EXECUTE FUNCTION record_webhook_event();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER IF EXISTS erp_schedules_webhook_events ON erp_schedules;
    DROP TRIGGER IF EXISTS reports_webhook_events ON reports;
    DROP TRIGGER IF EXISTS ingest_jobs_webhook_events ON ingest_jobs;
    DROP FUNCTION IF EXISTS record_webhook_event();
    DROP FUNCTION IF EXISTS queue_webhook_event(uuid, text, text, uuid);
    DROP TABLE IF EXISTS webhook_queue;
    DROP TABLE IF EXISTS webhook_deliveries;
    DROP TABLE IF EXISTS webhook_events;
    DROP TABLE IF EXISTS webhook_endpoints;
  `.execute(db);
}
