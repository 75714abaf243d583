import { findSite, listSites } from '../../db/queries/sites.ts';
import type { SiteRow } from '../../db/schema.ts';
import type { Actor } from '../actor.ts';
import { decodeCursor, keysetPage } from '../pagination-cursor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notFound } from '../service-errors.ts';
import type { Site } from './site-schemas.ts';

/** A stored site as the API answers it. */
export function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    grid_region: row.grid_region,
    entity_id: row.entity_id,
    ownership_pct: Number(row.ownership_pct),
    operational_control: row.operational_control,
    financial_control: row.financial_control,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** One site of the actor's organisation and mode; another's is NOT_FOUND. */
export async function getSite(deps: Pick<ServiceDeps, 'db'>, actor: Actor, id: string): Promise<Site> {
  const row = await findSite(deps.db, actor, id);
  if (!row) throw notFound('Site');
  return toSite(row);
}

/** Newest first, keyset-paginated; `status` keeps active or archived sites only. */
export async function listSitePage(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  query: { status?: 'active' | 'archived'; limit: number; cursor?: string },
) {
  const rows = await listSites(deps.db, actor, {
    status: query.status,
    limit: query.limit,
    afterSeq: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const { items, next_cursor } = keysetPage(rows, query.limit, toSite);
  return { sites: items, next_cursor };
}
