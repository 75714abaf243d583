import { type Kysely, sql } from 'kysely';

/**
 * The webhook tables' keys lead with organization_id, as every tenant table's do (test/db/tenant-keys:
 * the distribution column of a scale-out, docs/scaling-out.md). webhook_queue holds no organisation,
 * so it keeps its own key and loses its foreign keys (endpoints are soft-deleted, events never are;
 * a delivery removes its queue row). Plain indexes keep the look-ups by id alone that the delivery
 * job makes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE webhook_queue DROP CONSTRAINT webhook_queue_endpoint_id_fkey,
      DROP CONSTRAINT webhook_queue_event_id_fkey;
    ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_endpoint_id_fkey,
      DROP CONSTRAINT webhook_deliveries_event_id_fkey;
    ALTER TABLE webhook_endpoints DROP CONSTRAINT webhook_endpoints_pkey, ADD PRIMARY KEY (organization_id, id);
    ALTER TABLE webhook_events DROP CONSTRAINT webhook_events_pkey, DROP CONSTRAINT webhook_events_id_key,
      ADD PRIMARY KEY (organization_id, id);
    ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_pkey, ADD PRIMARY KEY (organization_id, id),
      ADD FOREIGN KEY (organization_id, endpoint_id) REFERENCES webhook_endpoints (organization_id, id) ON DELETE CASCADE,
      ADD FOREIGN KEY (organization_id, event_id) REFERENCES webhook_events (organization_id, id) ON DELETE CASCADE;
    CREATE INDEX webhook_endpoints_id ON webhook_endpoints (id);
    CREATE INDEX webhook_events_id ON webhook_events (id);
    CREATE INDEX webhook_deliveries_id ON webhook_deliveries (id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX webhook_endpoints_id, webhook_events_id, webhook_deliveries_id;
    ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_organization_id_endpoint_id_fkey,
      DROP CONSTRAINT webhook_deliveries_organization_id_event_id_fkey,
      DROP CONSTRAINT webhook_deliveries_pkey, ADD PRIMARY KEY (id);
    ALTER TABLE webhook_events DROP CONSTRAINT webhook_events_pkey, ADD PRIMARY KEY (seq), ADD UNIQUE (id);
    ALTER TABLE webhook_endpoints DROP CONSTRAINT webhook_endpoints_pkey, ADD PRIMARY KEY (id);
    ALTER TABLE webhook_deliveries ADD FOREIGN KEY (endpoint_id) REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
      ADD FOREIGN KEY (event_id) REFERENCES webhook_events (id) ON DELETE CASCADE;
    ALTER TABLE webhook_queue ADD FOREIGN KEY (endpoint_id) REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
      ADD FOREIGN KEY (event_id) REFERENCES webhook_events (id) ON DELETE CASCADE;
  `.execute(db);
}
