import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electricityCsv } from '../support/csv.ts';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { exited, spawnWorker, waitForJob } from '../support/workers.ts';

const METRICS_TOKEN = 'test-metrics-token-0123456789';

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => t.close());

describe('worker metrics', () => {
  it('a worker process serves rows processed, job durations, queue lag and memory on WORKER_METRICS_PORT', async () => {
    const port = await freePort();
    const worker = spawnWorker(t, { WORKER_METRICS_PORT: String(port), METRICS_TOKEN });
    try {
      const url = `http://127.0.0.1:${port}/metrics`;
      const scrape = () => fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      for (let waited = 0; waited < 30_000; waited += 200) {
        if (
          await scrape().then(
            (res) => res.ok,
            () => false,
          )
        )
          break;
        await sleep(200);
      }
      expect((await fetch(url)).status).toBe(401);

      const file = electricityCsv(50, 10);
      const body = multipart({}, { content: file.csv });
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/ingest/upload',
        headers: { ...tenant.headers, ...body.headers },
        payload: body.payload,
      });
      expect((await waitForJob(t.database.db, res.json().data.job_id)).status).toBe('completed');

      // The job row completes before BullMQ records the job as completed (and the duration is observed).
      const durationCount =
        /worker_job_duration_seconds_count\{queue="ingest",name="ingest.run",result="completed"\} 1/;
      let text = await (await scrape()).text();
      for (let waited = 0; !durationCount.test(text) && waited < 5_000; waited += 100) {
        await sleep(100);
        text = await (await scrape()).text();
      }
      expect(text).toContain(
        `worker_rows_processed_total{queue="ingest",name="ingest.run",outcome="stored"} ${file.good}`,
      );
      expect(text).toContain(
        `worker_rows_processed_total{queue="ingest",name="ingest.run",outcome="failed"} ${file.bad}`,
      );
      expect(text).toMatch(
        /worker_job_duration_seconds_count\{queue="ingest",name="ingest.run",result="completed"\} 1/,
      );
      expect(text).toMatch(/worker_job_queue_lag_seconds_count\{queue="ingest",name="ingest.run"\} 1/);
      expect(text).toMatch(/process_resident_memory_bytes \d+/);
    } finally {
      worker.kill('SIGTERM');
      await exited(worker);
    }
  }, 60_000);

  it('wants a token when only ADMIN_TOKEN is set, and takes that one', async () => {
    const port = await freePort();
    const adminToken = 'test-admin-only-token-0123456789';
    const worker = spawnWorker(t, { WORKER_METRICS_PORT: String(port), ADMIN_TOKEN: adminToken });
    try {
      const url = `http://127.0.0.1:${port}/metrics`;
      const withAdmin = () => fetch(url, { headers: { authorization: `Bearer ${adminToken}` } });
      let status = 0;
      for (let waited = 0; status !== 200 && waited < 30_000; waited += 200) {
        status = await withAdmin().then(
          (res) => res.status,
          () => 0,
        );
        if (status !== 200) await sleep(200);
      }
      expect(status).toBe(200);
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'Bearer not-the-admin-token-000' } })).status).toBe(401);
    } finally {
      worker.kill('SIGTERM');
      await exited(worker);
    }
  }, 60_000);
});
