import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { createKey, revokeKey } from '../../services/keys/key-management.ts';
import { updateOrganization } from '../../services/organizations/update-organization.ts';
import { startErpScheduleRunner } from '../../workers/erp-schedule-runner.ts';
import { until } from '../support/until.ts';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { ACME, type FakeTally } from '../support/fake-tally-server.ts';
import { tallyTenant } from '../support/erp-hosts.ts';
import { useErpTestApp } from '../support/erp-test-app.ts';

let t: TestApp;
let tally: FakeTally;
let runner: ReturnType<typeof startErpScheduleRunner>;

// Second-by-second crons, so a test sees several fire times: the minimum interval lowered (test only).
useErpTestApp(
  { company: ACME.company, ...structuredClone(ACME.before) },
  (app, fake) => {
    t = app;
    tally = fake;
    runner = startErpScheduleRunner({ ...t.deps, log: pino({ level: 'silent' }) }, { pollMs: 200 });
  },
  { ERP_SCHEDULE_MIN_INTERVAL_MS: '1000' },
);
// Registered after the app's: run before it (after-hooks run as a stack), so the runner stops first.
afterAll(async () => {
  await runner.close();
});

const body = (extra: Record<string, unknown> = {}) => ({
  cron: '*/2 * * * * *',
  timezone: 'UTC',
  erp_system: 'tally',
  connection_config: { tally_url: tally.url, company: ACME.company },
  lookback: 'current_month',
  ...extra,
});
const request = (
  app: FastifyInstance,
  who: Tenant,
  method: 'POST' | 'GET' | 'PATCH' | 'DELETE',
  id = '',
  payload?: object,
) =>
  app.inject({
    method,
    url: `/v1/ingest/erp-sync/schedules${id ? `/${id}` : ''}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });

const runs = (id: string) =>
  t.database.db
    .selectFrom('ingest_jobs')
    .select(['status', 'api_key_id', sql<string>`payload->>'fire_time'`.as('fire_time')])
    .where(sql<boolean>`payload->>'schedule_id' = ${id}`)
    .execute();
const completedRun = (id: string, after = new Date(0)) =>
  until(
    async () => (await runs(id)).find((run) => run.status === 'completed' && new Date(run.fire_time) > after),
    20_000,
    'a completed scheduled run',
  );
/** Fire times after `instant`: what the schedule started once its authority was gone. */
const runsAfter = async (id: string, instant: Date) =>
  (await runs(id)).filter((run) => new Date(run.fire_time) > instant).length;
const pausedView = (who: Tenant, id: string) =>
  until(
    async () => {
      const view = (await request(t.app, who, 'GET', id)).json().data;
      return view.enabled ? undefined : view;
    },
    10_000,
    'the schedule to be paused',
  );

async function secondKey(who: Tenant): Promise<Tenant> {
  const created = await createKey(
    t.database.db,
    t.config.API_KEY_BRAND,
    { organization_id: who.organizationId, mode: 'test', name: 'scheduler key', allowed_ips: [], allowed_domains: [] },
    'test',
  );
  return { ...who, keyId: created.id, key: created.key, headers: { authorization: `Bearer ${created.key}` } };
}

describe('ERP schedules die with their authority', () => {
  it('a schedule whose key is revoked starts nothing more, is paused with paused_reason, and resumes with a live key', async () => {
    const owner = await tallyTenant(t, tally.url);
    const creator = await secondKey(owner);
    const { id } = (await request(t.app, creator, 'POST', '', body())).json().data;
    await completedRun(id);

    await revokeKey(t.database.db, creator.keyId, 'test');
    const revokedAt = new Date();
    const paused = await pausedView(owner, id);
    expect(paused).toMatchObject({ enabled: false, paused_reason: 'api_key_revoked', next_run_at: null });
    expect(await runsAfter(id, revokedAt)).toBe(0);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('entity_id', '=', id)
      .where('action', '=', 'erp.schedule.pause')
      .execute();
    expect(audit).toEqual([{ action: 'erp.schedule.pause', actor: `erp_schedule:${id}` }]);

    // The owner resumes it with a live key, which the schedule acts with from then on.
    const resumedAt = new Date();
    const resumed = await request(t.app, owner, 'PATCH', id, { enabled: true });
    expect(resumed.json().data).toMatchObject({ enabled: true, paused_reason: null });
    expect((await completedRun(id, resumedAt)).api_key_id).toBe(owner.keyId);
    await request(t.app, owner, 'DELETE', id);
  }, 60_000);

  it('a schedule of an organisation moved to a plan without ERP access starts nothing more and is paused', async () => {
    const owner = await tallyTenant(t, tally.url);
    const { id } = (await request(t.app, owner, 'POST', '', body())).json().data;
    await completedRun(id);

    await updateOrganization(t.deps, 'test', owner.organizationId, { plan: 'professional', pack: 1 });
    const downgradedAt = new Date();
    expect(await pausedView(owner, id)).toMatchObject({ enabled: false, paused_reason: 'plan_without_erp_access' });
    expect(await runsAfter(id, downgradedAt)).toBe(0);
    // Pack 1 is read-only: the schedule cannot be resumed on this plan.
    // (Once the API sees the new plan: its key cache holds the old one for up to 2 s.)
    const unknown = '00000000-0000-4000-8000-000000000000';
    await until(
      async () => ((await request(t.app, owner, 'DELETE', unknown)).statusCode === 403 ? true : undefined),
      5_000,
      'the API to see the new plan',
    );
    expect((await request(t.app, owner, 'PATCH', id, { enabled: true })).statusCode).toBe(403);
  }, 60_000);
});

describe('ERP schedule bounds', () => {
  let bounded: FastifyInstance;
  beforeAll(async () => {
    // The defaults' minimum interval (15 min) and a small cap, on the same database.
    bounded = await buildApp({
      ...t.deps,
      config: { ...t.config, ERP_SCHEDULE_MIN_INTERVAL_MS: 15 * 60 * 1000, ERP_SCHEDULES_PER_ORGANIZATION: 2 },
    });
    await bounded.ready();
  });
  afterAll(async () => bounded.close());

  it.each([
    ['*/2 * * * * *', /fires 2 s apart; a schedule may fire at most every 15 min/],
    ['*/10 * * * *', /fires 10 min apart/],
    ['0,5 2 1 1 *', /fires 5 min apart/],
  ])('refuses %s, which fires more often than every 15 minutes', async (cron, reason) => {
    const res = await request(bounded, await tallyTenant(t, tally.url), 'POST', '', body({ cron }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: 'cron', reason: expect.stringMatching(reason), minimum_interval_seconds: 900 },
    });
  });

  it('accepts every 15 minutes, refuses a PATCH to a shorter one, and caps the schedules of an organisation', async () => {
    const owner = await tallyTenant(t, tally.url);
    const first = await request(bounded, owner, 'POST', '', body({ cron: '*/15 * * * *', enabled: false }));
    expect(first.statusCode).toBe(201);
    const patched = await request(bounded, owner, 'PATCH', first.json().data.id, { cron: '*/5 * * * *' });
    expect(patched.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'cron' } });
    expect((await request(bounded, owner, 'POST', '', body({ cron: '0 2 * * *', enabled: false }))).statusCode).toBe(
      201,
    );

    const third = await request(bounded, owner, 'POST', '', body({ cron: '0 3 * * *', enabled: false }));
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({ code: 'CONFLICT', details: { reason: 'schedule_limit', limit: 2 } });
    // Another organisation is not affected, and deleting one makes room.
    expect(
      (await request(bounded, await tallyTenant(t, tally.url), 'POST', '', body({ cron: '0 3 * * *', enabled: false })))
        .statusCode,
    ).toBe(201);
    await request(bounded, owner, 'DELETE', first.json().data.id);
    expect((await request(bounded, owner, 'POST', '', body({ cron: '0 3 * * *', enabled: false }))).statusCode).toBe(
      201,
    );
  });
});
