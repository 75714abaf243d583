import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
  tenant = await t.tenant();
});
afterAll(async () => t.close());

const expectEnvelope = (res: { statusCode: number; json(): any }, status: number, code: string) => {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ success: false, error: { code, status } });
  expect(typeof body.error.message).toBe('string');
  expect(body.meta.request_id).toBeTruthy();
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
};

describe('error envelope', () => {
  it('unknown route: 404 NOT_FOUND', async () => {
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/v1/nope', headers: tenant.headers }), 404, 'NOT_FOUND');
  });

  it('malformed JSON: 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: { ...tenant.headers, 'content-type': 'application/json' },
      payload: '{"activity_type":',
    });
    expectEnvelope(res, 400, 'BAD_REQUEST');
  });

  it('wrong content type: 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: { ...tenant.headers, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectEnvelope(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a text/plain body: 415 UNSUPPORTED_MEDIA_TYPE, as for any type a route does not read', async () => {
    for (const url of ['/v1/activities', '/v1/activities/bulk', '/v1/ingest/auto']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...tenant.headers, 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expectEnvelope(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('oversized body: 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: { ...tenant.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(5000) }),
    });
    expectEnvelope(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('an unexpected exception: 500 INTERNAL_ERROR without internals', async () => {
    const broken = await (
      await import('../../api/app.ts')
    ).buildApp({
      ...t.deps,
      factors: { current: () => Promise.reject(new Error('secret internals at db.ts:12')) } as never,
    });
    const res = await broken.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: {
        activity_type: 'electricity',
        scope: '2',
        quantity: 1,
        unit: 'kWh',
        period: { start: '2024-04-01', end: '2024-04-01' },
        location: { country: 'IN' },
      },
    });
    await broken.close();
    expectEnvelope(res, 500, 'INTERNAL_ERROR');
    expect(res.body).not.toContain('secret internals');
  });

  it('echoes a client X-Request-Id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/activities',
      headers: { ...tenant.headers, 'x-request-id': 'client-abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('client-abc-123');
    expect(res.json().meta.request_id).toBe('client-abc-123');
  });
});

describe('health and docs', () => {
  it('serves /healthz, /readyz and the OpenAPI document', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', checks: { postgres: 'ok', redis: 'ok' } });
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = [
      '/v1/activities',
      '/v1/activities/{id}',
      '/v1/emissions',
      '/v1/emission-factors',
      '/v1/company/dashboard',
    ];
    const erp = ['/v1/ingest/erp-sync', '/v1/ingest/erp-sync/mappings', '/v1/ingest/erp-sync/schedules/{id}'];
    for (const path of [...paths, ...erp]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });
});
