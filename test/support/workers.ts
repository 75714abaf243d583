import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { IngestJobRow } from '../../db/schema.ts';
import { redisOptions } from '../../redis-connections.ts';
import { JOB_HANDLERS } from '../../workers/handlers/job-handlers.ts';
import { workerDeps } from '../../workers/job-handler.ts';
import { startWorkers } from '../../workers/start-workers.ts';
import type { WorkerMetrics } from '../../workers/worker-metrics.ts';
import { SERVICE_ENTRY } from './compiled-entries.ts';
import type { TestApp } from './test-app.ts';

/** Locks short enough that a killed worker's job is taken over within seconds, not half a minute. */
const TEST_LOCK_MS = 2_000;

/**
 * BullMQ workers inside the test process, on the test app's database, Redis prefix and storage (and
 * its log unless given), running `concurrency` jobs of a queue at once (2 unless given).
 */
export function startTestWorkers(
  t: TestApp,
  log: Logger = t.log,
  options: { concurrency?: number; metrics?: WorkerMetrics } = {},
) {
  return startWorkers(workerDeps({ ...t.deps, log }), {
    connection: redisOptions(t.config),
    prefix: t.config.REDIS_PREFIX,
    concurrency: options.concurrency ?? 2,
    metrics: options.metrics,
    lockDurationMs: TEST_LOCK_MS,
    handlers: JOB_HANDLERS,
  });
}

/**
 * The environment of the compiled service started by a test: the test app's database, Redis prefix,
 * storage and ERP hosts, a free port (an API role must not collide with another test's) and info logs
 * (the tests read its JSON lines); `extra` on top.
 */
export function serviceEnv(t: TestApp, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: t.config.DATABASE_URL,
    REDIS_PREFIX: t.config.REDIS_PREFIX,
    STORAGE_DIR: t.config.STORAGE_DIR,
    ERP_ALLOWED_HOSTS: t.config.ERP_ALLOWED_HOSTS,
    PORT: '0',
    LOG_LEVEL: 'info',
    ...extra,
  };
}

/**
 * The compiled service (`dist/main.js --role <role>`) as a child process of its own, on the test's
 * database, Redis prefix and storage, with short job locks and warn logs unless `env` says otherwise.
 */
export function spawnRole(
  t: TestApp,
  role: 'worker' | 'scheduler' | 'all',
  env: Record<string, string> = {},
  stdout: 'inherit' | 'pipe' = 'inherit',
): ChildProcess {
  return spawn(process.execPath, [SERVICE_ENTRY, '--role', role], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: serviceEnv(t, { LOG_LEVEL: 'warn', JOB_LOCK_MS: String(TEST_LOCK_MS), ...env }),
    stdio: ['ignore', stdout, 'inherit'],
  });
}

/** A worker process of its own. */
export function spawnWorker(t: TestApp, env: Record<string, string> = {}): ChildProcess {
  return spawnRole(t, 'worker', env);
}

/** Resolves when the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Polls an ingest job until `until` holds (default: it finished), failing after `timeoutMs`. */
export async function waitForJob(
  db: Db,
  id: string,
  until: (job: IngestJobRow) => boolean = (j) => j.status === 'completed' || j.status === 'failed',
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await db.selectFrom('ingest_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (until(job)) return job;
    if (Date.now() > deadline)
      throw new Error(
        `job ${id} still ${job.status} (${job.rows_stored} stored, ${job.rows_failed} failed) after ${timeoutMs} ms`,
      );
    await sleep(50);
  }
}
