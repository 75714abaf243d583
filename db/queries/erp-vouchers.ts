import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { ErpVoucherRow } from '../schema.ts';

/**
 * The stored vouchers a chunk touches, locked for the chunk's transaction: those Tally just sent
 * (wherever they were dated before) and every live one dated in the chunk (to find the deleted).
 */
export async function lockChunkVouchers(
  db: Db,
  connectionId: string,
  guids: readonly string[],
  from: string,
  to: string,
): Promise<ErpVoucherRow[]> {
  return db
    .selectFrom('erp_vouchers')
    .selectAll()
    .where('connection_id', '=', connectionId)
    .where((eb) =>
      eb.or([
        eb('guid', '=', sql<string>`ANY(${guids as string[]}::text[])`),
        eb.and([eb('voucher_date', '>=', from), eb('voucher_date', '<=', to), eb('deleted_at', 'is', null)]),
      ]),
    )
    .forUpdate()
    .execute();
}

export interface StoredVoucher {
  connectionId: string;
  guid: string;
  organizationId: string;
  mode: ErpVoucherRow['mode'];
  alterId: number | null;
  /** voucherContentHash: tells an edit apart when Tally sends no ALTERID. */
  contentHash: string;
  mappingHash: string;
  date: string;
  number: string;
  type: string;
  activityIds: string[];
  /** Beside activityIds: each one's activityKey. */
  activityKeys: string[];
  /** The ledger and stock-item names its lines carry. */
  masterNames: string[];
  skipReason: string | null;
  /** Receipt-note numbers the voucher tracks (an invoice's TRACKINGNUMBERs). */
  trackingNumbers: string[];
  /** The names a return may give the voucher by, beside its number: bills it raises, its REFERENCE. */
  billReferences: string[];
  jobId: string;
}

/** Inserts or replaces a voucher's key row (live again if it had been deleted). */
export async function upsertVoucher(db: Db, voucher: StoredVoucher): Promise<void> {
  const values = {
    alter_id: voucher.alterId,
    content_hash: voucher.contentHash,
    mapping_hash: voucher.mappingHash,
    voucher_date: voucher.date,
    voucher_number: voucher.number,
    voucher_type: voucher.type,
    activity_ids: voucher.activityIds,
    activity_keys: voucher.activityKeys,
    master_names: voucher.masterNames,
    skip_reason: voucher.skipReason,
    tracking_numbers: voucher.trackingNumbers,
    bill_references: voucher.billReferences,
    job_id: voucher.jobId,
  };
  await db
    .insertInto('erp_vouchers')
    .values({
      connection_id: voucher.connectionId,
      guid: voucher.guid,
      organization_id: voucher.organizationId,
      mode: voucher.mode,
      ...values,
    })
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'connection_id', 'guid'])
        .doUpdateSet({ ...values, synced_at: sql<Date>`now()`, deleted_at: null }),
    )
    .execute();
}

export async function markVoucherDeleted(db: Db, connectionId: string, guid: string, jobId: string): Promise<void> {
  await db
    .updateTable('erp_vouchers')
    .set({ deleted_at: sql<Date>`now()`, activity_ids: [], activity_keys: [], job_id: jobId })
    .where('connection_id', '=', connectionId)
    .where('guid', '=', guid)
    .execute();
}

/** Live vouchers dated in [from, to] that are held as activities (for a range answered without a pull). */
export async function countHeldVouchers(db: Db, connectionId: string, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('erp_vouchers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('connection_id', '=', connectionId)
    .where('voucher_date', '>=', from)
    .where('voucher_date', '<=', to)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`cardinality(activity_ids) > 0`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** kg CO2e of the live activities of the connection's live vouchers dated in [from, to]. */
export async function heldVoucherEmissions(db: Db, connectionId: string, from: string, to: string): Promise<number> {
  const result = await sql<{ total: string }>`
    SELECT coalesce(sum(a.emissions_kg_co2e), 0)::text AS total
    FROM erp_vouchers v JOIN activities a ON a.organization_id = v.organization_id AND a.id = ANY(v.activity_ids)
    WHERE v.connection_id = ${connectionId} AND v.voucher_date BETWEEN ${from} AND ${to}
      AND v.deleted_at IS NULL AND a.deleted_at IS NULL
  `.execute(db);
  return Number(result.rows[0].total);
}

/** GUIDs of the connection's live vouchers dated in [from, to]: what a chunk's answer must account for. */
export async function liveVoucherGuids(db: Db, connectionId: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('erp_vouchers')
    .select('guid')
    .where('connection_id', '=', connectionId)
    .where('voucher_date', '>=', from)
    .where('voucher_date', '<=', to)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.guid);
}

/** Of these receipt-note numbers, those a live voucher of the connection tracks (an invoice's TRACKINGNUMBER). */
export async function trackedReceiptNotes(db: Db, connectionId: string, numbers: readonly string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const result = await sql<{ number: string }>`
    SELECT DISTINCT n AS number
    FROM erp_vouchers v, unnest(v.tracking_numbers) AS n
    WHERE v.connection_id = ${connectionId} AND v.deleted_at IS NULL AND n = ANY(${numbers as string[]}::text[])
  `.execute(db);
  return result.rows.map((row) => row.number);
}

/**
 * Live vouchers of the connection of these types (the purchase types) that a return may name: by a
 * bill they raise, their REFERENCE or their number.
 */
export async function heldPurchasesNamed(
  db: Db,
  connectionId: string,
  names: readonly string[],
  purchaseTypes: readonly string[],
): Promise<Pick<ErpVoucherRow, 'guid' | 'voucher_number' | 'voucher_date' | 'bill_references'>[]> {
  if (names.length === 0 || purchaseTypes.length === 0) return [];
  return db
    .selectFrom('erp_vouchers')
    .select(['guid', 'voucher_number', 'voucher_date', 'bill_references'])
    .where('connection_id', '=', connectionId)
    .where('deleted_at', 'is', null)
    .where('voucher_type', '=', sql<string>`ANY(${purchaseTypes as string[]}::text[])`)
    .where((eb) =>
      eb.or([
        eb('voucher_number', '=', sql<string>`ANY(${names as string[]}::text[])`),
        sql<boolean>`bill_references && ${names as string[]}::text[]`,
      ]),
    )
    .orderBy('voucher_date')
    .execute();
}

/** Live receipt notes of the connection with these numbers that still hold activities (to be counted on their invoice). */
export async function heldReceiptNotes(
  db: Db,
  connectionId: string,
  numbers: readonly string[],
  receiptNoteTypes: readonly string[],
): Promise<ErpVoucherRow[]> {
  if (numbers.length === 0 || receiptNoteTypes.length === 0) return [];
  return db
    .selectFrom('erp_vouchers')
    .selectAll()
    .where('connection_id', '=', connectionId)
    .where('deleted_at', 'is', null)
    .where('voucher_number', '=', sql<string>`ANY(${numbers as string[]}::text[])`)
    .where('voucher_type', '=', sql<string>`ANY(${receiptNoteTypes as string[]}::text[])`)
    .where(sql<boolean>`cardinality(activity_ids) > 0`)
    .forUpdate()
    .execute();
}

/** A receipt note now counted on the invoice that tracks it: no activities of its own. */
export async function markReceiptNoteInvoiced(
  db: Db,
  connectionId: string,
  guid: string,
  jobId: string,
): Promise<void> {
  await db
    .updateTable('erp_vouchers')
    .set({
      activity_ids: [],
      activity_keys: [],
      skip_reason: 'tracked_by_invoice',
      job_id: jobId,
      synced_at: sql<Date>`now()`,
    })
    .where('connection_id', '=', connectionId)
    .where('guid', '=', guid)
    .execute();
}

/** Ids of the activities the connection's live vouchers hold. */
export async function connectionActivityIds(db: Db, organizationId: string, connectionId: string): Promise<string[]> {
  const result = await sql<{ id: string }>`
    SELECT unnest(activity_ids) AS id FROM erp_vouchers
    WHERE organization_id = ${organizationId} AND connection_id = ${connectionId} AND deleted_at IS NULL
  `.execute(db);
  return result.rows.map((row) => row.id);
}

/** Dates of the connection's live vouchers whose lines name any of these ledgers or stock items. */
export async function datesNamingMasters(db: Db, connectionId: string, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('erp_vouchers')
    .select('voucher_date')
    .distinct()
    .where('connection_id', '=', connectionId)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`master_names && ${names as string[]}::text[]`)
    .execute();
  return rows.map((row) => row.voucher_date);
}
