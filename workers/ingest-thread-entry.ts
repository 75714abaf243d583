import { isMainThread, parentPort, threadId, workerData } from 'node:worker_threads';
import { createLogger } from '../logger.ts';
import { startIngestWorkers } from './worker-runtime.ts';
import type { IngestThreadCommand, IngestThreadData, IngestThreadMessage } from './ingest-thread.ts';
import { jobFacts, type JobMetrics } from './worker-metrics.ts';

/**
 * The ingest thread of --role all (started by workers/ingest-thread.ts): the ingest queue's worker on
 * connections of its own, its log lines marked with the thread. Says 'ready' once working; on 'stop'
 * drains, closes its connections and ends the thread.
 */
if (isMainThread || !parentPort) throw new Error('ingest-thread-entry runs as a worker thread only');
const port = parentPort;
// The starting process's configuration as it read it (not this thread's environment: a bench or test may pass its own).
const { config, metrics } = workerData as IngestThreadData;
const post = (message: IngestThreadMessage) => port.postMessage(message);
/** Job metrics posted to the process's WorkerMetrics, on the main thread. */
const forwarded: JobMetrics = {
  started: (job) => post({ metric: 'started', job: jobFacts(job) }),
  rowsProcessed: (job, counts) => post({ metric: 'rows', job: jobFacts(job), counts }),
  observe(worker) {
    worker.on('completed', (job) => post({ metric: 'finished', job: jobFacts(job), result: 'completed' }));
    worker.on('failed', (job) => job && post({ metric: 'finished', job: jobFacts(job), result: 'failed' }));
  },
};
const log = createLogger(config).child({ thread: 'ingest', threadId });
const running = await startIngestWorkers(config, log, metrics ? forwarded : undefined);
port.on('message', (command: IngestThreadCommand) => {
  if (command !== 'stop') return;
  // In a worker thread, process.exit ends the thread only; nothing of the thread is left to wait for.
  running.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      log.error({ err: error }, 'the ingest thread did not stop cleanly');
      process.exit(1);
    },
  );
});
post('ready');
