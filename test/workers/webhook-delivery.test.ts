import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../clients/typescript/src/index.ts';
import { failReport } from '../../db/queries/reports.ts';
import { startScheduler } from '../../workers/scheduler.ts';
import { tallyTenant } from '../support/erp-hosts.ts';
import { ACME, closedPort, startFakeTally, type FakeTally } from '../support/fake-tally-server.ts';
import { uploadCsv } from '../support/csv-upload.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';

/**
 * Webhook delivery end to end (#27): real jobs, reports, syncs and schedules change state, the
 * outbox records their events, the scheduler requests deliveries and the workers POST them to a
 * receiver on loopback. Backoff and the disabling period are shortened by configuration.
 */
let t: TestApp;
let workers: ReturnType<typeof startTestWorkers>;
let scheduler: Awaited<ReturnType<typeof startScheduler>>;
let tally: FakeTally;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  t = await createTestApp({
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    ERP_ALLOWED_HOSTS: '127.0.0.1',
    WEBHOOK_RETRY_BASE_MS: '50',
    WEBHOOK_RETRY_MAX_MS: '200',
    WEBHOOK_DISABLE_AFTER_MS: '3000',
    WEBHOOK_TIMEOUT_MS: '5000',
  });
  workers = startTestWorkers(t);
  scheduler = await startScheduler(t.queues, t.database.db, t.log, {
    reconcileEveryMs: 60_000,
    staleHeartbeatMs: 120_000,
    storageDir: t.config.STORAGE_DIR,
    orphanUploadAgeMs: t.config.UPLOAD_ORPHAN_AGE_MS,
    webhookPollMs: 100,
  });
  tally = await startFakeTally({ company: ACME.company, ...structuredClone(ACME.before) });
});
afterAll(async () => {
  await scheduler.close();
  await workers.close();
  await tally.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await t.close();
});

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
}

async function endpoint(who: Tenant, url: string, events: string[]): Promise<{ id: string; secret: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: who.headers,
    payload: { url, events },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const GOOD_CSV = 'date,category,quantity,unit\n2024-04-15,electricity,100,kwh\n';
/** A quote never closed: the parser gives up on the file, so the job fails. */
const BROKEN_CSV = 'date,category,quantity,unit\n2024-04-15,electricity,100,kwh\n"2024-04-16,electricity,5,kwh\n';

const get = async (who: Tenant, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: who.headers })).json().data;

const succeeded = (received: ReceivedWebhook[]) => received.filter((r) => r.status === 200);
/** The endpoint's attempts once `count` are recorded (the receiver answers before the attempt's row commits). */
const attempts = (who: Tenant, endpointId: string, count: number) =>
  until(
    async () => {
      const page = await get(who, `/v1/webhooks/${endpointId}/deliveries`);
      return page.deliveries.length >= count ? (page.deliveries as any[]) : undefined;
    },
    10_000,
    `${count} recorded attempts`,
  );
const bodyOf = (r: ReceivedWebhook) =>
  JSON.parse(r.body) as { id: string; type: string; created_at: string; data: any };

describe('webhook delivery', () => {
  it('delivers each event type once, signed, with the resource as its GET answers it', async () => {
    // Any port of 127.0.0.1: the fake Tally's, and the closed one of the failing sync.
    const who = await tallyTenant(t, 'http://127.0.0.1/');
    const hooks = await receiver();
    const { id: endpointId, secret } = await endpoint(who, hooks.url, [
      'job.completed',
      'job.failed',
      'report.ready',
      'report.failed',
      'erp_sync.completed',
      'erp_sync.failed',
      'schedule.paused',
    ]);

    const completedJob = await uploadCsv(t, who, GOOD_CSV);
    const failedJob = await uploadCsv(t, who, BROKEN_CSV);
    expect((await waitForJob(t.database.db, completedJob)).status).toBe('completed');
    expect((await waitForJob(t.database.db, failedJob)).status).toBe('failed');

    const report = await t.app.inject({
      method: 'POST',
      url: '/v1/reports?wait=true',
      headers: who.headers,
      payload: { report_type: 'custom', period: { start: '2024-04-01', end: '2025-03-31' }, format: 'json' },
    });
    expect(report.json().data.status).toBe('completed');
    const readyReport: string = report.json().data.id;
    // A report that fails: a copy of that request queued with no job to run it, failed where the lifecycle fails reports.
    const doomed = await t.database.db
      .insertInto('reports')
      .columns(['organization_id', 'mode', 'report_type', 'format', 'request'])
      .expression((eb) =>
        eb
          .selectFrom('reports')
          .select(['organization_id', 'mode', 'report_type', 'format', 'request'])
          .where('id', '=', readyReport),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await failReport(t.database.db, doomed.id, 'The report could not be rendered: an internal error.');

    const sync = (tallyUrl: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/ingest/erp-sync',
        headers: who.headers,
        payload: {
          erp_system: 'tally',
          connection_config: { tally_url: tallyUrl, company: ACME.company },
          date_range: { from: '2024-04-01', to: '2024-04-30' },
        },
      });
    const syncOk = await sync(tally.url);
    expect(syncOk.json().data.status).toBe('completed');
    const syncFailed = await sync(`http://127.0.0.1:${await closedPort()}`);
    expect(syncFailed.statusCode).toBe(502);

    const schedule = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/erp-sync/schedules',
      headers: who.headers,
      payload: {
        cron: '0 2 * * *',
        erp_system: 'tally',
        connection_config: { tally_url: tally.url, company: ACME.company },
        lookback: 'current_month',
      },
    });
    const scheduleId: string = schedule.json().data.id;
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/ingest/erp-sync/schedules/${scheduleId}`,
      headers: who.headers,
      payload: { enabled: false },
    });

    await until(() => (succeeded(hooks.received).length >= 7 ? true : undefined), 30_000, 'seven deliveries');
    // Nothing else is on its way: the endpoint's queue is empty.
    await until(
      async () => {
        const queued = await t.database.db
          .selectFrom('webhook_queue')
          .select('event_id')
          .where('endpoint_id', '=', endpointId)
          .execute();
        return queued.length === 0 ? true : undefined;
      },
      10_000,
      'an empty queue',
    );
    expect(hooks.received).toHaveLength(7);

    const byType = new Map(hooks.received.map((r) => [bodyOf(r).type, r]));
    expect([...byType.keys()].sort()).toEqual([
      'erp_sync.completed',
      'erp_sync.failed',
      'job.completed',
      'job.failed',
      'report.failed',
      'report.ready',
      'schedule.paused',
    ]);
    for (const r of hooks.received) {
      const event = await verifyWebhookSignature({ body: r.body, signature: r.headers['carbon-signature'], secret });
      expect(r.headers['carbon-event-id']).toBe(event.id);
      expect(r.headers['carbon-event-type']).toBe(event.type);
      expect(r.headers['content-type']).toBe('application/json');
      expect(Math.abs(Number(r.headers['carbon-timestamp']) - Date.now() / 1000)).toBeLessThan(120);
    }
    const data = (type: string) => bodyOf(byType.get(type)!).data;
    expect(data('job.completed')).toEqual(await get(who, `/v1/jobs/${completedJob}`));
    expect(data('job.failed')).toEqual(await get(who, `/v1/jobs/${failedJob}`));
    expect(data('report.ready')).toEqual(await get(who, `/v1/reports/${readyReport}`));
    expect(data('report.failed')).toEqual(await get(who, `/v1/reports/${doomed.id}`));
    expect(data('erp_sync.completed')).toEqual(await get(who, `/v1/jobs/${syncOk.json().data.job_id}`));
    expect(data('erp_sync.failed')).toMatchObject({ status: 'failed' });
    expect(data('schedule.paused')).toMatchObject({ id: scheduleId, enabled: false });

    const deliveries = await get(who, `/v1/webhooks/${endpointId}/deliveries`);
    expect(deliveries.deliveries).toHaveLength(7);
    for (const delivery of deliveries.deliveries)
      expect(delivery).toMatchObject({ attempt: 1, status: 'succeeded', status_code: 200, redelivery: false });
  }, 120_000);

  it('retries with backoff: a receiver failing twice gets the event on the third attempt', async () => {
    const who = await t.tenant();
    const hooks = await receiver();
    hooks.answer = () => (hooks.received.length < 2 ? 500 : 200);
    const { id: endpointId } = await endpoint(who, hooks.url, ['job.completed']);
    await uploadCsv(t, who, GOOD_CSV);

    await until(() => (succeeded(hooks.received).length === 1 ? true : undefined), 30_000, 'the third attempt');
    expect(hooks.received.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(new Set(hooks.received.map((r) => r.body)).size).toBe(1);

    const deliveries = await attempts(who, endpointId, 3);
    expect(
      deliveries.map((d: { attempt: number; status: string; status_code: number }) => [
        d.attempt,
        d.status,
        d.status_code,
      ]),
    ).toEqual([
      [3, 'succeeded', 200],
      [2, 'failed', 500],
      [1, 'failed', 500],
    ]);
    expect(deliveries[1].response_excerpt).toBe('{"received":false}');
    expect(deliveries[0].duration_ms).toBeGreaterThanOrEqual(0);
    expect(await get(who, `/v1/webhooks/${endpointId}`)).toMatchObject({ failing_since: null, next_attempt_at: null });
  }, 60_000);

  it('redelivers an event on request, and signs with both secrets while a rotation overlaps', async () => {
    const who = await t.tenant();
    const hooks = await receiver();
    const { id: endpointId, secret: oldSecret } = await endpoint(who, hooks.url, ['job.completed']);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/v1/webhooks/${endpointId}/rotate`,
      headers: who.headers,
    });
    const newSecret: string = rotated.json().data.secret;
    await uploadCsv(t, who, GOOD_CSV);
    await until(() => (succeeded(hooks.received).length === 1 ? true : undefined), 30_000, 'the delivery');
    const [first] = hooks.received;
    for (const secret of [oldSecret, newSecret])
      expect(
        (await verifyWebhookSignature({ body: first!.body, signature: first!.headers['carbon-signature'], secret })).id,
      ).toBe(bodyOf(first!).id);

    const deliveries = await attempts(who, endpointId, 1);
    const redeliver = await t.app.inject({
      method: 'POST',
      url: `/v1/webhooks/${endpointId}/deliveries/${deliveries[0].id}/redeliver`,
      headers: who.headers,
    });
    expect(redeliver.statusCode).toBe(202);
    expect(redeliver.json().data).toEqual({ event_id: bodyOf(first!).id, queued: true });
    await until(() => (succeeded(hooks.received).length === 2 ? true : undefined), 30_000, 'the redelivery');
    expect(hooks.received[1]!.body).toBe(first!.body);
    const after = await attempts(who, endpointId, 2);
    expect(after[0]).toMatchObject({ attempt: 2, redelivery: true, status: 'succeeded' });
  }, 60_000);

  it('disables an endpoint that fails for the whole period and tells the other endpoints', async () => {
    const who = await t.tenant();
    const failing = await receiver();
    failing.answer = () => 503;
    const watcher = await receiver();
    const { id: failingId } = await endpoint(who, failing.url, ['job.completed']);
    const { secret: watcherSecret } = await endpoint(who, watcher.url, ['webhook.disabled']);
    await uploadCsv(t, who, GOOD_CSV);

    const notice = await until(() => watcher.received[0], 30_000, 'the webhook.disabled notice');
    const event = await verifyWebhookSignature<{ id: string; enabled: boolean; disabled_reason: string }>({
      body: notice.body,
      signature: notice.headers['carbon-signature'],
      secret: watcherSecret,
    });
    expect(event.type).toBe('webhook.disabled');
    expect(event.data).toMatchObject({ id: failingId, enabled: false });
    expect(event.data.disabled_reason).toMatch(/^every delivery failed since .* \(\d+ attempts\)$/);
    const view = await get(who, `/v1/webhooks/${failingId}`);
    expect(view).toMatchObject({ enabled: false, next_attempt_at: null });
    expect(failing.received.length).toBeGreaterThanOrEqual(3);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('entity_id', '=', failingId)
      .where('action', '=', 'webhook.disable')
      .execute();
    expect(audit).toEqual([{ action: 'webhook.disable', actor: `webhook:${failingId}` }]);
  }, 60_000);

  it('writes no event for a change that rolls back', async () => {
    const who = await t.tenant();
    const hooks = await receiver();
    await endpoint(who, hooks.url, ['job.completed']);
    const jobId = await uploadCsv(t, who, GOOD_CSV);
    await waitForJob(t.database.db, jobId);
    const events = () =>
      t.database.db
        .selectFrom('webhook_events')
        .select('id')
        .where('organization_id', '=', who.organizationId)
        .execute();
    await until(async () => ((await events()).length === 1 ? true : undefined), 10_000, 'the committed event');
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await trx.updateTable('ingest_jobs').set({ status: 'running' }).where('id', '=', jobId).execute();
        await trx.updateTable('ingest_jobs').set({ status: 'completed' }).where('id', '=', jobId).execute();
        expect(
          (
            await trx
              .selectFrom('webhook_events')
              .select('id')
              .where('organization_id', '=', who.organizationId)
              .execute()
          ).length,
        ).toBe(2);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await events()).toHaveLength(1);
  }, 60_000);
});
