import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { observeFinishedJobs } from '../../../jobs/queue-events.ts';
import { openJobsPerOrganization } from '../../../services/limits/job-admission.ts';
import { z } from 'zod';
import { adminErrors } from '../../envelope.ts';
import { requireMetricsToken } from '../../hooks/admin-auth.ts';

const JOB_STATES = [
  'waiting',
  'prioritized',
  'delayed',
  'active',
  'waiting-children',
  'paused',
  'completed',
  'failed',
] as const;

/**
 * Prometheus metrics at GET /metrics, behind the read-only METRICS_TOKEN (or ADMIN_TOKEN; scrape with
 * `authorization: { credentials: <METRICS_TOKEN> }`): HTTP latency per route, queue depth
 * per state (read from Redis at scrape time), job durations and final failures, and process metrics.
 * One registry per app instance, so several apps can live in one process (tests).
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route template, method and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [registry],
    });
    new Gauge({
      name: 'bullmq_queue_jobs',
      help: 'Jobs per queue and state',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        for (const queue of app.queues.all()) {
          const counts = await queue.getJobCounts(...JOB_STATES);
          for (const state of JOB_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }
      },
    });
    new Gauge({
      name: 'jobs_open_per_organization',
      help: 'Queued and running stored jobs (ingest, ERP syncs, reports) per organisation, queue and status; read from PostgreSQL at scrape time',
      labelNames: ['organization_id', 'queue', 'status'],
      registers: [registry],
      async collect() {
        // An organisation whose jobs have all finished drops out instead of staying at its last count.
        this.reset();
        for (const row of await openJobsPerOrganization(app.deps))
          this.set({ organization_id: row.organization_id, queue: row.queue, status: row.status }, row.n);
      },
    });
    new Gauge({
      name: 'emissions_cache_bytes',
      help: 'Bytes (JSON size) of the GET /v1/emissions answers this instance holds; at most EMISSIONS_CACHE_BYTES',
      registers: [registry],
      collect() {
        this.set(app.deps.emissionsCaches.answers.bytes);
      },
    });
    const jobDuration = new Histogram({
      name: 'bullmq_job_duration_seconds',
      help: 'Processing time of completed jobs (all workers)',
      labelNames: ['queue', 'name'],
      buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 900, 3600],
      registers: [registry],
    });
    const jobFailures = new Counter({
      name: 'bullmq_job_failures_total',
      help: 'Jobs that failed for good, retries exhausted (all workers)',
      labelNames: ['queue', 'name'],
      registers: [registry],
    });
    // Job durations and failures happen in worker processes; every API instance learns of them from
    // BullMQ's event stream in Redis, so its /metrics describes the whole cluster's jobs (aggregate
    // those series with max(), not sum(), across API instances).
    const events = await Promise.all(
      app.queues.all().map((queue) =>
        observeFinishedJobs(queue, {
          completed: (queueName, name, seconds) => jobDuration.observe({ queue: queueName, name }, seconds),
          failed: (queueName, name) => jobFailures.inc({ queue: queueName, name }),
          error: (queueName, error) => app.log.warn({ err: error, queue: queueName }, 'queue events: Redis error'),
        }),
      ),
    );
    app.addHook('onClose', async () => {
      await Promise.all(events.map((e) => e.close()));
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      httpDuration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    app.get(
      '/metrics',
      {
        onRequest: requireMetricsToken,
        schema: {
          operationId: 'getMetrics',
          tags: ['operations'],
          security: [{ metricsToken: [] }, { adminToken: [] }],
          summary: 'Prometheus metrics in the text exposition format (docs/operations.md lists them)',
          produces: ['text/plain'],
          // Text sent as is, never serialised: the schema only documents it.
          response: {
            200: z
              .unknown()
              .describe('text/plain; version=0.0.4: the Prometheus exposition format')
              .meta({
                examples: [
                  '# HELP bullmq_queue_jobs Jobs in each BullMQ queue by state\n# TYPE bullmq_queue_jobs gauge\n' +
                    'bullmq_queue_jobs{queue="ingest",state="waiting"} 0\n',
                ],
              }),
            ...adminErrors(429),
          },
        },
      },
      async (_request, reply) => reply.header('content-type', registry.contentType).send(await registry.metrics()),
    );
  },
  { name: 'metrics' },
);
