import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import {
  auditTrailEntries,
  confidenceBands,
  disclosureTotals,
  groupedTotals,
  monthSpans,
  noticeCounts,
  type BoundaryWindow,
  type DisclosureRow,
  type ReportWindow,
} from '../../db/queries/report-inputs.ts';
import { rollupVersion } from '../../db/queries/rollups.ts';
import { fiscalYear, fiscalYearsOverlapping, fyOf, previousFy } from '../../domain/calculation/fiscal-year.ts';
import { emissionsAggregate, type AggregateSettings } from '../emissions/emissions-aggregate.ts';
import { readBoundary } from '../emissions/read-boundary.ts';
import type { Boundary } from '../../domain/boundary/consolidation.ts';
import { factorDatasets, reportPeriod } from '../../domain/reports/report-blocks.ts';
import type { ReportPeriod, ReportSnapshot } from '../../domain/reports/report-document.ts';
import {
  GASES,
  type DataQualityFigures,
  type DisclosureGroup,
  type EmissionTotals,
  type PeriodFigures,
  type ReportFigures,
  type ScopeKey,
} from '../../domain/reports/report-figures.ts';
import type { ReportRequest } from '../../domain/reports/report-request.ts';
import { periodCoverage } from '../../domain/reports/period-coverage.ts';
import { readOrganizationSettings } from '../../domain/schemas/organization-settings.ts';
import { findOrganization } from '../../db/queries/organization-rows.ts';
import { profileOrDefault } from '../company/get-company-profile.ts';
import { filedFigures } from '../../domain/reports/restatements.ts';
import { auditChange } from '../../domain/reports/audit-change.ts';
import { reportRestatements } from './report-restatements.ts';

/** Audit entries a report prints at most (newest first); the report says how many there were. */
const AUDIT_ENTRIES = 500;
const CONFIDENCE_BANDS = ['below 0.50', '0.50 to 0.69', '0.70 to 0.89', '0.90 and above'];

const scopeKey = (scope: number) => String(scope) as ScopeKey;

/**
 * The period's totals by GET /v1/emissions' own function (so the report and the API cannot disagree),
 * location-based with months, and market-based as ?scope2_method=market answers it.
 */
async function emissionTotals(
  db: Db,
  w: ReportWindow,
  settings: AggregateSettings,
  boundary: Boundary,
): Promise<EmissionTotals> {
  const aggregate = await emissionsAggregate(db, w, settings, boundary, { groupBy: 'month', bySite: true });
  const market = await emissionsAggregate(db, w, settings, boundary, { scope2Method: 'market' });
  const byScope = (items: { scope: string; emissions_kg_co2e: number }[]) => {
    const out = { '1': 0, '2': 0, '3': 0 };
    for (const item of items) out[item.scope as ScopeKey] = item.emissions_kg_co2e;
    return out;
  };
  return {
    total_kg: aggregate.total_kg_co2e,
    by_scope: byScope(aggregate.breakdown),
    months: (aggregate.series ?? []).map((bucket) => ({ month: bucket.period, by_scope: byScope(bucket.breakdown) })),
    activity_count: aggregate.by_activity_type.reduce((sum, t) => sum + t.count, 0),
    market: {
      total_kg: market.total_kg_co2e,
      scope2_kg: market.scope2.market_based_kg_co2e,
      instrument_kwh: market.scope2.instrument_kwh,
      unmatched_instrument_kwh: market.scope2.unmatched_instrument_kwh,
      residual_mix: market.scope2.residual_mix,
    },
    consolidation: aggregate.consolidation,
    sites: aggregate.by_site ?? [],
  };
}

function toDisclosureGroup(row: DisclosureRow): DisclosureGroup {
  return {
    factor: {
      id: row.factor_id,
      value: Number(row.factor_value),
      unit: row.factor_unit,
      source: row.factor_source,
      version: row.factor_version,
    },
    scope: scopeKey(row.scope),
    activity_type: row.activity_type,
    energy_class: row.energy_class,
    energy_renewable: row.energy_renewable,
    scope3_category: row.scope3_category,
    co2_only: row.co2_only,
    activities: row.activities,
    kg: Number(row.kg),
    energy_gj: Number(row.energy_gj),
    gases: Object.fromEntries(GASES.map((gas) => [gas, Number(row[gas])])) as DisclosureGroup['gases'],
    biogenic_co2_kg: Number(row.biogenic_co2_kg),
    category3_kg: Number(row.category3_kg),
    category3_activities: row.category3_activities,
    memo_flight_rf_kg: Number(row.memo_flight_rf_kg),
    memo_non_kyoto_kg: Number(row.memo_non_kyoto_kg),
  };
}

async function periodFigures(
  db: Db,
  scope: TenantScope,
  period: ReportPeriod,
  settings: AggregateSettings,
  boundary: Boundary,
): Promise<PeriodFigures> {
  const w = { ...scope, start: period.start, end: period.end, approach: boundary.consolidation.approach };
  // One after another: a transaction is one connection.
  const totals = await emissionTotals(db, w, settings, boundary);
  const disclosure = (await disclosureTotals(db, w)).map(toDisclosureGroup);
  const coverage = periodCoverage(period.start, period.end, await monthSpans(db, w));
  return { period, totals, disclosure, coverage };
}

async function dataQuality(db: Db, w: BoundaryWindow): Promise<DataQualityFigures> {
  const bands = await confidenceBands(db, w);
  const notices = await noticeCounts(db, w);
  const band = (n: number) => bands.find((b) => b.band === n);
  return {
    activities: bands.reduce((sum, b) => sum + b.activities, 0),
    total_kg: bands.reduce((sum, b) => sum + Number(b.kg), 0),
    spend_based_kg: bands.reduce((sum, b) => sum + Number(b.spend_kg), 0),
    confidence: CONFIDENCE_BANDS.map((label, i) => ({
      band: label,
      activities: band(i + 1)?.activities ?? 0,
      kg: Number(band(i + 1)?.kg ?? 0),
    })),
    notices,
  };
}

/**
 * Every figure a report needs, read in one REPEATABLE READ, READ ONLY transaction: one consistent
 * snapshot of the database, whatever is written meanwhile, so the totals, break-ups and the rollup
 * version recorded with them all describe the same data.
 */
export async function gatherReportFigures(db: Db, scope: TenantScope, request: ReportRequest): Promise<ReportFigures> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const readAt = (await sql<{ now: Date }>`SELECT now()`.execute(trx)).rows[0].now;
      const version = await rollupVersion(trx, scope.organizationId, scope.mode);
      const { profile } = await profileOrDefault(trx, scope);
      const organization = await findOrganization(trx, scope.organizationId);
      const settings = readOrganizationSettings(organization?.settings);
      const boundary = await readBoundary(trx, scope);
      const current = await periodFigures(
        trx,
        scope,
        reportPeriod(request.period.start, request.period.end),
        settings,
        boundary,
      );
      const previousYear = request.report_type === 'brsr' ? previousFy(fyOf(request.period.start)) : null;
      const previous = previousYear
        ? await periodFigures(trx, scope, reportPeriod(previousYear.start, previousYear.end), settings, boundary)
        : null;
      const window = { ...scope, ...request.period, approach: boundary.consolidation.approach };

      let baseYear: ReportFigures['base_year'] = null;
      if (request.report_type === 'ghg_protocol' && profile.base_year) {
        const fy = fiscalYear(Number(profile.base_year.slice(2, 6)));
        const period = reportPeriod(fy.start, fy.end);
        baseYear = {
          period,
          totals: await emissionTotals(trx, { ...scope, start: fy.start, end: fy.end }, settings, boundary),
        };
      }
      const grouping = request.report_type === 'custom' ? request.group_by : undefined;
      const groups =
        grouping === 'location' || grouping === 'source' || grouping === 'site' || grouping === 'entity'
          ? (await groupedTotals(trx, window, grouping, settings.scope3_category3 === 'included')).map((row) => ({
              key: row.key,
              scope: scopeKey(row.scope),
              kg: Number(row.kg),
            }))
          : null;
      const quality = request.include.verification ? await dataQuality(trx, window) : null;
      const fiscalYears = fiscalYearsOverlapping(request.period.start, request.period.end).map((year) => year.label);
      const auditRows = request.include.audit_trail
        ? await auditTrailEntries(trx, window, fiscalYears, AUDIT_ENTRIES)
        : null;

      const periods = previous ? [current, previous] : [current];
      const snapshot: ReportSnapshot = {
        read_at: readAt.toISOString(),
        rollup_version: version,
        activity_count: current.totals.activity_count,
        periods: periods.map((p) => ({
          ...p.period,
          activity_count: p.totals.activity_count,
          filed: filedFigures(p.totals),
        })),
        factor_datasets: factorDatasets(periods.flatMap((p) => p.disclosure)),
      };
      return {
        request,
        profile,
        flight_radiative_forcing: settings.flight_radiative_forcing,
        gwp_set: settings.gwp_set,
        scope3_category3: settings.scope3_category3,
        generated_at: new Date().toISOString(),
        snapshot,
        current,
        previous,
        base_year: baseYear,
        groups,
        sites: [...boundary.sites.values()],
        quality,
        restatements: await reportRestatements(trx, scope, periods),
        audit: auditRows && {
          total: auditRows[0]?.total ?? 0,
          entries: auditRows.map((row) => ({
            at: row.created_at.toISOString(),
            action: row.action,
            entity_type: row.entity_type,
            entity_id: row.entity_id,
            actor: row.actor,
            request_id: row.request_id,
            ...auditChange(row.action, row.snapshot),
          })),
        },
      };
    });
}
