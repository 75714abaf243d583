import { Job, QueueEvents, type Queue } from 'bullmq';

export interface FinishedJobListener {
  /** A job completed after `seconds` of processing. */
  completed(queue: string, name: string, seconds: number): void;
  /** A job failed for good (BullMQ's 'failed' event); `name` is 'unknown' when the job is gone. */
  failed(queue: string, name: string): void;
  error(queue: string, error: Error): void;
}

/**
 * Follows a queue's event stream in Redis: jobs finish in worker processes, and any process (an API
 * instance's /metrics) learns of them here. Resolves once connected; `close` stops listening.
 */
export async function observeFinishedJobs(queue: Queue, listener: FinishedJobListener) {
  const events = new QueueEvents(queue.name, { connection: queue.opts.connection, prefix: queue.opts.prefix });
  events.on('error', (error) => listener.error(queue.name, error));
  events.on('completed', ({ jobId }) => {
    void Job.fromId(queue, jobId).then(
      (job) => {
        if (job?.processedOn && job.finishedOn)
          listener.completed(queue.name, job.name, (job.finishedOn - job.processedOn) / 1000);
      },
      () => undefined,
    );
  });
  events.on('failed', ({ jobId }) => {
    void Job.fromId(queue, jobId).then(
      (job) => listener.failed(queue.name, job?.name ?? 'unknown'),
      () => listener.failed(queue.name, 'unknown'),
    );
  });
  // Connected before returning: closing a connection BullMQ is still initialising rejects a promise
  // nobody awaits, which would turn a prompt SIGTERM into an exit with status 1.
  await events.waitUntilReady();
  return { close: () => events.close() };
}
