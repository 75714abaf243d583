import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';

/**
 * What an operator sees of a finished job (#24 item 13): one "job completed" log line with its
 * duration and counts, and its BullMQ progress a number, 100 once completed, so the queue dashboard
 * draws a bar.
 */
const logs: string[] = [];
let t: TestApp;
let tenant: Tenant;
let workers: ReturnType<typeof startTestWorkers>;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logs });
  tenant = await t.tenant();
  workers = startTestWorkers(t);
});
afterAll(async () => {
  await workers.close();
  await t.close();
});

interface Line {
  msg: string;
  jobId?: string;
  [field: string]: unknown;
}

describe('a completed ingest job', () => {
  it('logs one "job completed" line with its duration and counts, and its progress says 100', async () => {
    const csv = 'date,category,quantity,unit\n2024-04-15,electricity,100,kwh\n2024-04-16,electricity,-1,kwh\n';
    const body = multipart({}, { filename: 'a.csv', content: csv });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/upload',
      payload: body.payload,
      headers: { ...tenant.headers, ...body.headers },
    });
    const jobId: string = res.json().data.job_id;
    await waitForJob(t.database.db, jobId);

    const parsed = () => logs.map((line) => JSON.parse(line) as Line);
    const completed = await until(
      () => parsed().find((line) => line.msg === 'job completed' && line.jobId === jobId),
      10_000,
      'the job completed line',
    );
    expect(completed).toMatchObject({
      level: 30,
      queue: 'ingest',
      attempt: 1,
      durationMs: expect.any(Number),
      counts: { rows_read: 2, rows_stored: 1, rows_failed: 1, total_emissions_kg_co2e: 71.17 },
    });
    expect(completed.durationMs as number).toBeGreaterThanOrEqual(0);
    expect(parsed().filter((line) => line.msg === 'job completed' && line.jobId === jobId)).toHaveLength(1);
    // pino's own pid, once per line: no line adds another.
    for (const line of logs) expect(line.match(/"pid":/g)).toHaveLength(1);

    const job = await t.queues.get('ingest').getJob(jobId);
    expect(job?.progress).toBe(100);
  });
});
