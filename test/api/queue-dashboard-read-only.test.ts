import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let readOnly: TestApp;
let writable: TestApp;
beforeAll(async () => {
  readOnly = await createTestApp();
  writable = await createTestApp({ QUEUE_DASHBOARD_READ_ONLY: 'false' });
});
afterAll(async () => {
  await readOnly.close();
  await writable.close();
});

const dashboard = (t: TestApp, method: 'GET' | 'PUT', path: string) =>
  t.app.inject({
    method,
    url: `/admin/queues/api${path}`,
    headers: { authorization: `Bearer ${t.config.ADMIN_TOKEN}` },
  });

const ingestQueue = (t: TestApp) => t.queues.all().find((queue) => queue.name === 'ingest')!;

describe('queue dashboard actions', () => {
  it('are refused by default (QUEUE_DASHBOARD_READ_ONLY): retry, clean and pause answer 405 and change nothing; reading works', async () => {
    expect((await dashboard(readOnly, 'GET', '/queues')).statusCode).toBe(200);
    for (const path of ['/queues/ingest/retry/failed', '/queues/ingest/clean/failed', '/queues/ingest/pause']) {
      const res = await dashboard(readOnly, 'PUT', path);
      expect([path, res.statusCode]).toEqual([path, 405]);
    }
    // "Pause all" answers 200 but leaves read-only queues alone.
    await dashboard(readOnly, 'PUT', '/queues/pause');
    expect(await ingestQueue(readOnly).isPaused()).toBe(false);
  });

  it('are allowed with QUEUE_DASHBOARD_READ_ONLY=false', async () => {
    expect((await dashboard(writable, 'PUT', '/queues/ingest/retry/failed')).statusCode).toBe(200);
    expect((await dashboard(writable, 'PUT', '/queues/ingest/pause')).statusCode).toBe(200);
    expect(await ingestQueue(writable).isPaused()).toBe(true);
  });
});
