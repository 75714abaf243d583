import { hostname } from 'node:os';
import { Worker, type ConnectionOptions } from 'bullmq';
import { JOB_CONTRACTS, QUEUE_NAMES } from '../jobs/job-registry.ts';
import { handlersByKind } from './handlers/job-handlers.ts';
import type { WorkerDeps } from './job-handler.ts';
import { willRetry } from './job-lifecycle.ts';
import type { JobMetrics } from './worker-metrics.ts';

export interface WorkerOptions {
  connection: ConnectionOptions;
  prefix: string;
  concurrency: number;
  /** How long a job's lock lasts without renewal: a dead worker's job is taken over after about this long. */
  lockDurationMs: number;
  /** This process's job metrics (WORKER_METRICS_PORT), when it exposes them. */
  metrics?: JobMetrics;
  /** The queues to work (default: all); --role all runs the ingest queue in a thread of its own. */
  queues?: readonly string[];
}

/** The numbers a job's result holds (rows read, stored and failed, vouchers synced, …), for its log line. */
function countsOf(result: unknown): Record<string, number> {
  if (!result || typeof result !== 'object') return {};
  return Object.fromEntries(Object.entries(result).filter(([, value]) => typeof value === 'number'));
}

/** Starts one BullMQ worker per queue (of `options.queues`); each job's payload is re-validated before its handler runs. */
export function startWorkers(deps: WorkerDeps, options: WorkerOptions) {
  const byKind = handlersByKind();
  const shutdown = new AbortController();
  const workers = (options.queues ?? QUEUE_NAMES).map((queue) => {
    const limits = JOB_CONTRACTS.filter((d) => d.queue === queue).map((d) => d.concurrency ?? options.concurrency);
    return new Worker(
      queue,
      async (job, token) => {
        const handler = byKind.get(`${queue}/${job.name}`);
        if (!handler) throw new Error(`Unknown job ${queue}/${job.name}`);
        options.metrics?.started(job);
        const context = {
          job,
          token,
          shutdown: shutdown.signal,
          rowsProcessed: (counts: { stored: number; failed: number }) => options.metrics?.rowsProcessed(job, counts),
        };
        const result = await handler.handle(handler.contract.schema.parse(job.data), deps, context);
        // Done is 100 whatever the job reported on the way (the dashboard's bar; best effort).
        await job.updateProgress(100).catch(() => undefined);
        return result;
      },
      {
        // Stored on every job it runs (bull-board shows it): which process did the work.
        name: `${hostname()}:${process.pid}`,
        connection: options.connection,
        prefix: options.prefix,
        concurrency: Math.min(...limits),
        lockDuration: options.lockDurationMs,
        stalledInterval: options.lockDurationMs,
      },
    );
  });
  for (const worker of workers) {
    options.metrics?.observe(worker);
    // An 'error' event without a listener would crash the process (lost Redis connection, lost lock
    // after a flush); the job itself is retried, resumed or reconciled, so reporting is enough.
    worker.on('error', (error) => deps.log.error({ queue: worker.name, err: error }, 'worker error'));
    worker.on('completed', (job, result) => {
      const started = job.processedOn ?? job.timestamp;
      deps.log.info(
        {
          queue: worker.name,
          job: job.name,
          jobId: job.id,
          attempt: job.attemptsMade,
          durationMs: (job.finishedOn ?? Date.now()) - started,
          counts: countsOf(result),
        },
        'job completed',
      );
    });
    worker.on('failed', (job, error) => {
      // BullMQ reports every failed attempt; say whether another one follows.
      const fields = {
        queue: worker.name,
        job: job?.name,
        jobId: job?.id,
        attempt: job?.attemptsMade,
        attempts: job?.opts.attempts ?? 1,
        reason: error.message,
      };
      if (willRetry(job, error)) deps.log.warn({ ...fields, err: error }, 'job attempt failed; it will be retried');
      else deps.log.error({ ...fields, err: error }, 'job failed');
    });
  }
  return {
    workers,
    /** Resolves once every worker's Redis connections are initialised (see service.ts). */
    ready: () => Promise.all(workers.map((w) => w.waitUntilReady())),
    /** Long jobs hand themselves back at their next checkpoint; short ones finish; then the workers close. */
    async close() {
      shutdown.abort();
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}
