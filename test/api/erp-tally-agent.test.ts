import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startErpScheduleRunner } from '../../workers/erp-schedule-runner.ts';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { closedPort, type FakeTally } from '../support/fake-tally-server.ts';
import { DECCAN, deccanFy } from '../support/tally-company-fy.ts';
import type { BookVoucher } from '../support/tally-books.ts';
import { exited } from '../support/workers.ts';
import { tallyTenant } from '../support/erp-hosts.ts';
import { useErpTestApp } from '../support/erp-test-app.ts';
import { heldErpBooks, pullTally } from '../support/erp-held-books.ts';
import { onceAtCron } from '../support/once-at-cron.ts';
import { until } from '../support/until.ts';

/**
 * `carbon tally agent` as a child process against the fake Tally and the real API: it runs the due
 * runs of its organisation's connector schedules with the push's own code, once each.
 */

let t: TestApp;
let tally: FakeTally;
let runner: ReturnType<typeof startErpScheduleRunner>;
let api: string;
let downUrl: string;
let who: Tenant;
let agent: ChildProcess;
const events: { event: string; schedule_id?: string; [field: string]: unknown }[] = [];
let stderr = '';

/** The last calendar month before today (UTC): what lookback 'previous_month' reads at a fire time today. */
function previousMonth(): string {
  const date = new Date();
  date.setUTCDate(0);
  return date.toISOString().slice(0, 7);
}

/** October of Deccan's year, dated in the previous month (days past 28 kept on the 28th). */
function booksOfPreviousMonth(): { months: Record<string, BookVoucher[]>; voucherWatermark: number } {
  const fy = deccanFy();
  const month = previousMonth();
  const vouchers = fy.months['2024-10']!.map((voucher) => ({
    ...voucher,
    date: `${month}-${String(Math.min(Number(voucher.date.slice(8)), 28)).padStart(2, '0')}`,
  }));
  return { months: { [month]: vouchers }, voucherWatermark: fy.voucherWatermark };
}

useErpTestApp(
  { company: DECCAN.company, voucherTypes: [...DECCAN.voucherTypes], ...booksOfPreviousMonth() },
  (app, fake) => {
    t = app;
    tally = fake;
  },
);
beforeAll(async () => {
  // The server's scheduler runs beside the agent: it must leave connector schedules alone.
  runner = startErpScheduleRunner({ ...t.deps, log: pino({ level: 'silent' }) }, { pollMs: 200 });
  downUrl = `http://127.0.0.1:${await closedPort()}`;
  api = await t.app.listen({ port: 0, host: '127.0.0.1' });
  who = await t.tenant(); // no host registered: the service never contacts a connector schedule's Tally

  const bin = new URL('../../bin/carbon.mjs', import.meta.url).pathname;
  agent = spawn(
    process.execPath,
    [bin, 'tally', 'agent', '--api-url', api, '--tally-url', tally.url, '--tally-url', downUrl].concat([
      '--interval-ms',
      '300',
      '--json',
    ]),
    { env: { ...process.env, CARBON_API_KEY: who.key }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  createInterface({ input: agent.stdout! }).on('line', (line) => {
    if (line.startsWith('{"event"')) events.push(JSON.parse(line));
  });
  agent.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await until(() => (events.some((e) => e.event === 'polled') ? true : undefined), 120_000, 'the agent to poll');
}, 180_000);

afterAll(async () => {
  if (agent.exitCode === null) {
    agent.kill('SIGKILL');
    await exited(agent);
  }
  // Before the app's own after-hook (they run as a stack).
  await runner.close();
});

async function connectorSchedule(owner: Tenant, tallyUrl: string, runnerName: 'connector' | 'server' = 'connector') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/ingest/erp-sync/schedules',
    headers: owner.headers,
    payload: {
      // Far enough ahead that, on a loaded machine, the schedule exists (and the scheduler has its timer) before it.
      cron: onceAtCron(new Date(Date.now() + 8_000)),
      timezone: 'UTC',
      erp_system: 'tally',
      connection_config: { tally_url: tallyUrl, company: DECCAN.company },
      lookback: 'previous_month',
      runner: runnerName,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

const scheduleView = async (owner: Tenant, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/ingest/erp-sync/schedules/${id}`, headers: owner.headers })).json()
    .data;

const scheduleJobs = (id: string) =>
  t.database.db
    .selectFrom('ingest_jobs')
    .select(['id', 'status'])
    .where(sql<boolean>`payload->>'schedule_id' = ${id}`)
    .execute();

const finished = (id: string) =>
  until(
    () => events.find((e) => e.event === 'run_finished' && e.schedule_id === id),
    120_000,
    `the agent to finish the run of ${id}`,
  );

const polls = () => events.filter((e) => e.event === 'polled').length;

describe('carbon tally agent', () => {
  it("runs a due connector schedule once, storing what a pull stores; the server's scheduler does not pull it", async () => {
    const id = await connectorSchedule(who, tally.url);
    // The same fire time on a server schedule of another organisation: proof the scheduler was firing.
    const puller = await tallyTenant(t, tally.url);
    const serverId = await connectorSchedule(puller, tally.url, 'server');

    const done = await finished(id);
    expect(done, stderr).toMatchObject({ status: 'completed' });
    const started = events.find((e) => e.event === 'run_started' && e.schedule_id === id)!;
    const range = started.date_range as { from: string; to: string };
    expect(range.from).toBe(`${previousMonth()}-01`);
    const view = await scheduleView(who, id);
    expect(view.last_run).toMatchObject({
      at: started.fire_time,
      status: 'completed',
      job_id: null,
      error: null,
    });
    expect(view.last_run.records_synced).toBeGreaterThan(0);

    // A pull of the same range in another organisation stores the same (count, kg, voucher keys).
    const pulled = await tallyTenant(t, tally.url);
    const res = await pullTally(t, pulled, { tallyUrl: tally.url, company: DECCAN.company }, range);
    expect(res.statusCode, res.body).toBe(200);
    expect(view.last_run.records_synced).toBe(res.json().data.records_synced);
    const a = await heldErpBooks(t, who);
    const b = await heldErpBooks(t, pulled);
    expect(a.count).toBeGreaterThan(0);
    expect({ keys: a.keys, count: a.count, kg: a.kg }).toEqual({ keys: b.keys, count: b.count, kg: b.kg });

    // The scheduler fired the server schedule at that fire time, and never the connector one.
    await until(
      async () => ((await scheduleJobs(serverId)).some((job) => job.status === 'completed') ? true : undefined),
      60_000,
      'the server schedule to have run',
    );
    expect(await scheduleJobs(id)).toEqual([]);

    // Further polls find nothing due: the run is not run again, Tally is not asked again.
    const dayBooks = tally.dayBookRequests().length;
    const after = polls();
    await until(() => (polls() >= after + 3 ? true : undefined), 60_000, 'three more polls');
    expect(events.filter((e) => e.event === 'run_started' && e.schedule_id === id)).toHaveLength(1);
    expect(tally.dayBookRequests().length).toBe(dayBooks);
    expect((await scheduleView(who, id)).last_run).toEqual(view.last_run);
  }, 300_000);

  it('records a run against a Tally that is down as failed and keeps running; leaves a Tally it does not read alone', async () => {
    const down = await connectorSchedule(who, downUrl);
    const elsewhere = await connectorSchedule(who, 'http://10.20.30.40:9000');
    const failed = await finished(down);
    expect(failed).toMatchObject({ status: 'failed', records_synced: 0, error: { code: 'ERP_UNREACHABLE' } });
    expect((await scheduleView(who, down)).last_run).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^ERP_UNREACHABLE: /),
    });
    await until(
      () => events.find((e) => e.event === 'not_ours' && e.schedule_id === elsewhere),
      60_000,
      'the agent to pass over the other Tally',
    );
    expect((await scheduleView(who, elsewhere)).last_run).toBeNull();

    // Still running: the next due run is pushed.
    const next = await connectorSchedule(who, tally.url);
    expect(await finished(next)).toMatchObject({ status: 'completed' });
  }, 300_000);

  it('stops cleanly on SIGTERM', async () => {
    agent.kill('SIGTERM');
    await exited(agent);
    expect(agent.exitCode, stderr).toBe(0);
    expect(events.at(-1)).toMatchObject({ event: 'stopped' });
    expect(`${JSON.stringify(events)}${stderr}`).not.toContain(who.key);
  }, 60_000);
});
