import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../clients/typescript/src/index.ts';
import { startScheduler } from '../../workers/scheduler.ts';
import { uploadCsv } from '../support/csv-upload.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { exited, spawnWorker, waitForJob } from '../support/workers.ts';

/**
 * A worker killed (SIGKILL) while its POST to the receiver is in flight: a replacement worker delivers
 * every event of the committed changes, the interrupted one again (at least once), and no other.
 */
let t: TestApp;
let scheduler: Awaited<ReturnType<typeof startScheduler>>;
let hooks: WebhookReceiver;

const WORKER_ENV = { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_TIMEOUT_MS: '60000', WEBHOOK_RETRY_BASE_MS: '50' };

beforeAll(async () => {
  t = await createTestApp(WORKER_ENV);
  scheduler = await startScheduler(t.queues, t.database.db, t.log, {
    reconcileEveryMs: 1_000,
    staleHeartbeatMs: 2_000,
    storageDir: t.config.STORAGE_DIR,
    orphanUploadAgeMs: t.config.UPLOAD_ORPHAN_AGE_MS,
    webhookPollMs: 100,
  });
  hooks = await startWebhookReceiver();
});
afterAll(async () => {
  await scheduler.close();
  await hooks.close();
  await t.close();
});

describe('webhook delivery under a killed worker', () => {
  it('delivers exactly the events of committed changes after a SIGKILL mid-request', async () => {
    const who = await t.tenant();
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: who.headers,
      payload: { url: hooks.url, events: ['job.completed'] },
    });
    const { secret } = created.json().data as { secret: string };
    // The first request is never answered: the worker sending it is killed while it waits.
    let requests = 0;
    hooks.answer = () => (++requests === 1 ? 'hang' : 200);

    const doomed = spawnWorker(t, WORKER_ENV);
    const jobs = [
      await uploadCsv(t, who, 'date,category,quantity,unit\n2024-04-15,electricity,100,kwh\n'),
      await uploadCsv(t, who, 'date,category,quantity,unit\n2024-04-16,electricity,200,kwh\n'),
    ];
    await until(() => hooks.received[0], 60_000, 'the first request');
    doomed.kill('SIGKILL');
    await exited(doomed);

    const replacement = spawnWorker(t, WORKER_ENV);
    try {
      for (const id of jobs) expect((await waitForJob(t.database.db, id)).status).toBe('completed');
      await until(
        () =>
          new Set(hooks.received.filter((r) => r.status === 200).map((r) => r.body)).size === 2 ? true : undefined,
        60_000,
        'both events delivered',
      );
    } finally {
      replacement.kill('SIGTERM');
      await exited(replacement);
    }

    const events = await Promise.all(
      hooks.received.map((r) =>
        verifyWebhookSignature<{ id: string }>({ body: r.body, signature: r.headers['carbon-signature'], secret }),
      ),
    );
    // Each committed job completion once as an event (the interrupted one sent again, same id and body).
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
    expect([...new Set(events.map((e) => e.data.id))].sort()).toEqual([...jobs].sort());
    const stored = await t.database.db
      .selectFrom('webhook_events')
      .select(['id', 'resource_id'])
      .where('organization_id', '=', who.organizationId)
      .execute();
    expect(stored.map((e) => e.id).sort()).toEqual([...new Set(events.map((e) => e.id))].sort());
    const interrupted = hooks.received[0]!;
    expect(hooks.received.filter((r) => r.body === interrupted.body).length).toBeGreaterThanOrEqual(2);
  }, 180_000);
});
