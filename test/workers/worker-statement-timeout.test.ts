import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electricityCsv } from '../support/csv.ts';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { exited, spawnWorker, waitForJob } from '../support/workers.ts';

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => t.close());

describe('a job statement that meets the workers statement_timeout', () => {
  it('fails that attempt under DB_WORKER_STATEMENT_TIMEOUT_MS (not the request bound) and the retry stores every row once', async () => {
    const file = electricityCsv(40, 10);
    const body = multipart({}, { content: file.csv });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/upload',
      headers: { ...tenant.headers, ...body.headers },
      payload: body.payload,
    });
    const jobId = res.json().data.job_id as string;

    // Another session holds a lock the batch's COPY into activities waits on.
    const blocker = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE activities IN SHARE MODE');
    // The request bound is far longer than the wait below allows: only the workers' own bound can end the statement.
    const worker = spawnWorker(t, { DB_STATEMENT_TIMEOUT_MS: '120000', DB_WORKER_STATEMENT_TIMEOUT_MS: '1000' });
    try {
      const noted = await waitForJob(t.database.db, jobId, (job) => job.error !== null, 30_000);
      expect(noted).toMatchObject({ status: 'running', rows_stored: 0 });
      expect(noted.error).toMatch(/^attempt 1 of 5 stopped on an internal error; it will be retried$/);
      await blocker.query('ROLLBACK');

      const done = await waitForJob(t.database.db, jobId);
      expect(done).toMatchObject({ status: 'completed', rows_stored: file.good, rows_failed: file.bad, error: null });
      expect(done.attempts).toBeGreaterThanOrEqual(2);
      const stored = await t.database.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('organization_id', '=', tenant.organizationId)
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(file.good);
    } finally {
      await blocker.end();
      worker.kill('SIGTERM');
      await exited(worker);
    }
  }, 90_000);
});
