import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startFakeTally, type FakeTally } from '../support/fake-tally-server.ts';
import { DECCAN, deccanFy } from '../support/tally-company-fy.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';
import { tallyTenant } from '../support/erp-hosts.ts';

/** ERP_SYNC_MAX_MS (#26 item 3): a whole sync has a deadline, and the next one goes on where it stopped. */

const MAX_MS = 4_000;
let t: TestApp;
let workers: ReturnType<typeof startTestWorkers>;
let tally: FakeTally;
let otherTally: FakeTally;

beforeAll(async () => {
  t = await createTestApp({ ERP_ALLOWED_HOSTS: '127.0.0.1', ERP_SYNC_MAX_MS: String(MAX_MS) });
  // One erp slot: two syncs take turns on it (one yields to the other between months).
  workers = startTestWorkers(t, t.log, { concurrency: 1 });
  tally = await startFakeTally({ ...DECCAN, voucherTypes: [...DECCAN.voucherTypes], ...deccanFy() });
  otherTally = await startFakeTally({ ...DECCAN, voucherTypes: [...DECCAN.voucherTypes], ...deccanFy() });
});
afterAll(async () => {
  await tally.close();
  await otherTally.close();
  await workers.close();
  await t.close();
});

const FY = { from: '2024-04-01', to: '2025-03-31' };
const sync = (who: Tenant, on = tally, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/ingest/erp-sync${query}`,
    headers: who.headers,
    payload: {
      erp_system: 'tally',
      connection_config: { tally_url: on.url, company: DECCAN.company, timeout_ms: 120_000 },
      date_range: FY,
    },
  });

describe('ERP_SYNC_MAX_MS', () => {
  it('stops a slow sync after its last committed month with ERP_TIMEOUT; the next sync reads only the months left', async () => {
    const who = await tallyTenant(t, tally.url);
    // Twelve months at 700 ms a Day Book answer cannot fit in 4 s, whatever the machine's load.
    tally.dayBookDelayMs = 700;
    const slow = await sync(who);
    expect(slow.statusCode).toBe(504);
    const { error } = slow.json();
    expect(error).toMatchObject({ code: 'ERP_TIMEOUT', message: expect.stringMatching(/ERP_SYNC_MAX_MS \(4000 ms\)/) });
    const stopped = await waitForJob(t.database.db, error.details.job_id);
    const progress = stopped.result as { chunks_done: number; records_synced: number; chunks: { from: string }[] };
    expect(stopped.status).toBe('failed');
    expect(stopped.result).toMatchObject({ error_code: 'ERP_TIMEOUT' });
    expect(progress.chunks_done).toBeGreaterThanOrEqual(1);
    expect(progress.chunks_done).toBeLessThan(12);
    expect(error.details.records_synced).toBe(progress.records_synced);
    const done = progress.chunks.map((chunk) => chunk.from);

    // Tally answers at its usual pace again: the committed months are skipped, the rest is read.
    tally.dayBookDelayMs = 0;
    tally.requests.length = 0;
    const resumed = await sync(who);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const result = resumed.json().data.result;
    const read = tally.dayBookRequests().map((request) => request.from);
    expect(read.some((from) => done.includes(from!))).toBe(false);
    expect(read).toHaveLength(12 - done.length);
    expect(
      result.chunks.filter((chunk: { pulled: boolean }) => !chunk.pulled).map((c: { from: string }) => c.from),
    ).toEqual(done);
    expect(result.unchanged).toBe(progress.records_synced);

    // The same books as one uninterrupted sync of another organisation.
    const whole = (await sync(await tallyTenant(t, tally.url))).json().data;
    expect(resumed.json().data.records_synced).toBe(whole.records_synced);
    expect(result.total_emissions_kg_co2e).toBeCloseTo(whole.result.total_emissions_kg_co2e, 3);
  }, 120_000);

  it('counts the running time of every turn: two slow syncs sharing one worker alternate by month and each stops at its budget', async () => {
    tally.dayBookDelayMs = 700;
    otherTally.dayBookDelayMs = 700;
    tally.requests.length = 0;
    otherTally.requests.length = 0;
    const first = await sync(await tallyTenant(t, tally.url), tally, '?wait=false');
    const second = await sync(await tallyTenant(t, otherTally.url), otherTally, '?wait=false');
    expect(first.statusCode, first.body).toBe(202);
    expect(second.statusCode, second.body).toBe(202);

    const jobs = [];
    for (const res of [first, second])
      jobs.push(await waitForJob(t.database.db, res.json().data.id, undefined, 120_000));
    // A turn that restarted the budget would never reach it (one month a turn): both would complete.
    for (const job of jobs) {
      expect(job.status).toBe('failed');
      expect(job.result).toMatchObject({ error_code: 'ERP_TIMEOUT' });
      expect((job.result as { chunks_done: number }).chunks_done).toBeLessThan(12);
      expect(job.attempts).toBe(1);
    }
    // While both were running they took turns: no month of one was read twice in a row by the other's clock.
    const order = [...tally.dayBookRequests(), ...otherTally.dayBookRequests()]
      .sort((a, b) => a.arrival - b.arrival)
      .map((request) => (tally.requests.includes(request) ? 'first' : 'second'));
    const lastOfEach = Math.min(order.lastIndexOf('first'), order.lastIndexOf('second'));
    const shared = order.slice(order.indexOf('second') - 1, lastOfEach + 1);
    expect(shared.length).toBeGreaterThanOrEqual(4);
    shared.forEach((who, index) => index > 0 && expect(who, order.join(' ')).not.toBe(shared[index - 1]));
  }, 180_000);
});
