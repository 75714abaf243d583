import { fuelUnit } from '../mappers/fuel.ts';
import { normaliseUnit } from '../mappers/mapper-units.ts';
import type { ActivitySubmission } from '../schemas/activity-submission.ts';
import { matchRule, type MatchedRule, type RuleSet } from './erp-mapping-rules.ts';
import type { ErpSkipReason } from './erp-sync-schema.ts';
import type { TallyLine, TallyVoucher } from './tally-voucher-parser.ts';

/**
 * A metered or invoiced quantity (litres, kg, kWh on a purchase voucher) is good activity data; a
 * spend-based estimate from a ledger amount is the weakest there is (as for raw_transaction records).
 */
const QUANTITY_CONFIDENCE = 0.9;
const SPEND_CONFIDENCE = 0.3;
/** Narrations can run long; the activity keeps enough of one to recognise the voucher. */
const NARRATION_MAX = 500;

export interface VoucherContext {
  company: string;
  /** Location of every activity: the organisation's country. */
  country: string;
}

export interface PlannedLine {
  line: TallyLine;
  submission: ActivitySubmission;
}

export interface LineSkip {
  line: TallyLine | null;
  reason: ErpSkipReason;
  detail: string;
}

/** What a voucher becomes: activities for its mapped lines, and why every other line (or the voucher) gave none. */
export interface VoucherPlan {
  voucher: TallyVoucher;
  planned: PlannedLine[];
  skips: LineSkip[];
}

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
  };
}

type LineOutcome = { ok: true; submission: ActivitySubmission } | { ok: false; reason: ErpSkipReason; detail: string };

const skip = (reason: ErpSkipReason, detail: string): LineOutcome => ({ ok: false, reason, detail });

function lineSubmission(
  voucher: TallyVoucher,
  line: TallyLine,
  matched: MatchedRule,
  context: VoucherContext,
): LineOutcome {
  const { rule } = matched;
  const base = (
    activity_type: string,
    scope: '1' | '2' | '3',
    quantity: number,
    unit: string,
    confidence: number,
  ): LineOutcome => ({
    ok: true,
    submission: {
      activity_type,
      scope,
      quantity,
      unit,
      // Tally carries no billing cycle or consumption period: the voucher date is the period.
      period: { start: voucher.date!, end: voucher.date! },
      location: { country: context.country },
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
    case 'fuel': {
      if (!line.quantity || line.quantity.value <= 0) {
        return skip(
          'no_quantity',
          `${named} is ${rule.fuel_type} but the line has no quantity ` +
            '(fuel is counted by quantity, never guessed from an amount)',
        );
      }
      const unit = normaliseUnit(line.quantity.unit);
      const checked = unit === undefined ? undefined : fuelUnit(rule.fuel_type, unit);
      if (!checked?.ok) {
        const reason = checked ? checked.reason : `'${line.quantity.unit}' is not a unit of fuel`;
        return skip('unsupported_unit', `${named} quantity '${line.quantity.raw}': ${reason}`);
      }
      return base(`fuel.${rule.fuel_type}`, '1', line.quantity.value, checked.unit, QUANTITY_CONFIDENCE);
    }
    case 'electricity': {
      if (!line.quantity || line.quantity.value <= 0) {
        return skip(
          'no_quantity',
          `${named} is electricity without units: there is no spend-based electricity factor, so it needs kWh`,
        );
      }
      const unit = normaliseUnit(line.quantity.unit);
      if (unit !== 'kWh' && unit !== 'MWh')
        return skip('unsupported_unit', `${named} quantity '${line.quantity.raw}' is not in kWh, MWh or Units`);
      return base('electricity', '2', line.quantity.value, unit, QUANTITY_CONFIDENCE);
    }
  }
}

/**
 * Plans one voucher: cancelled and optional vouchers are skipped; the candidate lines are the debit
 * lines other than the party's (purchases and expenses; a sales voucher has none); each candidate
 * goes through the rules. Calculation (the factor) is the caller's, which may skip a line further.
 */
export function planVoucher(voucher: TallyVoucher, rules: RuleSet, context: VoucherContext): VoucherPlan {
  const plan: VoucherPlan = { voucher, planned: [], skips: [] };
  const skipVoucher = (reason: ErpSkipReason, detail: string) => ({ ...plan, skips: [{ line: null, reason, detail }] });
  if (!voucher.guid) return skipVoucher('no_guid', 'the voucher has no GUID, so it cannot be kept in step with Tally');
  if (voucher.cancelled) return skipVoucher('cancelled', 'ISCANCELLED is Yes');
  if (voucher.optional) return skipVoucher('optional', 'ISOPTIONAL is Yes (a memorandum, not in the books)');
  if (!voucher.date) return skipVoucher('invalid_date', `DATE '${voucher.rawDate}' is not a YYYYMMDD date`);
  const candidates = voucher.lines.filter((line) => line.debit && !line.party);
  if (candidates.length === 0)
    return skipVoucher('no_expense_lines', 'no debit line other than the party ledger (e.g. a sale or a receipt)');
  for (const line of candidates) {
    const matched = matchRule(rules, line);
    const outcome: LineOutcome = matched
      ? lineSubmission(voucher, line, matched, context)
      : skip(
          'unmapped',
          `no rule covers stock item ${line.stockItem ? `'${line.stockItem}'` : '(none)'} ` +
            `/ ledger '${line.ledger ?? ''}'`,
        );
    if (outcome.ok) plan.planned.push({ line, submission: outcome.submission });
    else plan.skips.push({ line, reason: outcome.reason, detail: outcome.detail });
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
