import { randomBytes } from 'node:crypto';
import calculateSlot from 'cluster-key-slot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electricityCsv } from '../support/csv.ts';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';

/**
 * BullMQ on Redis Cluster needs every key of a queue in one hash slot: a REDIS_PREFIX with a hash
 * tag such as `{carbon}`. With one, queues, job data, workers and rate limits all work, and every key
 * the deployment writes lands in the slot of its tag.
 */
let t: TestApp;
let workers: ReturnType<typeof startTestWorkers>;
beforeAll(async () => {
  t = await createTestApp({ REDIS_PREFIX: `{test-${randomBytes(6).toString('hex')}}` });
  workers = startTestWorkers(t);
});
afterAll(async () => {
  await workers.close();
  await t.close();
});

describe('REDIS_PREFIX with a hash tag', () => {
  it('runs an ingest job and rate-limits a live key with every key in one cluster slot', async () => {
    const who = await t.tenant({ mode: 'live' });
    const file = electricityCsv(300, 50);
    const body = multipart({}, { content: file.csv });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/upload',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(202);
    const job = await waitForJob(t.database.db, res.json<{ data: { job_id: string } }>().data.job_id);
    expect(job).toMatchObject({ status: 'completed', rows_stored: file.good, rows_failed: file.bad });
    const limited = await t.app.inject({ method: 'GET', url: '/v1/emission-factors?limit=1', headers: who.headers });
    expect(limited.headers['ratelimit']).toBeDefined();

    const ours = await t.redis.keys(`${t.config.REDIS_PREFIX}:*`);
    expect(ours.some((key) => key.includes(':ingest:'))).toBe(true);
    expect(ours.some((key) => key.includes(':ratelimit:'))).toBe(true);
    expect(new Set(ours.map((key) => calculateSlot(key)))).toEqual(new Set([calculateSlot(t.config.REDIS_PREFIX)]));
  });
});
