import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/app.ts';

const logs: string[] = [];
let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logs });
  tenant = await t.tenant();
});
afterAll(async () => t.close());

describe('a key in the URL', () => {
  it('is refused with 401 naming the headers, even beside a valid header, and never logged', async () => {
    logs.length = 0;
    for (const [url, headers] of [
      [`/v1/activities?api_key=${tenant.key}`, {}],
      [`/v1/activities?limit=5&api_key=${tenant.key}`, tenant.headers],
      [`/v1/no-such-route?api_key=${tenant.key}`, {}],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      if (url.includes('no-such-route')) {
        expect(res.statusCode).toBe(404);
        continue;
      }
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
      expect(res.json().error.message).toMatch(/not accepted in the URL.*Authorization: Bearer <API_KEY> or X-API-Key/);
    }
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.filter((line) => line.includes(tenant.key))).toEqual([]);
    const urls = logs.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual(['/v1/activities?[redacted]', '/v1/activities?[redacted]', '/v1/no-such-route?[redacted]']);
  });
});
