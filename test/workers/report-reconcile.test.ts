import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileReports } from '../../workers/reconciler.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const reconcile = () =>
  reconcileReports(t.database.db, t.queues, { staleHeartbeatMs: 60_000, storageDir: t.config.STORAGE_DIR });

describe('reconciling reports', () => {
  it('re-enqueues a report whose job Redis lost, once it is stale, and fails one interrupted too often', async () => {
    const tenant = await t.tenant();
    const posted = await t.app.inject({
      method: 'POST',
      url: '/v1/reports',
      headers: tenant.headers,
      payload: { report_type: 'ghg_protocol', period: { start: '2024-04-01', end: '2025-03-31' }, format: 'json' },
    });
    const id: string = posted.json().data.report_id;
    const queue = t.queues.get('report');
    // Redis forgot the job (flushed, or restarted without persistence).
    await (await queue.getJob(id))!.remove();

    // Just created: the API may still be enqueueing it.
    expect(await reconcile()).toEqual({ requeued: [], failed: [] });

    await sql`UPDATE reports SET created_at = now() - interval '2 minutes' WHERE id = ${id}`.execute(t.database.db);
    expect(await reconcile()).toEqual({ requeued: [id], failed: [] });
    expect(await (await queue.getJob(id))!.getState()).toBe('waiting');
    // Held by BullMQ again: nothing to do.
    expect(await reconcile()).toEqual({ requeued: [], failed: [] });

    await (await queue.getJob(id))!.remove();
    await sql`UPDATE reports SET attempts = 10 WHERE id = ${id}`.execute(t.database.db);
    expect(await reconcile()).toEqual({ requeued: [], failed: [id] });
    const report = (await t.app.inject({ method: 'GET', url: `/v1/reports/${id}`, headers: tenant.headers })).json()
      .data;
    expect(report).toMatchObject({
      status: 'failed',
      error: 'The report could not be rendered: its job was interrupted 10 times; request it again.',
    });
  });
});
