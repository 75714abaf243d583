import { recordAudit } from '../../db/queries/audit.ts';
import { findEntity, isEntityOrAncestor, updateEntity as updateEntityRow } from '../../db/queries/entities.ts';
import { auditActor, type Actor } from '../actor.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notFound, validationError } from '../service-errors.ts';
import type { Entity, PatchEntityInput } from './entity-schemas.ts';
import { toEntity } from './read-entities.ts';
import { siteConstraintError } from './site-constraint-errors.ts';

/**
 * Changes the fields a PATCH names and audits before and after, in one transaction. A parent that is
 * the entity itself or one of its descendants is refused (the ownership chain must end). Ownership
 * shares can weigh consolidated totals, so cached emissions answers are made stale.
 */
export async function updateEntity(
  deps: Pick<ServiceDeps, 'db' | 'queues' | 'rollups'>,
  actor: Actor,
  id: string,
  patch: PatchEntityInput,
): Promise<Entity> {
  const entity = await deps.db
    .transaction()
    .execute(async (trx) => {
      const before = await findEntity(trx, actor, id, true);
      if (!before) throw notFound('Entity');
      const parent = patch.parent_entity_id;
      if (parent && (await isEntityOrAncestor(trx, actor, parent, id)))
        throw validationError(
          'parent_entity_id',
          'is this entity or one it owns: the ownership chain would be a cycle',
        );
      const after = toEntity(await updateEntityRow(trx, actor, id, patch));
      await recordAudit(trx, {
        ...auditActor(actor),
        action: 'entity.update',
        entityType: 'entity',
        entityId: id,
        snapshot: { before: toEntity(before), after },
      });
      return after;
    })
    .catch((error: unknown) => {
      throw siteConstraintError(error);
    });
  await emissionsChanged(deps, actor);
  return entity;
}
