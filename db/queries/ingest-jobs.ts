import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { JobStatus, Mode } from '../schema.ts';
import { JOB_VIEW_COLUMNS, jobViews, payloadWithoutRecords } from './ingest-job-columns.ts';
import type { TenantScope } from './tenant-scope.ts';

export interface NewIngestJob {
  id: string;
  kind: string;
  /** The BullMQ queue that runs it; 'ingest' unless said otherwise. */
  queue?: string;
  payload: Record<string, unknown>;
  filePath?: string | null;
  fileSha256?: string | null;
  fileBytes?: number | null;
  /** Known for JSON intakes, estimated from line breaks for files (made exact on completion). */
  rowsTotal: number | null;
  /** The key that asked for it (for a scheduled ERP pull: the key that created the schedule). */
  apiKeyId: string | null;
  /** Null for work no request started (scheduled pulls). */
  requestId: string | null;
}

function newJobValues(scope: TenantScope, job: NewIngestJob) {
  return {
    id: job.id,
    organization_id: scope.organizationId,
    mode: scope.mode,
    kind: job.kind,
    queue: job.queue ?? 'ingest',
    payload: JSON.stringify(job.payload),
    file_path: job.filePath ?? null,
    file_sha256: job.fileSha256 ?? null,
    file_bytes: job.fileBytes ?? null,
    rows_total: job.rowsTotal,
    api_key_id: job.apiKeyId,
    request_id: job.requestId,
  };
}

/**
 * The outbox entry of an ingest: once this row is committed the work is durable, whatever happens to
 * Redis; the BullMQ job that runs it is keyed by the same id.
 */
export async function insertIngestJob(db: Db, scope: TenantScope, job: NewIngestJob) {
  return db
    .insertInto('ingest_jobs')
    .values(newJobValues(scope, job))
    .returning(JOB_VIEW_COLUMNS)
    .returning(payloadWithoutRecords.as('payload'))
    .executeTakeFirstOrThrow();
}

/**
 * The same for work whose id is derived (a schedule's fire time): undefined when a job with that id
 * already exists, so of several processes inserting it exactly one goes on.
 */
export async function insertIngestJobIfAbsent(db: Db, scope: TenantScope, job: NewIngestJob) {
  return db
    .insertInto('ingest_jobs')
    .values(newJobValues(scope, job))
    .onConflict((oc) => oc.columns(['organization_id', 'id']).doNothing())
    .returning(JOB_VIEW_COLUMNS)
    .returning(payloadWithoutRecords.as('payload'))
    .executeTakeFirst();
}

/** A job as the API shows it: every column, the payload without its records. */
export type IngestJobView = NonNullable<Awaited<ReturnType<typeof findJobByChecksum>>>;

/**
 * Serialises intakes of one file checksum within (organisation, mode) until the caller's transaction
 * ends, so two identical uploads at the same moment cannot both miss each other.
 */
export async function lockChecksum(db: Db, scope: TenantScope, sha256: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`${scope.organizationId}:${scope.mode}:${sha256}`}))`.execute(db);
}

/** The latest job of this organisation and mode that imported the same file and did not fail. */
export async function findJobByChecksum(db: Db, scope: TenantScope, sha256: string) {
  return db
    .selectFrom('ingest_jobs')
    .select(JOB_VIEW_COLUMNS)
    .select(payloadWithoutRecords.as('payload'))
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .where('file_sha256', '=', sha256)
    .where('status', '<>', 'failed')
    .orderBy('seq', 'desc')
    .executeTakeFirst();
}

export async function markIngestJobEnqueued(db: Db, id: string): Promise<void> {
  await db
    .updateTable('ingest_jobs')
    .set({ enqueued_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function findIngestJob(db: Db, scope: TenantScope, id: string) {
  return jobViews(db)
    .where('id', '=', id)
    .where('organization_id', '=', scope.organizationId)
    .where('mode', '=', scope.mode)
    .executeTakeFirst();
}

export interface IngestJobListFilter {
  status?: JobStatus;
  limit: number;
  /** Keyset cursor: seq of the last job of the previous page. */
  afterSeq?: number;
}

/** Newest first, keyset-paginated; one more row than the limit, to tell whether a next page exists. */
function jobPage(query: ReturnType<typeof jobViews>, filter: IngestJobListFilter) {
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.afterSeq !== undefined) query = query.where('seq', '<', filter.afterSeq);
  return query
    .orderBy('seq', 'desc')
    .limit(filter.limit + 1)
    .execute();
}

/** A tenant's jobs: one organisation in one mode. */
export async function listIngestJobs(db: Db, scope: TenantScope, filter: IngestJobListFilter) {
  return jobPage(
    jobViews(db).where('organization_id', '=', scope.organizationId).where('mode', '=', scope.mode),
    filter,
  );
}

/** For operators: any job by id, whoever's it is. */
export async function findAnyIngestJob(db: Db, id: string) {
  return jobViews(db).where('id', '=', id).executeTakeFirst();
}

/** For operators: jobs of every organisation and mode, or of the ones named. */
export async function listAnyIngestJobs(
  db: Db,
  filter: IngestJobListFilter & { organizationId?: string; mode?: Mode },
) {
  let query = jobViews(db);
  if (filter.organizationId) query = query.where('organization_id', '=', filter.organizationId);
  if (filter.mode) query = query.where('mode', '=', filter.mode);
  return jobPage(query, filter);
}

/** Every column of a job by id, whoever's it is (for the job's own runtime). */
export async function findIngestJobById(db: Db, id: string) {
  return db.selectFrom('ingest_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}
