import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

/**
 * An answer given before the body is read (413 for a body over the limit, 403 for a key without API access) must
 * reach a Node client that is still sending: Node's fetch, which the SDK uses, reports EPIPE instead of the answer
 * when the server closes while the body is in flight. Over a real socket, several times, since it is a race.
 */
let t: TestApp;
let tenant: Tenant;
let withoutApiAccess: Tenant;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
  withoutApiAccess = await t.tenant({ plan: 'professional' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

const TRIES = 10;

describe('an early answer while the client is still sending', () => {
  it('a 12 MiB JSON body: Node fetch reads 413 PAYLOAD_TOO_LARGE every time', async () => {
    const body = JSON.stringify({ activities: [{ note: 'x'.repeat(12 * 1024 * 1024) }] });
    for (let i = 0; i < TRIES; i += 1) {
      const res = await fetch(`${base}/v1/activities`, {
        method: 'POST',
        headers: { ...tenant.headers, 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('a 4.5 MB upload with a key whose plan has no API access: Node fetch reads 403 every time', async () => {
    const form = new FormData();
    const rows = Array.from({ length: 150_000 }, (_, i) => `2024-04-01,electricity,${i + 1},kWh`);
    form.append('file', new Blob([['date,category,quantity,unit', ...rows].join('\n')]), 'bills.csv');
    for (let i = 0; i < TRIES; i += 1) {
      const res = await fetch(`${base}/v1/ingest/upload`, {
        method: 'POST',
        headers: withoutApiAccess.headers,
        body: form,
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    }
  });
});
