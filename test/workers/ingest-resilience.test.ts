import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScheduler } from '../../workers/scheduler.ts';
import { setCategory3 } from '../support/category3-counting.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { electricityCsv } from '../support/csv.ts';
import { multipart } from '../support/multipart.ts';
import { exited, spawnWorker, waitForJob } from '../support/workers.ts';

/**
 * Worker processes of their own (`dist/main.js --role worker`) on this test's database and Redis
 * prefix, killed, stopped and doubled; Redis keys deleted under them. Every file must end up
 * stored exactly once, its rollups agreeing to the gram.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type CsvFile = ReturnType<typeof electricityCsv>;

async function upload(who: Tenant, file: CsvFile): Promise<string> {
  const body = multipart({}, { content: file.csv });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/ingest/upload',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(202);
  return res.json().data.job_id;
}

const isDone = (job: { status: string }) => job.status === 'completed';

/** No row lost, none twice, every bad row reported once, and the rollups equal the stored rows. */
async function expectExactlyOnce(who: Tenant, jobs: { id: string; file: CsvFile }[]) {
  const { db } = t.database;
  let expectedKg = 0;
  for (const { id, file } of jobs) {
    const job = await db.selectFrom('ingest_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      status: 'completed',
      rows_stored: file.good,
      rows_failed: file.bad,
      rows_read: file.good + file.bad,
    });
    const stored = await sql<{ rows: number; lines: number; kg: string }>`
      SELECT count(*)::int AS rows, count(DISTINCT ingest_line)::int AS lines, sum(emissions_kg_co2e)::text AS kg
      FROM activities WHERE ingest_job_id = ${id}`.execute(db);
    expect(stored.rows[0]).toMatchObject({ rows: file.good, lines: file.good });
    expect(Number(stored.rows[0]!.kg)).toBeCloseTo(file.kg, 3);
    const errors = await db
      .selectFrom('ingest_job_errors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(errors.n)).toBe(file.bad);
    expectedKg += file.kg;
  }
  const rollups = await sql<{ kg: string; starts: number }>`
    SELECT coalesce(sum(emissions_kg_co2e), 0)::text AS kg, coalesce(sum(starts), 0)::int AS starts FROM (
      SELECT emissions_kg_co2e, starts FROM emission_daily WHERE organization_id = ${who.organizationId}
      UNION ALL SELECT emissions_kg_co2e, starts FROM emission_daily_deltas WHERE organization_id = ${who.organizationId}) r`.execute(
    db,
  );
  expect(Number(rollups.rows[0]!.kg)).toBeCloseTo(expectedKg, 3);
  expect(rollups.rows[0]!.starts).toBe(jobs.reduce((n, { file }) => n + file.good, 0));
  const api = await t.app.inject({
    method: 'GET',
    url: '/v1/emissions?start_date=2024-04-01&end_date=2024-04-30',
    headers: who.headers,
  });
  expect(api.json().data.total_kg_co2e).toBeCloseTo(expectedKg, 2);
}

describe('ingest workers under failure', () => {
  it('a worker killed with SIGKILL mid-file is replaced, and the restarted run resumes without loss or duplicates', async () => {
    const who = await t.tenant();
    // Rows in, figures out under failure; category 3 (counted by default) is category3.test.ts's.
    await setCategory3(t, who, 'excluded');
    const file = electricityCsv(60_000, 500);
    const id = await upload(who, file);
    const doomed = spawnWorker(t);
    await waitForJob(t.database.db, id, (job) => job.rows_stored > 0);
    doomed.kill('SIGKILL');
    await exited(doomed);
    const partial = await t.database.db
      .selectFrom('ingest_jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(partial.status).toBe('running');
    expect(partial.rows_read).toBeLessThan(60_000);

    const replacement = spawnWorker(t);
    try {
      const done = await waitForJob(t.database.db, id, isDone);
      expect(done.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      replacement.kill('SIGTERM');
      await exited(replacement);
    }
    await expectExactlyOnce(who, [{ id, file }]);
  }, 90_000);

  it('a worker stopped with SIGTERM hands its job back at the next batch and exits; the next worker finishes it', async () => {
    const who = await t.tenant();
    // Rows in, figures out under failure; category 3 (counted by default) is category3.test.ts's.
    await setCategory3(t, who, 'excluded');
    const file = electricityCsv(60_000, 1000);
    const id = await upload(who, file);
    const stopping = spawnWorker(t);
    await waitForJob(t.database.db, id, (job) => job.rows_stored > 0);
    const stoppedAt = Date.now();
    stopping.kill('SIGTERM');
    await exited(stopping);
    expect(stopping.exitCode).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    const released = await t.database.db
      .selectFrom('ingest_jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(released.status).toBe('queued');
    expect(await (await t.queues.get('ingest').getJob(id))?.getState()).toBe('waiting');

    const next = spawnWorker(t);
    try {
      await waitForJob(t.database.db, id, isDone);
    } finally {
      next.kill('SIGTERM');
      await exited(next);
    }
    await expectExactlyOnce(who, [{ id, file }]);
  }, 90_000);

  it('two worker processes on one Redis share the queue', async () => {
    const who = await t.tenant();
    // Rows in, figures out under failure; category 3 (counted by default) is category3.test.ts's.
    await setCategory3(t, who, 'excluded');
    const workers = [spawnWorker(t), spawnWorker(t)];
    try {
      const ingest = t.queues.get('ingest');
      for (let deadline = Date.now() + 30_000; (await ingest.getWorkers()).length < 2;) {
        if (Date.now() > deadline) throw new Error('the worker processes did not connect');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const jobs: { id: string; file: CsvFile }[] = [];
      for (let i = 0; i < 6; i += 1) {
        const file = electricityCsv(8_000 + i, 400);
        jobs.push({ id: await upload(who, file), file });
      }
      for (const { id } of jobs) await waitForJob(t.database.db, id, isDone);
      const processedBy = new Set(
        await Promise.all(jobs.map(async ({ id }) => (await ingest.getJob(id))!.processedBy)),
      );
      expect([...processedBy].map((name) => Number(name!.split(':').pop())).sort()).toEqual(
        workers.map((w) => w.pid).sort(),
      );
      await expectExactlyOnce(who, jobs);
    } finally {
      for (const worker of workers) worker.kill('SIGTERM');
      await Promise.all(workers.map(exited));
    }
  }, 90_000);

  it('recovers when Redis loses the queue mid-way: the reconciler re-enqueues from PostgreSQL', async () => {
    const who = await t.tenant();
    // Rows in, figures out under failure; category 3 (counted by default) is category3.test.ts's.
    await setCategory3(t, who, 'excluded');
    const files = [electricityCsv(30_000, 300), electricityCsv(20_000, 300), electricityCsv(20_001, 300)];
    const jobs: { id: string; file: CsvFile }[] = [];
    for (const file of files) jobs.push({ id: await upload(who, file), file });

    // A worker starts on the queue, then every key of this deployment's prefix disappears (a Redis
    // restart without persistence, a FLUSHALL) and the worker dies too, mid-file.
    const doomed = spawnWorker(t);
    await waitForJob(t.database.db, jobs[0]!.id, (job) => job.rows_stored > 0);
    const keys = await t.redis.keys(`${t.config.REDIS_PREFIX}:*`);
    await t.redis.del(...keys);
    doomed.kill('SIGKILL');
    await exited(doomed);
    expect(await t.queues.get('ingest').getJob(jobs[1]!.id)).toBeUndefined();

    const scheduler = await startScheduler(t.queues, t.database.db, t.log, {
      reconcileEveryMs: 250,
      staleHeartbeatMs: 1_000,
      storageDir: t.config.STORAGE_DIR,
      orphanUploadAgeMs: t.config.UPLOAD_ORPHAN_AGE_MS,
    });
    const worker = spawnWorker(t);
    try {
      for (const { id } of jobs) await waitForJob(t.database.db, id, isDone);
    } finally {
      await scheduler.close();
      worker.kill('SIGTERM');
      await exited(worker);
    }
    await expectExactlyOnce(who, jobs);
  }, 90_000);
});
