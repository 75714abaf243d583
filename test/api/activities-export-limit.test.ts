import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyActivity } from '../support/copy-activities.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { electricity } from './fixtures.ts';

/** Enough rows that a client reading nothing leaves the export mid-way (megabytes beyond socket buffers). */
const ROWS = 40_000;

let t: TestApp;
let port: number;
let a: Tenant;
let b: Tenant;
beforeAll(async () => {
  t = await createTestApp({ EXPORT_CONCURRENCY_PER_ORG: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  a = await t.tenant({ name: 'Mehta Textiles' });
  b = await t.tenant({ name: 'Konkan Cement' });
  for (const tenant of [a, b]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: electricity({ source: { type: 'meter', confidence: 0.95, name: 'Bhiwandi main meter' } }),
    });
    expect(res.statusCode).toBe(201);
  }
  await copyActivity(t.database.db, a.organizationId, ROWS);
});
afterAll(async () => t.close());

const exportOf = (tenant: Tenant) =>
  t.app.inject({ method: 'GET', url: '/v1/activities?format=csv', headers: tenant.headers });

/** An export over a real socket whose client takes the head and first bytes, then stops reading. */
function stalledExport(tenant: Tenant): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = httpGet({ port, host: '127.0.0.1', path: '/v1/activities?format=csv', headers: tenant.headers });
    request.on('response', (response) => {
      response.once('data', () => {
        response.pause();
        resolve(response);
      });
    });
    request.on('error', reject);
  });
}

describe('CSV export limit per organisation', () => {
  it('refuses an export beyond EXPORT_CONCURRENCY_PER_ORG with 429 and Retry-After, lets other organisations export, and frees the slot when the client hangs up', async () => {
    const first = await stalledExport(a);
    expect(first.statusCode).toBe(200);

    const refused = await exportOf(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      details: { limit: 1, retry_after_seconds: 10 },
    });

    const other = await exportOf(b);
    expect(other.statusCode).toBe(200);
    expect(other.body.trim().split('\n')).toHaveLength(2);

    // The stalled client goes away: its export stops reading, and the organisation may export again.
    first.destroy();
    const deadline = Date.now() + 10_000;
    let again = await exportOf(a);
    while (again.statusCode === 429 && Date.now() < deadline) {
      await sleep(50);
      again = await exportOf(a);
    }
    expect(again.statusCode).toBe(200);
    expect(again.body.trim().split('\n')).toHaveLength(ROWS + 1);
  });
});
