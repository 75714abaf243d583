import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PROFESSIONAL: '3',
    RATE_LIMIT_ENTERPRISE: '5',
    RATE_LIMIT_TEST: '7',
    RATE_LIMIT_WINDOW_MS: '60000',
  });
});
afterAll(async () => t.close());

describe('rate limiting', () => {
  it('limits live keys per plan with RateLimit headers, then 429 with Retry-After', async () => {
    const tenant = await t.tenant({ plan: 'professional', pack: 3, mode: 'live' });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await t.app.inject({ method: 'GET', url: '/v1/emission-factors?limit=1', headers: tenant.headers });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.headers['ratelimit-policy']).toBe('"default";q=3;w=60');
    expect(last!.headers['ratelimit']).toMatch(/^"default";r=0;t=\d+$/);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().error).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', status: 429 });
  });

  it('shares the count across app instances through Redis', async () => {
    const tenant = await t.tenant({ mode: 'live' }); // enterprise: 5
    const { buildApp } = await import('../../api/app.ts');
    const second = await buildApp(t.deps);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? t.app : second;
      codes.push(
        (await app.inject({ method: 'GET', url: '/v1/emission-factors?limit=1', headers: tenant.headers })).statusCode,
      );
    }
    await second.close();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts concurrent requests exactly: the limit passes, the rest are 429, each with its own remainder', async () => {
    const tenant = await t.tenant({ mode: 'live' }); // enterprise: 5
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'GET', url: '/v1/emission-factors?limit=1', headers: tenant.headers }),
      ),
    );
    const passed = answers.filter((res) => res.statusCode === 200);
    expect(passed).toHaveLength(5);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(3);
    const remainders = passed.map((res) => /;r=(\d+);/.exec(res.headers['ratelimit'] as string)![1]).sort();
    expect(remainders).toEqual(['0', '1', '2', '3', '4']);
  });

  it('limits test keys too, at RATE_LIMIT_TEST whatever the plan', async () => {
    const tenant = await t.tenant({ plan: 'professional', pack: 3, mode: 'test' });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 8; i++) {
      last = await t.app.inject({ method: 'GET', url: '/v1/emission-factors?limit=1', headers: tenant.headers });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
    expect(last!.headers['ratelimit-policy']).toBe('"default";q=7;w=60');
    expect(last!.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
  });
});
