import { recordAudit } from '../../db/queries/audit.ts';
import { insertSite } from '../../db/queries/sites.ts';
import { auditActor, type Actor } from '../actor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { toSite } from './read-sites.ts';
import { siteConstraintError } from './site-constraint-errors.ts';
import type { CreateSiteInput, Site } from './site-schemas.ts';

/** Stores a site and its audit record in one transaction; a taken code is 409, an unknown entity 400. */
export async function createSite(deps: Pick<ServiceDeps, 'db'>, actor: Actor, input: CreateSiteInput): Promise<Site> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const site = toSite(await insertSite(trx, actor, input));
      await recordAudit(trx, {
        ...auditActor(actor),
        action: 'site.create',
        entityType: 'site',
        entityId: site.id,
        snapshot: site,
      });
      return site;
    })
    .catch((error: unknown) => {
      throw siteConstraintError(error);
    });
}
