import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { totalsByBucket, totalsByTypeAndScope } from '../../../../db/queries/emissions.ts';
import { percentages, roundKg } from '../../../../jobs/numbers.ts';
import { IsoDate } from '../../../../jobs/schemas/activity.ts';
import { bucketsBetween, bucketStart, daysBetween } from '../../../../jobs/time-buckets.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../../envelope.ts';
import { validationError } from '../../../errors.ts';

/** Longest range one request may cover (ten years and leap days). */
const MAX_RANGE_DAYS = 3653;

const Query = z
  .object({
    start_date: IsoDate,
    end_date: IsoDate,
    scope: z.enum(['1', '2', '3']).optional(),
    group_by: z.enum(['day', 'week', 'month', 'year']).optional(),
    activity_type: z.string().trim().min(1).max(100).optional().describe('exact type, or a family such as `fuel` (matches fuel.*)'),
  })
  .strict();

const ScopeAmount = z.object({ scope: z.enum(['1', '2', '3']), emissions_kg_co2e: z.number() });

export const EmissionsAggregate = z.object({
  total_kg_co2e: z.number(),
  period: z.object({ start: z.string(), end: z.string() }),
  breakdown: z.array(ScopeAmount.extend({ percentage: z.number() })),
  by_activity_type: z.array(z.object({ activity_type: z.string(), emissions_kg_co2e: z.number(), count: z.number().int() })),
  series: z
    .array(z.object({ period: z.string(), start: z.string(), end: z.string(), total_kg_co2e: z.number(), breakdown: z.array(ScopeAmount) }))
    .optional()
    .describe('present when group_by is given: one entry per day, ISO week (YYYY-Www), calendar month (YYYY-MM) or year, zero-filled and clipped to the period'),
});

const emissions: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'Aggregated emissions for a period, by scope and activity type (pro rata by day)',
        querystring: Query,
        response: { 200: Envelope(EmissionsAggregate), 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.start_date > q.end_date) throw validationError('end_date', 'must not be before start_date');
      if (daysBetween(q.start_date, q.end_date) > MAX_RANGE_DAYS) throw validationError('end_date', `the range must be at most ${MAX_RANGE_DAYS} days`);
      const filter = {
        organizationId: request.auth.organizationId,
        mode: request.auth.mode,
        start: q.start_date,
        end: q.end_date,
        scope: q.scope ? Number(q.scope) : undefined,
        activityType: q.activity_type,
      };
      const [rows, bucketRows] = await Promise.all([
        totalsByTypeAndScope(app.db, filter),
        q.group_by ? totalsByBucket(app.db, filter, q.group_by) : Promise.resolve([]),
      ]);

      const scopes = (q.scope ? [q.scope] : ['1', '2', '3']) as ('1' | '2' | '3')[];
      const byScope = new Map<string, number>(scopes.map((s) => [s, 0]));
      const byType = new Map<string, { kg: number; count: number }>();
      for (const row of rows) {
        const kg = Number(row.emissions);
        byScope.set(String(row.scope), (byScope.get(String(row.scope)) ?? 0) + kg);
        const entry = byType.get(row.activity_type) ?? { kg: 0, count: 0 };
        entry.kg += kg;
        entry.count += row.count;
        byType.set(row.activity_type, entry);
      }
      const scopeTotals = scopes.map((s) => byScope.get(s) ?? 0);
      const shares = percentages(scopeTotals);
      const total = scopeTotals.reduce((a, b) => a + b, 0);

      const data: z.infer<typeof EmissionsAggregate> = {
        total_kg_co2e: roundKg(total),
        period: { start: q.start_date, end: q.end_date },
        breakdown: scopes.map((scope, i) => ({ scope, emissions_kg_co2e: roundKg(scopeTotals[i]!), percentage: shares[i]! })),
        by_activity_type: [...byType.entries()]
          .sort((a, b) => b[1].kg - a[1].kg || a[0].localeCompare(b[0]))
          .map(([activity_type, v]) => ({ activity_type, emissions_kg_co2e: roundKg(v.kg), count: v.count })),
      };
      if (q.group_by) {
        const granularity = q.group_by;
        const amounts = new Map<string, number>();
        for (const row of bucketRows) amounts.set(`${row.bucket}|${row.scope}`, Number(row.emissions));
        data.series = bucketsBetween(q.start_date, q.end_date, granularity).map((bucket) => {
          const key = bucketStart(bucket.start, granularity);
          const breakdown = scopes.map((scope) => ({ scope, emissions_kg_co2e: amounts.get(`${key}|${scope}`) ?? 0 }));
          return {
            period: bucket.key,
            start: bucket.start,
            end: bucket.end,
            total_kg_co2e: roundKg(breakdown.reduce((sum, b) => sum + b.emissions_kg_co2e, 0)),
            breakdown: breakdown.map((b) => ({ scope: b.scope, emissions_kg_co2e: roundKg(b.emissions_kg_co2e) })),
          };
        });
      }
      return envelope(request, data);
    },
  );
};

export default emissions;
