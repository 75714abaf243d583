import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../database.ts';

/** The queues whose stored jobs an organisation may hold a limited number of: ingest_jobs.queue, or reports. */
export type CappedQueue = 'ingest' | 'erp' | 'report';

const OPEN = ['queued', 'running'] as const;

/**
 * Serialises job admissions of one organisation and queue until the caller's transaction ends, so two
 * requests at the same moment cannot both see room for one more.
 */
export async function lockJobAdmission(db: Db, organizationId: string, queue: CappedQueue): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`jobs:${organizationId}:${queue}`}))`.execute(db);
}

/** The organisation's queued and running jobs of a queue (either mode), counted no further than `upTo`. */
export async function countOpenJobs(db: Db, organizationId: string, queue: CappedQueue, upTo: number) {
  const open =
    queue === 'report'
      ? db
          .selectFrom('reports')
          .select(sql`1`.as('one'))
          .where('organization_id', '=', organizationId)
          .where('status', 'in', OPEN)
          .limit(upTo)
      : db
          .selectFrom('ingest_jobs')
          .select(sql`1`.as('one'))
          .where('organization_id', '=', organizationId)
          .where('queue', '=', queue)
          .where('status', 'in', OPEN)
          .limit(upTo);
  const { n } = await db
    .selectFrom(open.as('open'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Every organisation's queued and running jobs by queue and status (only those that have some). */
export async function openJobsByOrganization(db: Db) {
  const ingest = db
    .selectFrom('ingest_jobs')
    .select(['organization_id', 'queue', 'status'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', OPEN)
    .groupBy(['organization_id', 'queue', 'status']);
  const reports = db
    .selectFrom('reports')
    .select(['organization_id', sql<string>`'report'`.as('queue'), 'status'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', OPEN)
    .groupBy(['organization_id', 'status']);
  return ingest.unionAll(reports).execute();
}

/**
 * Queued and running rows of a job table (ingest_jobs, reports) after `afterSeq`, oldest first, at
 * most `limit`: a page of the reconciler's walk. The table is generic, so its columns are named by
 * reference.
 */
export async function openRowsPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  afterSeq: number,
  limit: number,
) {
  const seq = sql.ref<number>('seq');
  return query
    .where(sql.ref<string>('status'), 'in', OPEN)
    .where(seq, '>', afterSeq)
    .orderBy(seq)
    .limit(limit)
    .execute();
}

/** Whether the time `since` gives is more than `ms` ago, by the database clock (which every process shares). */
export function olderThan(since: Expression<Date | null>, ms: number) {
  return sql<boolean>`${since} < now() - make_interval(secs => ${ms / 1000})`;
}
