import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthSpans } from '../../db/queries/report-inputs.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

/** The months a report's coverage reads: each live activity's period clipped to the window, as first and last month. */
let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
  const electricity = (start: string, end: string) => ({
    activity_type: 'electricity',
    scope: '2',
    quantity: 100,
    unit: 'kWh',
    location: { country: 'IN' },
    period: { start, end },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/activities',
    headers: tenant.headers,
    payload: {
      activities: [
        electricity('2024-04-01', '2024-04-30'),
        electricity('2024-04-10', '2024-04-10'),
        electricity('2024-03-15', '2024-05-14'), // starts before the window: clipped to April
        electricity('2024-08-01', '2024-09-30'), // spans two months
        electricity('2025-03-20', '2025-04-10'), // ends after the window: clipped to March
        electricity('2023-06-01', '2023-06-30'), // outside the window
      ],
    },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => t.close());

describe('monthSpans', () => {
  it('groups the clipped periods by first and last month, counting activities, in month order', async () => {
    const spans = await monthSpans(t.database.db, {
      organizationId: tenant.organizationId,
      mode: 'test',
      start: '2024-04-01',
      end: '2025-03-31',
      approach: 'operational_control',
    });
    expect(spans).toEqual([
      { first_month: '2024-04', last_month: '2024-04', activities: 2 },
      { first_month: '2024-04', last_month: '2024-05', activities: 1 },
      { first_month: '2024-08', last_month: '2024-09', activities: 1 },
      { first_month: '2025-03', last_month: '2025-03', activities: 1 },
    ]);
  });

  it("leaves out another organisation's activities", async () => {
    const other = await t.tenant();
    expect(
      await monthSpans(t.database.db, {
        organizationId: other.organizationId,
        mode: 'test',
        approach: 'operational_control',
        start: '2024-04-01',
        end: '2025-03-31',
      }),
    ).toEqual([]);
  });
});
