import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { bumpRollupGeneration } from './rollups.ts';

/**
 * Activities first: they reference ingest jobs. ERP connections go too (with their voucher keys and
 * synced ranges), so a sync after a reset stores every voucher again; mappings and schedules are
 * configuration and stay.
 */
const TEST_DATA_TABLES = ['activities', 'emission_daily', 'emission_daily_deltas', 'ingest_jobs', 'idempotency_keys', 'erp_connections'] as const;

/** Deletes every test-mode row of one organisation (never live rows); returns what was removed. */
export async function deleteTestData(db: Db, organizationId: string) {
  const deleted: Record<string, number> = {};
  for (const table of TEST_DATA_TABLES) {
    const result = await sql`DELETE FROM ${sql.table(table)} WHERE organization_id = ${organizationId} AND mode = 'test'`.execute(db);
    deleted[table] = Number(result.numAffectedRows ?? 0);
  }
  await bumpRollupGeneration(db, organizationId, 'test');
  return { activities: deleted.activities!, jobs: deleted.ingest_jobs! };
}
