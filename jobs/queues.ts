import { z } from 'zod';

/**
 * Queue names and the zod schema of every job each queue carries. Producers and workers both go
 * through these, so a payload is checked when it is enqueued and again when it is run; workers
 * refuse to start when a job name here has no handler.
 */
export const QueuePayloads = {
  ingest: {
    /**
     * Run one ingest_jobs row (a stored CSV file or stored JSON records) to completion. Everything
     * else lives in PostgreSQL, so the job id is also the BullMQ jobId and re-enqueueing is idempotent.
     */
    'ingest.run': z.object({ ingestJobId: z.string().uuid() }),
  },
  aggregate: {
    /** Fold pending emission_daily_deltas into emission_daily. */
    'aggregate.fold': z.object({}),
  },
  report: {
    /** Render one reports row (its request is in PostgreSQL; the job id is the report id). */
    'report.render': z.object({ reportId: z.string().uuid() }),
  },
} as const;

export type QueueName = keyof typeof QueuePayloads;
export type JobName<Q extends QueueName> = keyof (typeof QueuePayloads)[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = z.infer<(typeof QueuePayloads)[Q][N] & z.ZodType>;

export const QUEUE_NAMES = Object.keys(QueuePayloads) as QueueName[];
