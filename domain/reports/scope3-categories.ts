import { apportionTonnes } from './report-blocks.ts';
import type { DisclosureGroup } from './report-figures.ts';

/** GHG Protocol Corporate Value Chain (Scope 3) Standard: categories 1-8 upstream, 9-15 downstream. */
export const SCOPE3_CATEGORIES = [
  'Purchased goods and services',
  'Capital goods',
  'Fuel- and energy-related activities',
  'Upstream transportation and distribution',
  'Waste generated in operations',
  'Business travel',
  'Employee commuting',
  'Upstream leased assets',
  'Downstream transportation and distribution',
  'Processing of sold products',
  'Use of sold products',
  'End-of-life treatment of sold products',
  'Downstream leased assets',
  'Franchises',
  'Investments',
] as const;

export const scope3CategoryLabel = (category: number): string => `${category}. ${SCOPE3_CATEGORIES[category - 1]}`;

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
  const keys: (number | null)[] = [...SCOPE3_CATEGORIES.map((_, i) => i + 1), null];
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
