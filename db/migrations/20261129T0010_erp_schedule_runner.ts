import { type Kysely, sql } from 'kysely';

/**
 * Who runs a schedule's fire times (issue #26): the scheduler role's pull ('server', every schedule
 * so far) or the on-premise connector (`carbon tally agent`), which asks the API for due runs and
 * claims each fire time before pushing it. A connector schedule is never pulled by the server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE erp_schedules
      ADD COLUMN runner text NOT NULL DEFAULT 'server' CHECK (runner IN ('server', 'connector'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE erp_schedules DROP COLUMN runner`.execute(db);
}
