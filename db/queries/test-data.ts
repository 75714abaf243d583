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
  const deleted: Record<string, number> = {};
  const filePaths: string[] = [];
  for (const table of TEST_DATA_TABLES) {
    // The files are those of the job rows this DELETE removes: a job an upload committed while the
    // reset ran (after an earlier read of the paths) is deleted too, and its file must go with it.
    const result = await sql<{ file_path: string | null }>`
      DELETE FROM ${sql.table(table)} WHERE organization_id = ${organizationId} AND mode = 'test'
      ${table === 'ingest_jobs' ? sql`RETURNING file_path` : sql``}
    `.execute(db);
    deleted[table] = table === 'ingest_jobs' ? result.rows.length : Number(result.numAffectedRows ?? 0);
    for (const row of result.rows) if (row.file_path) filePaths.push(row.file_path);
  }
  await bumpRollupGeneration(db, organizationId, 'test');
  return { counts: { activities: deleted.activities, jobs: deleted.ingest_jobs }, filePaths };
}
