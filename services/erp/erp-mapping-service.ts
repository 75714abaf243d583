import { recordAudit } from '../../db/queries/audit.ts';
import { findErpMappings, saveErpMappings } from '../../db/queries/erp-mappings.ts';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { DEFAULT_ERP_RULES, ErpMappings, type ErpMappingsView } from '../../domain/erp/erp-mapping-rules.ts';
import { auditActor, type Actor } from '../actor.ts';
import type { ErpDeps } from './erp-deps.ts';
import { checkSiteRules } from '../sites/check-site-rules.ts';

const NO_RULES: ErpMappings = { rules: [], use_default_rules: true };

/** The organisation's mapping, or the defaults alone when it never set one. */
export async function organisationMappings(db: Db, scope: TenantScope): Promise<ErpMappings> {
  const stored = await findErpMappings(db, scope);
  return stored ? ErpMappings.parse(stored.mappings) : NO_RULES;
}

function mappingsView(
  mappings: ErpMappings,
  stored: { updated_at: Date; updated_by: string } | undefined,
): ErpMappingsView {
  return {
    ...mappings,
    default_rules: [...DEFAULT_ERP_RULES],
    updated_at: stored ? stored.updated_at.toISOString() : null,
    updated_by: stored?.updated_by ?? null,
  };
}

/** GET: the organisation's rules with the defaults they come before, so a finance team can read what applies. */
export async function getErpMappings(deps: Pick<ErpDeps, 'db'>, actor: Actor) {
  const stored = await findErpMappings(deps.db, actor);
  return mappingsView(stored ? ErpMappings.parse(stored.mappings) : NO_RULES, stored);
}

/**
 * PUT: replaces the organisation's rules, audited with before and after. The next sync reads every
 * voucher again under them (the mapping fingerprint changed), updating activities and rollups.
 */
export async function putErpMappings(deps: Pick<ErpDeps, 'db'>, actor: Actor, input: ErpMappings) {
  await checkSiteRules(deps.db, actor, input.rules, 'rules');
  return deps.db.transaction().execute(async (trx) => {
    const before = await findErpMappings(trx, actor);
    const who = auditActor(actor);
    const saved = await saveErpMappings(trx, actor, input, who.actor);
    await recordAudit(trx, {
      ...who,
      action: 'erp.mappings.update',
      entityType: 'erp_mappings',
      entityId: actor.organizationId,
      snapshot: { before: before?.mappings ?? null, after: input },
    });
    return mappingsView(input, saved);
  });
}
