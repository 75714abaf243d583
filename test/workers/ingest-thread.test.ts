import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electricityCsv } from '../support/csv.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';
import { exited, spawnRole, waitForJob } from '../support/workers.ts';
import type { IngestJobRow } from '../../db/schema.ts';

/** Enough rows for the job to be seen running, a batch of 5,000 committed and more to come. */
const ROWS = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface LogLine {
  msg: string;
  queue?: string;
  threadId?: number;
  thread?: string;
  counts?: Record<string, number>;
  port?: number;
}

/** The compiled service as one box runs it (`--role all`), on the test's database, Redis prefix and storage. */
async function startAll(env: Record<string, string> = {}) {
  const child = spawnRole(t, 'all', { LOG_LEVEL: 'info', ...env }, 'pipe');
  const lines: LogLine[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop()!;
    for (const text of complete) lines.push(JSON.parse(text) as LogLine);
  });
  const logged = (msg: string) =>
    until(() => lines.find((l) => l.msg.startsWith(msg)), 120_000, `the log line '${msg}'`);
  try {
    await logged('service started');
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const port = Number(/:(\d+)$/.exec((await logged('Server listening at')).msg)![1]);
  return { child, lines, logged, port };
}

/** Uploads `csv` through the process's API; returns the ingest job's id. */
async function upload(port: number, headers: Record<string, string>, csv: string) {
  const res = await fetch(`http://127.0.0.1:${port}/v1/activities/bulk`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: csv,
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { data: { job_id: string } }).data.job_id;
}

/** Mid-ingest: some batches committed, others to come. */
const midway = (job: IngestJobRow) => job.status !== 'queued' && job.rows_stored > 0;

describe('--role all runs the ingest worker in a thread of its own', () => {
  it('answers /healthz while an upload is ingested in the ingest thread, counts its rows in the worker metrics, and exits 0 on SIGTERM', async () => {
    const tenant = await t.tenant();
    const { child, lines, logged, port } = await startAll({ WORKER_METRICS_PORT: '0' });
    try {
      const started = await logged('ingest worker thread started');
      expect(started.threadId).toBeGreaterThan(0);

      const { csv, good } = electricityCsv(ROWS);
      const jobId = await upload(port, tenant.headers, csv);
      const running = await waitForJob(t.database.db, jobId, midway, 120_000);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(running).toMatchObject({ status: 'running' });
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });

      const done = await waitForJob(t.database.db, jobId, undefined, 180_000);
      expect(done).toMatchObject({ status: 'completed', rows_stored: good, rows_failed: 0 });
      // The job ran in the ingest thread, not on the thread the API answers on.
      const completed = await until(
        () => lines.find((l) => l.msg === 'job completed' && l.queue === 'ingest'),
        30_000,
        'the ingest job to be logged completed',
      );
      expect(completed).toMatchObject({ thread: 'ingest', threadId: started.threadId, counts: { rows_stored: good } });
      expect(lines.find((l) => l.msg === 'service started')!.threadId).toBeUndefined();
      // The process's worker metrics count the thread's rows.
      const metricsPort = (await logged('worker metrics listening')).port;
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toContain(
        `worker_rows_processed_total{queue="ingest",name="ingest.run",outcome="stored"} ${good}`,
      );
      expect(metrics).toMatch(
        /worker_job_duration_seconds_count\{queue="ingest",name="ingest.run",result="completed"\} 1/,
      );
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
    expect(child.exitCode).toBe(0);
  }, 300_000);

  it('a SIGTERM mid-ingest drains the thread: the job hands back at its checkpoint and the next process finishes it, each row once', async () => {
    const tenant = await t.tenant();
    const first = await startAll();
    // Twice as many: the signal arrives long before the last batch.
    const { csv, good, kg } = electricityCsv(2 * ROWS);
    const jobId = await upload(first.port, tenant.headers, csv);
    await waitForJob(t.database.db, jobId, midway, 120_000);
    first.child.kill('SIGTERM');
    await exited(first.child);
    expect(first.child.exitCode).toBe(0);
    const handedBack = await waitForJob(t.database.db, jobId, () => true);
    expect(handedBack.status).not.toBe('completed');

    const second = await startAll();
    try {
      const done = await waitForJob(t.database.db, jobId, undefined, 180_000);
      expect(done).toMatchObject({ status: 'completed', rows_stored: good, rows_failed: 0 });
      const stored = await t.database.db
        .selectFrom('activities')
        .select((eb) => [eb.fn.countAll<string>().as('rows'), eb.fn.sum<string>('emissions_kg_co2e').as('kg')])
        .where('ingest_job_id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(Number(stored.rows)).toBe(good);
      expect(Number(stored.kg)).toBeCloseTo(kg, 3);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  }, 400_000);
});
