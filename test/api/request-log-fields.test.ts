import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

/** The request log as an operator's log shipper reads it: JSON lines, at debug level here. */
let t: TestApp;
let tenant: Tenant;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logs: lines });
  tenant = await t.tenant({ plan: 'professional', pack: 1 });
});
afterAll(async () => t.close());

type Line = Record<string, unknown> & { msg: string; level: number; reqId?: string };
const INFO = 30;
const DEBUG = 20;

/** The lines of one request, each parsed, after checking it carries a single `msg`. */
function linesOf(requestId: string): Line[] {
  return lines
    .filter((line) => line.includes(`"reqId":"${requestId}"`))
    .map((line) => {
      expect(line.match(/"msg":/g)).toHaveLength(1);
      return JSON.parse(line) as Line;
    });
}

describe('request log', () => {
  it('one completed line per request with the organisation and key prefix, never the key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/activities?limit=5', headers: tenant.headers });
    expect(res.statusCode).toBe(200);
    const own = linesOf(res.headers['x-request-id'] as string);
    const completed = own.filter((line) => line.level >= INFO);
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      msg: 'request completed',
      organization_id: tenant.organizationId,
      key_prefix: tenant.key.slice(0, 13),
      mode: 'test',
      req: { method: 'GET', url: '/v1/activities?[redacted]' },
      res: { statusCode: 200 },
    });
    expect(lines.join('\n')).not.toContain(tenant.key);
  });

  it('a refusal is one line with its code and reason as fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    const refused = linesOf(res.headers['x-request-id'] as string).find((line) => line.msg === 'request refused');
    expect(refused).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      reason: 'API pack 1 is read-only: POST is not allowed',
      details: { reason: 'api_pack' },
      organization_id: tenant.organizationId,
    });
  });

  it('health, readiness and metrics at debug', async () => {
    const metricsToken = { authorization: `Bearer ${t.config.ADMIN_TOKEN}` };
    for (const [url, headers] of [
      ['/healthz', {}],
      ['/readyz', {}],
      ['/metrics', metricsToken],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      const own = linesOf(res.headers['x-request-id'] as string);
      expect(own.map((line) => [line.msg, line.level])).toEqual([
        ['incoming request', DEBUG],
        ['request completed', DEBUG],
      ]);
    }
  });
});
