import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { findCompanyProfile } from '../../db/queries/company-profiles.ts';
import { findOrganization } from '../../db/queries/organization-rows.ts';
import { CompanyProfile } from '../../domain/reports/company-profile.ts';
import type { Actor } from '../actor.ts';

export const CompanyProfileView = CompanyProfile.extend({
  updated_at: z
    .string()
    .nullable()
    .describe('last PUT; null while the profile has never been set (legal_name is then the organisation name)'),
});
export type CompanyProfileView = z.infer<typeof CompanyProfileView>;

/** The stored profile of this organisation and mode, or one that knows only the organisation's name. */
export async function profileOrDefault(
  db: Db,
  scope: TenantScope,
): Promise<{ profile: CompanyProfile; updatedAt: Date | null }> {
  const stored = await findCompanyProfile(db, scope);
  if (stored) return { profile: CompanyProfile.parse(stored.profile), updatedAt: stored.updated_at };
  const organization = await findOrganization(db, scope.organizationId);
  if (!organization) throw new Error(`organization ${scope.organizationId} does not exist`);
  return { profile: CompanyProfile.parse({ legal_name: organization.name }), updatedAt: null };
}

export async function getCompanyProfile(deps: { db: Db }, actor: Actor): Promise<CompanyProfileView> {
  const { profile, updatedAt } = await profileOrDefault(deps.db, actor);
  return { ...profile, updated_at: updatedAt?.toISOString() ?? null };
}
