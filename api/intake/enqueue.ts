import type { FastifyRequest } from 'fastify';
import { enqueueStoredJob } from '../../services/jobs/enqueue-stored-job.ts';

/** Hands a committed ingest job to the ingest queue (see enqueueStoredJob: Redis being down only delays it). */
export async function enqueueIngestJob(request: FastifyRequest, jobId: string): Promise<void> {
  await enqueueStoredJob({ db: request.server.db, queues: request.server.queues, log: request.log }, 'ingest', jobId);
}
