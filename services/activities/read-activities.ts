import { findActivity, listActivities } from '../../db/queries/activities.ts';
import type { Actor } from '../actor.ts';
import { decodeCursor, keysetPage } from '../pagination-cursor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notFound, validationError } from '../service-errors.ts';
import { toActivityRecord } from './activity-views.ts';

export interface ActivityListQuery {
  activity_type?: string;
  scope?: '1' | '2' | '3';
  from?: string;
  to?: string;
  ingest_job_id?: string;
  site_id?: string;
  limit: number;
  cursor?: string;
}

/** One activity of the actor's organisation and mode; another's is NOT_FOUND, never FORBIDDEN. */
export async function getActivity(deps: Pick<ServiceDeps, 'db'>, actor: Actor, id: string) {
  const row = await findActivity(deps.db, actor, id);
  if (!row) throw notFound('Activity');
  return toActivityRecord(row);
}

/** The list's filters as the query reads them; `to` before `from` is refused. */
export function activityFilter(query: Omit<ActivityListQuery, 'limit' | 'cursor'>) {
  if (query.from && query.to && query.from > query.to) throw validationError('to', 'must not be before from');
  return {
    activityType: query.activity_type,
    scope: query.scope ? Number(query.scope) : undefined,
    from: query.from,
    to: query.to,
    ingestJobId: query.ingest_job_id,
    siteId: query.site_id,
  };
}

/** Newest first, keyset-paginated: `next_cursor` continues after the last row of this page. */
export async function listActivityPage(deps: Pick<ServiceDeps, 'db'>, actor: Actor, query: ActivityListQuery) {
  const rows = await listActivities(deps.db, actor, {
    ...activityFilter(query),
    limit: query.limit,
    afterSeq: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const { items, next_cursor } = keysetPage(rows, query.limit, toActivityRecord);
  return { activities: items, next_cursor };
}
