import {
  ACTIVITY_TYPES,
  defaultScope,
  SPEND_CATEGORIES,
  type ActivityType,
  type SpendCategory,
} from '../calculation/activity-types.ts';

/**
 * The engine's activity-type vocabulary, in the shapes mappers need. Mappers only ever emit these
 * types, so a typo is a type error rather than a silent "no factor found".
 */
export { ACTIVITY_TYPES, SPEND_CATEGORIES, type ActivityType, type SpendCategory };

type FuelOf<T> = T extends `fuel.${infer F}` ? F : never;
export type FuelType = FuelOf<ActivityType>;

export const FUEL_TYPES: readonly FuelType[] = ACTIVITY_TYPES.flatMap((t) =>
  t.startsWith('fuel.') ? [t.slice('fuel.'.length) as FuelType] : [],
);

export const TRAVEL_TYPES: readonly ActivityType[] = ACTIVITY_TYPES.filter((t) => t.startsWith('travel.'));

export function isSpendCategory(value: string): value is SpendCategory {
  return (SPEND_CATEGORIES as readonly string[]).includes(value);
}

export function scopeOf(type: ActivityType): '1' | '2' | '3' {
  return String(defaultScope(type)) as '1' | '2' | '3';
}
