import type { Readable } from 'node:stream';
import { allActivities } from '../../db/queries/activities.ts';
import type { Actor } from '../actor.ts';
import { takeOrganizationSlot } from '../limits/organization-slots.ts';
import { safeCsvStream } from '../safe-csv-stream.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { activityFilter, type ActivityListQuery } from './read-activities.ts';
import { toActivityRecord } from './activity-views.ts';

/** The export's columns, for finance teams: one row per activity, its figure and the factor behind it. */
const COLUMNS = [
  'id',
  'activity_type',
  'scope',
  'quantity',
  'unit',
  'period_start',
  'period_end',
  'country',
  'state',
  'city',
  'grid_region',
  'source_type',
  'source_name',
  'emissions_kg_co2e',
  'confidence_score',
  'factor_id',
  'factor_value',
  'factor_unit',
  'factor_source',
  'factor_version',
  'factor_region',
  'notices',
  'ingest_job_id',
  'created_at',
] as const;

/** One activity as a CSV row, with the figures rounded as GET /v1/activities shows them. */
function row(activity: ReturnType<typeof toActivityRecord>): (string | number | null)[] {
  const { location, source, emission_factor: factor } = activity;
  return [
    activity.id,
    activity.activity_type,
    activity.scope,
    activity.quantity,
    activity.unit,
    activity.period.start,
    activity.period.end,
    location.country,
    location.state,
    location.city,
    location.grid_region,
    source?.type ?? null,
    source?.name ?? null,
    activity.emissions_kg_co2e,
    activity.confidence_score,
    factor.id,
    factor.value,
    factor.unit,
    factor.source,
    factor.version,
    factor.region,
    activity.notices.map((notice) => notice.code).join(';'),
    activity.ingest_job_id,
    activity.created_at,
  ];
}

/**
 * Every activity the list's filters match, newest first, as CSV streamed from a PostgreSQL cursor as
 * the client reads it, formula cells neutralised (customer text starting with = + - @ is a formula to
 * a spreadsheet). An organisation streams at most EXPORT_CONCURRENCY_PER_ORG exports at once (429
 * beyond): each holds a database connection and a share of the API's CPU for as long as it runs.
 */
export async function exportActivitiesCsv(
  deps: Pick<ServiceDeps, 'db' | 'log' | 'redis' | 'config'>,
  actor: Actor,
  query: Omit<ActivityListQuery, 'limit' | 'cursor'>,
): Promise<Readable> {
  const filter = activityFilter(query);
  const release = await takeOrganizationSlot(deps, actor, 'exports', deps.config.EXPORT_CONCURRENCY_PER_ORG);
  async function* rows() {
    for await (const activity of allActivities(deps.db, actor, filter)) yield row(toActivityRecord(activity));
  }
  const csv = safeCsvStream(COLUMNS, rows(), (error) =>
    deps.log.error({ err: error, organizationId: actor.organizationId }, 'activities CSV export failed'),
  );
  // Ended, failed or cut off by the client: the slot is free again.
  csv.once('close', release);
  return csv;
}
