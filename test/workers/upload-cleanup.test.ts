import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storagePath } from '../../services/storage/upload-storage.ts';
import { reconcileIngestJobs } from '../../workers/reconciler.ts';
import { startScheduler } from '../../workers/scheduler.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';
import { until } from '../support/until.ts';
import { electricity } from '../api/fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const GOOD_CSV = 'date,category,quantity,unit\n2024-04-01,electricity,1000,kWh\n';

/** A CSV upload answered with a job; nothing runs it unless workers are started. */
async function upload(who: Tenant, csv: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/activities/bulk',
    headers: { ...who.headers, 'content-type': 'text/csv' },
    payload: csv,
  });
  expect(res.statusCode).toBe(202);
  const job = await t.database.db
    .selectFrom('ingest_jobs')
    .selectAll()
    .where('id', '=', res.json().data.job_id)
    .executeTakeFirstOrThrow();
  return { id: job.id, file: storagePath(t.config.STORAGE_DIR, job.file_path!) };
}

/** A file in the uploads directory last written `ageMs` ago. */
async function fileAged(name: string, ageMs: number) {
  const path = storagePath(t.config.STORAGE_DIR, `uploads/${name}`);
  await mkdir(storagePath(t.config.STORAGE_DIR, 'uploads'), { recursive: true });
  await writeFile(path, GOOD_CSV);
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
  return path;
}

describe('uploaded files are removed once nothing will read them', () => {
  it('when the job completes, and when it fails for good on an unreadable file', async () => {
    const who = await t.tenant();
    const done = await upload(who, GOOD_CSV);
    // The header passes the upload's check; the stray quote on line 3 makes the file unreadable to the worker.
    const broken = await upload(who, `${GOOD_CSV}2024-04-02,electricity,"5"x,kWh\n`);
    expect(existsSync(done.file) && existsSync(broken.file)).toBe(true);
    const workers = startTestWorkers(t);
    try {
      expect(await waitForJob(t.database.db, done.id)).toMatchObject({ status: 'completed' });
      expect(await waitForJob(t.database.db, broken.id)).toMatchObject({ status: 'failed' });
    } finally {
      await workers.close();
    }
    expect(existsSync(done.file)).toBe(false);
    expect(existsSync(broken.file)).toBe(false);
  });

  it('when the reconciler gives up on a job', async () => {
    const who = await t.tenant();
    const job = await upload(who, GOOD_CSV);
    // Ten runs already, and Redis no longer holds it: the reconciler fails it rather than enqueue it again.
    await t.database.db.updateTable('ingest_jobs').set({ attempts: 10 }).where('id', '=', job.id).execute();
    await (await t.queues.get('ingest').getJob(job.id))?.remove();
    const { failed } = await reconcileIngestJobs(t.database.db, t.queues, {
      staleHeartbeatMs: 1_000,
      storageDir: t.config.STORAGE_DIR,
    });
    expect(failed).toContain(job.id);
    expect(existsSync(job.file)).toBe(false);
  });

  it('on a test-data reset, with the jobs that held them', async () => {
    const who = await t.tenant();
    const jobs = [await upload(who, GOOD_CSV), await upload(who, `${GOOD_CSV}2024-04-02,electricity,5,kWh\n`)];
    const res = await t.app.inject({ method: 'POST', url: '/v1/test-data/reset', headers: who.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deleted).toEqual({ activities: 0, jobs: 2, reports: 0 });
    for (const job of jobs) expect(existsSync(job.file)).toBe(false);
  });

  it('on a test-data reset, the file of an upload committed while the reset ran', async () => {
    const who = await t.tenant();
    const stored = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: who.headers,
      payload: electricity(),
    });
    expect(stored.statusCode).toBe(201);
    // Another session holds the activity, so the reset waits in its first DELETE.
    const blocker = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM activities WHERE organization_id = $1 FOR UPDATE', [who.organizationId]);
      const resetting = t.app.inject({ method: 'POST', url: '/v1/test-data/reset', headers: who.headers });
      // Read outside the blocker's transaction: pg_stat_activity is one snapshot per transaction.
      await until(
        async () => {
          const { rows } = await sql`
            SELECT 1 FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()
              AND query LIKE '%DELETE FROM "activities"%'
          `.execute(t.database.db);
          return rows.length > 0 ? true : undefined;
        },
        10_000,
        'the reset to wait on the activity',
      );
      // The upload commits its job while the reset waits, then the reset goes on and deletes that job too.
      const job = await upload(who, `${GOOD_CSV}2024-04-04,electricity,9,kWh\n`);
      await blocker.query('COMMIT');
      const res = await resetting;
      expect(res.statusCode).toBe(200);
      expect(res.json().data.deleted).toMatchObject({ activities: 1, jobs: 1 });
      expect(existsSync(job.file)).toBe(false);
    } finally {
      await blocker.end();
    }
  });

  it('the scheduler sweeps files older than a day that no queued or running job holds', async () => {
    const who = await t.tenant();
    const queued = await upload(who, `${GOOD_CSV}2024-04-03,electricity,7,kWh\n`);
    const old = new Date(Date.now() - 2 * DAY_MS);
    await utimes(queued.file, old, old);
    const orphan = await fileAged('00000000-0000-4000-8000-000000000001.csv', 2 * DAY_MS);
    const partial = await fileAged('00000000-0000-4000-8000-000000000002.csv.part', 2 * DAY_MS);
    const recent = await fileAged('00000000-0000-4000-8000-000000000003.csv', 60_000);
    // A finished job's file left behind (its process died before removing it) is an orphan too.
    const finished = await t.tenant();
    const completed = await upload(finished, GOOD_CSV);
    await t.database.db
      .updateTable('ingest_jobs')
      .set({ status: 'completed' })
      .where('id', '=', completed.id)
      .execute();
    await utimes(completed.file, old, old);

    const scheduler = await startScheduler(t.queues, t.database.db, t.log, {
      reconcileEveryMs: 60_000,
      staleHeartbeatMs: 120_000,
      storageDir: t.config.STORAGE_DIR,
      orphanUploadAgeMs: DAY_MS,
    });
    await scheduler.close(); // waits for the sweep it starts with

    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(completed.file)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(queued.file)).toBe(true);
  });
});
