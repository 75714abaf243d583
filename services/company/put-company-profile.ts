import { recordAudit } from '../../db/queries/audit.ts';
import { replaceCompanyProfile } from '../../db/queries/company-profiles.ts';
import type { CompanyProfile } from '../../domain/reports/company-profile.ts';
import { auditActor, type Actor } from '../actor.ts';
import { markBoundaryChanged } from '../emissions/boundary-changed.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { CompanyProfileView } from './get-company-profile.ts';

/**
 * Replaces the actor's profile and records the change (before and after) in the audit log, in one
 * transaction. A new consolidation approach changes every total: cached emissions answers go stale.
 */
export async function putCompanyProfile(
  deps: Pick<ServiceDeps, 'db' | 'queues'> & Partial<Pick<ServiceDeps, 'rollups'>>,
  actor: Actor,
  profile: CompanyProfile,
): Promise<CompanyProfileView> {
  const { view, approachChanged } = await deps.db.transaction().execute(async (trx) => {
    const { previous, saved } = await replaceCompanyProfile(trx, actor, profile);
    await recordAudit(trx, {
      ...auditActor(actor),
      action: 'company_profile.update',
      entityType: 'company_profile',
      entityId: actor.organizationId,
      snapshot: { before: previous ?? null, after: profile },
    });
    const before = (previous as { consolidation_approach?: unknown } | undefined)?.consolidation_approach ?? null;
    const approachChanged = before !== profile.consolidation_approach;
    if (approachChanged) await markBoundaryChanged(trx, actor);
    return { view: { ...profile, updated_at: saved.updated_at.toISOString() }, approachChanged };
  });
  if (approachChanged) await emissionsChanged(deps, actor, { fold: false });
  return view;
}
