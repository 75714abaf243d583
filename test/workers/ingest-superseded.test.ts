import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueIngestRun } from '../../jobs/definitions/ingest-run.ts';
import { storagePath } from '../../services/storage/upload-storage.ts';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CSV = 'date,category,quantity,unit\n2024-04-01,electricity,1000,kWh\n';

async function upload(who: Tenant, query = '') {
  const body = multipart({}, { content: CSV, filename: 'april-power.csv' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/ingest/upload${query}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(202);
  return res.json().data.job_id as string;
}

const activityCount = async (who: Tenant) =>
  Number(
    (
      await t.database.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('organization_id', '=', who.organizationId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a stored ingest job whose file a later job imported', () => {
  it('ends superseded with that job id instead of importing the rows again', async () => {
    const who = await t.tenant();
    const first = await upload(who);
    const firstFile = storagePath(
      t.config.STORAGE_DIR,
      (
        await t.database.db
          .selectFrom('ingest_jobs')
          .select('file_path')
          .where('id', '=', first)
          .executeTakeFirstOrThrow()
      ).file_path!,
    );
    // Its BullMQ job is gone (failed and cleaned, or lost); the client sends the file again, as told.
    await (await t.queues.get('ingest').getJob(first))?.remove();
    const second = await upload(who, '?force=true');

    const card = (await t.queues.get('ingest').getJob(second))!.data;
    expect(card).toEqual({
      ingestJobId: second,
      organization_id: who.organizationId,
      mode: 'test',
      file_name: 'april-power.csv',
    });

    const workers = startTestWorkers(t);
    try {
      expect(await waitForJob(t.database.db, second)).toMatchObject({ status: 'completed', rows_stored: 1 });
      // Then the first one is run again (a retry from the queue dashboard, the reconciler).
      await enqueueIngestRun(t.queues, first, {});
      const superseded = await waitForJob(t.database.db, first, (job) => job.status !== 'queued');
      expect(superseded).toMatchObject({ status: 'superseded', superseded_by: second, rows_stored: 0 });
    } finally {
      await workers.close();
    }
    expect(await activityCount(who)).toBe(1);
    expect(existsSync(firstFile)).toBe(false);

    const view = await t.app.inject({ method: 'GET', url: `/v1/jobs/${first}`, headers: who.headers });
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ status: 'superseded', superseded_by: second });
    const listed = await t.app.inject({ method: 'GET', url: '/v1/jobs?status=superseded', headers: who.headers });
    expect(listed.json().data.jobs.map((job: { id: string }) => job.id)).toEqual([first]);
  });

  it('still runs when the later job has not completed', async () => {
    const who = await t.tenant();
    const first = await upload(who);
    const second = await upload(who, '?force=true');
    await t.database.db.updateTable('ingest_jobs').set({ status: 'failed' }).where('id', '=', second).execute();
    await (await t.queues.get('ingest').getJob(second))?.remove();
    const workers = startTestWorkers(t);
    try {
      expect(await waitForJob(t.database.db, first)).toMatchObject({ status: 'completed', superseded_by: null });
    } finally {
      await workers.close();
    }
    expect(await activityCount(who)).toBe(1);
  });
});
