import { hostname } from 'node:os';
import { Worker, type ConnectionOptions } from 'bullmq';
import { JOB_CONTRACTS } from '../jobs/job-registry.ts';
import type { JobHandler, WorkerDeps } from './job-handler.ts';
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
  /**
   * The handlers of the job kinds to work (JOB_HANDLERS for every queue): one BullMQ worker per queue
   * they name. Passed in, not imported here, so the ingest thread of --role all loads the ingest
   * handler's modules only (not report rendering's pdfmake and exceljs).
   */
  handlers: readonly JobHandler[];
}

const keyOf = (contract: { queue: string; name: string }) => `${contract.queue}/${contract.name}`;

/**
 * Immich's rule: a process refuses to start when a job kind is declared twice, a handler runs a kind
 * the registry does not list, or a kind of a queue it works has no handler or two, so a job never
 * sits in a queue that its worker cannot run (workers/handlers/job-handlers.ts checks every kind has one).
 */
function handlersByKind(handlers: readonly JobHandler[]): Map<string, JobHandler> {
  const kinds = new Set(JOB_CONTRACTS.map(keyOf));
  if (kinds.size !== JOB_CONTRACTS.length) throw new Error('A job kind is defined twice in jobs/job-registry.ts');
  const byKind = new Map<string, JobHandler>();
  for (const handler of handlers) {
    const key = keyOf(handler.contract);
    if (!kinds.has(key)) throw new Error(`Job ${key} has a handler but is not listed in jobs/job-registry.ts`);
    if (byKind.has(key)) throw new Error(`Job ${key} has two handlers`);
    byKind.set(key, handler);
  }
  const queues = new Set(handlers.map((handler) => handler.contract.queue));
  for (const contract of JOB_CONTRACTS)
    if (queues.has(contract.queue) && !byKind.has(keyOf(contract)))
      throw new Error(`Job ${keyOf(contract)} has no handler`);
  return byKind;
}

/** The numbers a job's result holds (rows read, stored and failed, vouchers synced, …), for its log line. */
function countsOf(result: unknown): Record<string, number> {
  if (!result || typeof result !== 'object') return {};
  return Object.fromEntries(Object.entries(result).filter(([, value]) => typeof value === 'number'));
}

/** Starts one BullMQ worker per queue of `options.handlers`; each job's payload is re-validated before its handler runs. */
export function startWorkers(deps: WorkerDeps, options: WorkerOptions) {
  const byKind = handlersByKind(options.handlers);
  const shutdown = new AbortController();
  const queues = [...new Set(options.handlers.map((handler) => handler.contract.queue))];
  const workers = queues.map((queue) => {
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
