import { type Kysely, sql } from 'kysely';

/**
 * Voucher rows stored before content hashes, activity keys and master names were kept (migrations
 * 20261127T0020 and T0022) have content_hash NULL and no master_names, so a renamed ledger or stock
 * item never finds them and an edit without an ALTERID is never seen. Their content cannot be
 * rebuilt here (only Tally holds it): each synced range holding such a row is marked as current at
 * no watermark (-1), so the next sync of the range reads it again and the sync writes the missing
 * hash and names, the activities left as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE erp_synced_ranges AS r SET voucher_watermark = -1
    WHERE EXISTS (
      SELECT 1 FROM erp_vouchers AS v
      WHERE v.organization_id = r.organization_id AND v.connection_id = r.connection_id
        AND v.content_hash IS NULL AND v.deleted_at IS NULL
        AND v.voucher_date BETWEEN r.period_start AND r.period_end
    )
  `.execute(db);
}

/** The ranges are read again at the next sync either way: nothing to undo. */
export async function down(): Promise<void> {}
