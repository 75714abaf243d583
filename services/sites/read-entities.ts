import { findEntity, listEntities } from '../../db/queries/entities.ts';
import type { EntityRow } from '../../db/schema.ts';
import type { Actor } from '../actor.ts';
import { decodeCursor, keysetPage } from '../pagination-cursor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notFound } from '../service-errors.ts';
import type { Entity } from './entity-schemas.ts';

/** A stored legal entity as the API answers it. */
export function toEntity(row: EntityRow): Entity {
  return {
    id: row.id,
    name: row.name,
    cin: row.cin,
    parent_entity_id: row.parent_entity_id,
    ownership_pct: Number(row.ownership_pct),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** One entity of the actor's organisation and mode; another's is NOT_FOUND. */
export async function getEntity(deps: Pick<ServiceDeps, 'db'>, actor: Actor, id: string): Promise<Entity> {
  const row = await findEntity(deps.db, actor, id);
  if (!row) throw notFound('Entity');
  return toEntity(row);
}

/** Newest first, keyset-paginated. */
export async function listEntityPage(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  query: { limit: number; cursor?: string },
) {
  const rows = await listEntities(deps.db, actor, {
    limit: query.limit,
    afterSeq: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const { items, next_cursor } = keysetPage(rows, query.limit, toEntity);
  return { entities: items, next_cursor };
}
