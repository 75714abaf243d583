import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import {
  totalsByBucket,
  totalsByTypeAndScope,
  type EmissionsFilter,
  type Granularity,
} from '../../db/queries/emission-totals.ts';
import { apportionKg, percentages } from '../../domain/numbers.ts';
import { bucketsBetween, bucketStart } from '../../domain/time-buckets.ts';

const ScopeAmount = z.object({ scope: z.enum(['1', '2', '3']), emissions_kg_co2e: z.number() });

/** The spec's Emissions aggregate, plus `series` when grouped by time. */
export const EmissionsAggregate = z.object({
  total_kg_co2e: z.number(),
  period: z.object({ start: z.string(), end: z.string() }),
  breakdown: z.array(ScopeAmount.extend({ percentage: z.number() })),
  by_activity_type: z.array(
    z.object({ activity_type: z.string(), emissions_kg_co2e: z.number(), count: z.number().int() }),
  ),
  series: z
    .array(
      z.object({
        period: z.string(),
        start: z.string(),
        end: z.string(),
        total_kg_co2e: z.number(),
        breakdown: z.array(ScopeAmount),
      }),
    )
    .optional()
    .describe(
      'present when group_by is given: one entry per day, ISO week (YYYY-Www), calendar month (YYYY-MM) or year, zero-filled and clipped to the period',
    ),
});
export type EmissionsAggregate = z.infer<typeof EmissionsAggregate>;

/**
 * Totals for a period by scope (percentages adding up to 100) and by activity type (with the number
 * of activities overlapping the period), and optionally a zero-filled series of time buckets.
 */
export async function emissionsAggregate(
  db: Db,
  filter: EmissionsFilter,
  groupBy?: Granularity,
): Promise<EmissionsAggregate> {
  const [rows, bucketRows] = await Promise.all([
    totalsByTypeAndScope(db, filter),
    groupBy ? totalsByBucket(db, filter, groupBy) : Promise.resolve([]),
  ]);
  const scopes = (filter.scope ? [String(filter.scope)] : ['1', '2', '3']) as ('1' | '2' | '3')[];
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
  const total = scopeTotals.reduce((a, b) => a + b, 0);
  const shares = percentages(scopeTotals);
  // Scope lines, type lines and buckets each add up to the total shown with them (numbers.ts).
  const scoped = apportionKg(scopeTotals, total);
  const types = [...byType.entries()].sort((a, b) => b[1].kg - a[1].kg || a[0].localeCompare(b[0]));
  const typeKg = apportionKg(
    types.map(([, v]) => v.kg),
    total,
  ).lines;

  const data: EmissionsAggregate = {
    total_kg_co2e: scoped.total,
    period: { start: filter.start, end: filter.end },
    breakdown: scopes.map((scope, i) => ({ scope, emissions_kg_co2e: scoped.lines[i]!, percentage: shares[i]! })),
    by_activity_type: types.map(([activity_type, v], i) => ({
      activity_type,
      emissions_kg_co2e: typeKg[i]!,
      count: v.count,
    })),
  };
  if (groupBy) {
    const amounts = new Map<string, number>();
    for (const row of bucketRows) amounts.set(`${row.bucket}|${row.scope}`, Number(row.emissions));
    const buckets = bucketsBetween(filter.start, filter.end, groupBy).map((bucket) => {
      const key = bucketStart(bucket.start, groupBy);
      return { bucket, byScope: scopes.map((scope) => amounts.get(`${key}|${scope}`) ?? 0) };
    });
    const bucketTotals = apportionKg(
      buckets.map((b) => b.byScope.reduce((a, c) => a + c, 0)),
      total,
    ).lines;
    data.series = buckets.map(({ bucket, byScope }, i) => {
      const lines = apportionKg(byScope, bucketTotals[i]).lines;
      return {
        period: bucket.key,
        start: bucket.start,
        end: bucket.end,
        total_kg_co2e: bucketTotals[i]!,
        breakdown: scopes.map((scope, j) => ({ scope, emissions_kg_co2e: lines[j]! })),
      };
    });
  }
  return data;
}
