import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './api/app.ts';
import type { Config } from './config.ts';
import { createDb, createPool, type Db, type PoolTimeouts } from './db/database.ts';
import { loadEmissionFactors } from './services/factors/load-factor-datasets.ts';
import { ensureDatabase, migrateToLatest, withSetupLock } from './db/migrate.ts';
import { FactorCatalogSource } from './services/factors/factor-catalog-source.ts';
import { RollupVersions } from './services/emissions/rollup-versions.ts';
import { emissionsCaches } from './services/emissions/emissions-caches.ts';
import { erpOutboundPolicy } from './services/outbound/outbound-address-policy.ts';
import { startErpScheduleRunner } from './workers/erp-schedule-runner.ts';
import { storedJobWaits } from './workers/job-lifecycle.ts';
import { startWorkers } from './workers/start-workers.ts';
import { serveWorkerMetrics, WorkerMetrics } from './workers/worker-metrics.ts';
import { QUEUE_NAMES } from './jobs/job-registry.ts';
import { Queues } from './jobs/queue-producer.ts';
import type { Logger } from 'pino';
import { startScheduler } from './workers/scheduler.ts';

export type Role = 'api' | 'worker' | 'scheduler' | 'all';
const ROLES: Role[] = ['api', 'worker', 'scheduler', 'all'];

export function parseRole(argv: string[]): Role {
  const index = argv.findIndex((a) => a === '--role' || a.startsWith('--role='));
  if (index === -1) return 'all';
  const value = argv[index]!.includes('=') ? argv[index]!.split('=')[1] : argv[index + 1];
  if (!ROLES.includes(value as Role))
    throw new Error(`--role must be one of ${ROLES.join(', ')} (got ${value ?? 'nothing'})`);
  return value as Role;
}

const where = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || (u.protocol.startsWith('redis') ? 6379 : 5432)}`;
};

/**
 * One line saying what went wrong talking to PostgreSQL: not there at all (a socket error), or there
 * but refusing (an answer with a SQLSTATE: unknown role, wrong password, no right to create the
 * database). Other failures (a migration) keep their own message.
 */
function postgresStartupError(error: unknown, databaseUrl: string): unknown {
  const { code, message } = error as { code?: string; message?: string };
  const detail = message || code;
  if (code && /^[0-9A-Z]{5}$/.test(code)) {
    return new Error(
      `PostgreSQL at ${where(databaseUrl)} answered but refused: ${detail} (SQLSTATE ${code}). Check the user, password and database in DATABASE_URL, and that the user may create databases`,
    );
  }
  if (code?.startsWith('E') || /timeout|terminated/i.test(message ?? '')) {
    return new Error(
      `Cannot reach PostgreSQL at ${where(databaseUrl)} (${detail}). Start it with: docker compose up -d postgres (or set DATABASE_URL)`,
    );
  }
  return error;
}

/** The bounds every connection of the service works under (DB_*_TIMEOUT_MS). */
export const poolTimeouts = (config: Config): PoolTimeouts => ({
  statementMs: config.DB_STATEMENT_TIMEOUT_MS,
  idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  acquireMs: config.DB_ACQUIRE_TIMEOUT_MS,
});

/**
 * Creates, migrates and seeds the database, one process at a time (see withSetupLock); one clear
 * line when PostgreSQL is not there or refuses.
 */
async function prepareDatabase(config: Config, log: Logger): Promise<{ db: Db }> {
  try {
    return await withSetupLock(config.DATABASE_URL, async () => {
      await ensureDatabase(config.DATABASE_URL);
      // Migrations and the factor load may take long statements: their own pool, without the service's bounds.
      const setup = createDb(createPool(config.DATABASE_URL, 2, log));
      try {
        await migrateToLatest(setup);
        await loadEmissionFactors(setup);
      } finally {
        await setup.destroy();
      }
      return { db: createDb(createPool(config.DATABASE_URL, 20, log, poolTimeouts(config))) };
    });
  } catch (error) {
    throw postgresStartupError(error, config.DATABASE_URL);
  }
}

function redisAddress(config: Config): RedisOptions {
  const url = new URL(config.REDIS_URL);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
  };
}

/**
 * For BullMQ's connections only (queues, workers): BullMQ needs maxRetriesPerRequest: null, so its
 * commands wait for as long as Redis is away (jobs wait with them; the reconciler catches up).
 */
export function redisOptions(config: Config): RedisOptions {
  return { ...redisAddress(config), maxRetriesPerRequest: null };
}

/**
 * The API's own client (rate limits, readiness): no offline queue and no retries, and every command
 * fails after REDIS_COMMAND_TIMEOUT_MS, so while Redis is away a request waits at most that long for
 * it instead of for the whole outage. Connects before returning; one clear line when it cannot.
 */
export async function connectApiRedis(config: Config): Promise<Redis> {
  const redis = new Redis({
    ...redisAddress(config),
    lazyConnect: true,
    retryStrategy: () => null,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
  });
  // ioredis rejects connect() with a generic message; the socket error event says why.
  let cause = '';
  redis.on('error', (error: Error) => {
    cause ||= error.message;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Cannot reach Redis at ${where(config.REDIS_URL)} (${cause || (error as Error).message}). Start it with: docker compose up -d redis (or set REDIS_URL)`,
    );
  }
  // Connected: from now on reconnect on transient failures instead of giving up.
  redis.options.retryStrategy = (times: number) => Math.min(times * 200, 2000);
  return redis;
}

export interface RunningService {
  app?: FastifyInstance;
  stop(): Promise<void>;
}

/** Run modes switch consumers (HTTP, workers, scheduler) on and off; producers always exist. */
export async function startService(config: Config, role: Role, log: Logger): Promise<RunningService> {
  const redis = await connectApiRedis(config);
  const { db } = await prepareDatabase(config, log);
  const factors = new FactorCatalogSource(db);
  const connection = redisOptions(config);
  const queues = new Queues(connection, config.REDIS_PREFIX, QUEUE_NAMES, log);
  // Checked at start: a malformed ERP_ALLOWED_HOSTS stops the process with a message naming it.
  const outbound = erpOutboundPolicy(config);
  const stops: (() => Promise<void>)[] = [];

  let app: FastifyInstance | undefined;
  if (role === 'api' || role === 'all') {
    const rollups = new RollupVersions(db, config.DATABASE_URL, log);
    const caches = emissionsCaches(config.EMISSIONS_CACHE_BYTES);
    app = await buildApp({
      config,
      db,
      redis,
      factors,
      queues,
      jobWaits: storedJobWaits(db),
      rollups,
      emissionsCaches: caches,
      log,
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    stops.push(async () => {
      await app!.close();
      await rollups.close();
    });
  }
  if (role === 'worker' || role === 'all') {
    const metrics = config.WORKER_METRICS_PORT === undefined ? undefined : new WorkerMetrics();
    const workers = startWorkers(
      {
        db,
        queues,
        factors,
        storageDir: config.STORAGE_DIR,
        csvMaxLineBytes: config.CSV_MAX_LINE_BYTES,
        outbound,
        log,
      },
      {
        connection,
        prefix: config.REDIS_PREFIX,
        concurrency: config.WORKER_CONCURRENCY,
        lockDurationMs: config.JOB_LOCK_MS,
        metrics,
      },
    );
    stops.push(() => workers.close());
    await workers.ready();
    if (metrics) {
      const listen = { port: config.WORKER_METRICS_PORT!, host: config.HOST, token: config.METRICS_TOKEN };
      const server = await serveWorkerMetrics(metrics, listen, log);
      stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    }
  }
  if (role === 'scheduler' || role === 'all') {
    const scheduler = await startScheduler(queues, db, log, {
      reconcileEveryMs: config.RECONCILE_EVERY_MS,
      staleHeartbeatMs: config.STALE_HEARTBEAT_MS,
      storageDir: config.STORAGE_DIR,
      orphanUploadAgeMs: config.UPLOAD_ORPHAN_AGE_MS,
    });
    const erpSchedules = startErpScheduleRunner(
      { db, queues, factors, outbound, log },
      { pollMs: config.ERP_SCHEDULE_POLL_MS },
    );
    stops.push(
      () => erpSchedules.close(),
      () => scheduler.close(),
    );
  }
  // Started means connected: closing a BullMQ connection still initialising rejects unobserved.
  await queues.ready();
  return {
    app,
    // API first (stop taking work), then workers (finish or release jobs), then connections.
    async stop() {
      for (const stop of stops) await stop();
      await queues.close();
      await db.destroy();
      redis.disconnect();
    },
  };
}
