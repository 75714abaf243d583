import type { Db } from '../../db/database.ts';
import { findSitesByReference, listSitesOfActivities } from '../../db/queries/sites.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { SiteDirectory } from '../../domain/sites/site-directory.ts';

/** The sites a request's activities name (by id or code): one query for the whole request. */
export async function sitesNamedBy(
  db: Db,
  scope: TenantScope,
  references: readonly { site_id?: string; site_code?: string }[],
): Promise<SiteDirectory> {
  const ids = new Set<string>();
  const codes = new Set<string>();
  for (const reference of references) {
    if (reference.site_id !== undefined) ids.add(reference.site_id);
    if (reference.site_code !== undefined) codes.add(reference.site_code);
  }
  if (ids.size === 0 && codes.size === 0) return new SiteDirectory([]);
  return new SiteDirectory(await findSitesByReference(db, scope, { ids: [...ids], codes: [...codes] }));
}

/**
 * Every site of the organisation, for a job whose rows may name any (one query per run, never per
 * row or batch). A site created while the job runs is not seen by it.
 */
export async function allSites(db: Db, scope: TenantScope): Promise<SiteDirectory> {
  return new SiteDirectory(await listSitesOfActivities(db, scope));
}
