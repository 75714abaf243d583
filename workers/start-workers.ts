import { hostname } from 'node:os';
import { Worker, type ConnectionOptions } from 'bullmq';
import { QUEUE_NAMES, QueuePayloads, type QueueName } from '../jobs/job-registry.ts';
import { assertHandlersComplete, handlers, type Handler, type WorkerDeps } from './handlers.ts';

export interface WorkerOptions {
  connection: ConnectionOptions;
  prefix: string;
  concurrency: number;
  /** How long a job's lock lasts without renewal: a dead worker's job is taken over after about this long. */
  lockDurationMs: number;
}

/** Starts one BullMQ worker per queue; each job's payload is re-validated before it runs. */
export function startWorkers(deps: WorkerDeps, options: WorkerOptions) {
  assertHandlersComplete();
  const shutdown = new AbortController();
  const workers = QUEUE_NAMES.map(
    (queue: QueueName) =>
      new Worker(
        queue,
        async (job, token) => {
          const schema = (QueuePayloads[queue] as Record<string, { parse(v: unknown): unknown }>)[job.name];
          const handler = (handlers[queue] as Record<string, Handler>)[job.name];
          if (!schema || !handler) throw new Error(`Unknown job ${queue}/${job.name}`);
          schema.parse(job.data);
          return handler(job, deps, { token, shutdown: shutdown.signal });
        },
        {
          // Stored on every job it runs (bull-board shows it): which process did the work.
          name: `${hostname()}:${process.pid}`,
          connection: options.connection,
          prefix: options.prefix,
          concurrency: queue === 'aggregate' ? 1 : options.concurrency,
          lockDuration: options.lockDurationMs,
          stalledInterval: options.lockDurationMs,
        },
      ),
  );
  // An 'error' event without a listener would crash the process (lost Redis connection, lost lock
  // after a flush); the job itself is retried, resumed or reconciled, so reporting is enough.
  for (const worker of workers) worker.on('error', (error) => console.error(`worker ${worker.name}: ${error.message}`));
  return {
    workers,
    /** Long jobs hand themselves back at their next checkpoint; short ones finish; then the workers close. */
    async close() {
      shutdown.abort();
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}
