import type { Db } from '../../db/database.ts';
import { liveVoucherGuids, trackedReceiptNotes } from '../../db/queries/erp-vouchers.ts';
import { halveRange, type DateChunk } from '../../domain/erp/month-chunks.ts';
import type { TallyCompany, TallyDayBook, TallyVoucher } from '../../domain/erp/tally-voucher-parser.ts';
import { voucherTypeRule, type TallyVoucherType } from '../../domain/erp/tally-voucher-types.ts';
import { ErpSyncFailure, TallyAnswerTooLarge, type TallyClient } from './tally-client.ts';

/** Tally's Day Book is asked for a range; anything dated outside it (or twice) is not this chunk's. */
function vouchersOfChunk(vouchers: readonly TallyVoucher[], chunk: DateChunk): TallyVoucher[] {
  const byGuid = new Map<string, TallyVoucher>();
  const unkeyed: TallyVoucher[] = [];
  for (const voucher of vouchers) {
    if (voucher.date !== null && (voucher.date < chunk.from || voucher.date > chunk.to)) continue;
    if (voucher.guid) byGuid.set(voucher.guid, voucher);
    else unkeyed.push(voucher);
  }
  return [...byGuid.values(), ...unkeyed];
}

/**
 * The Day Book of a range; an answer over ERP_MAX_RESPONSE_BYTES is asked for again in two halves,
 * down to single days, so a month of thousands of vouchers is read in parts that fit (and each part
 * is parsed in a fraction of the time). A single day over the limit fails as before.
 */
async function dayBookInParts(client: TallyClient, company: string, from: string, to: string): Promise<TallyDayBook> {
  try {
    return await client.dayBook(company, from, to);
  } catch (error) {
    if (!(error instanceof TallyAnswerTooLarge) || from === to) throw error;
    const [early, late] = halveRange(from, to);
    const first = await dayBookInParts(client, company, early.from, early.to);
    const second = await dayBookInParts(client, company, late.from, late.to);
    return { company: first.company ?? second.company, vouchers: [...first.vouchers, ...second.vouchers] };
  }
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * One chunk's vouchers from Tally, trusted only as far as they can be. Tally answers a company that
 * is not open (closed or switched mid-sync) with the same bare envelope as an empty month, and
 * treating that as "no vouchers" would delete every voucher held for the month. So an answer that
 * echoes another company fails the chunk, and any answer that leaves out a voucher held for the
 * month (a deletion, of one voucher or all) is believed only after Tally lists the company, by its
 * GUID, as still open. No chunk deletes anything without that check. A failure is ERP_ERROR and the
 * chunk is not committed: nothing of the month changes.
 */
export async function pullChunk(
  db: Db,
  client: TallyClient,
  company: TallyCompany,
  connectionId: string,
  chunk: DateChunk,
): Promise<TallyVoucher[]> {
  const month = `${chunk.from} … ${chunk.to}`;
  const answer = await dayBookInParts(client, company.name, chunk.from, chunk.to);
  if (answer.company !== null && !same(answer.company, company.name)) {
    throw new ErpSyncFailure(
      'ERP_ERROR',
      `Tally answered ${month} for company '${answer.company}' instead of '${company.name}' (was another ` +
        'company selected during the sync?): nothing of that range was changed',
    );
  }
  const vouchers = vouchersOfChunk(answer.vouchers, chunk);
  const answered = new Set(vouchers.map((voucher) => voucher.guid));
  const missing = (await liveVoucherGuids(db, connectionId, chunk.from, chunk.to)).filter(
    (guid) => !answered.has(guid),
  );
  if (missing.length > 0 && !(await client.stillOpen(company))) {
    throw new ErpSyncFailure(
      'ERP_ERROR',
      `company '${company.name}' is no longer open in Tally: its answer for ${month} left out ` +
        `${missing.length} voucher(s) held for that range, which were kept; sync again once it is open`,
    );
  }
  return vouchers;
}

/**
 * Receipt-note numbers of this chunk that an invoice tracks, in the chunk itself or held from an
 * earlier sync: those receipts are counted on the invoice, not again on their own.
 */
export async function invoicedReceiptNotes(
  db: Db,
  connectionId: string,
  vouchers: readonly TallyVoucher[],
  types: ReadonlyMap<string, TallyVoucherType>,
): Promise<Set<string>> {
  const tracked = new Set(
    vouchers.filter((voucher) => !voucher.cancelled && !voucher.optional).flatMap((voucher) => voucher.trackingNumbers),
  );
  const receiptNotes = vouchers
    .filter((voucher) => voucherTypeRule(voucher.type, types).rule === 'counted_unless_invoiced')
    .map((voucher) => voucher.number)
    .filter((number) => !tracked.has(number));
  for (const number of await trackedReceiptNotes(db, connectionId, receiptNotes)) tracked.add(number);
  return tracked;
}
