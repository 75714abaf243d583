import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { electricity } from './fixtures.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { postHead, rawRequest } from '../support/raw-http.ts';

const WINDOW_MS = 1_000;
const MIN_RATE = 500;

let t: TestApp;
let tenant: Tenant;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ BODY_MIN_BYTES_PER_SECOND: String(MIN_RATE), BODY_RATE_WINDOW_MS: String(WINDOW_MS) });
  tenant = await t.tenant();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

const activity = JSON.stringify(electricity());

const head = (path: string, contentType: string, length: number) =>
  postHead(path, {
    authorization: tenant.headers.authorization!,
    'content-type': contentType,
    'content-length': length,
  });

const countActivities = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('organization_id', '=', tenant.organizationId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const slowBodyError = {
  success: false,
  error: {
    code: 'REQUEST_TIMEOUT',
    status: 408,
    details: {
      reason: `the body must arrive at ${MIN_RATE} bytes a second or faster (counted over ${WINDOW_MS} ms)`,
      min_bytes_per_second: MIN_RATE,
      window_ms: WINDOW_MS,
    },
  },
};

describe('a body that trickles below BODY_MIN_BYTES_PER_SECOND (over a real socket)', () => {
  it('JSON dripped a byte every 50 ms: 408 in the envelope within two windows, nothing stored', async () => {
    const answer = await rawRequest(port, head('/v1/activities', 'application/json', Buffer.byteLength(activity)), {
      drip: { bytes: activity, everyMs: 50 },
      waitMs: 6_000,
    });
    expect(answer.status).toBe(408);
    expect(answer.elapsedMs).toBeLessThan(2 * WINDOW_MS + 1_000);
    expect(answer.head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answer.body)).toMatchObject(slowBodyError);
    expect(await countActivities()).toBe(0);
  });

  it('a CSV upload dripped the same way: 408, though it never pauses for UPLOAD_IDLE_TIMEOUT_MS', async () => {
    const csv = 'date,category,quantity,unit\n2024-04-01,electricity,1000,kWh\n'.repeat(4);
    const answer = await rawRequest(port, head('/v1/ingest/upload', 'text/csv', Buffer.byteLength(csv)), {
      drip: { bytes: csv, everyMs: 50 },
      waitMs: 6_000,
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject(slowBodyError);
    const jobs = await t.database.db
      .selectFrom('ingest_jobs')
      .select('id')
      .where('organization_id', '=', tenant.organizationId)
      .execute();
    expect(jobs).toEqual([]);
  });

  it('a body sent in pieces above the rate is read whole and answered', async () => {
    const body = JSON.stringify(electricity({ metadata: { note: 'x'.repeat(2_000) } }));
    // In four pieces 400 ms apart (about 1,300 bytes a second): a pause within a window is no drip.
    const answer = await rawRequest(port, head('/v1/activities', 'application/json', Buffer.byteLength(body)), {
      drip: { bytes: body, everyMs: 400, chunk: Math.ceil(body.length / 4) },
      waitMs: 5_000,
    });
    expect(answer.body).toContain('"success":true');
    expect(answer.status).toBe(201);
    expect(await countActivities()).toBe(1);
  });
});
