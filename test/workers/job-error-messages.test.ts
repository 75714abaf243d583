import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storagePath } from '../../services/storage/upload-storage.ts';
import { electricityCsv } from '../support/csv.ts';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';

/** A job's `error` is written for the client; what went wrong inside goes to the workers' log. */
let t: TestApp;
let tenant: Tenant;
let workers: ReturnType<typeof startTestWorkers> | undefined;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => {
  await workers?.close();
  await t.close();
});

function startLoggedWorkers() {
  return startTestWorkers(t, pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }));
}

const jobError = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/jobs/${id}`, headers: tenant.headers })).json().data.error as string;

/**
 * The workers' first log line about a job. The job's row is written before BullMQ has moved the job
 * and reported the attempt, so the line may come a little after what the test waited for.
 */
const jobLogLine = (id: string) =>
  vi.waitFor(() => {
    const line = logLines
      .map((text) => JSON.parse(text) as { msg: string; jobId?: string; err?: { message: string } })
      .find((logged) => logged.jobId === id);
    if (!line) throw new Error(`no log line for job ${id} yet`);
    return line;
  }, 5000);

async function uploadCsv(): Promise<string> {
  const body = multipart({}, { content: electricityCsv(10).csv });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/ingest/upload',
    headers: { ...tenant.headers, ...body.headers },
    payload: body.payload,
  });
  return res.json().data.job_id as string;
}

describe('job errors', () => {
  it('a file gone from storage fails the job with a plain message; the path and errno are only in the log', async () => {
    const id = await uploadCsv();
    const row = await t.database.db
      .selectFrom('ingest_jobs')
      .select('file_path')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const path = storagePath(t.config.STORAGE_DIR, row.file_path!);
    await rm(path);

    workers = startLoggedWorkers();
    expect((await waitForJob(t.database.db, id)).status).toBe('failed');
    const error = await jobError(id);
    expect(error).toBe('the uploaded file can no longer be read from storage; upload it again');
    const failure = await jobLogLine(id);
    expect(failure).toMatchObject({ msg: 'job failed', queue: 'ingest', job: 'ingest.run', attempt: 1, reason: error });
    expect(failure?.err?.message).toContain('ENOENT');
    expect(failure?.err?.message).toContain(path);
  });

  it('an internal failure shows a plain line, never the exception; the log has it', async () => {
    // PostgreSQL refusing the batch, with a message that names a server path.
    await sql`CREATE FUNCTION refuse_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file /var/lib/postgresql/16/main/base/16384/2619'; END $$`.execute(
      t.database.db,
    );
    await sql`CREATE TRIGGER refuse_rows BEFORE INSERT ON activities FOR EACH ROW EXECUTE FUNCTION refuse_rows()`.execute(
      t.database.db,
    );
    const id = await uploadCsv();

    const noted = await waitForJob(t.database.db, id, (job) => job.error !== null);
    expect(noted.error).toBe('attempt 1 of 5 stopped on an internal error; it will be retried');
    expect(await jobError(id)).toBe(noted.error);
    const attempt = await jobLogLine(id);
    expect(attempt).toMatchObject({
      msg: 'job attempt failed; it will be retried',
      queue: 'ingest',
      job: 'ingest.run',
      attempt: 1,
    });
    expect(attempt?.err?.message).toContain('/var/lib/postgresql');

    await sql`DROP TRIGGER refuse_rows ON activities`.execute(t.database.db);
    expect((await waitForJob(t.database.db, id)).status).toBe('completed');
  });
});
