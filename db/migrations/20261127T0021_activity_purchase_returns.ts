import { type Kysely, sql } from 'kysely';

/**
 * A purchase return an ERP sync nets against purchases (a Debit Note's goods, a refund credited to
 * an expense ledger) is an activity with a negative quantity and negated figures; no other activity
 * may have one, so a negative quantity needs the sync's mark (metadata.purchase_return).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE activities DROP CONSTRAINT activities_quantity_check,
      ADD CONSTRAINT activities_quantity_check
        CHECK (quantity > 0 OR (quantity < 0 AND source_type = 'erp' AND metadata ? 'purchase_return'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE activities DROP CONSTRAINT activities_quantity_check,
      ADD CONSTRAINT activities_quantity_check CHECK (quantity > 0)
  `.execute(db);
}
