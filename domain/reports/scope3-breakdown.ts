import { SCOPE3_CATEGORY_NAMES } from '../calculation/scope3-categories.ts';
import { apportionTonnes } from './report-blocks.ts';
import type { DisclosureGroup, ReportFigures } from './report-figures.ts';

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
 * then scope 3 activities without a category (activities 0 marks an entry without data). Category 3
 * holds, unless the organisation excludes it, what the Scope 1 and 2 activities bring (well-to-tank,
 * T&D losses), counted by the activities that carry a figure for it.
 */
export function scope3ByCategory(
  groups: readonly DisclosureGroup[],
  totalTonnes: number,
  category3: ReportFigures['scope3_category3'],
): CategoryTotal[] {
  const keys: (number | null)[] = [...Array.from({ length: 15 }, (_, i) => i + 1), null];
  const scope3 = groups.filter((g) => g.scope === '3');
  const inCategory = (key: number | null) => scope3.filter((g) => g.scope3_category === key);
  const bringing = category3 === 'included' ? groups.filter((g) => g.scope !== '3') : [];
  const sum = (items: readonly DisclosureGroup[], pick: (g: DisclosureGroup) => number) =>
    items.reduce((total, g) => total + pick(g), 0);
  const amount = (key: number | null) =>
    sum(inCategory(key), (g) => g.kg) + (key === 3 ? sum(bringing, (g) => g.category3_kg) : 0);
  const activities = (key: number | null) =>
    sum(inCategory(key), (g) => g.activities) + (key === 3 ? sum(bringing, (g) => g.category3_activities) : 0);
  const shares = apportionTonnes(keys.map(amount), totalTonnes);
  return keys.map((category, i) => ({ category, tonnes: shares[i], activities: activities(category) }));
}
