import { sql, type Expression, type SqlBool } from 'kysely';

/** `column` (a row's activity_type unless given) is the type itself or one of its family: `fuel` matches `fuel` and `fuel.diesel`. */
export function inTypeFamily(type: string, column: Expression<string> = sql.ref('activity_type')): Expression<SqlBool> {
  const pattern = `${type.replace(/[%_\\]/g, (c) => `\\${c}`)}.%`;
  return sql<SqlBool>`(${column} = ${type} OR ${column} LIKE ${pattern})`;
}

/**
 * The line under which GET /v1/emissions lists the Scope 3 category 3 a row's activity type brings:
 * category3LineType of domain/calculation/category3.ts in SQL (db/ cannot import domain/);
 * test/api/category3-type-filter.test.ts holds the two equal.
 */
export const category3LineType = sql<string>`(CASE WHEN activity_type = 'electricity' THEN 'td_loss.electricity' ELSE 'wtt.' || activity_type END)`;

/** The category 3 line a row's type brings is of the family: `wtt.fuel` matches the fuels, `td_loss` the electricity. */
export function category3LineInTypeFamily(type: string): Expression<SqlBool> {
  return inTypeFamily(type, category3LineType);
}
