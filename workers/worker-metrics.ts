import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Job, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** What the metrics read of a job: a BullMQ job, or these facts of it as the ingest thread forwards them. */
export type JobFacts = Pick<
  Job,
  'queueName' | 'name' | 'attemptsStarted' | 'timestamp' | 'processedOn' | 'finishedOn'
> & { opts: Pick<Job['opts'], 'delay'> };

/** The facts of a job the metrics read, as a plain object a thread can post. */
export const jobFacts = (job: JobFacts): JobFacts => ({
  queueName: job.queueName,
  name: job.name,
  attemptsStarted: job.attemptsStarted,
  timestamp: job.timestamp,
  processedOn: job.processedOn,
  finishedOn: job.finishedOn,
  opts: { delay: job.opts.delay },
});

/** What the workers report to: this process's WorkerMetrics, or the ingest thread's forwarder of them. */
export type JobMetrics = Pick<WorkerMetrics, 'started' | 'rowsProcessed' | 'observe'>;

/**
 * What one worker process measures of the jobs it runs: rows processed, job durations, queue lag
 * (enqueue to start) and, with prom-client's defaults, its memory and event-loop lag. The API's
 * /metrics shows the queues cluster-wide; this shows each worker, one scrape target per process.
 */
export class WorkerMetrics {
  readonly registry = new Registry();
  private readonly rows = new Counter({
    name: 'worker_rows_processed_total',
    help: 'Input rows this process processed, by outcome (stored, failed validation)',
    labelNames: ['queue', 'name', 'outcome'],
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'worker_job_duration_seconds',
    help: 'Time this process spent on a job attempt, by result',
    labelNames: ['queue', 'name', 'result'],
    buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 900, 3600],
    registers: [this.registry],
  });
  private readonly lag = new Histogram({
    name: 'worker_job_queue_lag_seconds',
    help: 'Time from a job being due (enqueued, plus any delay) to this process starting it',
    labelNames: ['queue', 'name'],
    buckets: [0.01, 0.05, 0.25, 1, 5, 15, 60, 300, 900],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * Called as a job starts; only its first start is queue lag (a retry, or the resume of a job that
   * was busy or yielded its worker, is not: its enqueue time is long past).
   */
  started(job: JobFacts): void {
    if (job.attemptsStarted > 1) return;
    const due = job.timestamp + (job.opts.delay ?? 0);
    this.lag.observe({ queue: job.queueName, name: job.name }, Math.max(0, Date.now() - due) / 1000);
  }

  rowsProcessed(job: JobFacts, counts: { stored: number; failed: number }): void {
    this.rows.inc({ queue: job.queueName, name: job.name, outcome: 'stored' }, counts.stored);
    this.rows.inc({ queue: job.queueName, name: job.name, outcome: 'failed' }, counts.failed);
  }

  /** An attempt's duration, once it finished (completed or failed). */
  finished(job: JobFacts, result: 'completed' | 'failed'): void {
    if (!job.processedOn || !job.finishedOn) return;
    this.duration.observe({ queue: job.queueName, name: job.name, result }, (job.finishedOn - job.processedOn) / 1000);
  }

  /** Durations of the attempts the workers finish, completed or failed. */
  observe(worker: Worker): void {
    worker.on('completed', (job) => this.finished(job, 'completed'));
    worker.on('failed', (job) => job && this.finished(job, 'failed'));
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics on its own port (WORKER_METRICS_PORT), for Prometheus. With any operator token set
 * (METRICS_TOKEN or ADMIN_TOKEN) it wants one of them as `Authorization: Bearer <token>`, as the
 * API's /metrics does: setting only ADMIN_TOKEN left it open before.
 */
export async function serveWorkerMetrics(
  metrics: WorkerMetrics,
  options: { port: number; host: string; tokens: readonly string[] },
  log: Logger,
): Promise<Server> {
  const server = createServer((request, response) => {
    const presented = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
    if (request.url?.split('?')[0] !== '/metrics' || request.method !== 'GET') {
      response.writeHead(404).end();
    } else if (
      options.tokens.length > 0 &&
      !(presented && options.tokens.some((token) => timingSafeEqual(digest(presented), digest(token))))
    ) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    } else {
      metrics.registry.metrics().then(
        (body) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
        (error: unknown) => {
          log.error({ err: error }, 'worker metrics failed');
          response.writeHead(500).end();
        },
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const { address, port } = server.address() as AddressInfo;
  log.info({ address, port }, 'worker metrics listening');
  return server;
}
