import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { JobFacts, WorkerMetrics } from './worker-metrics.ts';

/**
 * What the thread says to its parent (workers/ingest-thread-entry.ts): it is working, or a job metric
 * for the process's WorkerMetrics (WORKER_METRICS_PORT is served by the main thread).
 */
export type IngestThreadMessage =
  | 'ready'
  | { metric: 'started'; job: JobFacts }
  | { metric: 'rows'; job: JobFacts; counts: { stored: number; failed: number } }
  | { metric: 'finished'; job: JobFacts; result: 'completed' | 'failed' };
/** What the thread is started with: the process's configuration, and whether to forward job metrics. */
export interface IngestThreadData {
  config: Config;
  metrics: boolean;
}
/** What the parent says to the thread. */
export type IngestThreadCommand = 'stop';

const COMPILED = !import.meta.url.endsWith('.ts');
/** The thread's entry beside this module: ingest-thread-entry.js when compiled, .ts under tsx. */
const ENTRY = new URL(`./ingest-thread-entry.${COMPILED ? 'js' : 'ts'}`, import.meta.url);

/**
 * A young generation of 8 MB: V8's default lets it grow to tens of MB while modules load and keeps it,
 * about 20 MB of an idle process's RSS; 200k-row ingests ran as fast with it (docs/operations.md).
 * No cap on the old generation: running out of it would end the thread, and so the process.
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 8 };

/** Under tsx (benches, scripts), the thread registers tsx's loader first: Node 20 does not hand loader hooks to threads. */
const newThread = (workerData: IngestThreadData) =>
  COMPILED
    ? new Worker(ENTRY, { workerData, resourceLimits: RESOURCE_LIMITS })
    : new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(ENTRY.href)}); })`,
        { eval: true, workerData, resourceLimits: RESOURCE_LIMITS },
      );

function recordMetric(metrics: WorkerMetrics, message: IngestThreadMessage) {
  if (message === 'ready') return;
  if (message.metric === 'started') metrics.started(message.job);
  else if (message.metric === 'rows') metrics.rowsProcessed(message.job, message.counts);
  else metrics.finished(message.job, message.result);
}

/**
 * Starts the ingest queue's worker in a thread of its own (--role all): parsing, pricing and encoding
 * a big upload keep that thread busy, not the event loop the API answers on. The thread builds its own
 * connections and dependencies from the process's `config` through the composition root; resolves once its worker is ready.
 * `close` drains it as the in-process workers drain (a running job hands back at its next checkpoint).
 * Should the thread die otherwise, the process stops (main.ts drains it): nothing else works the queue.
 * With `metrics`, the thread's job metrics are recorded there.
 */
export async function startIngestThread(config: Config, log: Logger, metrics?: WorkerMetrics) {
  const thread = newThread({ config, metrics: metrics !== undefined });
  let stopping = false;
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    thread.once('message', (message: IngestThreadMessage) => message === 'ready' && resolve());
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the ingest thread exited with ${code} while starting`)));
  });
  thread.on('error', (error) => log.error({ err: error }, 'the ingest thread failed'));
  if (metrics) thread.on('message', (message: IngestThreadMessage) => recordMetric(metrics, message));
  thread.once('exit', (code) => {
    if (stopping) return;
    // Thrown outside any promise: main.ts's handler of uncaught errors drains the rest of the process.
    setImmediate(() => {
      throw new Error(`the ingest thread stopped unexpectedly (exit code ${code})`);
    });
  });
  log.info({ threadId: thread.threadId }, 'ingest worker thread started');
  return {
    threadId: thread.threadId,
    async close() {
      stopping = true;
      thread.postMessage('stop' satisfies IngestThreadCommand);
      await exited;
    },
  };
}
