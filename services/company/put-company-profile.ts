import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import { replaceCompanyProfile } from '../../db/queries/company-profiles.ts';
import type { CompanyProfile } from '../../domain/reports/company-profile.ts';
import { auditActor, type Actor } from '../actor.ts';
import type { CompanyProfileView } from './get-company-profile.ts';

/** Replaces the actor's profile and records the change (before and after) in the audit log, in one transaction. */
export async function putCompanyProfile(
  deps: { db: Db },
  actor: Actor,
  profile: CompanyProfile,
): Promise<CompanyProfileView> {
  return deps.db.transaction().execute(async (trx) => {
    const { previous, saved } = await replaceCompanyProfile(trx, actor, profile);
    await recordAudit(trx, {
      ...auditActor(actor),
      action: 'company_profile.update',
      entityType: 'company_profile',
      entityId: actor.organizationId,
      snapshot: { before: previous ?? null, after: profile },
    });
    return { ...profile, updated_at: saved.updated_at.toISOString() };
  });
}
