import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
import { QUEUE_NAMES, QueuePayloads, type JobName, type JobPayload, type QueueName } from '../jobs/queues.ts';

/** BullMQ producers for every queue, shared by the API and the workers. */
export class Queues {
  private readonly queues: Map<QueueName, Queue>;

  constructor(connection: ConnectionOptions, readonly prefix: string) {
    this.queues = new Map(QUEUE_NAMES.map((name) => [name, new Queue(name, { connection, prefix })]));
    // Unlistened 'error' events crash the process; a Redis outage must only delay enqueueing (see the reconciler).
    for (const queue of this.queues.values()) queue.on('error', (error) => console.error(`queue ${queue.name}: ${error.message}`));
  }

  get(name: QueueName): Queue {
    return this.queues.get(name)!;
  }

  all(): Queue[] {
    return [...this.queues.values()];
  }

  /** Enqueues after validating the payload against the queue's schema. */
  async add<Q extends QueueName, N extends JobName<Q>>(queue: Q, name: N, payload: JobPayload<Q, N>, options?: JobsOptions) {
    const schema = (QueuePayloads[queue] as Record<string, { parse(v: unknown): unknown }>)[name]!;
    return this.get(queue).add(name, schema.parse(payload), {
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
      ...options,
    });
  }

  /**
   * Runs an ingest_jobs row. Its id is the BullMQ jobId, so enqueueing it again (the API and the
   * reconciler racing, a retried request) is a no-op while BullMQ still holds the job.
   */
  async enqueueIngest(ingestJobId: string) {
    return this.add('ingest', 'ingest.run', { ingestJobId }, { jobId: ingestJobId });
  }

  /**
   * Renders a reports row; its id is the BullMQ jobId, so a repeated enqueue is a no-op while the job is
   * held. Two retries (a storage hiccup); the third failure fails the report.
   */
  async enqueueReport(reportId: string) {
    return this.add('report', 'report.render', { reportId }, { jobId: reportId, attempts: 3, backoff: { type: 'exponential', delay: 500 } });
  }

  private lastFoldRequest = 0;

  /**
   * For the synchronous write path: at most one fold request a second from this process, not
   * awaited (folding is a performance step, not a visibility step; the scheduler's periodic fold
   * is the safety net).
   */
  foldSoon(): void {
    const now = Date.now();
    if (now - this.lastFoldRequest < 1000) return;
    this.lastFoldRequest = now;
    this.requestFold().catch((error: Error) => console.error(`fold request failed: ${error.message}`));
  }

  /** Debounced fold of rollup deltas: many requests within a second share one job. */
  async requestFold() {
    return this.add('aggregate', 'aggregate.fold', {}, { deduplication: { id: 'aggregate.fold', ttl: 1000 }, delay: 1000, attempts: 3 });
  }

  async close() {
    await Promise.all(this.all().map((q) => q.close()));
  }
}
