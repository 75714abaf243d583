import { sql, type Expression, type SqlBool } from 'kysely';

/** `activity_type` is the type itself or one of its family: `fuel` matches `fuel` and `fuel.diesel`. */
export function inTypeFamily(type: string): Expression<SqlBool> {
  const pattern = `${type.replace(/[%_\\]/g, (c) => `\\${c}`)}.%`;
  return sql<SqlBool>`(activity_type = ${type} OR activity_type LIKE ${pattern})`;
}
