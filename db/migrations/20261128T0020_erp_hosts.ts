import { type Kysely, sql } from 'kysely';

/**
 * Tally hosts each organisation may pull from, per mode (issue #26 item 2): a pull to a host not
 * registered here is refused before connecting. ERP_ALLOWED_HOSTS only bounds what may be
 * registered. Soft-deleted (deleted_at) so the audit's ids keep pointing at a row.
 *
 * Nothing that worked stops: the hosts of existing connections, of schedules and of open syncs are
 * registered for their organisation and mode, each with the port it used.
 */
/**
 * The host and port a URL reaches, as erp_hosts holds them. db/ imports nothing of ours, and a
 * migration must mean what it meant when it ran: so this is its own copy of urlHost/urlPort
 * (domain/erp/erp-hosts.ts), which test/api/erp-hosts.test.ts holds to the same answers.
 */
export function usedHost(url: URL): { host: string; port: number } {
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  const [high, low] = mapped ? [parseInt(mapped[1], 16), parseInt(mapped[2], 16)] : [0, 0];
  return {
    host: mapped ? [high >> 8, high & 255, low >> 8, low & 255].join('.') : host,
    port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE erp_hosts (
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      host text NOT NULL,
      port integer CHECK (port BETWEEN 1 AND 65535),
      description text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      deleted_at timestamptz,
      PRIMARY KEY (organization_id, id)
    );
    CREATE UNIQUE INDEX erp_hosts_registered ON erp_hosts (organization_id, mode, host, coalesce(port, 0))
      WHERE deleted_at IS NULL;
  `.execute(db);

  const used = await sql<{ organization_id: string; mode: string; url: string }>`
    SELECT organization_id, mode, endpoint AS url FROM erp_connections WHERE deleted_at IS NULL
    UNION SELECT organization_id, mode, connection_config->>'tally_url' FROM erp_schedules WHERE deleted_at IS NULL
    UNION SELECT organization_id, mode, payload->'connection_config'->>'tally_url' FROM ingest_jobs
      WHERE kind = 'erp_sync' AND status IN ('queued', 'running')
  `.execute(db);
  for (const row of used.rows) {
    let url: URL;
    try {
      url = new URL(row.url);
    } catch {
      continue; // never reachable: nothing to keep working
    }
    const { host, port } = usedHost(url);
    await sql`
      INSERT INTO erp_hosts (organization_id, mode, host, port, description, created_by)
      VALUES (${row.organization_id}, ${row.mode}, ${host}, ${port}, 'in use before hosts were registered', 'migration')
      ON CONFLICT DO NOTHING
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS erp_hosts`.execute(db);
}
