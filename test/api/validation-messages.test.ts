import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

/** A wrong type says what was expected and what came; only a missing value "is required". */
let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(() => t.close());

const activity = {
  activity_type: 'electricity',
  scope: '2',
  quantity: 1200,
  unit: 'kWh',
  period: { start: '2024-04-01', end: '2024-04-30' },
  location: { country: 'IN' },
};

async function refusal(url: string, method: 'POST' | 'PUT', payload: unknown) {
  const res = await t.app.inject({ method, url, headers: tenant.headers, payload: payload as object });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_ERROR');
  return res.json().error.details as { field: string; reason: string };
}

describe('validation messages', () => {
  it.each([
    ['a string quantity', { ...activity, quantity: '1200' }, 'quantity', 'must be a number, got a string'],
    ['a null quantity', { ...activity, quantity: null }, 'quantity', 'must be a number, got null'],
    ['a number unit', { ...activity, unit: 5 }, 'unit', 'must be a string, got a number'],
    ['a string period', { ...activity, period: '2024-04' }, 'period', 'must be an object, got a string'],
    ['no quantity', { ...activity, quantity: undefined }, 'quantity', 'is required'],
  ])('POST /v1/activities with %s', async (_name, body, field, reason) => {
    expect(await refusal('/v1/activities', 'POST', body)).toMatchObject({ field, reason });
  });

  it('PUT /v1/company/profile with a number base_year', async () => {
    const details = await refusal('/v1/company/profile', 'PUT', { legal_name: 'Acme India Ltd', base_year: 2023 });
    expect(details).toMatchObject({ field: 'base_year', reason: 'must be a string, got a number' });
  });
});
