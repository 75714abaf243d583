import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startFakeTally, type FakeTally } from '../support/fake-tally-server.ts';
import { DECCAN, deccanFy } from '../support/tally-company-fy.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';
import { tallyTenant } from '../support/erp-hosts.ts';
import { until } from '../support/until.ts';
import { WorkerMetrics } from '../../workers/worker-metrics.ts';

/**
 * #26 item 3: a slow Tally of one organisation does not delay another organisation's sync beyond
 * one chunk. One erp worker slot (concurrency 1) makes the starvation certain without the yield.
 */

let t: TestApp;
let workers: ReturnType<typeof startTestWorkers>;
let slowTally: FakeTally;
let otherTally: FakeTally;
const metrics = new WorkerMetrics();

beforeAll(async () => {
  t = await createTestApp({ ERP_ALLOWED_HOSTS: '127.0.0.1' });
  workers = startTestWorkers(t, t.log, { concurrency: 1, metrics });
  const books = () => ({ ...DECCAN, voucherTypes: [...DECCAN.voucherTypes], ...deccanFy() });
  slowTally = await startFakeTally(books());
  otherTally = await startFakeTally(books());
});
afterAll(async () => {
  await slowTally.close();
  await otherTally.close();
  await workers.close();
  await t.close();
});

/** Starts a sync of `range` without waiting for it; its job id. */
async function startSync(who: Tenant, tally: FakeTally, range: { from: string; to: string }): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/ingest/erp-sync?wait=false',
    headers: who.headers,
    payload: {
      erp_system: 'tally',
      connection_config: { tally_url: tally.url, company: DECCAN.company, timeout_ms: 120_000 },
      date_range: range,
    },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data.id;
}

describe('erp workers shared between organisations', () => {
  it("a slow Tally's year does not hold another organisation's month behind it beyond one chunk", async () => {
    const slowOrg = await tallyTenant(t, slowTally.url);
    const otherOrg = await tallyTenant(t, otherTally.url);
    slowTally.dayBookDelayMs = 400;

    const year = await startSync(slowOrg, slowTally, { from: '2024-04-01', to: '2025-03-31' });
    // The year holds the only erp slot: its first Day Book has gone out.
    await until(() => (slowTally.dayBookRequests().length > 0 ? true : undefined), 60_000, "the year's first month");
    const month = await startSync(otherOrg, otherTally, { from: '2024-06-01', to: '2024-06-30' });
    // Enqueued before the answer: the year had asked for this many months by then (the last one being read).
    const askedWhenQueued = slowTally.dayBookRequests().length;

    const done = await waitForJob(t.database.db, month);
    expect(done.status, done.error ?? '').toBe('completed');
    const yearWhileMonthDone = await t.database.db
      .selectFrom('ingest_jobs')
      .select('status')
      .where('id', '=', year)
      .executeTakeFirstOrThrow();
    expect(yearWhileMonthDone.status).toBe('running');

    // The month's Day Book went out before the year's next-but-one: it waited for the chunk being read at most
    // (one more when it was queued just as the year was about to ask for its next month).
    const [monthDayBook] = otherTally.dayBookRequests();
    const yearBefore = slowTally.dayBookRequests().filter((request) => request.arrival < monthDayBook!.arrival);
    expect(yearBefore.length).toBeGreaterThanOrEqual(askedWhenQueued);
    expect(yearBefore.length).toBeLessThanOrEqual(askedWhenQueued + 1);

    // The year resumed from its checkpoints: every month read once, and its pauses were not counted as runs.
    const finished = await waitForJob(t.database.db, year, undefined, 120_000);
    expect(finished.status, finished.error ?? '').toBe('completed');
    expect(finished.attempts).toBe(1);
    const read = slowTally.dayBookRequests().map((request) => request.from);
    expect(read).toHaveLength(12);
    expect(new Set(read).size).toBe(12);
    expect(finished.result).toMatchObject({ chunks_done: 12, run_ms: expect.any(Number) });
    // Queue lag is measured once a job, not again at each resume after a yield.
    const lag = await metrics.registry.getSingleMetricAsString('worker_job_queue_lag_seconds');
    expect(lag).toMatch(/worker_job_queue_lag_seconds_count\{queue="erp",name="erp.sync"\} 2\n/);
  }, 180_000);
});
