import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { rawRequest } from '../support/raw-http.ts';

let t: TestApp;
let tenant: Tenant;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

/** A GET with the tenant's key, written once the tenant exists. */
const get = (target: string) => () =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${tenant.headers.authorization}\r\n\r\n`;
const raw = (text: string) => () => text;

/** What Fastify or Node answer before any route runs, over a real socket (inject bypasses the HTTP parser). */
async function expectEnvelope(head: () => string, status: number, code: string) {
  const answer = await rawRequest(port, head(), {});
  expect(answer.status).toBe(status);
  const body = JSON.parse(answer.body);
  expect(body).toMatchObject({
    success: false,
    error: { code, status, message: expect.any(String) },
    meta: { request_id: expect.any(String) },
  });
  expect(answer.head).toMatch(new RegExp(`\\r\\nx-request-id: ${body.meta.request_id}`, 'i'));
}

describe('errors raised before routing are in the error envelope', () => {
  it.each([
    ['a path parameter over 200 characters', 414, 'URI_TOO_LONG', get(`/v1/activities/${'a'.repeat(201)}`)],
    ['a URL over 8 KiB', 414, 'URI_TOO_LONG', get(`/v1/activities?activity_type=${'a'.repeat(9_000)}`)],
    // The queue dashboard's scope has an error handler of its own (bull-board's): the guard answers itself.
    [
      'a URL over 8 KiB to the queue dashboard',
      414,
      'URI_TOO_LONG',
      raw(`GET /admin/queues/?pad=${'p'.repeat(9_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    ],
    [
      'a NUL in a query parameter of the queue dashboard',
      400,
      'VALIDATION_ERROR',
      raw(
        'GET /admin/queues/api/queues?x=%00 HTTP/1.1\r\nHost: x\r\n' +
          'Authorization: Bearer test-admin-token-0123456789\r\n\r\n',
      ),
    ],
    [
      'a request line and headers over 16 KiB',
      431,
      'HEADERS_TOO_LARGE',
      get(`/v1/activities?activity_type=${'a'.repeat(20_000)}`),
    ],
    ['a malformed percent-encoding', 400, 'BAD_REQUEST', get('/v1/activities/%E0%A4%A')],
    ['a request line that is not HTTP', 400, 'BAD_REQUEST', raw('GARBAGE\r\n\r\n')],
    [
      'a control character in a header name',
      400,
      'BAD_REQUEST',
      raw('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad\u0001: y\r\n\r\n'),
    ],
    [
      'a Content-Length that is not a number',
      400,
      'BAD_REQUEST',
      raw('POST /v1/activities HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'),
    ],
    [
      'a broken chunked body',
      400,
      'BAD_REQUEST',
      raw(
        'POST /v1/activities HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Transfer-Encoding: chunked\r\n\r\nzz\r\n',
      ),
    ],
  ])('%s: %i %s', async (_, status, code, head) => {
    await expectEnvelope(head, status, code);
  });

  it('a path parameter within the limit still reaches its route', async () => {
    const answer = await rawRequest(port, get(`/v1/activities/${'a'.repeat(200)}`)(), {});
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.details).toMatchObject({ field: 'id', reason: 'must be a UUID' });
  });
});
