import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './api/app.ts';
import { composeServiceDeps } from './composition-root.ts';
import type { Config } from './config.ts';
import { createDb, createPool, type Db } from './db/database.ts';
import { ensureDatabase, migrateToLatest, withSetupLock } from './db/migrate.ts';
import { connectApiRedis, serverAddress } from './redis-connections.ts';
import { loadEmissionFactors } from './services/factors/load-factor-datasets.ts';
import { ingestRun } from './jobs/definitions/ingest-run.ts';
import { startErpScheduleRunner } from './workers/erp-schedule-runner.ts';
import { JOB_HANDLERS } from './workers/handlers/job-handlers.ts';
import { startIngestThread } from './workers/ingest-thread.ts';
import { workerDeps } from './workers/job-handler.ts';
import { POOL_SIZE, poolTimeouts, workerOptions, workerPool } from './workers/worker-runtime.ts';
import { startScheduler } from './workers/scheduler.ts';
import { startWorkers } from './workers/start-workers.ts';
import { serveWorkerMetrics, WorkerMetrics } from './workers/worker-metrics.ts';

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
      `PostgreSQL at ${serverAddress(databaseUrl)} answered but refused: ${detail} (SQLSTATE ${code}). Check the user, password and database in DATABASE_URL, and that the user may create databases`,
    );
  }
  if (code?.startsWith('E') || /timeout|terminated/i.test(message ?? '')) {
    return new Error(
      `Cannot reach PostgreSQL at ${serverAddress(databaseUrl)} (${detail}). Start it with: docker compose up -d postgres (or set DATABASE_URL)`,
    );
  }
  return error;
}

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
      return { db: createDb(createPool(config.DATABASE_URL, POOL_SIZE, log, poolTimeouts(config))) };
    });
  } catch (error) {
    throw postgresStartupError(error, config.DATABASE_URL);
  }
}

export interface RunningService {
  app?: FastifyInstance;
  stop(): Promise<void>;
}

/** Run modes switch consumers (HTTP, workers, scheduler) on and off; producers always exist. */
export async function startService(config: Config, role: Role, log: Logger): Promise<RunningService> {
  const redis = await connectApiRedis(config);
  const { db } = await prepareDatabase(config, log);
  const composed = composeServiceDeps(config, { db, redis, log });
  const { deps } = composed;
  const stops: (() => Promise<void>)[] = [];

  let app: FastifyInstance | undefined;
  if (role === 'api' || role === 'all') {
    app = await buildApp(deps);
    await app.listen({ port: config.PORT, host: config.HOST });
    stops.push(() => app!.close());
  }
  if (role === 'worker' || role === 'all') {
    const metrics = config.WORKER_METRICS_PORT === undefined ? undefined : new WorkerMetrics();
    const workerDb = workerPool(config, log);
    // Alongside the API, the ingest queue works in a thread of its own: a big upload's parsing and
    // pricing would otherwise hold the event loop the API answers on.
    const handlers =
      role === 'all' ? JOB_HANDLERS.filter((handler) => handler.contract.queue !== ingestRun.queue) : JOB_HANDLERS;
    const workers = startWorkers(workerDeps({ ...deps, db: workerDb }), {
      ...workerOptions(config),
      metrics,
      handlers,
    });
    stops.push(
      () => workers.close(),
      () => workerDb.destroy(),
    );
    await workers.ready();
    if (role === 'all') {
      const ingestThread = await startIngestThread(config, log, metrics);
      stops.push(() => ingestThread.close());
    }
    if (metrics) {
      const tokens = [config.METRICS_TOKEN, config.ADMIN_TOKEN].filter((token) => token !== undefined);
      const listen = { port: config.WORKER_METRICS_PORT!, host: config.HOST, tokens };
      const server = await serveWorkerMetrics(metrics, listen, log);
      stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    }
  }
  if (role === 'scheduler' || role === 'all') {
    const scheduler = await startScheduler(deps.queues, db, log, {
      reconcileEveryMs: config.RECONCILE_EVERY_MS,
      staleHeartbeatMs: config.STALE_HEARTBEAT_MS,
      storageDir: config.STORAGE_DIR,
      orphanUploadAgeMs: config.UPLOAD_ORPHAN_AGE_MS,
      webhookPollMs: config.WEBHOOK_POLL_MS,
    });
    const erpSchedules = startErpScheduleRunner(deps, { pollMs: config.ERP_SCHEDULE_POLL_MS });
    stops.push(
      () => erpSchedules.close(),
      () => scheduler.close(),
    );
  }
  // Started means connected: closing a BullMQ connection still initialising rejects unobserved.
  await deps.queues.ready();
  return {
    app,
    // API first (stop taking work), then workers (finish or release jobs), then connections.
    async stop() {
      for (const stop of stops) await stop();
      await composed.close();
      await db.destroy();
      redis.disconnect();
    },
  };
}
