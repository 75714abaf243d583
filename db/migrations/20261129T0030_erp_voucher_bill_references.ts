import { type Kysely, sql } from 'kysely';

/**
 * Purchase returns net against their purchase's month:
 * - erp_vouchers.bill_references: the names a return (a Debit Note's 'Agst Ref' bill, its REFERENCE)
 *   may give a held purchase by, beside its voucher number: the bills it raises ('New Ref') and its
 *   REFERENCE (the supplier's invoice number).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE erp_vouchers ADD COLUMN bill_references text[] NOT NULL DEFAULT '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE erp_vouchers DROP COLUMN bill_references`.execute(db);
}
