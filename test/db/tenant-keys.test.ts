import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/**
 * The schema can be distributed by organisation (docs/scaling-out.md): every primary and unique key
 * of a table holding organization_id leads with it. audit_log is the one exception: admin actions
 * have no organisation.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

describe('tenant keys', () => {
  it('lead every primary and unique key of a tenant table with organization_id', async () => {
    const keys = await sql<{ table: string; index: string; first_column: string }>`
      SELECT t.relname AS table, i.relname AS index, a.attname AS first_column
      FROM pg_index x
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = x.indkey[0]
      WHERE (x.indisunique OR x.indisprimary)
        AND EXISTS (SELECT 1 FROM pg_attribute o WHERE o.attrelid = t.oid AND o.attname = 'organization_id' AND NOT o.attisdropped)
        AND t.relname <> 'audit_log'
      ORDER BY 1, 2`.execute(database.db);
    expect(keys.rows.map((k) => k.table)).toEqual(
      expect.arrayContaining(['activities', 'api_keys', 'ingest_jobs', 'ingest_job_errors', 'emission_daily_deltas']),
    );
    expect(keys.rows.filter((k) => k.first_column !== 'organization_id')).toEqual([]);
  });
});
