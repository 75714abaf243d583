import { z } from 'zod';
import { IsoDate } from '../../domain/schemas/activity-submission.ts';
import { ActivityTypeFilter } from '../../domain/schemas/activity-type-filter.ts';
import { bucketCount, daysBetween } from '../../domain/time-buckets.ts';
import type { Actor } from '../actor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { validationError } from '../service-errors.ts';
import { EmissionsAggregate, emissionsAggregate, Scope2Method } from './emissions-aggregate.ts';
import { readBoundary } from './read-boundary.ts';

/** Longest range one request may cover (ten years and leap days). */
const MAX_RANGE_DAYS = 3653;
/** Longest series one answer may hold: bounds the size of an answer (and of the cache's entries). */
export const MAX_SERIES_BUCKETS = 1000;

/** GET /v1/emissions's query. */
export const EmissionsQuery = z
  .object({
    start_date: IsoDate.meta({ examples: ['2024-04-01'] }),
    end_date: IsoDate.meta({ examples: ['2025-03-31'] }),
    scope: z.enum(['1', '2', '3']).optional(),
    group_by: z
      .enum(['day', 'week', 'month', 'year'])
      .optional()
      .describe(
        `adds a series by day, ISO week, month or year; at most ${MAX_SERIES_BUCKETS} buckets (400 naming group_by beyond)`,
      ),
    activity_type: ActivityTypeFilter.describe(
      'exact type, or a family such as `fuel` (matches fuel and fuel.*, with the category 3 they bring); a family of the category 3 lines (`wtt`, `wtt.fuel.diesel`, `td_loss`) answers that Scope 3 category 3 alone',
    ).optional(),
    scope2_method: Scope2Method.default('location').describe(
      "the Scope 2 figure of the breakdown, types, series and total: 'location' (grid average, the default) or 'market' (contractual instruments; the grid average where none, as the residual-mix proxy); `scope2` gives both either way",
    ),
    group_by_site: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .describe('true adds by_site: a line per site and one for the unassigned activities, each after its share'),
    site_id: z
      .union([z.uuid(), z.literal('unassigned')], { error: 'must be a site id or "unassigned"' })
      .optional()
      .describe(
        "only this site's activities (its share applied), or 'unassigned' for the activities without a site; 400 naming site_id when the organisation has no such site",
      ),
  })
  .strict();
export type EmissionsQuery = z.infer<typeof EmissionsQuery>;

/** Refuses a range that is reversed, longer than ten years, or that would give too long a series. */
function checkRange(query: EmissionsQuery): void {
  if (query.start_date > query.end_date) throw validationError('end_date', 'must not be before start_date');
  if (daysBetween(query.start_date, query.end_date) > MAX_RANGE_DAYS)
    throw validationError('end_date', `the range must be at most ${MAX_RANGE_DAYS} days`);
  const buckets = query.group_by ? bucketCount(query.start_date, query.end_date, query.group_by) : 0;
  if (buckets > MAX_SERIES_BUCKETS) {
    throw validationError(
      'group_by',
      `gives ${buckets} buckets for this range, at most ${MAX_SERIES_BUCKETS}: group by a longer period or ask for a shorter range`,
    );
  }
}

/**
 * The actor's emissions for a period (an EmissionsAggregate) as JSON text. Cached per rollup version,
 * which is pushed by PostgreSQL (rollup-versions.ts), so a cached answer costs no round trip; a write
 * made by this process is seen by its next read.
 */
export async function readEmissions(
  deps: Pick<ServiceDeps, 'db' | 'rollups' | 'emissionsCaches'>,
  actor: Pick<Actor, 'organizationId' | 'mode' | 'settings'>,
  query: EmissionsQuery,
): Promise<string> {
  checkRange(query);
  const { organizationId, mode } = actor;
  const version = await deps.rollups.current(organizationId, mode);
  const { start_date, end_date, scope, group_by, activity_type, scope2_method, group_by_site, site_id } = query;
  const { gwp_set, scope3_category3 } = actor.settings;
  const key = [
    organizationId,
    mode,
    start_date,
    end_date,
    scope,
    group_by,
    activity_type,
    scope2_method,
    group_by_site,
    site_id,
    gwp_set,
    scope3_category3,
  ].join('|');
  const filter = {
    organizationId,
    mode,
    start: start_date,
    end: end_date,
    scope: scope ? Number(scope) : undefined,
    activityType: activity_type,
    siteId: site_id === 'unassigned' ? null : site_id,
  };
  return deps.emissionsCaches.answers.getOrCompute(key, version, async () => {
    // Read with the answer, once per rollup version: a profile or site write bumps it.
    const boundary = await readBoundary(deps.db, actor);
    if (filter.siteId && !boundary.sites.has(filter.siteId))
      throw validationError('site_id', 'no site with this id in this organisation and mode');
    const aggregate = await emissionsAggregate(deps.db, filter, { gwp_set, scope3_category3 }, boundary, {
      groupBy: group_by,
      bySite: group_by_site === 'true',
      scope2Method: scope2_method,
      foldedCache: deps.emissionsCaches.folded,
    });
    return JSON.stringify(EmissionsAggregate.parse(aggregate));
  });
}
