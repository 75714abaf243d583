import type { ErpEditsCaughtUp } from '../../domain/erp/erp-sync-schema.ts';
import { editedRanges } from '../../domain/erp/edited-ranges.ts';
import type { DateChunk } from '../../domain/erp/month-chunks.ts';
import type { TallyCompany } from '../../domain/erp/tally-voucher-parser.ts';
import { ErpSyncFailure, type TallyClient } from './tally-client.ts';

export interface EditCatchUp {
  /** Synced ranges outside the request to read again: Tally lists vouchers in them as altered. */
  ranges: DateChunk[];
  edits: ErpEditsCaughtUp | null;
  /** Whether, once the ranges are read, everything the connection holds is current at Tally's watermark. */
  current: boolean;
}

/**
 * Back-dated edits: a pull of the last days would miss an edit (or a new entry) dated months ago.
 * When Tally's voucher watermark moved past the one the connection was last current at, Tally is
 * asked for every voucher altered since (a collection filtered on $AlterID, all dates), and the
 * synced ranges holding them are read again. If Tally will not list them, nothing is looked for
 * and the connection's watermark must not advance.
 */
export async function editsToCatchUp(
  client: TallyClient,
  company: TallyCompany,
  state: { voucherWatermark: number | null; synced: readonly DateChunk[] },
  requested: DateChunk,
): Promise<EditCatchUp> {
  const since = state.voucherWatermark;
  const now = company.voucherWatermark;
  if (since === null || now === null || now <= since) return { ranges: [], edits: null, current: true };
  try {
    const altered = await client.alteredVouchers(company.name, since);
    const ranges = editedRanges(altered, state.synced, requested);
    const months = [...new Set(ranges.map((range) => range.from.slice(0, 7)))];
    return {
      ranges,
      edits: { since_watermark: since, checked: true, vouchers: altered.length, months, note: null },
      current: true,
    };
  } catch (error) {
    if (!(error instanceof ErpSyncFailure) || error.code !== 'ERP_ERROR') throw error;
    const note =
      `Tally did not list the vouchers altered since ${since} (${error.message}): edits dated outside the ` +
      `range were not looked for, and the connection stays current at ${since}`;
    return {
      ranges: [],
      edits: { since_watermark: since, checked: false, vouchers: 0, months: [], note },
      current: false,
    };
  }
}
