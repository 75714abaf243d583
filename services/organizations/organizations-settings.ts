import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import { lockOrganization, writeOrganizationSettings } from '../../db/queries/organization-rows.ts';
import { OrganizationSettingsPatch, readOrganizationSettings } from '../../domain/schemas/organization-settings.ts';
import { ManagementError } from '../keys/key-management.ts';

export const OrganizationId = z.string().uuid('must be an organisation id (UUID)');

/** PATCH /admin/organizations/:id and `cli orgs update`: only the settings sent change. */
export const UpdateOrganizationInput = z.object({ settings: OrganizationSettingsPatch }).strict();
export type UpdateOrganizationInput = z.infer<typeof UpdateOrganizationInput>;

/**
 * Changes an organisation's accounting settings, audited with the settings before and after. Activities
 * already stored keep their figures; POST /v1/activities/recalculate applies the new settings to them.
 * API processes see the change within their key cache's 2 s (services/keys/key-lookup-cache.ts).
 */
export async function updateOrganizationSettings(
  deps: { db: Db },
  actor: string,
  organizationId: string,
  input: UpdateOrganizationInput,
) {
  return deps.db.transaction().execute(async (trx) => {
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
}
