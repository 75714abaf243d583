import { z } from 'zod';

/**
 * What a completed sync could not count, or counted on an assumption, summed per reason and
 * activity type across the months read: a 200 must not hide that Scope 2 covers 2 months of 12.
 */
export const ERP_WARNING_CODES = [
  'missing_quantity',
  'unsupported_unit',
  'not_calculable',
  'unmapped',
  'estimated',
  'quantity_assumed',
  'returns_netted',
  'returns_unmatched',
  'returns_year_locked',
  'direction_from_amount',
  'period_locked',
] as const;
export type ErpWarningCode = (typeof ERP_WARNING_CODES)[number];

export const ErpSyncWarning = z.object({
  code: z.enum(ERP_WARNING_CODES),
  activity_type: z.string().nullable().describe('what the rules meant the lines to be; null for unmapped lines'),
  vouchers: z.number().int().nonnegative(),
  months: z.array(z.string()).describe('YYYY-MM of the vouchers concerned'),
  message: z.string(),
});
export type ErpSyncWarning = z.infer<typeof ErpSyncWarning>;

/** One voucher's part in the warnings: the lines it could not count and the assumptions it was counted on. */
export interface VoucherWarningInput {
  /** YYYY-MM of the voucher. */
  month: string;
  /** Skip reasons as ERP_SKIP_REASONS names them (erp-sync-schema.ts, which imports this file). */
  skips: readonly { reason: string; activityType?: string | null }[];
  /** Activity type and the warning, for each activity counted on an assumption, as a return, or against its flag. */
  assumptions: readonly { activityType: string; code: ErpWarningCode }[];
}

const SKIP_CODES: Readonly<Record<string, ErpWarningCode>> = {
  no_quantity: 'missing_quantity',
  unsupported_unit: 'unsupported_unit',
  not_calculable: 'not_calculable',
  unmapped: 'unmapped',
  period_locked: 'period_locked',
};

function scopeOf(activityType: string | null): string {
  if (activityType === 'electricity') return 'Scope 2';
  if (activityType?.startsWith('fuel.')) return 'Scope 1';
  return 'Scope 3';
}

const monthsText = (months: readonly string[]) =>
  `${months.length} month${months.length === 1 ? '' : 's'} (${months.length > 3 ? `${months[0]} … ${months.at(-1)}` : months.join(', ')})`;

function message(code: ErpWarningCode, activityType: string | null, vouchers: number, months: readonly string[]) {
  const what = `${vouchers} ${activityType ?? ''} voucher${vouchers === 1 ? '' : 's'}`.replace('  ', ' ');
  const gap = `${scopeOf(activityType)} incomplete for ${monthsText(months)}`;
  switch (code) {
    case 'missing_quantity':
      return activityType === 'electricity'
        ? `${what} without kWh: ${gap}; book units, or add an estimate (inr_per_unit) to the mapping rule`
        : `${what} without a quantity: ${gap}; add an estimate (inr_per_unit) to the mapping rule`;
    case 'unsupported_unit':
      return `${what} in a unit that cannot be read: ${gap}; add a unit_conversion to the mapping rule`;
    case 'not_calculable':
      return `${what} with no applicable emission factor: ${gap}`;
    case 'unmapped':
      return `${what} with lines no mapping rule covers in ${monthsText(months)} (listed in the job errors)`;
    case 'estimated':
      return `${what} estimated from their amount at the mapping rule's price (low confidence) in ${monthsText(months)}`;
    case 'period_locked':
      return `${what} created, altered or deleted in Tally but dated in a locked fiscal year, not applied, in ${monthsText(months)}: the year's figures stay as filed; unlock it and sync again to apply them (listed in the job errors)`;
    case 'quantity_assumed':
      return `${what} counted on a stated unit assumption (kVAh as kWh, an alternate unit or a rule's conversion) in ${monthsText(months)}`;
    case 'returns_netted':
      return `${what} returning goods or crediting an expense back in ${monthsText(months)}, each netted against the purchase it names, in that purchase's month (negative activities)`;
    case 'returns_unmatched':
      return `${what} returning goods or crediting an expense back without a purchase held to net against (no 'Agst Ref' bill or REFERENCE naming a purchase synced): kept on their own date in ${monthsText(months)}, where a month without a purchase of the same goods shows a negative total; sync the purchase's month, then this range again with force: true`;
    case 'returns_year_locked':
      return `${what} returning goods bought in a locked fiscal year, counted on their own date in ${monthsText(months)}: the filed year's figures stay as filed`;
    case 'direction_from_amount':
      return `${what} with a line whose ISDEEMEDPOSITIVE disagreed with its amount's sign in ${monthsText(months)}: read by the sign (stated on each activity)`;
  }
}

/** The warnings so far with one chunk's vouchers added: each voucher counted once per code and activity type. */
export function addWarnings(
  warnings: readonly ErpSyncWarning[],
  vouchers: readonly VoucherWarningInput[],
): ErpSyncWarning[] {
  const merged = new Map(warnings.map((warning) => [`${warning.code}|${warning.activity_type}`, { ...warning }]));
  for (const voucher of vouchers) {
    const seen = new Set<string>();
    const entries: [ErpWarningCode, string | null][] = [
      ...voucher.skips.flatMap((skip): [ErpWarningCode, string | null][] => {
        const code = SKIP_CODES[skip.reason];
        return code ? [[code, skip.activityType ?? null]] : [];
      }),
      ...voucher.assumptions.map(({ activityType, code }): [ErpWarningCode, string | null] => [code, activityType]),
    ];
    for (const [code, activityType] of entries) {
      const key = `${code}|${activityType}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const warning = merged.get(key) ?? { code, activity_type: activityType, vouchers: 0, months: [], message: '' };
      warning.vouchers += 1;
      if (!warning.months.includes(voucher.month)) warning.months = [...warning.months, voucher.month].sort();
      merged.set(key, warning);
    }
  }
  return [...merged.values()]
    .map((warning) => ({
      ...warning,
      message: message(warning.code, warning.activity_type, warning.vouchers, warning.months),
    }))
    .sort((a, b) => ERP_WARNING_CODES.indexOf(a.code) - ERP_WARNING_CODES.indexOf(b.code) || b.vouchers - a.vouchers);
}
