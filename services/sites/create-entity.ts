import { recordAudit } from '../../db/queries/audit.ts';
import { insertEntity } from '../../db/queries/entities.ts';
import { auditActor, type Actor } from '../actor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { CreateEntityInput, Entity } from './entity-schemas.ts';
import { toEntity } from './read-entities.ts';
import { siteConstraintError } from './site-constraint-errors.ts';

/** Stores a legal entity and its audit record in one transaction; a taken name is 409, an unknown parent 400. */
export async function createEntity(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  input: CreateEntityInput,
): Promise<Entity> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const entity = toEntity(await insertEntity(trx, actor, input));
      await recordAudit(trx, {
        ...auditActor(actor),
        action: 'entity.create',
        entityType: 'entity',
        entityId: entity.id,
        snapshot: entity,
      });
      return entity;
    })
    .catch((error: unknown) => {
      throw siteConstraintError(error);
    });
}
