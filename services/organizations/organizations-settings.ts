import { z } from 'zod';
import { ManagementError } from '../../api/auth/key-management.ts';
import { keyLookupCache } from '../../api/auth/key-cache.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import { lockOrganization, writeOrganizationSettings } from '../../db/queries/organizations.ts';
import { OrganizationSettingsPatch, readOrganizationSettings } from '../../jobs/schemas/organization-settings.ts';

export const OrganizationId = z.string().uuid('must be an organisation id (UUID)');

/** PATCH /admin/organizations/:id and `cli orgs update`: only the settings sent change. */
export const UpdateOrganizationInput = z.object({ settings: OrganizationSettingsPatch }).strict();
export type UpdateOrganizationInput = z.infer<typeof UpdateOrganizationInput>;

/**
 * Changes an organisation's accounting settings, audited with the settings before and after. Activities
 * already stored keep their figures; POST /v1/activities/recalculate applies the new settings to them.
 * Keys of the organisation are dropped from this process's key cache so the change applies at once here
 * (other API processes within the cache's 2 s).
 */
export async function updateOrganizationSettings(deps: { db: Db }, actor: string, organizationId: string, input: UpdateOrganizationInput) {
  const updated = await deps.db.transaction().execute(async (trx) => {
    const current = await lockOrganization(trx, organizationId);
    if (!current) throw new ManagementError('not_found', 'Organization not found');
    const before = readOrganizationSettings(current.settings);
    const after = readOrganizationSettings({ ...before, ...input.settings });
    const org = await writeOrganizationSettings(trx, organizationId, after);
    await recordAudit(trx, {
      organizationId,
      mode: null,
      actor,
      action: 'organization.settings',
      entityType: 'organization',
      entityId: organizationId,
      snapshot: { before, after },
    });
    return org;
  });
  keyLookupCache.forgetOrganization(organizationId);
  return updated;
}
