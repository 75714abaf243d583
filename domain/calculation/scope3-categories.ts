import type { Notice, Result } from './calculation-schema.ts';

/** GHG Protocol Corporate Value Chain (Scope 3) Standard, 2011: the 15 categories. */
export const SCOPE3_CATEGORY_NAMES: Readonly<Record<number, string>> = {
  1: 'Purchased goods and services',
  2: 'Capital goods',
  3: 'Fuel- and energy-related activities',
  4: 'Upstream transportation and distribution',
  5: 'Waste generated in operations',
  6: 'Business travel',
  7: 'Employee commuting',
  8: 'Upstream leased assets',
  9: 'Downstream transportation and distribution',
  10: 'Processing of sold products',
  11: 'Use of sold products',
  12: 'End-of-life treatment of sold products',
  13: 'Downstream leased assets',
  14: 'Franchises',
  15: 'Investments',
};

/**
 * The default category of each scope 3 activity type (override: metadata.scope3_category). Travel and
 * hotel stays are business travel (6); spend is purchased goods and services (1) except where the
 * purchase is itself travel (6), transport and storage (4), waste (5), computers (2: capital goods, the
 * usual treatment of IT hardware; send 1 when it was expensed) or office rent (8: upstream leased assets).
 */
const SPEND_DEFAULTS: Readonly<Record<string, number>> = {
  air_travel: 6,
  rail_travel: 6,
  taxi: 6,
  hotel: 6,
  car_rental: 6,
  travel_agency: 6,
  freight: 4,
  courier: 4,
  warehousing: 4,
  waste: 5,
  computers: 2,
  rent: 8,
};

function defaultCategory(activityType: string): number | undefined {
  if (activityType.startsWith('travel.') || activityType === 'hotel') return 6;
  if (activityType.startsWith('spend.')) return SPEND_DEFAULTS[activityType.slice('spend.'.length)] ?? 1;
  return undefined;
}

export interface Scope3Choice {
  category: number;
  name: string;
  basis: 'submitted' | 'default';
}

/**
 * The Scope 3 category of an activity: null outside scope 3; the submission's metadata.scope3_category
 * (a whole number 1–15) when given; else the type's default. A scope 3 activity of a type that has no
 * default (a scope 1 or 2 type reported in scope 3) and no category is kept uncategorised, with a notice.
 */
export function scope3Category(
  activityType: string,
  scope: '1' | '2' | '3',
  submitted: unknown,
): Result<{ choice: Scope3Choice | null; notice: Notice | null }> {
  if (submitted !== undefined) {
    const value = typeof submitted === 'string' && /^\d+$/.test(submitted.trim()) ? Number(submitted) : submitted;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 15) {
      return {
        ok: false,
        error: {
          field: 'metadata.scope3_category',
          reason: 'must be a whole number from 1 to 15 (GHG Protocol Scope 3 category)',
        },
      };
    }
    if (scope !== '3') {
      return {
        ok: false,
        error: {
          field: 'metadata.scope3_category',
          reason: `applies only to scope 3 activities; this one is scope ${scope}`,
        },
      };
    }
    return {
      ok: true,
      value: { choice: { category: value, name: SCOPE3_CATEGORY_NAMES[value]!, basis: 'submitted' }, notice: null },
    };
  }
  if (scope !== '3') return { ok: true, value: { choice: null, notice: null } };
  const category = defaultCategory(activityType);
  if (category === undefined) {
    return {
      ok: true,
      value: {
        choice: null,
        notice: {
          code: 'SCOPE3_CATEGORY_MISSING',
          message: `${activityType} reported in scope 3 has no default Scope 3 category; send metadata.scope3_category (1–15) to classify it.`,
        },
      },
    };
  }
  return {
    ok: true,
    value: { choice: { category, name: SCOPE3_CATEGORY_NAMES[category]!, basis: 'default' }, notice: null },
  };
}
