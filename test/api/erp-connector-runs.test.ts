import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { onceAtCron } from '../support/once-at-cron.ts';
import { until } from '../support/until.ts';
import { registerTallyHost } from '../support/erp-hosts.ts';

/** Connector schedules: GET …/schedules/due, the claim of a fire time and the report of its outcome. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ERP_ALLOWED_HOSTS: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const LOCAL_TALLY = { tally_url: 'http://localhost:9000', company: 'Acme Steels Pvt Ltd' };

const createSchedule = (who: Tenant, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/ingest/erp-sync/schedules',
    headers: who.headers,
    payload: {
      cron: '0 2 * * *',
      timezone: 'UTC',
      erp_system: 'tally',
      connection_config: LOCAL_TALLY,
      lookback: 'previous_month',
      ...body,
    },
  });

const due = async (who: Tenant) => {
  const res = await t.app.inject({ method: 'GET', url: '/v1/ingest/erp-sync/schedules/due', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.runs as { schedule_id: string; fire_time: string; run_id: string }[];
};

const claim = (who: Tenant, id: string, fireTime: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/ingest/erp-sync/schedules/${id}/runs`,
    headers: who.headers,
    payload: { fire_time: fireTime },
  });

const report = (who: Tenant, id: string, runId: string, outcome: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/ingest/erp-sync/schedules/${id}/runs/${runId}`,
    headers: who.headers,
    payload: outcome,
  });

const view = async (who: Tenant, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/ingest/erp-sync/schedules/${id}`, headers: who.headers })).json().data;

/** A connector schedule firing once, a few seconds from now (after it exists, even on a loaded machine), and its due run once that time has come. */
async function dueConnectorSchedule(who: Tenant) {
  const res = await createSchedule(who, { runner: 'connector', cron: onceAtCron(new Date(Date.now() + 6_000)) });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json().data;
  const run = await until(async () => (await due(who)).find((r) => r.schedule_id === id), 15_000, 'the due run');
  return { id, run };
}

describe('connector schedules', () => {
  it("default to runner 'server'; a connector schedule's tally_url needs no registered host (the service never contacts it)", async () => {
    const who = await t.tenant();
    const server = await createSchedule(who, {});
    expect(server.statusCode).toBe(400);
    expect(server.json().error.details.field).toBe('connection_config.tally_url');

    const connector = await createSchedule(who, { runner: 'connector' });
    expect(connector.statusCode, connector.body).toBe(201);
    expect(connector.json().data).toMatchObject({ runner: 'connector', last_run: null });
    // Handing it back to the server checks the host as a server schedule's.
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/v1/ingest/erp-sync/schedules/${connector.json().data.id}`,
      headers: who.headers,
      payload: { runner: 'server' },
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().error.details.field).toBe('connection_config.tally_url');
    const refused = await createSchedule(who, {
      runner: 'connector',
      connection_config: { ...LOCAL_TALLY, tally_url: 'ftp://localhost:9000' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('lists a run only once its fire time has come; a claim takes it once, and the outcome shows as last_run', async () => {
    const who = await t.tenant();
    const created = await createSchedule(who, { runner: 'connector', cron: onceAtCron(new Date(Date.now() + 6_000)) });
    const { id } = created.json().data;
    expect((await due(who)).map((r) => r.schedule_id)).not.toContain(id);

    const run = await until(async () => (await due(who)).find((r) => r.schedule_id === id), 15_000, 'the due run');
    const month = new Date(run.fire_time);
    month.setUTCDate(0); // the last day of the month before the fire time
    const last = month.toISOString().slice(0, 10);
    expect(run).toMatchObject({
      date_range: { from: `${last.slice(0, 7)}-01`, to: last },
      erp_system: 'tally',
      connection_config: { ...LOCAL_TALLY, timeout_ms: 60000 },
    });

    const claimed = await claim(who, id, run.fire_time);
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json().data).toEqual(run);
    expect((await view(who, id)).last_run).toEqual({
      at: run.fire_time,
      job_id: null,
      status: 'running',
      records_synced: null,
      error: null,
    });
    // Claimed: no longer due, and a second claim of the same fire time is refused.
    expect((await due(who)).map((r) => r.schedule_id)).not.toContain(id);
    const again = await claim(who, id, run.fire_time);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'not_due', field: 'fire_time', due_fire_time: null },
    });

    const incomplete = await report(who, id, run.run_id, { status: 'failed', records_synced: 0 });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.details.field).toBe('error');

    const done = await report(who, id, run.run_id, { status: 'completed', records_synced: 42 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.last_run).toEqual({
      at: run.fire_time,
      job_id: null,
      status: 'completed',
      records_synced: 42,
      error: null,
    });
    expect((await view(who, id)).last_run.status).toBe('completed');
    const twice = await report(who, id, run.run_id, {
      status: 'failed',
      records_synced: 0,
      error: { code: 'X', message: 'y' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.details.reason).toBe('already_reported');
  });

  it('two agents claiming the same fire time at once: one gets it, the other 409', async () => {
    const who = await t.tenant();
    const { id, run } = await dueConnectorSchedule(who);
    const answers = await Promise.all([claim(who, id, run.fire_time), claim(who, id, run.fire_time)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('records a failed run with its error, and refuses claims of server schedules', async () => {
    const who = await t.tenant();
    const { id, run } = await dueConnectorSchedule(who);
    expect((await claim(who, id, run.fire_time)).statusCode).toBe(201);
    const failed = await report(who, id, run.run_id, {
      status: 'failed',
      records_synced: 7,
      error: { code: 'ERP_UNREACHABLE', message: 'Tally did not answer at http://localhost:9000' },
    });
    expect(failed.json().data.last_run).toMatchObject({
      status: 'failed',
      records_synced: 7,
      error: 'ERP_UNREACHABLE: Tally did not answer at http://localhost:9000',
    });

    const pause = await t.app.inject({
      method: 'PATCH',
      url: `/v1/ingest/erp-sync/schedules/${id}`,
      headers: who.headers,
      payload: { enabled: false },
    });
    expect(pause.statusCode).toBe(200);
    const paused = await claim(who, id, run.fire_time);
    expect(paused.json().error.details.reason).toBe('paused');

    await registerTallyHost(t, who, 'http://127.0.0.1:9000');
    const server = await createSchedule(who, {
      connection_config: { ...LOCAL_TALLY, tally_url: 'http://127.0.0.1:9000' },
    });
    expect(server.statusCode, server.body).toBe(201);
    const refused = await claim(who, server.json().data.id, run.fire_time);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.reason).toBe('server_runner');
  });

  it("is tenant-scoped: B never sees, claims or reports A's connector runs", async () => {
    const a = await t.tenant();
    const b = await t.tenant();
    const { id, run } = await dueConnectorSchedule(a);
    expect(await due(b)).toEqual([]);
    expect((await claim(b, id, run.fire_time)).statusCode).toBe(404);
    expect((await report(b, id, run.run_id, { status: 'completed', records_synced: 0 })).statusCode).toBe(404);
    expect((await claim(a, id, run.fire_time)).statusCode).toBe(201);
  });
});
