import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { TenantScope } from './tenant-scope.ts';

/** The organisation's stored mapping (as JSON), or undefined when it never set one. */
export async function findErpMappings(db: Db, scope: TenantScope) {
  return db
    .selectFrom('erp_mappings')
    .select(['mappings', 'updated_at', 'updated_by'])
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .executeTakeFirst();
}

export async function saveErpMappings(db: Db, scope: TenantScope, mappings: unknown, updatedBy: string) {
  const json = JSON.stringify(mappings);
  return db
    .insertInto('erp_mappings')
    .values({ organization_id: scope.organizationId, mode: scope.mode, mappings: json, updated_by: updatedBy })
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'mode'])
        .doUpdateSet({ mappings: json, updated_by: updatedBy, updated_at: sql<Date>`now()` }),
    )
    .returning(['mappings', 'updated_at', 'updated_by'])
    .executeTakeFirstOrThrow();
}
