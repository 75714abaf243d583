import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { TenantScope } from './activities.ts';

export interface ErpConnectionKey {
  erpSystem: string;
  endpoint: string;
  company: string;
}

/** The connection's id, created on first use: one per (organisation, mode, system, endpoint, company). */
export async function ensureErpConnection(db: Db, scope: TenantScope, key: ErpConnectionKey): Promise<string> {
  const row = await db
    .insertInto('erp_connections')
    .values({
      organization_id: scope.organizationId,
      mode: scope.mode,
      erp_system: key.erpSystem,
      endpoint: key.endpoint,
      company: key.company,
    })
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'mode', 'erp_system', 'endpoint', 'company'])
        .doUpdateSet({ company: key.company }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setConnectionWatermark(db: Db, connectionId: string, watermark: number | null): Promise<void> {
  await db
    .updateTable('erp_connections')
    .set({ voucher_watermark: watermark, last_synced_at: sql<Date>`now()` })
    .where('id', '=', connectionId)
    .execute();
}

export interface SyncedRange {
  connectionId: string;
  from: string;
  to: string;
  watermark: number;
  mappingHash: string;
}

/**
 * Whether [from, to] lies within a range synced at this voucher watermark under this mapping: then
 * no voucher in it can have changed since (Tally raises $AltVchId on every voucher edit).
 */
export async function rangeUpToDate(db: Db, range: SyncedRange): Promise<boolean> {
  const row = await db
    .selectFrom('erp_synced_ranges')
    .select('connection_id')
    .where('connection_id', '=', range.connectionId)
    .where('period_start', '<=', range.from)
    .where('period_end', '>=', range.to)
    .where('voucher_watermark', '=', range.watermark)
    .where('mapping_hash', '=', range.mappingHash)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordSyncedRange(
  db: Db,
  organizationId: string,
  range: SyncedRange,
  jobId: string,
): Promise<void> {
  await db
    .insertInto('erp_synced_ranges')
    .values({
      organization_id: organizationId,
      connection_id: range.connectionId,
      period_start: range.from,
      period_end: range.to,
      voucher_watermark: range.watermark,
      mapping_hash: range.mappingHash,
      job_id: jobId,
    })
    .onConflict((oc) =>
      oc.columns(['organization_id', 'connection_id', 'period_start', 'period_end']).doUpdateSet({
        voucher_watermark: range.watermark,
        mapping_hash: range.mappingHash,
        job_id: jobId,
        synced_at: sql<Date>`now()`,
      }),
    )
    .execute();
}
