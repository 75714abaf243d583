import { SCOPE3_CATEGORY_NAMES } from '../calculation/scope3-categories.ts';
import { apportionTonnes } from './report-blocks.ts';
import type { DisclosureGroup } from './report-figures.ts';

/** Scope 3 categories as reports label them: '6. Business travel'. */
export const scope3CategoryLabel = (category: number): string => `${category}. ${SCOPE3_CATEGORY_NAMES[category]}`;

export interface CategoryTotal {
  /** 1-15, or null for scope 3 activities without a category. */
  category: number | null;
  tonnes: number;
  activities: number;
}

/**
 * Scope 3 by category, apportioned to the scope 3 total (tonnes): the fifteen categories in order,
 * then scope 3 activities without a category (activities 0 marks an entry without data).
 */
export function scope3ByCategory(groups: readonly DisclosureGroup[], totalTonnes: number): CategoryTotal[] {
  const keys: (number | null)[] = [...Array.from({ length: 15 }, (_, i) => i + 1), null];
  const scope3 = groups.filter((g) => g.scope === '3');
  const inCategory = (key: number | null) => scope3.filter((g) => g.scope3_category === key);
  const shares = apportionTonnes(
    keys.map((key) => inCategory(key).reduce((sum, g) => sum + g.kg, 0)),
    totalTonnes,
  );
  return keys.map((category, i) => ({
    category,
    tonnes: shares[i],
    activities: inCategory(category).reduce((sum, g) => sum + g.activities, 0),
  }));
}
