import { recordAudit } from '../../db/queries/audit.ts';
import { findSite, updateSite as updateSiteRow } from '../../db/queries/sites.ts';
import { auditActor, type Actor } from '../actor.ts';
import { markBoundaryChanged } from '../emissions/boundary-changed.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notFound, validationError } from '../service-errors.ts';
import { toSite } from './read-sites.ts';
import { siteConstraintError } from './site-constraint-errors.ts';
import { siteState, type PatchSiteInput, type Site } from './site-schemas.ts';

/**
 * Changes the fields a PATCH names (archiving included) and audits before and after, in one
 * transaction. The state is normalised under the country the site ends up with. Ownership and control
 * decide what the site contributes to consolidated totals, so cached emissions answers are made stale.
 */
export async function updateSite(
  deps: Pick<ServiceDeps, 'db' | 'queues' | 'rollups'>,
  actor: Actor,
  id: string,
  patch: PatchSiteInput,
): Promise<Site> {
  const site = await deps.db
    .transaction()
    .execute(async (trx) => {
      const before = await findSite(trx, actor, id, true);
      if (!before) throw notFound('Site');
      const country = patch.country ?? before.country;
      const state = siteState(country, patch.state === undefined ? before.state : patch.state);
      if (!state.ok) throw validationError('state', state.reason);
      const after = toSite(await updateSiteRow(trx, actor, id, { ...patch, state: state.state }));
      await recordAudit(trx, {
        ...auditActor(actor),
        action: 'site.update',
        entityType: 'site',
        entityId: id,
        snapshot: { before: toSite(before), after },
      });
      // Share, control and description are what answers weigh and show: cached ones go stale everywhere.
      await markBoundaryChanged(trx, actor);
      return after;
    })
    .catch((error: unknown) => {
      throw siteConstraintError(error);
    });
  await emissionsChanged(deps, actor);
  return site;
}
