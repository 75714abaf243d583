import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import { lockOrganization, updateOrganizationRow } from '../../db/queries/organization-rows.ts';
import { CountryCode } from '../../domain/schemas/activity-submission.ts';
import { OrganizationSettingsPatch, readOrganizationSettings } from '../../domain/schemas/organization-settings.ts';
import { ApiPack, ManagementError, PACK_RULE, PlanName } from '../keys/key-management.ts';

export const OrganizationId = z.string().uuid('must be an organisation id (UUID)');

/**
 * PATCH /admin/organizations/:id and `cli orgs update`: only what is sent changes, except that a plan
 * other than professional drops the API pack.
 */
export const UpdateOrganizationInput = z
  .object({
    plan: PlanName.optional(),
    pack: ApiPack.optional(),
    country: CountryCode.optional().describe('default location of activities'),
    settings: OrganizationSettingsPatch.optional(),
  })
  .strict()
  .refine((o) => Object.values(o).some((value) => value !== undefined), {
    path: ['plan'],
    message: 'name something to change: plan, pack, country or settings',
  });
export type UpdateOrganizationInput = z.infer<typeof UpdateOrganizationInput>;

/**
 * Changes an organisation's plan, API pack, default country or accounting settings, audited with the
 * values before and after (`organization.update` for plan, pack and country, `organization.settings`
 * for settings). Activities already stored keep their figures; POST /v1/activities/recalculate applies
 * new settings to them. API processes see the change within their key cache's 2 s
 * (services/keys/key-lookup-cache.ts).
 */
export async function updateOrganization(
  deps: { db: Db },
  actor: string,
  organizationId: string,
  input: UpdateOrganizationInput,
) {
  return deps.db.transaction().execute(async (trx) => {
    const current = await lockOrganization(trx, organizationId);
    if (!current) throw new ManagementError('not_found', 'Organization not found');
    const plan = input.plan ?? current.plan;
    const apiPack = input.pack ?? (plan === 'professional' ? current.api_pack : null);
    if (plan !== 'professional' && apiPack !== null) throw new ManagementError('invalid', PACK_RULE, 'pack');
    const before = readOrganizationSettings(current.settings);
    const after = readOrganizationSettings({ ...before, ...input.settings });
    const org = await updateOrganizationRow(trx, organizationId, {
      plan,
      apiPack,
      country: input.country ?? current.country,
      settings: after,
    });
    const audit = { organizationId, mode: null, actor, entityType: 'organization', entityId: organizationId } as const;
    if (input.plan !== undefined || input.pack !== undefined || input.country !== undefined) {
      const account = (o: typeof org) => ({ plan: o.plan, api_pack: o.api_pack, country: o.country });
      await recordAudit(trx, {
        ...audit,
        action: 'organization.update',
        snapshot: { before: account(current), after: account(org) },
      });
    }
    if (input.settings)
      await recordAudit(trx, { ...audit, action: 'organization.settings', snapshot: { before, after } });
    return org;
  });
}
