import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import {
  foldedTotals,
  pendingPeriods,
  type EmissionsFilter,
  type FoldedTotals,
  type Granularity,
  type PendingPeriod,
  type RollupSums,
} from '../../db/queries/emission-totals.ts';
import { siteShare, Consolidation, type Boundary } from '../../domain/boundary/consolidation.ts';
import { SiteEmissions } from '../../domain/boundary/site-emissions.ts';
import { unmatchedCertificates } from '../../db/queries/certificate-matching.ts';
import { category3LineType } from '../../domain/calculation/category3.ts';
import { GWP_SETS } from '../../domain/factors/gwp-values.ts';
import { apportionKg, percentages, roundKg } from '../../domain/numbers.ts';
import { proRataByDay } from '../../domain/pro-rata-by-day.ts';
import { bucketsBetween, bucketStart, type Bucket } from '../../domain/time-buckets.ts';
import type { OrganizationSettings } from '../../domain/schemas/organization-settings.ts';
import type { VersionedCache } from '../versioned-cache.ts';

const ScopeAmount = z.object({ scope: z.enum(['1', '2', '3']), emissions_kg_co2e: z.number() });

/** Which Scope 2 figure the breakdown, types, series and total use: location-based (the default) or market-based. */
export const Scope2Method = z.enum(['location', 'market']);
export type Scope2Method = z.infer<typeof Scope2Method>;

/** Both Scope 2 figures of the period, whatever the method; kWh sums pro rata like the emissions. */
export const Scope2Totals = z.object({
  location_based_kg_co2e: z.number(),
  market_based_kg_co2e: z.number(),
  renewable_kwh: z
    .number()
    .describe('electricity from renewable sources: captive, or a green tariff or PPA whose certificates count'),
  instrument_kwh: z
    .number()
    .describe(
      'electricity covered by counted contractual instruments: certificates, green tariffs, PPAs, supplier-specific rates',
    ),
  unmatched_instrument_kwh: z
    .number()
    .describe(
      "certificate kWh beyond the grid electricity recorded in their market and fiscal year: not counted in the market-based figure, disclosed (pro rata over the certificates' periods)",
    ),
  method: Scope2Method.describe('the figure the breakdown and totals use'),
  residual_mix: z
    .string()
    .describe('what electricity not covered by an instrument takes in the market-based figure, and why'),
});
export type Scope2Totals = z.infer<typeof Scope2Totals>;

/** No residual mix is published for India (reference factors-2026-additions.md §5a): the grid average stands in, disclosed. */
export const RESIDUAL_MIX_DISCLOSURE =
  'No residual mix is published for India: electricity not covered by a contractual instrument takes the CEA grid average ' +
  '(all-India weighted average) in the market-based figure, which may double count renewable attributes claimed by others.';

/** The spec's Emissions aggregate, plus `series` when grouped by time and `by_site` when grouped by site. */
export const EmissionsAggregate = z.object({
  total_kg_co2e: z.number(),
  period: z.object({ start: z.string(), end: z.string() }),
  breakdown: z.array(ScopeAmount.extend({ percentage: z.number() })),
  by_activity_type: z.array(
    z.object({ activity_type: z.string(), emissions_kg_co2e: z.number(), count: z.number().int() }),
  ),
  scope2: Scope2Totals,
  scope3_category3: z
    .object({
      kg_co2e: z
        .number()
        .describe('well-to-tank of the fuels and T&D losses of the electricity recorded in the period'),
      setting: z.enum(['included', 'excluded']),
      counted: z.boolean().describe('whether the figure is in the Scope 3 line and the total of this answer'),
    })
    .describe(
      'Scope 3 category 3 that the Scope 1 and 2 activities bring (organisation setting scope3_category3); when counted, its lines are by_activity_type wtt.<fuel type> and td_loss.electricity',
    ),
  gwp_set: z
    .enum(GWP_SETS)
    .describe(
      "the GWP-100 set the organisation reports in (setting gwp_set); activities stored before a change keep the set they were calculated on until recalculated (each activity's disclosure.gwp_set)",
    ),
  consolidation: Consolidation,
  by_site: z
    .array(SiteEmissions)
    .optional()
    .describe(
      'present when group_by_site is true: one line per site with activities overlapping the period, and one for the unassigned activities (site_id null), largest first',
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

/** Folded totals per query, valid for one rollup generation of its organisation: writes leave them as they are. */
export type FoldedTotalsCache = VersionedCache<FoldedTotals>;

/** The organisation's settings an aggregate states or applies. */
export type AggregateSettings = Pick<OrganizationSettings, 'gwp_set' | 'scope3_category3'>;

/** A rollup row's five sums as numbers. */
interface Amounts {
  kg: number;
  market: number;
  renewableKwh: number;
  instrumentKwh: number;
  category3: number;
}

const amountsOf = (row: RollupSums): Amounts => ({
  kg: Number(row.emissions),
  market: Number(row.market),
  renewableKwh: Number(row.renewable_kwh),
  instrumentKwh: Number(row.instrument_kwh),
  category3: Number(row.category3),
});

function addAmounts(to: Amounts, from: Amounts, share: (amount: number) => number = (amount) => amount): void {
  to.kg += share(from.kg);
  to.market += share(from.market);
  to.renewableKwh += share(from.renewableKwh);
  to.instrumentKwh += share(from.instrumentKwh);
  to.category3 += share(from.category3);
}

const noAmounts = (): Amounts => ({ kg: 0, market: 0, renewableKwh: 0, instrumentKwh: 0, category3: 0 });

/** Certificate kWh no grid electricity matched (certificate-matching.ts), pro rata over the filter's period. */
async function unmatchedKwh(db: Db, filter: EmissionsFilter): Promise<number> {
  const certificates = await unmatchedCertificates(db, filter);
  return certificates.reduce(
    (sum, c) => sum + proRataByDay(Number(c.unmatched_kwh), c.period_start, c.period_end, filter.start, filter.end),
    0,
  );
}

/** One scope, type and site of the period: amounts after the site's share, activities overlapping it. */
interface SiteTypeTotal extends Amounts {
  scope: number;
  activity_type: string;
  /** Of the filter's type family; false: read for the category 3 it brings only (a `wtt.*` or `td_loss.*` filter). */
  own: boolean;
  site_id: string | null;
  share: number;
  count: number;
}

/**
 * Per scope, type and site: the folded totals plus the pending deltas' pro-rata share (so a write
 * counts at once), each amount times its site's share under the consolidation approach.
 */
function siteTypeTotals(
  folded: FoldedTotals,
  pending: PendingPeriod[],
  filter: EmissionsFilter,
  boundary: Boundary,
): SiteTypeTotal[] {
  const totals = new Map<string, SiteTypeTotal>();
  const entry = ({
    scope,
    activity_type,
    own,
    site_id,
  }: Pick<SiteTypeTotal, 'scope' | 'activity_type' | 'own' | 'site_id'>) => {
    const key = `${scope}|${activity_type}|${site_id}`;
    let total = totals.get(key);
    if (!total) {
      const share = siteShare(boundary, site_id);
      totals.set(key, (total = { scope, activity_type, own, site_id, share, ...noAmounts(), count: 0 }));
    }
    return total;
  };
  for (const row of folded.types) {
    const total = entry(row);
    addAmounts(total, amountsOf(row), (amount) => amount * total.share);
    total.count += row.count;
  }
  for (const period of pending) {
    const total = entry(period);
    addAmounts(
      total,
      amountsOf(period),
      (amount) => proRataByDay(amount, period.day, period.last_day, filter.start, filter.end) * total.share,
    );
    total.count += period.starts - (period.last_day < filter.start ? period.ends : 0);
  }
  return [...totals.values()];
}

/** Per scope and type, the sites added up; a site counted at 0% adds no activities (they are outside the boundary). */
function typeTotals(siteRows: SiteTypeTotal[]) {
  const totals = new Map<string, Amounts & Pick<SiteTypeTotal, 'scope' | 'activity_type' | 'own' | 'count'>>();
  for (const row of siteRows) {
    const key = `${row.scope}|${row.activity_type}`;
    let total = totals.get(key);
    if (!total) {
      const { scope, activity_type, own } = row;
      totals.set(key, (total = { scope, activity_type, own, ...noAmounts(), count: 0 }));
    }
    addAmounts(total, row);
    if (row.share > 0) total.count += row.count;
  }
  // A type none of whose activities overlaps the period, and whose amount is nothing once rounded, is not listed.
  return [...totals.values()].filter(
    (total) =>
      total.count > 0 || roundKg(total.kg) !== 0 || roundKg(total.market) !== 0 || roundKg(total.category3) !== 0,
  );
}

/** Per bucket (keyed by its first day, as the rollup groups them) and scope: folded plus pending shares, each after its site's share. */
function bucketAmounts(
  folded: FoldedTotals,
  pending: PendingPeriod[],
  buckets: Bucket[],
  groupBy: Granularity,
  boundary: Boundary,
  figure: (row: RollupSums & { scope: number }) => string,
) {
  const amounts = new Map<string, number>();
  const add = (key: string, kg: number) => amounts.set(key, (amounts.get(key) ?? 0) + kg);
  const weighed = (row: RollupSums & { scope: number }) => Number(figure(row)) * siteShare(boundary, row.site_id);
  for (const row of folded.buckets) add(`${row.bucket}|${row.scope}`, weighed(row));
  for (const period of pending) {
    const kg = weighed(period);
    for (const bucket of buckets) {
      if (bucket.end < period.day || bucket.start > period.last_day) continue;
      add(
        `${bucketStart(bucket.start, groupBy)}|${period.scope}`,
        proRataByDay(kg, period.day, period.last_day, bucket.start, bucket.end),
      );
    }
  }
  return amounts;
}

/**
 * One line per site (and one for the unassigned activities) with activities overlapping the period or
 * an amount: scope by scope after its share, the sites' totals apportioned to the answer's `total`.
 */
function siteLines(
  siteRows: SiteTypeTotal[],
  boundary: Boundary,
  scopes: readonly string[],
  category3Counted: boolean,
  market: boolean,
  total: number,
): SiteEmissions[] {
  const lines = new Map<string | null, { share: number; s1: number; s2: Amounts; s3: number; count: number }>();
  for (const row of siteRows) {
    let line = lines.get(row.site_id);
    if (!line) lines.set(row.site_id, (line = { share: row.share, s1: 0, s2: noAmounts(), s3: 0, count: 0 }));
    const counted = category3Counted && row.category3 !== 0;
    if (counted) line.s3 += row.category3;
    // Rows read only for their category 3 (a scope 3 answer's Scope 1 and 2 rows, a wtt.* or td_loss.* filter's).
    if (!row.own || !scopes.includes(String(row.scope))) {
      if (counted) line.count += row.count;
      continue;
    }
    line.count += row.count;
    if (row.scope === 1) line.s1 += row.kg;
    else if (row.scope === 2) addAmounts(line.s2, row);
    else line.s3 += row.kg;
  }
  const listed = [...lines.entries()]
    .map(([siteId, line]) => ({ siteId, ...line, total: line.s1 + (market ? line.s2.market : line.s2.kg) + line.s3 }))
    .filter((line) => line.count > 0 || roundKg(line.s2.kg) !== 0 || roundKg(line.total) !== 0)
    .sort((a, b) => b.total - a.total || String(a.siteId).localeCompare(String(b.siteId)));
  const shown = apportionKg(
    listed.map((line) => line.total),
    total,
  ).lines;
  return listed.map((line, i) => {
    const site = line.siteId === null ? undefined : boundary.sites.get(line.siteId);
    const [s1, s2, s3] = apportionKg([line.s1, market ? line.s2.market : line.s2.kg, line.s3], shown[i]).lines;
    return {
      site_id: line.siteId,
      code: site?.code ?? null,
      name: site?.name ?? (line.siteId === null ? 'Unassigned' : line.siteId),
      kind: site?.kind ?? null,
      country: site?.country ?? null,
      entity_id: site?.entity_id ?? null,
      share: line.share,
      scope1_kg_co2e: s1!,
      scope2_location_kg_co2e: market ? roundKg(line.s2.kg) : s2!,
      scope2_market_kg_co2e: market ? s2! : roundKg(line.s2.market),
      scope3_kg_co2e: s3!,
      total_kg_co2e: shown[i]!,
      activity_count: line.count,
    };
  });
}

/** What an aggregate adds to its totals: a time series, a line per site, the Scope 2 method, a cache. */
export interface AggregateOptions {
  groupBy?: Granularity;
  /** Adds `by_site`. */
  bySite?: boolean;
  /** The Scope 2 figure of the breakdown, types, series and total (default location). */
  scope2Method?: Scope2Method;
  foldedCache?: FoldedTotalsCache;
}

/**
 * Totals for a period by scope (percentages adding up to 100) and by activity type (with the number
 * of activities overlapping the period), and optionally a zero-filled series of time buckets and a
 * line per site. Every amount is its site's share under the boundary's consolidation approach
 * (domain/boundary/consolidation.ts), which the answer states.
 *
 * The folded rollup and the pending deltas are read in one snapshot (a fold moves deltas into the
 * rollup and bumps the generation in one transaction): the caller's, when `db` is a transaction,
 * else a REPEATABLE READ one. With `foldedCache`, the rollup's totals are read once per generation:
 * after a write, an answer costs one statement, which reads the pending deltas with the generation
 * they complete. The cache holds the sums per site before any share, so a boundary read later
 * applies to them. `scope2Method` picks the Scope 2 figure of the breakdown, types, series and total;
 * `scope2` gives both either way. Scope 3 category 3 of the Scope 1 and 2 rows counts in Scope 3 (its
 * own type lines, every series bucket) unless the organisation excludes it; a scope 3 filter then
 * reads all scopes, counting the others' category 3 only.
 */
export async function emissionsAggregate(
  db: Db,
  filter: EmissionsFilter,
  settings: AggregateSettings,
  boundary: Boundary,
  options: AggregateOptions = {},
): Promise<EmissionsAggregate> {
  const { groupBy, foldedCache, scope2Method = 'location' } = options;
  const category3Counted = settings.scope3_category3 === 'included' && (!filter.scope || filter.scope === 3);
  const scopes = (filter.scope ? [String(filter.scope)] : ['1', '2', '3']) as ('1' | '2' | '3')[];
  // Category 3 of a Scope 3 answer lives on the Scope 1 and 2 rows: read them too.
  const readFilter = category3Counted ? { ...filter, scope: undefined } : filter;
  const { organizationId, mode, start, end, scope, activityType, siteId } = readFilter;
  const cacheKey = [organizationId, mode, start, end, scope, activityType, siteId, groupBy].join('|');
  const read = async (trx: Db) => {
    const pending = await pendingPeriods(trx, readFilter);
    const compute = () => foldedTotals(trx, readFilter, groupBy);
    const totals = foldedCache
      ? await foldedCache.getOrCompute(cacheKey, String(pending.generation), compute)
      : await compute();
    return { totals, pending: pending.periods };
  };
  // Folded totals are the same in every snapshot of one generation: when those of the generation the
  // pending deltas complete are at hand, that one statement needs no transaction around it. When they
  // are not (once per generation and query), the deltas are read again with them in one snapshot.
  const readPendingFirst = async (cache: FoldedTotalsCache) => {
    const pending = await pendingPeriods(db, readFilter);
    const totals = cache.peek(cacheKey, String(pending.generation));
    return totals && { totals: await totals, pending: pending.periods };
  };
  let parts = foldedCache && !db.isTransaction ? await readPendingFirst(foldedCache) : undefined;
  parts ??= db.isTransaction
    ? await read(db)
    : await db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
  const { totals, pending } = parts;
  const siteRows = siteTypeTotals(totals, pending, filter, boundary);
  const rows = typeTotals(siteRows);
  const market = scope2Method === 'market';
  // Market-based differs from location-based only in scope 2 (every other row's market figure is its emissions).
  const kgOf = (row: Amounts & { scope: number }) => (market && row.scope === 2 ? row.market : row.kg);
  const byScope = new Map<string, number>(scopes.map((s) => [s, 0]));
  const byType = new Map<string, { kg: number; count: number }>();
  const addType = (type: string, kg: number, count: number) => {
    const entry = byType.get(type) ?? { kg: 0, count: 0 };
    entry.kg += kg;
    entry.count += count;
    byType.set(type, entry);
  };
  const scope2 = noAmounts();
  let category3 = 0;
  for (const row of rows) {
    category3 += row.category3;
    if (category3Counted && row.category3 !== 0) {
      byScope.set('3', (byScope.get('3') ?? 0) + row.category3);
      addType(category3LineType(row.activity_type), row.category3, row.count);
    }
    // Rows read only for their category 3 (a scope 3 answer's Scope 1 and 2 rows, a wtt.* or td_loss.* filter's).
    if (!row.own || !(scopes as string[]).includes(String(row.scope))) continue;
    const kg = kgOf(row);
    byScope.set(String(row.scope), (byScope.get(String(row.scope)) ?? 0) + kg);
    addType(row.activity_type, kg, row.count);
    if (row.scope === 2) addAmounts(scope2, row);
  }
  const scopeTotals = scopes.map((s) => byScope.get(s) ?? 0);
  const total = scopeTotals.reduce((a, b) => a + b, 0);
  const shares = percentages(scopeTotals);
  // Scope lines, type lines and buckets each add up to the total shown with them (numbers.ts).
  const scoped = apportionKg(scopeTotals, total);
  const byScopeShown = (scope: '2') => {
    const i = scopes.indexOf(scope);
    return i < 0 ? undefined : scoped.lines[i];
  };
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
    scope2: {
      // The figure the breakdown shows for scope 2 is the same number, rounded the same way.
      location_based_kg_co2e: market ? roundKg(scope2.kg) : (byScopeShown('2') ?? roundKg(scope2.kg)),
      market_based_kg_co2e: market ? (byScopeShown('2') ?? roundKg(scope2.market)) : roundKg(scope2.market),
      renewable_kwh: roundKg(scope2.renewableKwh),
      instrument_kwh: roundKg(scope2.instrumentKwh),
      unmatched_instrument_kwh: scopes.includes('2') ? roundKg(await unmatchedKwh(db, filter)) : 0,
      method: scope2Method,
      residual_mix: RESIDUAL_MIX_DISCLOSURE,
    },
    scope3_category3: {
      kg_co2e: roundKg(category3),
      setting: settings.scope3_category3,
      counted: category3Counted,
    },
    gwp_set: settings.gwp_set,
    consolidation: boundary.consolidation,
  };
  if (options.bySite) data.by_site = siteLines(siteRows, boundary, scopes, category3Counted, market, total);
  if (groupBy) {
    const periods = bucketsBetween(filter.start, filter.end, groupBy);
    const amounts = bucketAmounts(totals, pending, periods, groupBy, boundary, (row) =>
      market && row.scope === 2 ? row.market : row.emissions,
    );
    const category3Amounts = category3Counted
      ? bucketAmounts(totals, pending, periods, groupBy, boundary, (row) => row.category3)
      : new Map<string, number>();
    // Each bucket's category 3, whichever scope's rows bring it, in its Scope 3 line.
    const category3Of = (key: string) =>
      [1, 2, 3].reduce((sum, s) => sum + (category3Amounts.get(`${key}|${s}`) ?? 0), 0);
    const buckets = periods.map((bucket) => {
      const key = bucketStart(bucket.start, groupBy);
      return {
        bucket,
        byScope: scopes.map((scope) => (amounts.get(`${key}|${scope}`) ?? 0) + (scope === '3' ? category3Of(key) : 0)),
      };
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
