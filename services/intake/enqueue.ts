import { markIngestJobEnqueued, type IngestJobView } from '../../db/queries/ingest-jobs.ts';
import type { JobCard } from '../../jobs/job-card.ts';
import { enqueueIngestRun } from '../../jobs/definitions/ingest-run.ts';
import type { Queues } from '../../jobs/queue-producer.ts';
import { handOffToQueue } from '../queue-handoff.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** A committed ingest_jobs row: its id, and whose it is and which file it reads for the dashboard's card. */
type StoredJobToEnqueue = Pick<IngestJobView, 'id' | 'organization_id' | 'mode' | 'payload'>;

/** Hands a committed ingest_jobs row to its queue with `enqueue` (see handOffToQueue) and records when it was enqueued. */
export async function enqueueStoredJob(
  deps: Pick<ServiceDeps, 'db' | 'queues' | 'log'>,
  job: StoredJobToEnqueue,
  enqueue: (queues: Queues, jobId: string, card: JobCard) => Promise<unknown>,
): Promise<void> {
  const { file_name } = job.payload;
  const card = {
    organization_id: job.organization_id,
    mode: job.mode,
    file_name: typeof file_name === 'string' ? file_name : null,
  };
  if (await handOffToQueue(deps, job.id, () => enqueue(deps.queues, job.id, card)))
    await markIngestJobEnqueued(deps.db, job.id);
}

/** Hands a committed ingest job to the ingest queue. */
export async function enqueueIngestJob(
  deps: Pick<ServiceDeps, 'db' | 'queues' | 'log'>,
  job: StoredJobToEnqueue,
): Promise<void> {
  await enqueueStoredJob(deps, job, enqueueIngestRun);
}
