import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { TenantScope } from './tenant-scope.ts';

export interface ErpConnectionKey {
  erpSystem: string;
  endpoint: string;
  company: string;
  /** The company's Tally GUID; null when Tally gave none (the connection is then keyed by endpoint and name). */
  companyGuid: string | null;
}

/**
 * The connection's id: the organisation's connection to this company GUID (revived if deleted,
 * with the endpoint and name it was last reached by), else one made before GUIDs were read at this
 * endpoint and name (which takes the GUID), else a new one.
 */
export async function ensureErpConnection(db: Db, scope: TenantScope, key: ErpConnectionKey): Promise<string> {
  const reached = { endpoint: key.endpoint, company: key.company, deleted_at: null };
  const owned = db
    .updateTable('erp_connections')
    .set({ ...reached, company_guid: key.companyGuid })
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('erp_system', '=', key.erpSystem);
  if (key.companyGuid !== null) {
    const byGuid = await owned.where('company_guid', '=', key.companyGuid).returning('id').executeTakeFirst();
    if (byGuid) return byGuid.id;
  }
  const legacy = await owned
    .where('company_guid', 'is', null)
    .where('endpoint', '=', key.endpoint)
    .where('company', '=', key.company)
    .returning('id')
    .executeTakeFirst();
  if (legacy) return legacy.id;
  const row = await db
    .insertInto('erp_connections')
    .values({
      organization_id: scope.organizationId,
      mode: scope.mode,
      erp_system: key.erpSystem,
      ...reached,
      company_guid: key.companyGuid,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Until the caller's transaction ends, no other chunk of this connection commits (a pull and a push at once). */
export async function lockConnectionCommits(trx: Db, connectionId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`erp_connection:${connectionId}`}, 0))`.execute(trx);
}

export async function setConnectionWatermark(db: Db, connectionId: string, watermark: number | null): Promise<void> {
  await db
    .updateTable('erp_connections')
    .set({ voucher_watermark: watermark, last_synced_at: sql<Date>`now()` })
    .where('id', '=', connectionId)
    .execute();
}

/** The connection's masters (ledgers, stock items) by GUID, of these GUIDs. */
export async function mastersByGuid(
  db: Db,
  connection: { id: string; organizationId: string },
  guids: readonly string[],
) {
  if (guids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('erp_masters')
    .select(['guid', 'name'])
    .where('organization_id', '=', connection.organizationId)
    .where('connection_id', '=', connection.id)
    .where('guid', '=', sql<string>`ANY(${guids as string[]}::text[])`)
    .execute();
  return new Map(rows.map((row) => [row.guid, row.name]));
}

/** Stores the masters as last seen and the $AltMstId the connection is now current at. */
export async function recordMasters(
  db: Db,
  connection: { id: string; organizationId: string },
  masters: readonly { guid: string; kind: 'ledger' | 'stock_item'; name: string; alterId: number | null }[],
  watermark: number,
): Promise<void> {
  const byGuid = new Map(masters.map((master) => [master.guid, master]));
  for (let start = 0; start < byGuid.size; start += 1000) {
    const rows = [...byGuid.values()].slice(start, start + 1000).map((master) => ({
      connection_id: connection.id,
      guid: master.guid,
      organization_id: connection.organizationId,
      kind: master.kind,
      name: master.name,
      alter_id: master.alterId,
    }));
    await db
      .insertInto('erp_masters')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['organization_id', 'connection_id', 'guid']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          kind: eb.ref('excluded.kind'),
          alter_id: eb.ref('excluded.alter_id'),
        })),
      )
      .execute();
  }
  await db
    .updateTable('erp_connections')
    .set({ master_watermark: watermark })
    .where('id', '=', connection.id)
    .execute();
}

/** The watermark the connection was last current at, and every range it synced. */
export async function connectionSyncState(db: Db, connectionId: string) {
  const connection = await db
    .selectFrom('erp_connections')
    .select(['voucher_watermark', 'master_watermark'])
    .where('id', '=', connectionId)
    .executeTakeFirstOrThrow();
  const ranges = await db
    .selectFrom('erp_synced_ranges')
    .select(['period_start', 'period_end'])
    .where('connection_id', '=', connectionId)
    .execute();
  return {
    voucherWatermark: connection.voucher_watermark === null ? null : Number(connection.voucher_watermark),
    masterWatermark: connection.master_watermark === null ? null : Number(connection.master_watermark),
    synced: ranges.map((range) => ({ from: range.period_start, to: range.period_end })),
  };
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

/** The organisation's connections that are not deleted, with what each holds, oldest first. */
export async function listErpConnections(db: Db, scope: TenantScope) {
  const result = await sql<{
    id: string;
    erp_system: string;
    endpoint: string;
    company: string;
    company_guid: string | null;
    voucher_watermark: string | null;
    master_watermark: string | null;
    last_synced_at: Date | null;
    created_at: Date;
    vouchers: string;
    vouchers_held: string;
    activities: string;
    emissions_kg_co2e: string;
    first_voucher_date: string | null;
    last_voucher_date: string | null;
  }>`
    SELECT c.id, c.erp_system, c.endpoint, c.company, c.company_guid, c.voucher_watermark::text, c.master_watermark::text,
           c.last_synced_at, c.created_at,
           count(v.guid)::text AS vouchers,
           count(v.guid) FILTER (WHERE cardinality(v.activity_ids) > 0)::text AS vouchers_held,
           coalesce(sum(a.activities), 0)::text AS activities,
           coalesce(sum(a.kg), 0)::text AS emissions_kg_co2e,
           min(v.voucher_date)::text AS first_voucher_date, max(v.voucher_date)::text AS last_voucher_date
    FROM erp_connections c
    LEFT JOIN erp_vouchers v
      ON v.organization_id = c.organization_id AND v.connection_id = c.id AND v.deleted_at IS NULL
    LEFT JOIN LATERAL (
      SELECT count(*) AS activities, sum(x.emissions_kg_co2e) AS kg FROM activities x
      WHERE x.organization_id = v.organization_id AND x.id = ANY(v.activity_ids) AND x.deleted_at IS NULL
    ) a ON true
    WHERE c.organization_id = ${scope.organizationId} AND c.mode = ${scope.mode} AND c.deleted_at IS NULL
    GROUP BY c.organization_id, c.id
    ORDER BY c.created_at, c.id
  `.execute(db);
  return result.rows;
}

/** A connection of the organisation that is not deleted, locked for its deletion. */
export async function lockErpConnection(db: Db, scope: TenantScope, id: string) {
  return db
    .selectFrom('erp_connections')
    .selectAll()
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function softDeleteErpConnection(db: Db, scope: TenantScope, id: string) {
  return db
    .updateTable('erp_connections')
    .set({ deleted_at: sql<Date>`now()` })
    .where('organization_id', '=', scope.organizationId)
    .where('id', '=', id)
    .returning('deleted_at')
    .executeTakeFirstOrThrow();
}

/**
 * Forgets what the connection synced (its vouchers as deleted, its synced ranges): after its
 * activities are deleted, a later sync of the company reads every voucher again.
 */
export async function forgetConnectionSyncs(db: Db, scope: TenantScope, id: string): Promise<void> {
  await db
    .updateTable('erp_vouchers')
    .set({ deleted_at: sql<Date>`now()`, activity_ids: [], activity_keys: [] })
    .where('organization_id', '=', scope.organizationId)
    .where('connection_id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
  await db
    .deleteFrom('erp_synced_ranges')
    .where('organization_id', '=', scope.organizationId)
    .where('connection_id', '=', id)
    .execute();
}

/** The organisation's live connection of a Tally company, by the company's GUID (one per GUID). */
export async function findErpConnectionByGuid(db: Db, scope: TenantScope, companyGuid: string) {
  return db
    .selectFrom('erp_connections')
    .select(['id', 'voucher_watermark', 'endpoint', 'company'])
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('company_guid', '=', companyGuid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
