import { type Kysely, sql } from 'kysely';

/**
 * A Tally company is one connection whatever URL spelling or name case reaches it:
 * - erp_connections.company_guid: the company's GUID as Tally lists it, unique per organisation
 *   and mode; a connection made before (keyed by URL and name) takes its GUID at its next sync;
 * - erp_connections.deleted_at: DELETE /v1/ingest/erp-sync/connections/:id; a later sync of the
 *   same company revives it, so vouchers it still holds are never stored twice;
 * - erp_vouchers.tracking_numbers: the receipt notes an invoice tracks (TRACKINGNUMBER), so a goods
 *   receipt and the invoice against it count once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE erp_connections ADD COLUMN company_guid text, ADD COLUMN deleted_at timestamptz,
      DROP CONSTRAINT erp_connections_organization_id_mode_erp_system_endpoint_co_key;
    CREATE UNIQUE INDEX erp_connections_company_guid_key ON erp_connections (organization_id, mode, company_guid)
      WHERE company_guid IS NOT NULL;
    CREATE UNIQUE INDEX erp_connections_endpoint_key ON erp_connections (organization_id, mode, erp_system, endpoint, company)
      WHERE company_guid IS NULL;
    ALTER TABLE erp_vouchers ADD COLUMN tracking_numbers text[] NOT NULL DEFAULT '{}';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE erp_vouchers DROP COLUMN tracking_numbers;
    DROP INDEX erp_connections_endpoint_key;
    DROP INDEX erp_connections_company_guid_key;
    ALTER TABLE erp_connections DROP COLUMN deleted_at, DROP COLUMN company_guid,
      ADD UNIQUE (organization_id, mode, erp_system, endpoint, company);
  `.execute(db);
}
