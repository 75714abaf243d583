import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { JobContract } from './define-job.ts';

/** BullMQ producers for every queue, shared by the API, the workers and the scheduler. */
export class Queues {
  private readonly queues: Map<string, Queue>;

  constructor(
    connection: ConnectionOptions,
    readonly prefix: string,
    queueNames: readonly string[],
    readonly log: Logger,
  ) {
    this.queues = new Map(queueNames.map((name) => [name, new Queue(name, { connection, prefix })]));
    // Unlistened 'error' events crash the process; a Redis outage must only delay enqueueing (see the reconciler).
    for (const queue of this.queues.values()) {
      queue.on('error', (error) => log.error({ queue: queue.name, err: error }, 'queue connection error'));
    }
  }

  get(name: string): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`No queue named ${name}`);
    return queue;
  }

  all(): Queue[] {
    return [...this.queues.values()];
  }

  /** Enqueues after validating the payload against the job kind's schema, with the kind's options. */
  async add<S extends z.ZodType>(kind: JobContract<S>, payload: z.input<S>, options?: JobsOptions) {
    return this.get(kind.queue).add(kind.name, kind.schema.parse(payload), { ...kind.options, ...options });
  }

  /** Resolves once every queue's Redis connection is initialised. */
  async ready() {
    await Promise.all(this.all().map((q) => q.waitUntilReady()));
  }

  async close() {
    await Promise.all(this.all().map((q) => q.close()));
  }
}
