import { z } from 'zod';
import { readCollectionRows, textOf, type TallyAnswerSource } from './tally-answer.ts';

/**
 * Which vouchers count. Tally records one physical receipt several times over: a purchase order, a
 * receipt note (GRN) when the goods arrive, the purchase invoice against it. Each voucher type
 * descends from a predefined one and belongs to a class (accounting, inventory, order); the class
 * and the predefined type decide whether its lines become activities.
 */
export const VOUCHER_CLASSES = ['accounting', 'inventory', 'order', 'other'] as const;
export type VoucherClass = (typeof VOUCHER_CLASSES)[number];

export const VOUCHER_TYPE_RULES = ['counted', 'counted_unless_invoiced', 'not_counted'] as const;
export type VoucherTypeRuleName = (typeof VOUCHER_TYPE_RULES)[number];

/** The rule applied to one voucher type in a sync, as the sync result lists it. */
export const VoucherTypeRuleView = z.object({
  base_type: z.string().nullable().describe("the predefined type it descends from ('Receipt Note' for 'GRN')"),
  class: z.enum(VOUCHER_CLASSES),
  rule: z.enum(VOUCHER_TYPE_RULES),
  why: z.string(),
  vouchers: z.number().int().nonnegative().describe('vouchers of this type read by the sync'),
});
export type VoucherTypeRuleView = z.infer<typeof VoucherTypeRuleView>;

export interface TallyVoucherType {
  name: string;
  parent: string;
  /** The class Tally's own functions gave ($$IsAccountingVch …); null when the answer did not say. */
  vchClass: VoucherClass | null;
}

/** Tally's predefined voucher types and their classes. */
const PREDEFINED: Readonly<Record<string, VoucherClass>> = {
  purchase: 'accounting',
  sales: 'accounting',
  payment: 'accounting',
  receipt: 'accounting',
  journal: 'accounting',
  contra: 'accounting',
  'credit note': 'accounting',
  'debit note': 'accounting',
  payroll: 'accounting',
  'reversing journal': 'other',
  memorandum: 'other',
  attendance: 'other',
  'receipt note': 'inventory',
  'delivery note': 'inventory',
  'rejections in': 'inventory',
  'rejections out': 'inventory',
  'stock journal': 'inventory',
  'physical stock': 'inventory',
  'material in': 'inventory',
  'material out': 'inventory',
  'purchase order': 'order',
  'sales order': 'order',
  'job work in order': 'order',
  'job work out order': 'order',
};

const CLASS_TEXT: Readonly<Record<string, VoucherClass>> = {
  accounting: 'accounting',
  inventory: 'inventory',
  order: 'order',
  other: 'other',
};

/** The voucher types of the answer to voucherTypesRequest(). */
export async function parseVoucherTypes(source: TallyAnswerSource): Promise<TallyVoucherType[]> {
  return (await readCollectionRows(source, 'VOUCHERTYPE', 'voucher type list')).map((type) => ({
    name: (textOf(type.NAME) || textOf(type['@_NAME'])).trim(),
    parent: textOf(type.PARENT).trim(),
    vchClass: CLASS_TEXT[textOf(type.VCHCLASS).trim().toLowerCase()] ?? null,
  }));
}

const key = (name: string) => name.trim().toLowerCase();

/** The predefined type a voucher type descends from (following Parent), or null when the chain ends elsewhere. */
function baseType(name: string, types: ReadonlyMap<string, TallyVoucherType>): string | null {
  let current = name;
  for (let depth = 0; depth < 20; depth += 1) {
    if (Object.hasOwn(PREDEFINED, key(current))) return types.get(key(current))?.name ?? current;
    const parent = types.get(key(current))?.parent;
    if (!parent || key(parent) === key(current)) return null;
    current = parent;
  }
  return null;
}

export interface VoucherTypeRule {
  base: string | null;
  vchClass: VoucherClass;
  rule: VoucherTypeRuleName;
  why: string;
}

/** Voucher types by folded name, for voucherTypeRule. */
export function voucherTypeIndex(types: readonly TallyVoucherType[]): Map<string, TallyVoucherType> {
  return new Map(types.map((type) => [key(type.name), type]));
}

/**
 * The rule for a voucher type: accounting vouchers (Purchase, Journal, Payment …) count; a receipt
 * note counts only while no invoice tracks it; order vouchers, other stock movements (delivery
 * notes, stock journals, physical stock) and memoranda never count.
 */
export function voucherTypeRule(name: string, types: ReadonlyMap<string, TallyVoucherType>): VoucherTypeRule {
  const base = baseType(name, types);
  const known = types.get(key(name))?.vchClass ?? (base ? PREDEFINED[key(base)] : undefined);
  if (known === undefined) {
    return {
      base,
      vchClass: 'accounting',
      rule: 'counted',
      why: 'type not in Tally\u2019s voucher type list: read as an accounting voucher',
    };
  }
  const of = (rule: VoucherTypeRuleName, why: string): VoucherTypeRule => ({ base, vchClass: known, rule, why });
  if (known === 'order') return of('not_counted', 'an order records an intention, not a purchase');
  if (base !== null && key(base) === 'receipt note')
    return of('counted_unless_invoiced', 'a goods receipt counts until a purchase invoice tracks it');
  if (known === 'inventory') return of('not_counted', 'a stock movement: the purchase is counted on its invoice');
  if (known === 'other') return of('not_counted', 'a memorandum or non-accounting voucher is not in the books');
  return of('counted', 'an accounting voucher');
}
