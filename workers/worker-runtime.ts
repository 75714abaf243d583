import type { Logger } from 'pino';
import { composeServiceDeps } from '../composition-root.ts';
import type { Config } from '../config.ts';
import { createDb, createPool, type PoolTimeouts } from '../db/database.ts';
import { connectApiRedis, redisOptions } from '../redis-connections.ts';
import { ingestRunHandler } from './handlers/ingest-run-handler.ts';
import { workerDeps, type JobHandler } from './job-handler.ts';
import { startWorkers } from './start-workers.ts';
import type { JobMetrics } from './worker-metrics.ts';

/*
 * The connections workers run on, shared by service.ts (every role) and the ingest thread of --role all,
 * which loads this and not service.ts (the API's modules would cost the thread memory for nothing).
 */

/** The bounds every connection of the service works under (DB_*_TIMEOUT_MS). */
export const poolTimeouts = (config: Config): PoolTimeouts => ({
  statementMs: config.DB_STATEMENT_TIMEOUT_MS,
  idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  acquireMs: config.DB_ACQUIRE_TIMEOUT_MS,
});

/** Connections per pool (the API's, and the workers' when the process runs them). */
export const POOL_SIZE = 20;

/**
 * The workers' own pool: their statements are bounded by DB_WORKER_STATEMENT_TIMEOUT_MS instead of
 * the request path's DB_STATEMENT_TIMEOUT_MS; the other bounds are the same.
 */
export const workerPool = (config: Config, log: Logger) =>
  createDb(
    createPool(config.DATABASE_URL, POOL_SIZE, log, {
      ...poolTimeouts(config),
      statementMs: config.DB_WORKER_STATEMENT_TIMEOUT_MS,
    }),
  );

/** How this process's BullMQ workers connect and hold their jobs. */
export const workerOptions = (config: Config) => ({
  connection: redisOptions(config),
  prefix: config.REDIS_PREFIX,
  concurrency: config.WORKER_CONCURRENCY,
  lockDurationMs: config.JOB_LOCK_MS,
});

/**
 * The ingest queue's worker as the ingest thread of --role all runs it (ingest-thread-entry.ts):
 * on its own Redis connection, worker pool and dependencies, composed as every role's are. The
 * database is prepared by the process that started the thread.
 */
export async function startIngestWorkers(config: Config, log: Logger, metrics?: JobMetrics) {
  const redis = await connectApiRedis(config);
  const db = workerPool(config, log);
  const composed = composeServiceDeps(config, { db, redis, log });
  const workers = startWorkers(workerDeps(composed.deps), {
    ...workerOptions(config),
    // The ingest handler alone: the other kinds' modules (report rendering's pdfmake and exceljs) would cost the thread memory.
    handlers: [ingestRunHandler as JobHandler],
    metrics,
  });
  await workers.ready();
  await composed.deps.queues.ready();
  return {
    async stop() {
      await workers.close();
      await composed.close();
      await db.destroy();
      redis.disconnect();
    },
  };
}
