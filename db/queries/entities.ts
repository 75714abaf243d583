import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../database.ts';
import type { EntitiesTable } from '../schema.ts';
import type { TenantScope } from './tenant-scope.ts';
import { findTenantRow, listTenantRowPage, updateTenantRow } from './tenant-row-queries.ts';

export type EntityFields = Omit<Insertable<EntitiesTable>, 'organization_id' | 'mode' | 'created_at' | 'updated_at'>;

export async function insertEntity(db: Db, scope: TenantScope, fields: EntityFields) {
  return db
    .insertInto('entities')
    .values({ ...fields, organization_id: scope.organizationId, mode: scope.mode })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findEntity(db: Db, scope: TenantScope, id: string, forUpdate = false) {
  return findTenantRow(db.selectFrom('entities').selectAll(), scope, id, forUpdate);
}

/** Entities of the scope, newest first, keyset-paginated like every list. */
export async function listEntities(db: Db, scope: TenantScope, filter: { limit: number; afterSeq?: number }) {
  return listTenantRowPage(db.selectFrom('entities').selectAll(), scope, filter);
}

export async function updateEntity(
  db: Db,
  scope: TenantScope,
  id: string,
  fields: Omit<Updateable<EntitiesTable>, 'organization_id' | 'mode' | 'id'>,
) {
  return updateTenantRow(db.updateTable('entities').set({ ...fields, updated_at: sql`now()` }), scope, id);
}

/** Whether `ancestorId` is `id` or one of the entities above it (a parent that would close a cycle). */
export async function isEntityOrAncestor(db: Db, scope: TenantScope, id: string, ancestorId: string) {
  const { rows } = await sql<{ found: boolean }>`
    WITH RECURSIVE chain(id, parent_entity_id) AS (
      SELECT id, parent_entity_id FROM entities
      WHERE organization_id = ${scope.organizationId} AND mode = ${scope.mode} AND id = ${id}
      UNION
      SELECT e.id, e.parent_entity_id FROM entities e JOIN chain c ON e.id = c.parent_entity_id
      WHERE e.organization_id = ${scope.organizationId} AND e.mode = ${scope.mode}
    )
    SELECT EXISTS (SELECT 1 FROM chain WHERE id = ${ancestorId}) AS found`.execute(db);
  return rows[0]?.found ?? false;
}
