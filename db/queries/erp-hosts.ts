import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { TenantScope } from './tenant-scope.ts';

const registered = (db: Db, scope: TenantScope) =>
  db
    .selectFrom('erp_hosts')
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('deleted_at', 'is', null);

/** The hosts one organisation registered in one mode, oldest first. */
export async function listErpHosts(db: Db, scope: TenantScope) {
  return registered(db, scope).selectAll().orderBy('created_at').orderBy('id').execute();
}

/** The row of this host and port (null: any port) if registered already. */
export async function findErpHost(db: Db, scope: TenantScope, host: string, port: number | null) {
  return registered(db, scope)
    .selectAll()
    .where('host', '=', host)
    .where(sql<number>`coalesce(port, 0)`, '=', port ?? 0)
    .executeTakeFirst();
}

/** Registers a host; undefined when the same host and port is registered already (the unique index). */
export async function insertErpHost(
  db: Db,
  scope: TenantScope,
  values: { host: string; port: number | null; description: string | null; createdBy: string },
) {
  return db
    .insertInto('erp_hosts')
    .values({
      organization_id: scope.organizationId,
      mode: scope.mode,
      host: values.host,
      port: values.port,
      description: values.description,
      created_by: values.createdBy,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Soft-deletes a registered host; undefined when it is not one of the scope's (or deleted already). */
export async function softDeleteErpHost(db: Db, scope: TenantScope, id: string) {
  return db
    .updateTable('erp_hosts')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
