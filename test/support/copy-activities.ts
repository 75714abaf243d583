import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Makes an organisation's one stored activity `total` (new ids and seq, same figures): volume for
 * exports, which read rows and not how they came. Rollups are not touched (exports do not read them).
 */
export async function copyActivity(db: Db, organizationId: string, total: number): Promise<void> {
  const { rows } = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'activities' AND column_name NOT IN ('id', 'seq', 'created_at')
    ORDER BY ordinal_position`.execute(db);
  const columns = sql.join(rows.map((row) => sql.ref(row.column_name)));
  await sql`
    INSERT INTO activities (${columns})
    SELECT ${columns} FROM activities CROSS JOIN generate_series(2, ${total})
    WHERE organization_id = ${organizationId}`.execute(db);
}
