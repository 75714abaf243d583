import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { electricity } from './fixtures.ts';

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => t.close());

const inject = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: tenant.headers, payload: payload as object });
const read = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/activities/${id}`, headers: tenant.headers })).json().data;

describe('Indian states: one state, one stored value, on every intake path', () => {
  it("stores 'Tamil Nadu', 'TN', 'IN-TN' and 'tamilnadu' as TN, with the name for display", async () => {
    const res = await inject(
      '/v1/activities',
      ['Tamil Nadu', 'TN', 'IN-TN', 'tamilnadu'].map((state) => electricity({ location: { country: 'IN', state } })),
    );
    expect(res.statusCode).toBe(201);
    for (const { activity_id } of res.json().data.activities) {
      expect((await read(activity_id as string)).location).toMatchObject({ state: 'TN', state_name: 'Tamil Nadu' });
    }
  });

  it('refuses other text with VALIDATION_ERROR listing the accepted forms, and stores nothing', async () => {
    const before = await t.database.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const state of ['=cmd|"/c calc"!A1', 'Tamil', 'IN-XX', 'California']) {
      const res = await inject('/v1/activities', electricity({ location: { country: 'IN', state } }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { field: 'location.state', reason: expect.stringContaining("'Tamil Nadu'") },
      });
      expect(res.json().error.details.reason).toMatch(/'TN'.*'IN-TN'.*codes: AN, AP/);
    }
    const after = await t.database.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('keeps a state outside India as written', async () => {
    const res = await inject(
      '/v1/activities',
      electricity({
        location: { country: 'US', state: 'Michigan' },
        period: { start: '2023-01-01', end: '2023-01-31' },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await read(res.json().data.activity_id as string)).location).toMatchObject({
      state: 'Michigan',
      state_name: null,
    });
  });

  it('normalises typed records (electricity_bill) the same way', async () => {
    const bills = await inject('/v1/ingest/auto', {
      data_type: 'electricity_bill',
      records: [
        { bill_date: '2024-06-15', units_kwh: 100, state: 'IN-TN' },
        { bill_date: '2024-06-15', units_kwh: 100, state: 'Tamil Nadu' },
        { bill_date: '2024-06-15', units_kwh: 100, state: 'Tamilnad' },
      ],
    });
    expect(bills.statusCode).toBe(207);
    const data = bills.json().data;
    expect(data.errors).toEqual([{ index: 2, field: 'state', reason: expect.stringContaining("'IN-TN'") }]);
    for (const { activity_id } of data.results) expect((await read(activity_id as string)).location.state).toBe('TN');
  });
});
