import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startErpScheduleRunner } from '../../workers/erp-schedule-runner.ts';
import { until } from '../support/until.ts';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { ACME, type FakeTally } from '../support/fake-tally-server.ts';
import { exited, spawnRole } from '../support/workers.ts';
import { tallyTenant } from '../support/erp-hosts.ts';
import { useErpTestApp } from '../support/erp-test-app.ts';

let t: TestApp;
let tally: FakeTally;
let who: Tenant;

// Second-by-second crons: the minimum interval lowered for tests (see erp-schedule-authority.test.ts for the default).
useErpTestApp(
  { company: ACME.company, ...structuredClone(ACME.before) },
  async (app, fake) => {
    t = app;
    tally = fake;
    who = await tallyTenant(t, tally.url);
  },
  { ERP_SCHEDULE_MIN_INTERVAL_MS: '1000' },
);

const schedule = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/ingest/erp-sync/schedules',
    headers: who.headers,
    payload: {
      cron: '0 2 * * *',
      erp_system: 'tally',
      connection_config: { tally_url: tally.url, company: ACME.company },
      lookback: 'current_month',
      ...body,
    },
  });

const call = (method: 'GET' | 'PATCH' | 'DELETE', id: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/v1/ingest/erp-sync/schedules/${id}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });

const scheduleJobs = (id: string) =>
  t.database.db
    .selectFrom('ingest_jobs')
    .select(['id', 'status', 'attempts', sql<string>`payload->>'fire_time'`.as('fire_time')])
    .where(sql<boolean>`payload->>'schedule_id' = ${id}`)
    .orderBy('created_at')
    .execute();

describe('ERP schedules API', () => {
  it('creates a schedule with defaults, next_run_at and no last run; lists, reads, pauses and deletes it (audited)', async () => {
    const res = await schedule({ name: 'Nightly Tally pull' });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'Nightly Tally pull',
      timezone: 'Asia/Kolkata',
      enabled: true,
      lookback: 'current_month',
      last_run: null,
    });
    // 02:00 in Kolkata is 20:30 UTC the day before.
    expect(created.next_run_at).toMatch(/T20:30:00\.000Z$/);
    expect(created.connection_config).toMatchObject({ tally_url: tally.url, timeout_ms: 60000 });

    const list = (
      await t.app.inject({ method: 'GET', url: '/v1/ingest/erp-sync/schedules', headers: who.headers })
    ).json().data.schedules;
    expect(list.map((s: { id: string }) => s.id)).toContain(created.id);
    const paused = await call('PATCH', created.id, { enabled: false, lookback: { days: 7 } });
    expect(paused.json().data).toMatchObject({ enabled: false, next_run_at: null, lookback: { days: 7 } });
    expect((await call('DELETE', created.id)).json().data).toMatchObject({ id: created.id, deleted: true });
    expect((await call('GET', created.id)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['erp.schedule.create', 'erp.schedule.update', 'erp.schedule.delete']);
  });

  it.each([
    [{ cron: '61 * * * *' }, 'cron', /not a valid cron expression/],
    [{ timezone: 'Asia/Bombay Beach' }, 'timezone', /not an IANA time zone/],
    [{ lookback: 'last_quarter' }, 'lookback', /current_month/],
    [{ lookback: { days: 400 } }, 'lookback', /current_month|366/],
    [{ erp_system: 'sap' }, 'erp_system', /supported: tally/],
    [
      { connection_config: { tally_url: 'http://169.254.169.254/', company: 'X' } },
      'connection_config.tally_url',
      /169\.254\.169\.254 \(port 80\) is not a Tally host registered for this organisation/,
    ],
  ])('%j → VALIDATION_ERROR naming %s', async (body, field, reason) => {
    const res = await schedule(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: expect.stringMatching(new RegExp(`^${field}`)), reason: expect.stringMatching(reason) },
    });
  });

  it('refuses a PATCH with nothing to change and an unknown schedule', async () => {
    const { id } = (await schedule({})).json().data;
    expect((await call('PATCH', id, {})).json().error.code).toBe('VALIDATION_ERROR');
    expect((await call('PATCH', '00000000-0000-4000-8000-000000000000', { enabled: false })).statusCode).toBe(404);
    await call('DELETE', id);
  });
});

describe('the scheduler role runs schedules', () => {
  it('fires a schedule created through the API on a short cron, records the run, and stops within seconds of a pause', async () => {
    const runner = startErpScheduleRunner({ ...t.deps, log: pino({ level: 'silent' }) }, { pollMs: 200 });
    try {
      const { id } = (await schedule({ cron: '*/2 * * * * *', timezone: 'UTC' })).json().data;
      const first = await until(
        async () => (await scheduleJobs(id)).find((job) => job.status === 'completed'),
        15_000,
        'a completed scheduled run',
      );
      const view = await until(
        async () => {
          const data = (await call('GET', id)).json().data;
          return data.last_run?.status === 'completed' ? data : undefined;
        },
        10_000,
        'last_run',
      );
      expect(view.last_run).toMatchObject({ status: 'completed', records_synced: 0, error: null });
      expect(first.fire_time).toMatch(/:\d[02468]\.000Z$/);
      const job = (await t.app.inject({ method: 'GET', url: `/v1/jobs/${first.id}`, headers: who.headers })).json()
        .data;
      const today = new Date().toISOString().slice(0, 10);
      expect(job.erp).toMatchObject({ schedule_id: id, date_range: { from: `${today.slice(0, 7)}-01`, to: today } });

      await call('PATCH', id, { enabled: false });
      await sleep(500);
      const before = (await scheduleJobs(id)).length;
      await sleep(4_500);
      expect((await scheduleJobs(id)).length).toBe(before);
    } finally {
      await runner.close();
    }
  });

  it('two scheduler processes run each fire time once', async () => {
    interface Fire {
      pid: number;
      state: string;
      fireTime: string;
    }
    const fires: Fire[] = [];
    const children = [0, 1].map(() =>
      spawnRole(t, 'scheduler', { ERP_SCHEDULE_POLL_MS: '300', LOG_LEVEL: 'info' }, 'pipe'),
    );
    for (const child of children) {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (!line.startsWith('{')) return; // main.ts prints its shutdown line as plain text
        const entry = JSON.parse(line) as { msg?: string; pid: number; state?: string; fireTime?: string };
        if (entry.msg === 'erp schedule fired')
          fires.push({ pid: entry.pid, state: entry.state!, fireTime: entry.fireTime! });
      });
    }
    tally.requests.length = 0;
    let id = '';
    try {
      id = (await schedule({ cron: '*/2 * * * * *', timezone: 'UTC' })).json().data.id;
      // Both processes up and firing, then three more fire times.
      const both = await until(
        () => (new Set(fires.map((f) => f.pid)).size === 2 ? fires.length : undefined),
        45_000,
        'both schedulers to fire',
      );
      await until(
        () => (new Set(fires.slice(both).map((f) => f.fireTime)).size >= 3 ? true : undefined),
        20_000,
        'three more fire times',
      );
    } finally {
      await call('DELETE', id);
      await sleep(1_000);
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map(exited));
    }
    const jobs = await until(
      async () => {
        const all = await scheduleJobs(id);
        return all.every((job) => job.status === 'completed') ? all : undefined;
      },
      20_000,
      'the scheduled jobs to finish',
    );

    // A fire after the deletion finds the schedule gone ('inactive') and starts nothing.
    const fireTimes = new Set(fires.filter((f) => f.state !== 'inactive').map((f) => f.fireTime));
    expect(jobs.length).toBe(fireTimes.size);
    expect(new Set(jobs.map((job) => job.fire_time))).toEqual(fireTimes);
    expect(jobs.every((job) => job.attempts === 1)).toBe(true);
    // Each fire time: one process started it, the other found it started.
    for (const time of fireTimes)
      expect(fires.filter((f) => f.fireTime === time && f.state === 'started')).toHaveLength(1);
    expect(fires.some((f) => f.state === 'already_started')).toBe(true);
    // Each run asked Tally for the company's watermark exactly once: no fire ran twice.
    expect(tally.requests.filter((r) => r.kind === 'companies')).toHaveLength(jobs.length);
  }, 120_000);
});
