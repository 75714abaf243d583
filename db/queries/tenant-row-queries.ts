import { sql, type SelectQueryBuilder, type UpdateQueryBuilder } from 'kysely';
import type { Mode } from '../schema.ts';
import type { TenantScope } from './tenant-scope.ts';

/** Tables whose rows belong to one organisation in one mode, with an id and an insertion-order seq. */
type TenantRowTable<DB> = {
  [T in keyof DB]: DB[T] extends { id: unknown; seq: unknown; organization_id: string; mode: Mode } ? T : never;
}[keyof DB];

// The table is generic here, so its columns are named by reference; the constraint above is what
// guarantees they exist.
const organizationId = sql.ref<string>('organization_id');
const mode = sql.ref<Mode>('mode');
const id = sql.ref<string>('id');
const seq = sql.ref<number>('seq');

/** One row of the scope by id; `forUpdate` locks it until the transaction ends. */
export async function findTenantRow<DB, TB extends TenantRowTable<DB>, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  scope: TenantScope,
  rowId: string,
  forUpdate = false,
) {
  let scoped = query
    .where(organizationId, '=', scope.organizationId)
    .where(mode, '=', scope.mode)
    .where(id, '=', rowId);
  if (forUpdate) scoped = scoped.forUpdate();
  return scoped.executeTakeFirst();
}

/** Rows of the scope newest first, keyset-paginated: one more than `limit` says whether a next page exists. */
export async function listTenantRowPage<DB, TB extends TenantRowTable<DB>, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  scope: TenantScope,
  page: { limit: number; afterSeq?: number },
) {
  let scoped = query.where(organizationId, '=', scope.organizationId).where(mode, '=', scope.mode);
  if (page.afterSeq !== undefined) scoped = scoped.where(seq, '<', page.afterSeq);
  return scoped
    .orderBy(seq, 'desc')
    .limit(page.limit + 1)
    .execute();
}

/** Applies an update to one row of the scope by id and returns the row as it now is; throws when there is none. */
export async function updateTenantRow<DB, UT extends keyof DB, TB extends TenantRowTable<DB> & UT, O>(
  query: UpdateQueryBuilder<DB, UT, TB, O>,
  scope: TenantScope,
  rowId: string,
) {
  return query
    .where(organizationId, '=', scope.organizationId)
    .where(mode, '=', scope.mode)
    .where(id, '=', rowId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
