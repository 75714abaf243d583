import type { ActivitySubmission } from '../schemas/activity-submission.ts';
import { siteLocation } from '../sites/site-directory.ts';
import { matchRule, type ErpActivityRule, type MatchedRule, type RuleSet } from './erp-mapping-rules.ts';
import { lineSite, type LineSite } from './erp-site-rules.ts';
import type { ErpSkipReason } from './erp-sync-schema.ts';
import { readLineQuantity, type QuantityAssumption } from './tally-line-quantity.ts';
import type { TallyLine, TallyVoucher } from './tally-voucher-parser.ts';
import { voucherTypeRule, type TallyVoucherType } from './tally-voucher-types.ts';

/**
 * A metered or invoiced quantity (litres, kg, kWh on a purchase voucher) is good activity data; a
 * spend-based estimate from a ledger amount is the weakest there is (as for raw_transaction records).
 */
const QUANTITY_CONFIDENCE = 0.9;
const SPEND_CONFIDENCE = 0.3;
/** A quantity estimated from an amount at an assumed price: no better than a spend-based figure. */
const ESTIMATE_CONFIDENCE = 0.2;
/** Narrations can run long; the activity keeps enough of one to recognise the voucher. */
const NARRATION_MAX = 500;

export interface VoucherContext {
  company: string;
  /** Location of every activity: the organisation's country. */
  country: string;
  /** The company's voucher types by folded name (voucherTypeIndex). */
  voucherTypes: ReadonlyMap<string, TallyVoucherType>;
  /** Receipt-note numbers an invoice tracks (held or in the same answer): those receipts are counted on the invoice. */
  invoicedReceiptNotes: ReadonlySet<string>;
  /** By a return's GUID, the purchase it nets against (purchaseReturnMatches); a purchase's own credit lines name itself. */
  returnedPurchases: ReadonlyMap<string, ReturnedPurchase>;
}

/**
 * The purchase a return (a Debit Note, a credit line) was matched to: its return is dated on it,
 * unless the purchase's fiscal year is locked (filed), whose figures stay as filed: the return then
 * counts on its own date.
 */
export interface ReturnedPurchase {
  guid: string;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  /** The locked fiscal year holding the purchase ('FY2024-25'), or null. */
  lockedYear: string | null;
}

export interface PlannedLine {
  line: TallyLine;
  /** As the engine takes it (a positive quantity); a return is negated after it is calculated. */
  submission: ActivitySubmission;
  /** A credit line (goods returned, an expense credited back): it nets against the period's purchases. */
  returned: boolean;
}

export interface LineSkip {
  line: TallyLine | null;
  reason: ErpSkipReason;
  detail: string;
  /** What the rules meant the line to be ('electricity', 'fuel.diesel'); null when no rule covered it. */
  activityType?: string | null;
}

/** What a voucher becomes: activities for its mapped lines, and why every other line (or the voucher) gave none. */
export interface VoucherPlan {
  voucher: TallyVoucher;
  planned: PlannedLine[];
  skips: LineSkip[];
}

/** Base types whose credits are income (a sale, a sales return's refund), never a return of a purchase. */
const SALES_SIDE = new Set(['sales', 'credit note']);

/** The raw voucher line kept with each activity, so an auditor can find it in Tally. */
function rawVoucher(voucher: TallyVoucher, line: TallyLine) {
  return {
    guid: voucher.guid,
    alter_id: voucher.alterId,
    voucher_number: voucher.number,
    voucher_type: voucher.type,
    date: voucher.rawDate,
    party: voucher.party || null,
    narration: voucher.narration ? voucher.narration.slice(0, NARRATION_MAX) : null,
    ledger: line.ledger,
    stock_item: line.stockItem,
    amount: line.rawAmount,
    quantity: line.quantity?.raw ?? null,
    rate: line.rate,
    cost_centre: line.costCentre,
    godown: line.godown,
  };
}

type LineOutcome =
  | { ok: true; submission: ActivitySubmission }
  | { ok: false; reason: ErpSkipReason; detail: string; activityType: string | null };

/** The activity type a rule makes of a line, for warnings about lines it could not count. */
function ruleActivityType(rule: ErpActivityRule): string | null {
  if (rule.map_to === 'fuel') return `fuel.${rule.fuel_type}`;
  if (rule.map_to === 'spend') return `spend.${rule.category}`;
  return rule.map_to === 'electricity' ? 'electricity' : null;
}

/** An electricity rule's source (and a supplier's factor) as the calculation reads them from metadata; none for fuel. */
function electricityFacts(rule: ErpActivityRule): Record<string, unknown> {
  if (rule.map_to !== 'electricity') return {};
  const { electricity_source, supplier_factor, supplier_factor_source } = rule;
  return {
    ...(electricity_source ? { electricity_source } : {}),
    ...(supplier_factor !== undefined ? { supplier_factor } : {}),
    ...(supplier_factor_source ? { supplier_factor_source } : {}),
  };
}

function lineSubmission(
  voucher: TallyVoucher,
  line: TallyLine,
  returned: boolean,
  matched: MatchedRule,
  placed: LineSite,
  context: VoucherContext,
): LineOutcome {
  const { rule } = matched;
  const skip = (reason: ErpSkipReason, detail: string): LineOutcome => ({
    ok: false,
    reason,
    detail,
    activityType: ruleActivityType(rule),
  });
  // A return nets against the purchase it names, in that purchase's month; one naming none stays on its own date.
  const against = returned ? (context.returnedPurchases.get(voucher.guid) ?? null) : null;
  const date = against && against.lockedYear === null ? against.date : voucher.date!;
  const base = (
    activity_type: string,
    scope: '1' | '2' | '3',
    quantity: number,
    unit: string,
    confidence: number,
    assumption: QuantityAssumption | null = null,
    facts: Record<string, unknown> = {},
  ): LineOutcome => ({
    ok: true,
    submission: {
      activity_type,
      scope,
      quantity,
      unit,
      // Tally carries no billing cycle or consumption period: the voucher date is the period.
      period: { start: date, end: date },
      // A line a site rule places takes the site's location, as a CSV row naming a site does.
      location: placed.site ? siteLocation(placed.site) : { country: context.country },
      ...(placed.site ? { site_id: placed.site.id } : {}),
      source: {
        type: 'erp',
        confidence,
        name: `Tally: ${context.company}`.slice(0, 200),
        reference: `tally:${voucher.guid}`.slice(0, 200),
      },
      metadata: {
        data_type: 'erp_voucher',
        erp_system: 'tally',
        tally: rawVoucher(voucher, line),
        mapping: {
          origin: matched.origin,
          match: rule.match,
          pattern: rule.pattern,
          map_to: rule.map_to,
          name: matched.name,
        },
        ...(placed.rule ? { site_rule: placed.rule } : {}),
        ...(assumption ? { quantity_assumed: assumption } : {}),
        ...(assumption?.code === 'QUANTITY_ESTIMATED_FROM_AMOUNT' ? { estimated: true } : {}),
        ...(line.directionConflict ? { direction_conflict: line.directionConflict } : {}),
        ...(returned
          ? {
              purchase_return: {
                guid: voucher.guid,
                voucher_number: voucher.number,
                voucher_type: voucher.type,
                against: against && {
                  guid: against.guid,
                  voucher_number: against.number,
                  date: against.date,
                  locked_year: against.lockedYear,
                },
              },
            }
          : {}),
        ...facts,
      },
    },
  });
  const named = `'${matched.name}'`;
  switch (rule.map_to) {
    case 'ignore':
      return skip('ignored', `${named} matches an ignore rule ('${rule.pattern}')`);
    case 'spend':
      if (line.amount <= 0) return skip('no_quantity', `${named} has no amount`);
      return base(`spend.${rule.category}`, '3', line.amount, 'INR', SPEND_CONFIDENCE);
    case 'fuel':
    case 'electricity': {
      const read = readLineQuantity(rule, line, named);
      if (!read.ok) return skip(read.reason, read.detail);
      const [type, scope] =
        rule.map_to === 'fuel' ? ([`fuel.${rule.fuel_type}`, '1'] as const) : (['electricity', '2'] as const);
      const confidence = read.estimated ? ESTIMATE_CONFIDENCE : QUANTITY_CONFIDENCE;
      return base(type, scope, read.value, read.unit, confidence, read.assumption, electricityFacts(rule));
    }
  }
}

/**
 * Plans one voucher: cancelled and optional vouchers are skipped, and so are vouchers whose type
 * does not count (orders, stock movements, a receipt note an invoice tracks); the candidate lines
 * are the debit lines other than the party's (purchases and expenses; a sales voucher has none);
 * each candidate goes through the rules. Calculation (the factor) is the caller's, which may skip a
 * line further.
 */
export function planVoucher(voucher: TallyVoucher, rules: RuleSet, context: VoucherContext): VoucherPlan {
  const plan: VoucherPlan = { voucher, planned: [], skips: [] };
  const skipVoucher = (reason: ErpSkipReason, detail: string) => ({ ...plan, skips: [{ line: null, reason, detail }] });
  if (!voucher.guid) return skipVoucher('no_guid', 'the voucher has no GUID, so it cannot be kept in step with Tally');
  if (voucher.cancelled) return skipVoucher('cancelled', 'ISCANCELLED is Yes');
  if (voucher.optional) return skipVoucher('optional', 'ISOPTIONAL is Yes (a memorandum, not in the books)');
  if (!voucher.date) return skipVoucher('invalid_date', `DATE '${voucher.rawDate}' is not a YYYYMMDD date`);
  const typeRule = voucherTypeRule(voucher.type, context.voucherTypes);
  if (typeRule.rule === 'not_counted')
    return skipVoucher('not_counted_type', `voucher type '${voucher.type}' does not count: ${typeRule.why}`);
  if (typeRule.rule === 'counted_unless_invoiced' && context.invoicedReceiptNotes.has(voucher.number)) {
    return skipVoucher(
      'tracked_by_invoice',
      `receipt note ${voucher.number} is tracked by a purchase invoice, which counts the goods`,
    );
  }
  const party = (line: TallyLine) => line.party || (voucher.party !== '' && line.ledger === voucher.party);
  // A credit the rules map (a Debit Note's goods, a refund credited to an expense ledger) is a return;
  // the credits of a sale are income, and a credit no rule maps (a supplier, a provision) is not an expense.
  const salesSide = SALES_SIDE.has((typeRule.base ?? voucher.type).trim().toLowerCase());
  const candidates = voucher.lines.flatMap((line) => {
    if (party(line)) return [];
    if (line.debit) return [{ line, returned: false, matched: matchRule(rules, line) }];
    const matched = salesSide ? undefined : matchRule(rules, line);
    return matched && matched.rule.map_to !== 'ignore' ? [{ line, returned: true, matched }] : [];
  });
  if (candidates.length === 0)
    return skipVoucher(
      'no_expense_lines',
      'no debit line other than the party ledger, nor a return of a mapped item (e.g. a sale or a receipt)',
    );
  for (const { line, returned, matched } of candidates) {
    const outcome: LineOutcome = matched
      ? lineSubmission(voucher, line, returned, matched, lineSite(rules, line), context)
      : {
          ok: false,
          reason: 'unmapped',
          detail:
            `no rule covers stock item ${line.stockItem ? `'${line.stockItem}'` : '(none)'} ` +
            `/ ledger '${line.ledger ?? ''}'`,
          activityType: null,
        };
    if (outcome.ok) plan.planned.push({ line, submission: outcome.submission, returned });
    else plan.skips.push({ line, reason: outcome.reason, detail: outcome.detail, activityType: outcome.activityType });
  }
  return plan;
}

/** Most telling first: a line the rules meant to count but could not beats one they do not cover. */
const REASON_ORDER: readonly ErpSkipReason[] = [
  'not_calculable',
  'unsupported_unit',
  'no_quantity',
  'unmapped',
  'ignored',
];

/** Why a voucher with no stored activity was skipped, from its line skips. */
export function voucherSkipReason(skips: readonly LineSkip[]): LineSkip {
  const voucherLevel = skips.find((entry) => entry.line === null);
  if (voucherLevel) return voucherLevel;
  for (const reason of REASON_ORDER) {
    const found = skips.find((entry) => entry.reason === reason);
    if (found) return found;
  }
  return skips[0];
}
