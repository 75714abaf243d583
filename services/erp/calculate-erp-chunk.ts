import { setImmediate } from 'node:timers/promises';
import type { Db } from '../../db/database.ts';
import { returnedCalculation } from '../../domain/calculation/purchase-return.ts';
import { mappingFingerprint, type ErpMappingRule, type RuleSet } from '../../domain/erp/erp-mapping-rules.ts';
import { planVoucher, type VoucherContext } from '../../domain/erp/tally-voucher-activities.ts';
import { activityKey } from '../../domain/erp/tally-voucher-fingerprints.ts';
import type { TallyVoucher } from '../../domain/erp/tally-voucher-parser.ts';
import type { TallyVoucherType } from '../../domain/erp/tally-voucher-types.ts';
import { Preparer } from '../../domain/ingest/prepare-record.ts';
import { readOrganizationSettings } from '../../domain/schemas/organization-settings.ts';
import { findOrganizationSettings } from '../../db/queries/organization-rows.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import type { ErpDeps } from './erp-deps.ts';
import { organisationMappings } from './erp-mapping-service.ts';
import { allSites } from '../sites/load-site-directory.ts';
import { ActivitySubmissionSchema } from '../../domain/schemas/activity-submission.ts';
import { firstFieldError } from '../../domain/schemas/field-error.ts';
import type { CalculatedVoucher } from './erp-chunk-commit.ts';
import { invoicedReceiptNotes } from './erp-chunk-pull.ts';
import { purchaseReturnMatches } from './purchase-return-matches.ts';
import { readLockedPeriods } from '../periods/locked-periods-guard.ts';
import type { LockedPeriods } from '../../domain/periods/locked-periods.ts';

/** Vouchers planned and calculated between two turns of the event loop. */
const PLAN_SLICE = 250;

/** Each planned line through the engine (as POST /v1/activities and ingest jobs do); a line it refuses is skipped. */
function calculate(voucher: TallyVoucher, plan: ReturnType<typeof planVoucher>, preparer: Preparer): CalculatedVoucher {
  const calculated: CalculatedVoucher = { voucher, activities: [], skips: [...plan.skips] };
  for (const { line, submission, returned } of plan.planned) {
    const checked = ActivitySubmissionSchema.safeParse(submission);
    const prepared = checked.success
      ? preparer.prepare({ ok: true, activity: checked.data })
      : { ok: false as const, error: firstFieldError(checked.error) };
    if (prepared.ok) {
      // A return is calculated as what went back, then stored negated: it nets against the period's purchases.
      const activity = returned ? { ...prepared.activity, quantity: -prepared.activity.quantity } : prepared.activity;
      const calculation = returned ? returnedCalculation(prepared.calculation) : prepared.calculation;
      calculated.activities.push({ submission: activity, calculation, key: activityKey(voucher, line, activity) });
    } else
      calculated.skips.push({
        line,
        reason: 'not_calculable',
        detail: `${prepared.error.field}: ${prepared.error.reason}`,
        activityType: submission.activity_type,
      });
  }
  return calculated;
}

/**
 * How a sync (pull or push) reads vouchers into activities: the connection's rules, then the
 * organisation's, and the sites their site rules may name (read once, when the sync starts); their fingerprint (a voucher read under another is re-mapped); the engine with
 * today's factors and the organisation's settings.
 */
export async function syncCalculation(
  deps: Pick<ErpDeps, 'db' | 'factors'>,
  scope: TenantScope,
  connectionRules: readonly ErpMappingRule[],
  country: string,
) {
  const rules: RuleSet = {
    connection: [...connectionRules],
    organisation: await organisationMappings(deps.db, scope),
    sites: await allSites(deps.db, scope),
  };
  const settings = readOrganizationSettings(await findOrganizationSettings(deps.db, scope.organizationId));
  return {
    rules,
    mappingHash: mappingFingerprint(rules, country),
    preparer: new Preparer(await deps.factors.current(), settings),
    locks: await readLockedPeriods(deps.db, scope),
  };
}

export interface ChunkCalculation {
  connectionId: string;
  /** The company's name as Tally lists it. */
  company: string;
  country: string;
  rules: RuleSet;
  voucherTypes: ReadonlyMap<string, TallyVoucherType>;
  preparer: Preparer;
  /** The organisation's locked years when the sync started (a return against a purchase in one counts on its own date). */
  locks: LockedPeriods;
}

/**
 * The apply step's first half, shared by the pull and the push: one chunk's vouchers (as Tally
 * answered them, checked by pullChunk) planned by the mapping and calculated, ready for
 * commitErpChunk. A month of thousands of vouchers is planned in slices, so the event loop keeps turning.
 */
export async function calculateErpChunk(
  db: Db,
  vouchers: readonly TallyVoucher[],
  how: ChunkCalculation,
): Promise<CalculatedVoucher[]> {
  const context: VoucherContext = {
    company: how.company,
    country: how.country,
    voucherTypes: how.voucherTypes,
    invoicedReceiptNotes: await invoicedReceiptNotes(db, how.connectionId, vouchers, how.voucherTypes),
    returnedPurchases: await purchaseReturnMatches(db, how.connectionId, vouchers, how.voucherTypes, how.locks),
  };
  const calculated: CalculatedVoucher[] = [];
  for (const voucher of vouchers) {
    calculated.push(calculate(voucher, planVoucher(voucher, how.rules, context), how.preparer));
    if (calculated.length % PLAN_SLICE === 0) await setImmediate();
  }
  return calculated;
}
