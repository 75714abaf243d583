import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataQuality } from '../../../../db/queries/data-quality.ts';
import { totalsByBucket, totalsByTypeAndScope, type EmissionsFilter } from '../../../../db/queries/emissions.ts';
import { fyOf, previousFy, type FiscalYear } from '../../../../jobs/calculation/fiscal-year.ts';
import { apportionKg, percentages } from '../../../../jobs/numbers.ts';
import { IsoDate } from '../../../../jobs/schemas/activity.ts';
import { bucketsBetween } from '../../../../jobs/time-buckets.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../../envelope.ts';

const TOP_TYPES = 5;
const SCOPES = ['1', '2', '3'] as const;

const ScopeShare = z.object({ scope: z.enum(SCOPES), emissions_kg_co2e: z.number(), percentage: z.number() });
const YearTotals = z.object({
  fiscal_year: z.string(),
  start: z.string(),
  end: z.string(),
  total_kg_co2e: z.number(),
  by_scope: z.array(ScopeShare),
});

const Dashboard = z.object({
  as_of: z.string(),
  current: YearTotals,
  previous: YearTotals,
  change_percent: z.number().nullable().describe('current vs previous fiscal year; null when the previous year is zero'),
  monthly_trend: z.array(z.object({ month: z.string(), total_kg_co2e: z.number(), by_scope: z.array(z.object({ scope: z.enum(SCOPES), emissions_kg_co2e: z.number() })) })),
  top_activity_types: z.array(z.object({ activity_type: z.string(), emissions_kg_co2e: z.number(), percentage: z.number(), count: z.number() })),
  data_quality: z.object({
    activities: z.number(),
    average_confidence: z.number().nullable(),
    low_confidence_activities: z.number().describe('confidence_score below 0.5'),
    activities_with_notices: z.number().describe('a fallback or assumption was taken'),
    spend_based_percent: z.number().describe('share of emissions estimated from spend (EEIO)'),
  }),
});

const dashboard: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        summary: 'Company dashboard: current and previous fiscal year (April to March), trend, top types, data quality',
        querystring: z.object({ as_of: IsoDate.optional().describe('a date in the fiscal year to show; default today (UTC)') }).strict(),
        response: { 200: Envelope(Dashboard), 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request) => {
      const asOf = request.query.as_of ?? new Date().toISOString().slice(0, 10);
      const current = fyOf(asOf);
      const previous = previousFy(current);
      const scope = { organizationId: request.auth.organizationId, mode: request.auth.mode };
      const filter = (fy: FiscalYear): EmissionsFilter => ({ ...scope, start: fy.start, end: fy.end });
      const [currentRows, previousRows, monthRows, quality] = await Promise.all([
        totalsByTypeAndScope(app.db, filter(current)),
        totalsByTypeAndScope(app.db, filter(previous)),
        totalsByBucket(app.db, filter(current), 'month'),
        dataQuality(app.db, scope, current.start, current.end),
      ]);

      const yearTotals = (fy: FiscalYear, rows: typeof currentRows) => {
        const byScope = SCOPES.map((s) => rows.filter((r) => String(r.scope) === s).reduce((sum, r) => sum + Number(r.emissions), 0));
        const shares = percentages(byScope);
        const total = byScope.reduce((a, b) => a + b, 0);
        const shown = apportionKg(byScope, total);
        return {
          raw: total,
          value: {
            fiscal_year: fy.label,
            start: fy.start,
            end: fy.end,
            total_kg_co2e: shown.total,
            by_scope: SCOPES.map((s, i) => ({ scope: s, emissions_kg_co2e: shown.lines[i]!, percentage: shares[i]! })),
          },
        };
      };
      const cur = yearTotals(current, currentRows);
      const prev = yearTotals(previous, previousRows);

      const byType = new Map<string, { kg: number; count: number }>();
      for (const row of currentRows) {
        const entry = byType.get(row.activity_type) ?? { kg: 0, count: 0 };
        entry.kg += Number(row.emissions);
        entry.count += row.count;
        byType.set(row.activity_type, entry);
      }
      const allTypes = [...byType.entries()].sort((a, b) => b[1].kg - a[1].kg);
      // Types are shown as the same grams as in GET /v1/emissions: every type's share of the year's total.
      const typeKg = apportionKg(allTypes.map(([, v]) => v.kg), cur.raw).lines;
      const ranked = allTypes.slice(0, TOP_TYPES);
      const typeShares = ranked.map(([, v]) => (cur.raw > 0 ? Math.round((v.kg / cur.raw) * 10_000) / 100 : 0));

      const monthAmount = new Map(monthRows.map((r) => [`${r.bucket.slice(0, 7)}|${r.scope}`, Number(r.emissions)]));
      const months = bucketsBetween(current.start, current.end, 'month').map((bucket) => ({
        key: bucket.key,
        byScope: SCOPES.map((s) => monthAmount.get(`${bucket.key}|${s}`) ?? 0),
      }));
      // The twelve months add up to the year's total, and each month's scopes to the month.
      const monthTotals = apportionKg(months.map((m) => m.byScope.reduce((a, b) => a + b, 0)), cur.raw).lines;
      const spendKg = Number(quality.spend_based_kg);
      const qualityTotal = Number(quality.total_kg);

      return envelope(request, {
        as_of: asOf,
        current: cur.value,
        previous: prev.value,
        change_percent: prev.raw > 0 ? Math.round(((cur.raw - prev.raw) / prev.raw) * 10_000) / 100 : null,
        monthly_trend: months.map((month, i) => {
          const lines = apportionKg(month.byScope, monthTotals[i]).lines;
          return {
            month: month.key,
            total_kg_co2e: monthTotals[i]!,
            by_scope: SCOPES.map((s, j) => ({ scope: s, emissions_kg_co2e: lines[j]! })),
          };
        }),
        top_activity_types: ranked.map(([activity_type, v], i) => ({ activity_type, emissions_kg_co2e: typeKg[i]!, percentage: typeShares[i]!, count: v.count })),
        data_quality: {
          activities: quality.activities,
          average_confidence: quality.average_confidence === null ? null : Math.round(quality.average_confidence * 100) / 100,
          low_confidence_activities: quality.low_confidence,
          activities_with_notices: quality.with_notices,
          spend_based_percent: qualityTotal > 0 ? Math.round((spendKg / qualityTotal) * 10_000) / 100 : 0,
        },
      });
    },
  );
};

export default dashboard;
