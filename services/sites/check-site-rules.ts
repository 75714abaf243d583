import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { isSiteRule, type ErpMappingRule } from '../../domain/erp/erp-mapping-rules.ts';
import { validationError } from '../service-errors.ts';
import { sitesNamedBy } from './load-site-directory.ts';

/**
 * Refuses, when mappings are submitted (organisation rules, a sync's or schedule's connection, a
 * push), a site rule naming no active site of the organisation: VALIDATION_ERROR on
 * `<field>[i].site_code`. One query for all of them.
 */
export async function checkSiteRules(
  db: Db,
  scope: TenantScope,
  rules: readonly ErpMappingRule[] | undefined,
  field: string,
): Promise<void> {
  const named = (rules ?? []).flatMap((rule, index) =>
    isSiteRule(rule) ? [{ index, site_code: rule.site_code }] : [],
  );
  if (named.length === 0) return;
  const sites = await sitesNamedBy(db, scope, named);
  for (const { index, site_code } of named) {
    const found = sites.find({ site_code });
    if (!found.ok) throw validationError(`${field}[${index}].site_code`, found.error.reason);
  }
}
