import { Worker, type ConnectionOptions } from 'bullmq';
import { QUEUE_NAMES, QueuePayloads, type QueueName } from '../jobs/queues.ts';
import { assertHandlersComplete, handlers, type Handler, type WorkerDeps } from './handlers.ts';

export interface WorkerOptions {
  connection: ConnectionOptions;
  prefix: string;
  concurrency: number;
}

/** Starts one BullMQ worker per queue; each job's payload is re-validated before it runs. */
export function startWorkers(deps: WorkerDeps, options: WorkerOptions) {
  assertHandlersComplete();
  const workers = QUEUE_NAMES.map(
    (queue: QueueName) =>
      new Worker(
        queue,
        async (job) => {
          const schema = (QueuePayloads[queue] as Record<string, { parse(v: unknown): unknown }>)[job.name];
          const handler = (handlers[queue] as Record<string, Handler>)[job.name];
          if (!schema || !handler) throw new Error(`Unknown job ${queue}/${job.name}`);
          schema.parse(job.data);
          return handler(job, deps);
        },
        { connection: options.connection, prefix: options.prefix, concurrency: queue === 'aggregate' ? 1 : options.concurrency },
      ),
  );
  return {
    workers,
    /** Finishes running jobs (or lets them be picked up again) before closing. */
    async close() {
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}
