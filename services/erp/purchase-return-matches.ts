import type { Db } from '../../db/database.ts';
import type { LockedPeriods } from '../../domain/periods/locked-periods.ts';
import { heldPurchasesNamed } from '../../db/queries/erp-vouchers.ts';
import type { ReturnedPurchase } from '../../domain/erp/tally-voucher-activities.ts';
import type { TallyVoucher } from '../../domain/erp/tally-voucher-parser.ts';
import { voucherTypeRule, type TallyVoucherType } from '../../domain/erp/tally-voucher-types.ts';

const isPurchaseType = (name: string, types: ReadonlyMap<string, TallyVoucherType>) =>
  (voucherTypeRule(name, types).base ?? name).trim().toLowerCase() === 'purchase';

/** The names a return may give a purchase by, beside its number: the bills it raises, its REFERENCE. */
export function purchaseNames(voucher: TallyVoucher): string[] {
  if (voucher.cancelled || voucher.optional) return [];
  return [...new Set([...voucher.bills.raised, ...(voucher.reference ? [voucher.reference] : [])])];
}

/** What a return names its purchase by: the bills it is against ('Agst Ref'), then its REFERENCE. */
const namedPurchases = (voucher: TallyVoucher) => [
  ...voucher.bills.against,
  ...(voucher.reference ? [voucher.reference] : []),
];

/**
 * The accountant's rule for a return: it reduces the purchase it returns goods of, in that
 * purchase's period, so a month holding only a return does not show a negative total. A return
 * (a Debit Note, a journal crediting an expense) names its purchase bill-wise (an 'Agst Ref' bill)
 * or by REFERENCE; it is matched to a purchase of this chunk or one held from an earlier sync, by a
 * bill the purchase raised, its REFERENCE or its voucher number. A purchase's own credit lines (a
 * short receipt) are against itself. A return that names no purchase found is left out of the map:
 * it stays on its own date and the sync warns of it (returns_unmatched). A held purchase in a locked
 * year is matched with that year named: the return counts on its own date (returns_year_locked).
 */
export async function purchaseReturnMatches(
  db: Db,
  connectionId: string,
  vouchers: readonly TallyVoucher[],
  types: ReadonlyMap<string, TallyVoucherType>,
  locks: LockedPeriods,
): Promise<Map<string, ReturnedPurchase>> {
  const matches = new Map<string, ReturnedPurchase>();
  const inChunk = new Map<string, ReturnedPurchase>();
  const returns: TallyVoucher[] = [];
  for (const voucher of vouchers) {
    if (!voucher.guid || !voucher.date || voucher.cancelled || voucher.optional) continue;
    if (isPurchaseType(voucher.type, types)) {
      // A chunk is committed whole or not at all: a purchase of the chunk is never in a locked year its return is not.
      const self = { guid: voucher.guid, number: voucher.number, date: voucher.date, lockedYear: null };
      matches.set(voucher.guid, self);
      for (const name of [voucher.number, ...purchaseNames(voucher)]) if (!inChunk.has(name)) inChunk.set(name, self);
    } else if (namedPurchases(voucher).length > 0) returns.push(voucher);
  }
  const unmatched = returns.filter((voucher) => {
    const found = namedPurchases(voucher).find((name) => inChunk.has(name));
    if (found) matches.set(voucher.guid, inChunk.get(found)!);
    return !found;
  });
  const purchaseTypes = [...new Set(['Purchase', ...[...types.values()].map((type) => type.name)])].filter((name) =>
    isPurchaseType(name, types),
  );
  const held = await heldPurchasesNamed(
    db,
    connectionId,
    [...new Set(unmatched.flatMap(namedPurchases))],
    purchaseTypes,
  );
  for (const voucher of unmatched) {
    const names = namedPurchases(voucher);
    const purchase = held.find(
      (row) => names.includes(row.voucher_number ?? '') || row.bill_references.some((name) => names.includes(name)),
    );
    if (purchase)
      matches.set(voucher.guid, {
        guid: purchase.guid,
        number: purchase.voucher_number ?? '',
        date: purchase.voucher_date,
        lockedYear: locks.covering(purchase.voucher_date, purchase.voucher_date)?.fiscal_year ?? null,
      });
  }
  return matches;
}
