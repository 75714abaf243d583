import type { SiteOfActivity } from '../sites/site-directory.ts';
import { patternMatches, siteRules, type ErpSiteRule, type RuleOrigin, type RuleSet } from './erp-mapping-rules.ts';
import type { TallyLine } from './tally-voucher-parser.ts';

/** The site rule that placed a line, as the activity's metadata keeps it (`site_rule`). */
export interface AppliedSiteRule {
  origin: RuleOrigin;
  match: ErpSiteRule['match'];
  pattern: string;
  site_code: string;
  /** The cost centre or godown the pattern matched. */
  name: string;
  /** Set when the site could not be used (unknown, archived): the line's activity is then unassigned. */
  refused?: string;
}

export interface LineSite {
  site: SiteOfActivity | undefined;
  rule: AppliedSiteRule | undefined;
}

const UNASSIGNED: LineSite = { site: undefined, rule: undefined };

/**
 * The site of a voucher line: the first site rule matching its cost centre (an allocation the
 * accountant made for this line), else the first matching its godown (where the goods were
 * received, which says less about who used them). A rule whose site cannot be used leaves the line
 * unassigned and says why, never falling through to another rule.
 */
export function lineSite(rules: RuleSet, line: Pick<TallyLine, 'costCentre' | 'godown'>): LineSite {
  const ordered = siteRules(rules);
  if (ordered.length === 0) return UNASSIGNED;
  const names = [
    { match: 'cost_centre', name: line.costCentre },
    { match: 'godown', name: line.godown },
  ] as const;
  for (const { match, name } of names) {
    if (!name?.trim()) continue;
    const found = ordered.find(({ rule }) => rule.match === match && patternMatches(rule.pattern, name));
    if (!found) continue;
    const { rule, origin } = found;
    const applied: AppliedSiteRule = { origin, match, pattern: rule.pattern, site_code: rule.site_code, name };
    const site = rules.sites?.find({ site_code: rule.site_code });
    // The site's code as stored: a rule naming it in another case makes the same activity.
    if (site?.ok && site.site) return { site: site.site, rule: { ...applied, site_code: site.site.code } };
    const refused = site && !site.ok ? site.error.reason : 'is not the code of a site of this organisation';
    return { site: undefined, rule: { ...applied, refused: `site_code ${refused}` } };
  }
  return UNASSIGNED;
}
