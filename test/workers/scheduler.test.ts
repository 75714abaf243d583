import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_JOBS } from '../../jobs/define-job.ts';
import { aggregateFold } from '../../jobs/definitions/aggregate-fold.ts';
import { startScheduler } from '../../workers/scheduler.ts';
import { IDEMPOTENCY_TTL_HOURS } from '../../db/queries/idempotency-records.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startTestWorkers } from '../support/workers.ts';

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => t.close());

const FOLD_EVERY_MS = 100;
const foldJobs = async () => {
  const counts = await t.queues
    .get(aggregateFold.queue)
    .getJobCounts('waiting', 'delayed', 'active', 'completed', 'failed');
  return Object.values(counts).reduce((a, b) => a + b, 0);
};
const pendingDeltas = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('emission_daily_deltas')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the scheduler', () => {
  it('purges idempotency records older than IDEMPOTENCY_TTL_HOURS when it starts, and keeps younger ones', async () => {
    const record = (key: string, hoursAgo: number) => ({
      organization_id: tenant.organizationId,
      mode: 'test' as const,
      key,
      method: 'POST',
      path: '/v1/activities',
      body_sha256: 'x',
      state: 'completed' as const,
      response_status: 201,
      response_body: '{}',
      created_at: new Date(Date.now() - hoursAgo * 3_600_000),
      locked_until: new Date(),
    });
    await t.database.db
      .insertInto('idempotency_keys')
      .values([record('expired', IDEMPOTENCY_TTL_HOURS + 1), record('young', IDEMPOTENCY_TTL_HOURS - 1)])
      .execute();
    const scheduler = await startScheduler(t.queues, t.database.db, t.log, {
      reconcileEveryMs: 60_000,
      staleHeartbeatMs: 60_000,
      storageDir: t.config.STORAGE_DIR,
      orphanUploadAgeMs: 60_000,
    });
    const keys = async () =>
      (
        await t.database.db
          .selectFrom('idempotency_keys')
          .select('key')
          .where('organization_id', '=', tenant.organizationId)
          .execute()
      ).map((row) => row.key);
    try {
      for (let waited = 0; (await keys()).includes('expired') && waited < 5_000; waited += 50) await sleep(50);
      expect(await keys()).toEqual(['young']);
    } finally {
      await scheduler.close();
    }
  });

  it('adds a fold job only while rollup deltas wait, kept within KEEP_JOBS', async () => {
    const queue = t.queues.get(aggregateFold.queue);
    // What earlier versions registered: a fold job every 5 s whether or not anything waited.
    await queue.upsertJobScheduler('aggregate.fold.periodic', { every: 5_000 }, { name: aggregateFold.name, data: {} });
    const scheduler = await startScheduler(t.queues, t.database.db, t.log, {
      reconcileEveryMs: 60_000,
      staleHeartbeatMs: 60_000,
      foldEveryMs: FOLD_EVERY_MS,
      storageDir: t.config.STORAGE_DIR,
      orphanUploadAgeMs: 60_000,
    });
    try {
      expect(await queue.getJobSchedulersCount()).toBe(0);
      await queue.obliterate({ force: true });
      await sleep(FOLD_EVERY_MS * 5);
      expect(await foldJobs()).toBe(0);

      // A write leaves deltas; its own fold request is dropped here, so only the scheduler can notice them.
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/activities',
        headers: tenant.headers,
        payload: {
          activity_type: 'electricity',
          scope: '2',
          quantity: 100,
          unit: 'kWh',
          period: { start: '2024-04-01', end: '2024-04-01' },
          location: { country: 'IN' },
        },
      });
      expect(res.statusCode).toBe(201);
      await queue.drain(true);
      expect(await pendingDeltas()).toBeGreaterThan(0);
      for (let waited = 0; (await foldJobs()) === 0 && waited < 2_000; waited += 50) await sleep(50);
      const [job] = await queue.getJobs(['waiting', 'delayed']);
      expect(job?.name).toBe(aggregateFold.name);
      expect(job?.opts).toMatchObject(KEEP_JOBS);

      const workers = startTestWorkers(t);
      try {
        for (let waited = 0; (await pendingDeltas()) > 0 && waited < 5_000; waited += 50) await sleep(50);
        expect(await pendingDeltas()).toBe(0);
        await sleep(FOLD_EVERY_MS * 3);
        const settled = await foldJobs();
        await sleep(FOLD_EVERY_MS * 5);
        expect(await foldJobs()).toBe(settled);
      } finally {
        await workers.close();
      }
    } finally {
      await scheduler.close();
    }
  });
});
