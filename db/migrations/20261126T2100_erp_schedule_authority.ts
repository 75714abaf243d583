import { type Kysely, sql } from 'kysely';

/**
 * erp_schedules.paused_reason: why the service paused a schedule at a fire time (its creating key
 * revoked, expired or gone, or its organisation's plan without ERP access); null while it runs or
 * when its owner paused it. Resuming (enabled: true with a live key) clears it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE erp_schedules ADD COLUMN paused_reason text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE erp_schedules DROP COLUMN paused_reason`.execute(db);
}
