import { type Kysely, sql } from 'kysely';

/**
 * audit_log.request_id is the server's own id of the request; the id a client sent in X-Request-Id
 * (free text, not unique, possibly forged) is kept beside it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE audit_log ADD COLUMN client_request_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE audit_log DROP COLUMN IF EXISTS client_request_id`.execute(db);
}
