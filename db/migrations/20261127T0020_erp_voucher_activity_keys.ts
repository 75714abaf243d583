import { type Kysely, sql } from 'kysely';

/**
 * A mapping change re-writes only what it changes:
 * - erp_vouchers.activity_keys: beside activity_ids, each activity's voucher line and a hash of what
 *   the mapping made of it (`<line>:<hash>`), so an activity the mapping still makes alike keeps its
 *   id, and one the user deleted is not made again while the voucher is unchanged in Tally;
 * - erp_vouchers.content_hash: a hash of the voucher as read, which tells an edit apart for a
 *   voucher Tally sent without an ALTERID.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE erp_vouchers ADD COLUMN activity_keys text[] NOT NULL DEFAULT '{}', ADD COLUMN content_hash text
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE erp_vouchers DROP COLUMN activity_keys, DROP COLUMN content_hash`.execute(db);
}
