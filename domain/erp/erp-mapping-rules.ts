import { createHash } from 'node:crypto';
import { z } from 'zod';
import { FUEL_TYPES, SPEND_CATEGORIES, type FuelType } from '../mappers/mapper-vocabulary.ts';
import { classifySpend } from '../mappers/spend-classifier.ts';
import { ELECTRICITY_SOURCES } from '../calculation/scope2-schema.ts';
import { SiteCode } from '../schemas/site-code.ts';
import type { SiteDirectory } from '../sites/site-directory.ts';

/**
 * How Tally stock items and ledgers become activities. A rule names what to look at (the stock
 * item, the ledger, or either), a pattern, and the activity: fuel by quantity (scope 1),
 * electricity by units (scope 2), spend in INR (scope 3), or ignore (taxes, rounding, bank).
 *
 * Patterns are matched as words, ignoring case and punctuation: `diesel` matches "High Speed
 * Diesel" and "Diesel A/c" but not "Biodieselx"; `*` stands for any characters (`elec*` matches
 * "Electricity Charges"). First matching rule wins: the connection's rules, then the
 * organisation's, then the defaults below, then the spend keyword rules of POST /v1/ingest/auto.
 * A site rule (map_to 'site') says where a line was booked, not what it is: it is matched on its
 * own, against the line's cost centre or godown (domain/erp/erp-site-rules.ts).
 */

const MAX_WILDCARDS = 3;

const Pattern = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .refine((pattern) => /[a-z0-9]/i.test(pattern), 'must contain a letter or digit')
  .refine((pattern) => pattern.split('*').length - 1 <= MAX_WILDCARDS, `may contain at most ${MAX_WILDCARDS} '*'`);

const Note = z.string().trim().max(200).optional().describe('why the rule exists, for the finance team');

const RuleBase = {
  match: z
    .enum(['stock_item', 'ledger', 'any'], { error: "must be 'stock_item', 'ledger' or 'any'" })
    .describe('which name the pattern is matched against: the stock item, the ledger, or either'),
  pattern: Pattern.describe("words to find in the name, case and punctuation ignored; '*' for any characters"),
  note: Note,
};

/** Units a rule may convert to or estimate in (the fuel or electricity still has to accept it). */
const RULE_UNITS = ['litre', 'kg', 'tonne', 'm3', 'kWh', 'MWh'] as const;

const QuantityRules = {
  unit_conversion: z
    .object({
      from_unit: z.string().trim().min(1).max(40).describe("the unit as Tally writes it, e.g. 'Nos'"),
      quantity: z.number().positive().finite().max(1e9).describe('how much one from_unit is, e.g. 19'),
      unit: z.enum(RULE_UNITS).describe("the unit of that quantity, e.g. 'kg'"),
    })
    .strict()
    .optional()
    .describe("read a count as a quantity: { from_unit: 'Nos', quantity: 19, unit: 'kg' } for 19 kg LPG cylinders"),
  estimate: z
    .object({
      inr_per_unit: z.number().positive().finite().max(1e9).describe('the price of one unit, e.g. 9.5 (₹/kWh)'),
      unit: z.enum(RULE_UNITS),
    })
    .strict()
    .optional()
    .describe(
      'for lines booked without a quantity: the quantity estimated as amount ÷ inr_per_unit, marked estimated with low confidence',
    ),
};

const SiteRule = z
  .object({
    match: z
      .enum(['cost_centre', 'godown'], { error: "must be 'cost_centre' or 'godown' for a site rule" })
      .describe("which name the pattern is matched against: the line's cost centre or its godown"),
    pattern: Pattern.describe("words to find in the name, case and punctuation ignored; '*' for any characters"),
    note: Note,
    map_to: z.literal('site'),
    site_code: SiteCode.describe('the site (GET /v1/sites) the matching lines belong to, by its code'),
  })
  .strict()
  .describe(
    "a line booked to a matching cost centre (or, when no cost-centre rule matches, godown) belongs to the site; the line's activity comes from the other rules",
  );

export const ErpMappingRule = z.discriminatedUnion(
  'map_to',
  [
    z
      .object({
        ...RuleBase,
        map_to: z.literal('fuel'),
        fuel_type: z.enum(FUEL_TYPES as [FuelType, ...FuelType[]]),
        ...QuantityRules,
      })
      .strict(),
    z
      .object({
        ...RuleBase,
        map_to: z.literal('electricity'),
        ...QuantityRules,
        electricity_source: z
          .enum(ELECTRICITY_SOURCES)
          .optional()
          .describe('where the power came from (default grid); supplier_specific needs the two supplier fields'),
        supplier_factor: z.number().min(0).max(2).optional().describe("the supplier's kg CO2e per kWh"),
        supplier_factor_source: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .optional()
          .describe("where the supplier's factor is published"),
      })
      .strict(),
    z.object({ ...RuleBase, map_to: z.literal('spend'), category: z.enum(SPEND_CATEGORIES) }).strict(),
    z.object({ ...RuleBase, map_to: z.literal('ignore') }).strict(),
    SiteRule,
  ],
  {
    error:
      "map_to must be 'fuel' (with fuel_type), 'electricity', 'spend' (with category), 'ignore' or 'site' (with site_code)",
  },
);
export type ErpMappingRule = z.infer<typeof ErpMappingRule>;
/** A rule that names a site for a cost centre or godown. */
export type ErpSiteRule = Extract<ErpMappingRule, { map_to: 'site' }>;
/** A rule that decides what a line is (an activity, or ignored). */
export type ErpActivityRule = Exclude<ErpMappingRule, ErpSiteRule>;

export const isSiteRule = (rule: ErpMappingRule): rule is ErpSiteRule => rule.map_to === 'site';

/** An organisation's mapping (PUT /v1/ingest/erp-sync/mappings): its rules, before or instead of the defaults. */
export const ErpMappings = z
  .object({
    rules: z.array(ErpMappingRule).max(500, 'at most 500 rules').describe('tried in order, before the default rules'),
    use_default_rules: z
      .boolean()
      .default(true)
      .describe('false: only these rules apply (no defaults, no spend keywords)'),
  })
  .strict();
export type ErpMappings = z.infer<typeof ErpMappings>;

const fuel = (pattern: string, fuel_type: FuelType, match: ErpActivityRule['match'] = 'any'): ErpActivityRule => ({
  match,
  pattern,
  map_to: 'fuel',
  fuel_type,
});
const spend = (pattern: string, category: (typeof SPEND_CATEGORIES)[number]): ErpActivityRule => ({
  match: 'ledger',
  pattern,
  map_to: 'spend',
  category,
});
const ignore = (pattern: string): ErpActivityRule => ({ match: 'ledger', pattern, map_to: 'ignore' });

/**
 * Defaults for Indian books. Tax ledgers and rounding first (a line "Input IGST" is never an
 * activity; a bare "GST" is not ignored, as purchase ledgers are often named "Purchase GST 18%");
 * specific fuels before general ones (light diesel oil before diesel). "MS" alone is not read as
 * petrol: in Indian stock lists it is mild steel. Generic travel ledgers are read as air travel,
 * the largest share of business-travel spend; add rules for rail or taxi ledgers.
 */
export const DEFAULT_ERP_RULES: readonly ErpActivityRule[] = [
  ...['cgst', 'sgst', 'igst', 'utgst', 'input gst', 'output gst', 'cess', 'tds', 'tcs'].map(ignore),
  ...['round off', 'rounding off', 'bank', 'cash'].map(ignore),
  fuel('light diesel oil', 'gas_oil'),
  fuel('ldo', 'gas_oil'),
  fuel('diesel', 'diesel'),
  fuel('hsd', 'diesel'),
  fuel('petrol', 'petrol'),
  fuel('motor spirit', 'petrol'),
  fuel('lpg', 'lpg'),
  fuel('cng', 'cng'),
  fuel('png', 'natural_gas'),
  fuel('natural gas', 'natural_gas'),
  fuel('furnace oil', 'fuel_oil'),
  fuel('lshs', 'fuel_oil'),
  fuel('kerosene', 'kerosene'),
  fuel('sko', 'kerosene'),
  fuel('coal', 'coal'),
  { match: 'any', pattern: 'electricity', map_to: 'electricity' },
  { match: 'any', pattern: 'power', map_to: 'electricity' },
  spend('hotel', 'hotel'),
  spend('lodging', 'hotel'),
  spend('boarding', 'hotel'),
  spend('conveyance', 'taxi'),
  spend('travel*', 'air_travel'),
  spend('freight', 'freight'),
  spend('cartage', 'freight'),
  spend('carriage', 'freight'),
  spend('transport*', 'freight'),
  spend('courier', 'courier'),
  spend('postage', 'courier'),
];

/** GET /v1/ingest/erp-sync/mappings: the organisation's rules and the defaults that follow them. */
export const ErpMappingsView = ErpMappings.extend({
  default_rules: z
    .array(ErpMappingRule)
    .describe('tried after `rules` while use_default_rules is true, then the spend keyword rules'),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable().describe("who last changed the rules: 'api_key:<id>'"),
});
export type ErpMappingsView = z.infer<typeof ErpMappingsView>;

/** Where the rule that decided a line came from. */
export type RuleOrigin = 'connection' | 'organisation' | 'default' | 'keywords';

export interface RuleSet {
  connection: readonly ErpMappingRule[];
  organisation: ErpMappings;
  /** The sites the site rules may name (loaded once per sync); none loaded: every site rule's site is unknown. */
  sites?: SiteDirectory;
}

export interface MatchedRule {
  rule: ErpActivityRule;
  origin: RuleOrigin;
  /** The stock item or ledger name the rule matched. */
  name: string;
  /** For the spend keyword rules: the keyword that decided. */
  keyword?: string;
}

/** Lower case, every run of non-alphanumerics one space, padded: ' high speed diesel '. */
const fold = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9*]+/g, ' ')
    .trim()} `;

const compiled = new Map<string, RegExp>();

/** A pattern as a regular expression over folded names: words at word boundaries, '*' any characters. */
function patternRegex(pattern: string): RegExp {
  let regex = compiled.get(pattern);
  if (!regex) {
    const parts = fold(pattern)
      .trim()
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const body = parts.join('[a-z0-9 ]*');
    regex = new RegExp(`${pattern.trim().startsWith('*') ? '' : ' '}${body}${pattern.trim().endsWith('*') ? '' : ' '}`);
    compiled.set(pattern, regex);
  }
  return regex;
}

export function patternMatches(pattern: string, name: string): boolean {
  return patternRegex(pattern).test(fold(name).replaceAll('*', ' '));
}

/** Every rule in the order it is tried, with its origin. */
export function orderedRules(rules: RuleSet): { rule: ErpMappingRule; origin: RuleOrigin }[] {
  return [
    ...rules.connection.map((rule) => ({ rule, origin: 'connection' as const })),
    ...rules.organisation.rules.map((rule) => ({ rule, origin: 'organisation' as const })),
    ...(rules.organisation.use_default_rules
      ? DEFAULT_ERP_RULES.map((rule) => ({ rule, origin: 'default' as const }))
      : []),
  ];
}

/**
 * The rule for a line: the first rule matching its stock item (what was bought), else the first
 * matching the ledger it is booked to ("Purchase GST 18%" says little about a stock item), then,
 * with the defaults on, the spend keyword rules on the ledger name (electricity utilities among
 * them). Undefined: no rule covers the line, and it is never guessed.
 */
export function matchRule(
  rules: RuleSet,
  line: { stockItem: string | null; ledger: string | null },
): MatchedRule | undefined {
  const ordered = orderedRules(rules).filter(
    (entry): entry is { rule: ErpActivityRule; origin: RuleOrigin } => !isSiteRule(entry.rule),
  );
  const names = [
    { name: line.stockItem, kind: 'stock_item' },
    { name: line.ledger, kind: 'ledger' },
  ] as const;
  for (const { name, kind } of names) {
    if (!name?.trim()) continue;
    const found = ordered.find(
      ({ rule }) => (rule.match === kind || rule.match === 'any') && patternMatches(rule.pattern, name),
    );
    if (found) return { ...found, name };
  }
  if (!rules.organisation.use_default_rules || !line.ledger) return undefined;
  const classified = classifySpend(line.ledger);
  if (!classified) return undefined;
  const rule: ErpActivityRule =
    classified.category === 'electricity'
      ? { match: 'ledger', pattern: classified.keyword, map_to: 'electricity' }
      : { match: 'ledger', pattern: classified.keyword, map_to: 'spend', category: classified.category };
  return { rule, origin: 'keywords', name: line.ledger, keyword: classified.keyword };
}

/** The site rules in the order they are tried (the connection's, then the organisation's), with their origin. */
export function siteRules(rules: RuleSet): { rule: ErpSiteRule; origin: RuleOrigin }[] {
  return orderedRules(rules).filter((entry): entry is { rule: ErpSiteRule; origin: RuleOrigin } =>
    isSiteRule(entry.rule),
  );
}

/**
 * What the site rules' codes name now (a site id, or null for none usable): a site created,
 * archived or restored since a range was synced changes what its vouchers become. Undefined
 * without site rules, so the fingerprints of connections without them stay as they were.
 */
function siteRuleTargets(rules: RuleSet): (string | null)[] | undefined {
  const ordered = siteRules(rules);
  if (ordered.length === 0) return undefined;
  return ordered.map(({ rule }) => {
    const site = rules.sites?.find({ site_code: rule.site_code });
    return site?.ok && site.site ? site.site.id : null;
  });
}

/** Raised when the way vouchers are read changes, so every voucher is read again under the new logic. */
const MAPPING_LOGIC_VERSION = 2;

/**
 * A fingerprint of everything that decides what a voucher becomes (rules in order, the defaults,
 * the location, the sites the site rules name): a voucher or range synced under another fingerprint is read again.
 */
export function mappingFingerprint(rules: RuleSet, country: string): string {
  const material = {
    version: MAPPING_LOGIC_VERSION,
    rules: orderedRules(rules),
    keywords: rules.organisation.use_default_rules,
    country,
    sites: siteRuleTargets(rules),
  };
  return createHash('sha256').update(JSON.stringify(material)).digest('hex').slice(0, 32);
}
