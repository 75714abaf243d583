import { type Kysely, sql } from 'kysely';

/**
 * Renamed masters: a ledger or stock item renamed in Tally raises $AltMstId, not the ALTERID of the
 * vouchers naming it, so those vouchers must be found and read again:
 * - erp_connections.master_watermark: $AltMstId the connection was last current at;
 * - erp_masters: the connection's ledgers and stock items by GUID with the name last seen, so a
 *   master altered since is told to be a rename (same GUID, another name);
 * - erp_vouchers.master_names: the ledger and stock-item names a held voucher's lines carry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE erp_connections ADD COLUMN master_watermark bigint;
    ALTER TABLE erp_vouchers ADD COLUMN master_names text[] NOT NULL DEFAULT '{}';
    CREATE TABLE erp_masters (
      organization_id uuid NOT NULL,
      connection_id uuid NOT NULL,
      guid text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('ledger', 'stock_item')),
      name text NOT NULL,
      alter_id bigint,
      PRIMARY KEY (organization_id, connection_id, guid),
      FOREIGN KEY (organization_id, connection_id) REFERENCES erp_connections (organization_id, id) ON DELETE CASCADE
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE erp_masters;
    ALTER TABLE erp_vouchers DROP COLUMN master_names;
    ALTER TABLE erp_connections DROP COLUMN master_watermark;
  `.execute(db);
}
