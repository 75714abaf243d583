import { type Kysely, sql } from 'kysely';

/** Reports may be requested as a BRSR XBRL instance (format 'xbrl'). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE reports DROP CONSTRAINT reports_format_check;
    ALTER TABLE reports ADD CONSTRAINT reports_format_check CHECK (format IN ('pdf', 'csv', 'excel', 'json', 'xbrl'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM reports WHERE format = 'xbrl';
    ALTER TABLE reports DROP CONSTRAINT reports_format_check;
    ALTER TABLE reports ADD CONSTRAINT reports_format_check CHECK (format IN ('pdf', 'csv', 'excel', 'json'));
  `.execute(db);
}
