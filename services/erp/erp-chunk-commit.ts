import type { Db } from '../../db/database.ts';
import { activityPeriods, liveActivityIds, softDeleteActivity } from '../../db/queries/activities.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import { lockConnectionCommits, recordSyncedRange } from '../../db/queries/erp-connections.ts';
import {
  heldReceiptNotes,
  lockChunkVouchers,
  markReceiptNoteInvoiced,
  markVoucherDeleted,
  upsertVoucher,
} from '../../db/queries/erp-vouchers.ts';
import { insertNewErrors, type IngestErrorRow } from '../../db/queries/ingest-batches.ts';
import { saveJobCheckpoint, type JobCheckpoint } from '../../db/queries/ingest-job-runs.ts';
import type { ActivityRow, ErpVoucherRow } from '../../db/schema.ts';
import type { ErpSyncResult } from '../../domain/erp/erp-sync-schema.ts';
import { addWarnings, type ErpWarningCode, type VoucherWarningInput } from '../../domain/erp/erp-sync-warnings.ts';
import { voucherTypeRule, type TallyVoucherType } from '../../domain/erp/tally-voucher-types.ts';
import type { SyncChunk } from '../../domain/erp/month-chunks.ts';
import { voucherSkipReason, type LineSkip } from '../../domain/erp/tally-voucher-activities.ts';
import type { TallyVoucher } from '../../domain/erp/tally-voucher-parser.ts';
import { keyLine, sameVoucher, voucherContentHash } from '../../domain/erp/tally-voucher-fingerprints.ts';
import {
  buildActivityRow,
  storeActivities,
  type ActivityOwner,
  type ActivityWrite,
} from '../activities/activity-row.ts';
import { ResolutionRows } from '../activities/resolution-rows.ts';
import type { Calculation } from '../../domain/calculation/calculation-schema.ts';
import type { ActivitySubmission } from '../../domain/schemas/activity-submission.ts';
import { periodLockedReason, type LockedPeriod, type LockedPeriods } from '../../domain/periods/locked-periods.ts';
import { readLockedPeriods } from '../periods/locked-periods-guard.ts';
import { purchaseNames } from './purchase-return-matches.ts';

/** An activity ready to store, with its key (activityKey: the voucher line and what the mapping made of it). */
export interface CalculatedActivity {
  submission: ActivitySubmission;
  calculation: Calculation;
  key: string;
}

/** A voucher ready to store: its calculated activities and every line (or the voucher) that gave none. */
export interface CalculatedVoucher {
  voucher: TallyVoucher;
  activities: CalculatedActivity[];
  skips: LineSkip[];
}

/** A voucher whose key row is written: the activities it keeps, and those inserted for it. */
interface VoucherWrite {
  entry: CalculatedVoucher;
  contentHash: string;
  /** A null key: an activity of a row stored before keys were kept (its row keeps no keys). */
  kept: { id: string; key: string | null }[];
  added: CalculatedActivity[];
  /** Where its added activities start among the chunk's inserted rows. */
  firstRow: number;
}

/**
 * An unaltered voucher read under another mapping (or reading otherwise: a master it names was
 * renamed), line by line: an activity the mapping makes
 * alike keeps its id; one it makes otherwise is replaced, unless the user deleted it (it stays
 * deleted until the voucher changes in Tally, whatever the mapping makes of its line). A row
 * stored before activity keys were kept is replaced whole, or left as it is if the user deleted
 * any of its activities.
 */
function remapPlan(held: ErpVoucherRow, entry: CalculatedVoucher, live: ReadonlySet<string>) {
  const kept: VoucherWrite['kept'] = [];
  const add: CalculatedActivity[] = [];
  const remove: string[] = [];
  if (held.activity_keys.length !== held.activity_ids.length) {
    if (held.activity_ids.every((id) => live.has(id)))
      return { kept, add: entry.activities, remove: held.activity_ids };
    return { kept: held.activity_ids.map((id) => ({ id, key: null })), add, remove };
  }
  const byLine = new Map(held.activity_keys.map((key, index) => [keyLine(key), { id: held.activity_ids[index], key }]));
  for (const activity of entry.activities) {
    const line = keyLine(activity.key);
    const before = byLine.get(line);
    byLine.delete(line);
    if (before === undefined) add.push(activity);
    else if (before.key === activity.key || !live.has(before.id)) kept.push(before);
    else {
      remove.push(before.id);
      add.push(activity);
    }
  }
  for (const before of byLine.values()) {
    if (live.has(before.id)) remove.push(before.id);
    else kept.push(before);
  }
  return { kept, add, remove };
}

export interface ChunkCommit {
  owner: ActivityOwner & TenantScope & { ingestJobId: string };
  /** For the audit log. */
  actorLabel: string;
  connectionId: string;
  chunk: SyncChunk;
  chunkIndex: number;
  vouchers: CalculatedVoucher[];
  /** The company's voucher types (voucherTypeIndex), for the rule listed per type. */
  voucherTypes: ReadonlyMap<string, TallyVoucherType>;
  mappingHash: string;
  /** Tally's $AltVchId read before the pull; null when Tally gave none (the range is then always pulled). */
  watermark: number | null;
  /** The job's result before this chunk; the returned one includes it. */
  result: ErpSyncResult;
}

/** Skipped vouchers and lines are numbered per chunk in the job's errors: chunk k's n-th is k × 1,000,000 + n. */
const POSITIONS_PER_CHUNK = 1_000_000;
/** Well below PostgreSQL's 65,535 bind parameters per statement at 34 columns a row. */
const INSERT_ROWS = 1_000;

function skipRow(position: number, voucher: TallyVoucher, skip: LineSkip): IngestErrorRow {
  const raw = {
    guid: voucher.guid,
    voucher_number: voucher.number,
    voucher_type: voucher.type,
    date: voucher.rawDate,
    ledger: skip.line?.ledger ?? null,
    stock_item: skip.line?.stockItem ?? null,
    amount: skip.line?.rawAmount ?? null,
  };
  return { line: position, field: skip.reason, reason: skip.detail, raw: JSON.stringify(raw) };
}

/** A voucher as a job error names it. */
interface VoucherRef {
  guid: string;
  number: string | null;
  type: string | null;
  date: string;
}

const storedVoucherRef = (row: ErpVoucherRow): VoucherRef => ({
  guid: row.guid,
  number: row.voucher_number,
  type: row.voucher_type,
  date: row.voucher_date,
});

/** A voucher left as it was because it is dated in a locked year, as a job error (field period_locked). */
function lockedRow(position: number, voucher: VoucherRef, change: string, lock: LockedPeriod): IngestErrorRow {
  const raw = { guid: voucher.guid, voucher_number: voucher.number, voucher_type: voucher.type, date: voucher.date };
  return {
    line: position,
    field: 'period_locked',
    reason: `voucher ${change} in Tally not applied: ${periodLockedReason(lock)}`,
    raw: JSON.stringify(raw),
  };
}

/**
 * The locked year a voucher's write would touch (its dates, the periods of the activities it would
 * get or those it holds); undefined when it may be written.
 */
function voucherLock(
  locks: LockedPeriods,
  dates: readonly (string | null | undefined)[],
  periods: readonly { start: string; end: string }[],
): LockedPeriod | undefined {
  for (const date of dates) {
    const lock = date ? locks.covering(date, date) : undefined;
    if (lock) return lock;
  }
  for (const period of periods) {
    const lock = locks.covering(period.start, period.end);
    if (lock) return lock;
  }
  return undefined;
}

const period = (row: { period_start: string; period_end: string }) => ({
  start: row.period_start,
  end: row.period_end,
});

/** What an audit record keeps of an activity a sync removed. */
function removedActivity(row: ActivityRow) {
  return {
    id: row.id,
    activity_type: row.activity_type,
    quantity: row.quantity,
    unit: row.unit,
    period: { start: row.period_start, end: row.period_end },
    emissions_kg_co2e: row.emissions_kg_co2e,
    factor_id: row.factor_id,
    metadata: row.metadata,
  };
}

/**
 * Each return under the one code saying what became of it: netted against the purchase it names,
 * kept on its own date for want of a purchase, or kept on its own date as that purchase's year is locked.
 */
function returnWarning(against: { locked_year: string | null } | null | undefined): ErpWarningCode {
  if (!against) return 'returns_unmatched';
  return against.locked_year ? 'returns_year_locked' : 'returns_netted';
}

/** A voucher's part in the sync's warnings: its uncounted lines and the activities counted on an assumption. */
function warningInput(entry: CalculatedVoucher): VoucherWarningInput {
  return {
    month: (entry.voucher.date ?? entry.voucher.rawDate).slice(0, 7),
    skips: entry.skips,
    assumptions: entry.activities.flatMap(({ submission }) => {
      const metadata = submission.metadata ?? {};
      const returned = metadata.purchase_return as { against?: { locked_year: string | null } | null } | undefined;
      const codes: ErpWarningCode[] = [
        ...(metadata.quantity_assumed
          ? ([metadata.estimated === true ? 'estimated' : 'quantity_assumed'] as const)
          : []),
        ...(returned ? [returnWarning(returned.against)] : []),
        ...(metadata.direction_conflict ? (['direction_from_amount'] as const) : []),
      ];
      return codes.map((code) => ({ activityType: submission.activity_type, code }));
    }),
  };
}

/** Counts a voucher under its type, with the rule applied to the type. */
function countVoucherType(result: ErpSyncResult, voucher: TallyVoucher, types: ReadonlyMap<string, TallyVoucherType>) {
  const listed = result.voucher_types[voucher.type];
  if (listed) {
    listed.vouchers += 1;
    return;
  }
  const rule = voucherTypeRule(voucher.type, types);
  result.voucher_types[voucher.type] = {
    base_type: rule.base,
    class: rule.vchClass,
    rule: rule.rule,
    why: rule.why,
    vouchers: 1,
  };
}

/** The job's counters, result and resume point after chunk `chunkIndex`. */
export function chunkCheckpoint(result: ErpSyncResult, chunkIndex: number): JobCheckpoint {
  return {
    resumeLine: chunkIndex + 1,
    result,
    rowsRead: result.vouchers_read,
    rowsStored: result.records_synced,
    rowsFailed: result.skipped,
  };
}

/**
 * Stores one chunk all or nothing: new vouchers' activities with their rollup deltas; for a voucher
 * whose ALTERID (or the mapping) changed, the old activities soft-deleted (deltas out) and the new
 * ones inserted (deltas in); for a voucher gone from Tally, its activities soft-deleted; each
 * removal audited; the voucher keys, the skipped vouchers, the range's watermark and the job's
 * result and checkpoint. A failure leaves the chunk as it was, and a retry redoes exactly it.
 * A voucher whose change would write anything dated in a locked fiscal year is not applied (its
 * activities and key stay as they were), listed in the job errors and counted in not_applied_locked;
 * the range's watermark is then not recorded, so a sync after the unlock pulls it again.
 */
export async function commitErpChunk(db: Db, commit: ChunkCommit): Promise<ErpSyncResult> {
  return db.transaction().execute((trx) => commitErpChunkIn(trx, commit));
}

/**
 * The same within the caller's transaction (a push commits its job row with the chunk). Commits of
 * one connection take turns (a pull and a push of the same company at once): the second reads the
 * voucher keys the first wrote, so no voucher is stored twice.
 */
export async function commitErpChunkIn(trx: Db, commit: ChunkCommit): Promise<ErpSyncResult> {
  const { owner, connectionId, chunk, mappingHash } = commit;
  const result: ErpSyncResult = structuredClone(commit.result);
  const countSkip = (reason: LineSkip['reason']) => {
    result.skipped_by_reason[reason] = (result.skipped_by_reason[reason] ?? 0) + 1;
  };
  await lockConnectionCommits(trx, connectionId);
  const keyed = commit.vouchers.filter((entry) => entry.voucher.guid && entry.voucher.date);
  const existing = new Map<string, ErpVoucherRow>(
    (
      await lockChunkVouchers(
        trx,
        connectionId,
        keyed.map((entry) => entry.voucher.guid),
        chunk.from,
        chunk.to,
      )
    ).map((row) => [row.guid, row]),
  );
  const skipRows: IngestErrorRow[] = [];
  const listSkip = (voucher: TallyVoucher, skip: LineSkip) => {
    skipRows.push(skipRow(commit.chunkIndex * POSITIONS_PER_CHUNK + skipRows.length, voucher, skip));
  };
  const locks = await readLockedPeriods(trx, owner);
  const heldIds = [...existing.values()].flatMap((row) => (row.deleted_at === null ? row.activity_ids : []));
  const heldPeriods = new Map((await activityPeriods(trx, owner, heldIds)).map((row) => [row.id, period(row)]));
  const periodsOf = (ids: readonly string[]) => ids.flatMap((id) => heldPeriods.get(id) ?? []);
  const lockedWarnings: VoucherWarningInput[] = [];
  const listLocked = (voucher: VoucherRef, change: string, lock: LockedPeriod) => {
    skipRows.push(lockedRow(commit.chunkIndex * POSITIONS_PER_CHUNK + skipRows.length, voucher, change, lock));
    lockedWarnings.push({ month: voucher.date.slice(0, 7), skips: [{ reason: 'period_locked' }], assumptions: [] });
    result.not_applied_locked += 1;
  };

  const removeActivities = async (ids: readonly string[], why: string, voucher: Record<string, unknown>) => {
    for (const id of ids) {
      const row = await softDeleteActivity(trx, owner, id);
      if (!row) continue;
      result.activities_deleted += 1;
      await recordAudit(trx, {
        organizationId: owner.organizationId,
        mode: owner.mode,
        actor: commit.actorLabel,
        apiKeyId: owner.apiKeyId,
        requestId: owner.requestId,
        action: 'activity.delete',
        entityType: 'activity',
        entityId: row.id,
        snapshot: { reason: why, ingest_job_id: owner.ingestJobId, voucher, activity: removedActivity(row) },
      });
    }
  };

  // Activities of unchanged vouchers read under another mapping: which are still live (the others the user deleted).
  const contentHashes = new Map(keyed.map(({ voucher }) => [voucher.guid, voucherContentHash(voucher)]));
  // Held vouchers to re-map: read under another mapping, or reading otherwise under the same ALTERID (a renamed master).
  const rereads = (row: ErpVoucherRow) =>
    row.mapping_hash !== mappingHash ||
    (row.content_hash !== null && contentHashes.has(row.guid) && row.content_hash !== contentHashes.get(row.guid));
  const remapped = [...existing.values()].filter((row) => row.deleted_at === null && rereads(row));
  const live = new Set(
    await liveActivityIds(
      trx,
      owner,
      remapped.flatMap((row) => row.activity_ids),
    ),
  );

  // Vouchers to (re)write, with the rows their new activities become; ids are known after the insert.
  const writes: VoucherWrite[] = [];
  const rows: ActivityWrite[] = [];
  const resolutions = new ResolutionRows();
  for (const entry of commit.vouchers) {
    const { voucher } = entry;
    result.vouchers_read += 1;
    countVoucherType(result, voucher, commit.voucherTypes);
    const stored = entry.activities.length > 0;
    const listed = stored ? entry.skips.filter((skip) => skip.reason !== 'ignored') : [voucherSkipReason(entry.skips)];
    for (const skip of listed) listSkip(voucher, skip);
    if (stored) result.skipped_lines += listed.length;
    else {
      result.skipped += 1;
      countSkip(listed[0].reason);
    }
    if (!voucher.guid || !voucher.date) continue;

    const contentHash = contentHashes.get(voucher.guid)!;
    const previous = existing.get(voucher.guid);
    const held = previous && previous.deleted_at === null ? previous : undefined;
    const unaltered = held !== undefined && sameVoucher(held, voucher, contentHash);
    if (unaltered && !rereads(held)) {
      if (stored) result.unchanged += 1;
      // A row stored before content hashes and master names were kept gets them now, its activities
      // untouched (their line keys are unknown), so a later rename or edit without ALTERID finds it.
      if (held.content_hash === null) {
        const kept = held.activity_ids.map((id) => ({ id, key: null }));
        writes.push({ entry, contentHash, kept, added: [], firstRow: rows.length });
      }
      continue;
    }
    const lock = voucherLock(
      locks,
      [voucher.date, held?.voucher_date],
      [...entry.activities.map(({ submission }) => submission.period), ...periodsOf(held?.activity_ids ?? [])],
    );
    if (lock) {
      const ref = { guid: voucher.guid, number: voucher.number, type: voucher.type, date: voucher.date };
      listLocked(ref, held ? 'altered' : 'created', lock);
      continue;
    }
    const plan = unaltered
      ? remapPlan(held, entry, live)
      : { kept: [], add: entry.activities, remove: held?.activity_ids ?? [] };
    const why = unaltered
      ? held.mapping_hash !== mappingHash
        ? 'the mapping makes another activity of the voucher line'
        : 'the voucher line reads otherwise under the same ALTERID (a ledger or stock item it names was altered in Tally)'
      : voucher.alterId === null
        ? 'voucher altered in Tally (its content changed; Tally sent no ALTERID)'
        : `voucher altered in Tally (ALTERID ${held?.alter_id} → ${voucher.alterId})`;
    await removeActivities(plan.remove, why, {
      guid: voucher.guid,
      voucher_number: voucher.number,
      alter_id: voucher.alterId,
    });
    const changed = plan.add.length > 0 || plan.remove.length > 0;
    const heldBefore = held !== undefined && held.activity_ids.length > 0;
    if (!changed) {
      if (stored) result.unchanged += 1;
    } else if (stored) result[heldBefore ? 'updated' : 'created'] += 1;
    writes.push({ entry, contentHash, kept: plan.kept, added: plan.add, firstRow: rows.length });
    rows.push(
      ...plan.add.map(({ submission, calculation }) =>
        buildActivityRow(owner, submission, calculation, null, resolutions),
      ),
    );
  }

  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += INSERT_ROWS) {
    ids.push(...(await storeActivities(trx, rows.slice(start, start + INSERT_ROWS))).map((row) => row.id));
  }
  result.activities_created += ids.length;
  for (const { entry, contentHash, kept, added, firstRow } of writes) {
    const { voucher } = entry;
    const activityIds = [...kept.map((activity) => activity.id), ...ids.slice(firstRow, firstRow + added.length)];
    await upsertVoucher(trx, {
      connectionId,
      guid: voucher.guid,
      organizationId: owner.organizationId,
      mode: owner.mode,
      alterId: voucher.alterId,
      contentHash,
      mappingHash,
      date: voucher.date!,
      number: voucher.number,
      type: voucher.type,
      activityIds,
      masterNames: [...new Set(voucher.lines.flatMap((line) => [line.ledger, line.stockItem]))].filter(
        (name): name is string => name !== null,
      ),
      activityKeys: [...kept.flatMap(({ key }) => (key === null ? [] : [key])), ...added.map(({ key }) => key)],
      skipReason: activityIds.length === 0 ? voucherSkipReason(entry.skips).reason : null,
      trackingNumbers: voucher.cancelled || voucher.optional ? [] : voucher.trackingNumbers,
      billReferences: purchaseNames(voucher),
      jobId: owner.ingestJobId,
    });
  }

  // Receipt notes held from before whose invoice arrived now: the goods count on the invoice alone.
  const receiptNoteTypes = [...commit.voucherTypes.values()]
    .filter((type) => voucherTypeRule(type.name, commit.voucherTypes).rule === 'counted_unless_invoiced')
    .map((type) => type.name);
  const tracked = commit.vouchers.flatMap(({ voucher }) =>
    voucher.cancelled || voucher.optional ? [] : voucher.trackingNumbers,
  );
  for (const note of await heldReceiptNotes(trx, connectionId, tracked, receiptNoteTypes)) {
    const notePeriods = (await activityPeriods(trx, owner, note.activity_ids)).map(period);
    const lock = voucherLock(locks, [note.voucher_date], notePeriods);
    if (lock) {
      listLocked(storedVoucherRef(note), 'invoiced (receipt note tracked by a purchase invoice)', lock);
      continue;
    }
    const why = `receipt note ${note.voucher_number} is tracked by a purchase invoice, which counts the goods`;
    await removeActivities(note.activity_ids, why, { guid: note.guid, voucher_number: note.voucher_number });
    await markReceiptNoteInvoiced(trx, connectionId, note.guid, owner.ingestJobId);
  }

  // Vouchers held for this range that Tally no longer lists: deleted there (or moved out of the range).
  const seen = new Set(keyed.map((entry) => entry.voucher.guid));
  for (const previous of existing.values()) {
    if (previous.deleted_at !== null || seen.has(previous.guid)) continue;
    if (previous.voucher_date < chunk.from || previous.voucher_date > chunk.to) continue;
    const lock = voucherLock(locks, [previous.voucher_date], periodsOf(previous.activity_ids));
    if (lock) {
      listLocked(storedVoucherRef(previous), 'deleted', lock);
      continue;
    }
    const voucher = {
      guid: previous.guid,
      voucher_number: previous.voucher_number,
      voucher_date: previous.voucher_date,
    };
    await removeActivities(previous.activity_ids, 'voucher no longer in Tally', voucher);
    await markVoucherDeleted(trx, connectionId, previous.guid, owner.ingestJobId);
    result.deleted += 1;
  }

  result.warnings = addWarnings(result.warnings, [...commit.vouchers.map(warningInput), ...lockedWarnings]);
  await insertNewErrors(trx, { id: owner.ingestJobId, organizationId: owner.organizationId }, skipRows);
  if (commit.watermark !== null && lockedWarnings.length === 0) {
    await recordSyncedRange(
      trx,
      owner.organizationId,
      { connectionId, from: chunk.from, to: chunk.to, watermark: commit.watermark, mappingHash },
      owner.ingestJobId,
    );
  }
  result.records_synced = result.created + result.updated + result.unchanged;
  result.chunks_done = commit.chunkIndex + 1;
  result.chunks.push({ ...chunk, pulled: true, vouchers: commit.vouchers.length });
  await saveJobCheckpoint(trx, owner.ingestJobId, chunkCheckpoint(result, commit.chunkIndex));
  return result;
}
