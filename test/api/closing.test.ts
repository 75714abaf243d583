import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let tenant: Tenant;
let port: number;
const logs: string[] = [];
beforeAll(async () => {
  // At debug the app logs each request as it is routed ("incoming request"), which the test waits for.
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logs });
  tenant = await t.tenant();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

const get = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${tenant.headers.authorization}\r\n\r\n`;

/** The answers one connection carried, in order, each cut at its Content-Length. */
function answersOf(received: Buffer) {
  const answers: { status: number; head: string; body: string }[] = [];
  let rest = received;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd === -1) break;
    const head = rest.subarray(0, headEnd).toString('utf8');
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
    const body = rest.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    answers.push({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    rest = rest.subarray(headEnd + 4 + length);
  }
  return answers;
}

async function until(condition: () => Promise<boolean> | boolean, what: string) {
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (await condition()) return;
    await sleep(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a request arriving while the server closes', () => {
  it('is answered 503 SERVICE_UNAVAILABLE in the error envelope with Connection: close; the one in flight finishes', async () => {
    // The request in flight: its read of company_profiles waits for this lock, so the connection stays busy.
    const lock = await t.database.pool.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE company_profiles IN ACCESS EXCLUSIVE MODE');
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await lock.query('COMMIT');
      lock.release();
    };
    const socket = connect(port, '127.0.0.1');
    try {
      let received = Buffer.alloc(0);
      const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
      socket.on('error', () => undefined);
      socket.write(get('/v1/company/profile'));
      await until(async () => {
        const waiting = await t.database.pool.query(
          "SELECT 1 FROM pg_locks WHERE NOT granted AND relation = 'company_profiles'::regclass",
        );
        return waiting.rowCount! > 0;
      }, 'the first request to wait for the lock');

      const closed = t.app.close();
      // The listening socket is closed after the preClose hooks: from here on the app is closing.
      await until(() => !t.app.server.listening, 'the server to stop listening');
      // A kept-alive connection busy with a request is not reaped: the next request on it is parsed and routed.
      socket.write(get('/v1/emission-factors?limit=1'));
      await until(
        () => logs.some((line) => line.includes('"incoming request"') && line.includes('/v1/emission-factors')),
        'the second request to be routed',
      );
      await release();
      await Promise.race([ended, sleep(5_000)]);
      await closed;

      const [first, second] = answersOf(received);
      expect(first?.status).toBe(200);
      expect(second?.status).toBe(503);
      expect(second!.head).toMatch(/\r\nconnection: close/i);
      expect(second!.head).toMatch(/\r\ncontent-type: application\/json/i);
      const body = JSON.parse(second!.body);
      expect(body).toEqual({
        success: false,
        error: { code: 'SERVICE_UNAVAILABLE', status: 503, message: expect.any(String) },
        meta: { timestamp: expect.any(String), request_id: expect.any(String) },
      });
      expect(second!.head).toMatch(new RegExp(`\\r\\nx-request-id: ${body.meta.request_id}`, 'i'));
    } finally {
      socket.destroy();
      await release();
    }
  });
});
