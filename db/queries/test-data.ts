import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { bumpRollupGeneration } from './rollups.ts';

/**
 * Activities first: they reference ingest jobs. ERP connections go too (with their voucher keys and
 * synced ranges), so a sync after a reset stores every voucher again; locked years go with the data
 * they protected; mappings and schedules are configuration and stay.
 */
const TEST_DATA_TABLES = [
  'activities',
  'emission_daily',
  'emission_daily_deltas',
  'ingest_jobs',
  'idempotency_keys',
  'erp_connections',
  'period_locks',
] as const;

/**
 * Deletes every test-mode row of one organisation (never live rows); returns what was removed and the
 * stored files of the deleted jobs (relative to STORAGE_DIR), for the caller to remove once committed.
 */
export async function deleteTestData(db: Db, organizationId: string) {
  const files = await db
    .selectFrom('ingest_jobs')
    .select('file_path')
    .where('organization_id', '=', organizationId)
    .where('mode', '=', 'test')
    .where('file_path', 'is not', null)
    .execute();
  const deleted: Record<string, number> = {};
  for (const table of TEST_DATA_TABLES) {
    const result =
      await sql`DELETE FROM ${sql.table(table)} WHERE organization_id = ${organizationId} AND mode = 'test'`.execute(
        db,
      );
    deleted[table] = Number(result.numAffectedRows ?? 0);
  }
  await bumpRollupGeneration(db, organizationId, 'test');
  return {
    counts: { activities: deleted.activities, jobs: deleted.ingest_jobs },
    filePaths: files.map((row) => row.file_path!),
  };
}
