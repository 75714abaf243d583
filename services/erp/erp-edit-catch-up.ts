import type { Db } from '../../db/database.ts';
import { mastersByGuid } from '../../db/queries/erp-connections.ts';
import { datesNamingMasters } from '../../db/queries/erp-vouchers.ts';
import type { ErpEditsCaughtUp } from '../../domain/erp/erp-sync-schema.ts';
import { editedRanges } from '../../domain/erp/edited-ranges.ts';
import type { DateChunk } from '../../domain/erp/month-chunks.ts';
import type { MasterKind } from '../../domain/erp/tally-request.ts';
import type { TallyCompany, TallyMaster } from '../../domain/erp/tally-voucher-parser.ts';
import { ErpSyncFailure, type TallyClient } from './tally-client.ts';

export type KnownMaster = TallyMaster & { kind: MasterKind };

export interface EditCatchUp {
  /** Synced ranges outside the request to read again: vouchers in them were altered or name a renamed master. */
  ranges: DateChunk[];
  /** Dates of held vouchers naming a renamed master: a requested month holding one is read again, though synced at this watermark. */
  renamedDates: string[];
  edits: ErpEditsCaughtUp | null;
  /** Whether, once the ranges are read, everything the connection holds is current at Tally's voucher watermark. */
  current: boolean;
  /** The masters as Tally lists them now and $AltMstId, to record once the sync completes; null when unchanged. */
  masters: { rows: KnownMaster[]; watermark: number } | null;
}

interface ConnectionRef {
  id: string;
  organizationId: string;
}

interface SyncState {
  voucherWatermark: number | null;
  masterWatermark: number | null;
  synced: readonly DateChunk[];
}

/** What Tally would not list is not looked for: the reason goes in the note, nothing advances. */
async function listed<T>(ask: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; reason: string }> {
  try {
    return { ok: true, value: await ask() };
  } catch (error) {
    if (!(error instanceof ErpSyncFailure) || error.code !== 'ERP_ERROR') throw error;
    return { ok: false, reason: error.message };
  }
}

/**
 * Renamed ledgers and stock items: a rename raises $AltMstId and the master's ALTERID, not the
 * vouchers naming it, whose lines Tally then exports under the new name. The masters altered since
 * the connection's master watermark (all of them the first time) are compared by GUID with the
 * names last seen; the held vouchers naming an old name are read again.
 */
async function renamedMasters(
  db: Db,
  client: TallyClient,
  company: TallyCompany,
  connection: ConnectionRef,
  since: number | null,
) {
  const now = company.masterWatermark;
  if (now === null || (since !== null && now <= since))
    return { ok: true as const, renames: [], dates: [], record: null };
  const rows: KnownMaster[] = [];
  for (const kind of ['ledger', 'stock_item'] as const) {
    const answer = await listed(() => client.alteredMasters(company.name, kind, since ?? 0));
    if (!answer.ok) return { ok: false as const, reason: answer.reason };
    rows.push(...answer.value.map((master) => ({ ...master, kind })));
  }
  const known = await mastersByGuid(
    db,
    connection,
    rows.map((master) => master.guid),
  );
  const renames = rows.flatMap((master) => {
    const before = known.get(master.guid);
    return before !== undefined && before !== master.name ? [{ kind: master.kind, from: before, to: master.name }] : [];
  });
  const dates = await datesNamingMasters(
    db,
    connection.id,
    renames.map((rename) => rename.from),
  );
  return { ok: true as const, renames, dates, record: { rows, watermark: now } };
}

/**
 * Back-dated edits and renamed masters: a pull of the last days would miss an edit (or a new entry)
 * dated months ago, and a rename that leaves every voucher's ALTERID as it was. When Tally's voucher
 * watermark moved past the one the connection was last current at, Tally is asked for every voucher
 * altered since (a collection filtered on $AlterID, all dates); when its master watermark moved, for
 * the ledgers and stock items altered since. The synced ranges holding those vouchers, or vouchers
 * naming a renamed master, are read again. If Tally will not list them, they are not looked for and
 * the connection's watermarks must not advance.
 */
export async function editsToCatchUp(
  db: Db,
  client: TallyClient,
  company: TallyCompany,
  connection: ConnectionRef,
  state: SyncState,
  requested: DateChunk,
): Promise<EditCatchUp> {
  const since = state.voucherWatermark;
  const now = company.voucherWatermark;
  const vouchersMoved = since !== null && now !== null && now > since;
  const altered = vouchersMoved ? await listed(() => client.alteredVouchers(company.name, since)) : undefined;
  const masters = await renamedMasters(db, client, company, connection, state.masterWatermark);
  const renames = masters.ok ? masters.renames : [];
  const dates = [...(altered?.ok ? altered.value : []), ...(masters.ok ? masters.dates.map((date) => ({ date })) : [])];
  const ranges = editedRanges(dates, state.synced, requested);
  const notes = [
    altered && !altered.ok
      ? `Tally did not list the vouchers altered since ${since} (${altered.reason}): edits dated outside the range ` +
        `were not looked for, and the connection stays current at ${since}`
      : null,
    masters.ok
      ? null
      : `Tally did not list its altered ledgers and stock items (${masters.reason}): renames were not looked for`,
  ].filter((note): note is string => note !== null);
  const edits =
    vouchersMoved || renames.length > 0 || notes.length > 0
      ? {
          since_watermark: vouchersMoved ? since : null,
          checked: notes.length === 0,
          vouchers: altered?.ok ? altered.value.length : 0,
          months: [...new Set(ranges.map((range) => range.from.slice(0, 7)))],
          renamed_masters: renames,
          note: notes.length > 0 ? notes.join('; ') : null,
        }
      : null;
  return {
    ranges,
    renamedDates: masters.ok ? masters.dates : [],
    edits,
    current: altered === undefined || altered.ok,
    masters: masters.ok ? masters.record : null,
  };
}
