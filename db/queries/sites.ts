import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { Insertable, Updateable } from 'kysely';
import type { SitesTable } from '../schema.ts';
import type { TenantScope } from './tenant-scope.ts';
import { findTenantRow, listTenantRowPage, updateTenantRow } from './tenant-row-queries.ts';

/** What a site's writer sets (the organisation and mode come from the scope). */
export type SiteFields = Omit<Insertable<SitesTable>, 'organization_id' | 'mode' | 'created_at' | 'updated_at'>;

export async function insertSite(db: Db, scope: TenantScope, fields: SiteFields) {
  return db
    .insertInto('sites')
    .values({ ...fields, organization_id: scope.organizationId, mode: scope.mode })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One site of the scope; `forUpdate` locks it until the transaction ends. */
export async function findSite(db: Db, scope: TenantScope, id: string, forUpdate = false) {
  return findTenantRow(db.selectFrom('sites').selectAll(), scope, id, forUpdate);
}

/** Sites of the scope in insertion order, newest first, keyset-paginated like every list. */
export async function listSites(
  db: Db,
  scope: TenantScope,
  filter: { status?: 'active' | 'archived'; limit: number; afterSeq?: number },
) {
  let query = db.selectFrom('sites').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  return listTenantRowPage(query, scope, filter);
}

export async function updateSite(
  db: Db,
  scope: TenantScope,
  id: string,
  fields: Omit<Updateable<SitesTable>, 'organization_id' | 'mode' | 'id'>,
) {
  return updateTenantRow(db.updateTable('sites').set({ ...fields, updated_at: sql`now()` }), scope, id);
}

export async function deleteSite(db: Db, scope: TenantScope, id: string) {
  await db
    .deleteFrom('sites')
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id)
    .execute();
}

/** How many live (not deleted) activities name the site. */
export async function countSiteActivities(db: Db, scope: TenantScope, siteId: string): Promise<number> {
  const { count } = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('site_id', '=', siteId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

const SITE_OF_ACTIVITY = ['id', 'code', 'status', 'country', 'state', 'city', 'grid_region'] as const;

/** Every site of the scope, with what an activity takes from it (a job's intake resolves codes against them). */
export async function listSitesOfActivities(db: Db, scope: TenantScope) {
  return db
    .selectFrom('sites')
    .select(SITE_OF_ACTIVITY)
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .execute();
}

/**
 * The sites of the scope a batch of activities names, by id or by code (case-insensitive): one query
 * for the whole batch. Archived sites are returned too, so the caller can say why one is refused.
 */
export async function findSitesByReference(
  db: Db,
  scope: TenantScope,
  references: { ids: readonly string[]; codes: readonly string[] },
) {
  if (references.ids.length === 0 && references.codes.length === 0) return [];
  const lowerCodes = references.codes.map((code) => code.toLowerCase());
  return db
    .selectFrom('sites')
    .select(SITE_OF_ACTIVITY)
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where((eb) =>
      eb.or([
        ...(references.ids.length > 0 ? [eb('id', 'in', references.ids)] : []),
        ...(lowerCodes.length > 0 ? [eb(sql<string>`lower(code)`, 'in', lowerCodes)] : []),
      ]),
    )
    .execute();
}
