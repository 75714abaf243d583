import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldDeltas } from '../../db/queries/rollups.ts';
import { disclosureTotals } from '../../db/queries/report-inputs.ts';
import { proRataByDay } from '../../domain/pro-rata-by-day.ts';
import { setCategory3 } from '../support/category3-counting.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { electricity } from '../api/fixtures.ts';

/**
 * domain/pro-rata-by-day.ts is the rule; the fold's SQL (GET /v1/emissions after a fold) and the
 * reports' SQL (disclosureTotals) are its two other forms, held to it here on periods and windows
 * that cross fiscal years, a leap day, single days and no overlap at all.
 */
const PERIODS = [
  { start: '2024-03-15', end: '2024-04-14' },
  { start: '2024-02-01', end: '2024-03-31' },
  { start: '2024-06-10', end: '2024-06-10' },
  { start: '2023-07-01', end: '2024-06-30' },
];
const WINDOWS = [
  { start: '2023-04-01', end: '2024-03-31' },
  { start: '2024-04-01', end: '2025-03-31' },
  { start: '2024-02-29', end: '2024-02-29' },
  { start: '2024-03-31', end: '2024-04-01' },
  { start: '2024-06-10', end: '2024-06-10' },
  { start: '2024-04-14', end: '2024-06-09' },
  { start: '2022-01-01', end: '2022-12-31' },
];

let t: TestApp;
const posted: { tenant: Tenant; period: (typeof PERIODS)[number]; kg: number }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (const period of PERIODS) {
    const tenant = await t.tenant();
    // The rule applied to the activity's own kg; category 3 (counted by default) is category3.test.ts's.
    await setCategory3(t, tenant, 'excluded');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: electricity({ quantity: 3100, period }),
    });
    expect(answer.statusCode).toBe(201);
    posted.push({ tenant, period, kg: answer.json().data.emissions_kg_co2e });
  }
});
afterAll(async () => t.close());

const emissionsTotal = async (tenant: Tenant, window: (typeof WINDOWS)[number]) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/v1/emissions?start_date=${window.start}&end_date=${window.end}`,
    headers: tenant.headers,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.total_kg_co2e as number;
};

describe('the pro-rata-by-day rule', () => {
  it('spreads an amount evenly over its days', () => {
    // 15 March to 14 April 2024: 17 of its 31 days in FY2023-24.
    expect(proRataByDay(3100, '2024-03-15', '2024-04-14', '2023-04-01', '2024-03-31')).toBeCloseTo(1700, 9);
    // February 2024 has 29 days: one of 60 days from 1 February to 31 March.
    expect(proRataByDay(60, '2024-02-01', '2024-03-31', '2024-02-29', '2024-02-29')).toBeCloseTo(1, 9);
    expect(proRataByDay(60, '2024-02-01', '2024-03-31', '2022-01-01', '2022-12-31')).toBe(0);
    expect(proRataByDay(60, '2024-02-01', '2024-03-31', '2024-01-01', '2024-12-31')).toBe(60);
  });

  it('is what GET /v1/emissions answers for pending writes, and after a fold, and what reports sum', async () => {
    const pending = [];
    for (const { tenant, period, kg } of posted)
      for (const window of WINDOWS) {
        const expected = proRataByDay(kg, period.start, period.end, window.start, window.end);
        pending.push(expected);
        expect(await emissionsTotal(tenant, window)).toBeCloseTo(expected, 3);
        const rows = await disclosureTotals(t.database.db, {
          organizationId: tenant.organizationId,
          mode: 'test',
          approach: 'operational_control',
          ...window,
        });
        expect(rows.reduce((sum, row) => sum + Number(row.kg), 0)).toBeCloseTo(expected, 9);
      }
    expect(pending.some((kg) => kg > 0)).toBe(true);

    expect(await foldDeltas(t.database.db)).toBeGreaterThan(0);
    for (const { tenant, period, kg } of posted)
      for (const window of WINDOWS) {
        const expected = proRataByDay(kg, period.start, period.end, window.start, window.end);
        expect(await emissionsTotal(tenant, window)).toBeCloseTo(expected, 3);
        const folded = await t.database.db
          .selectFrom('emission_daily')
          .select((eb) => eb.fn.sum<string | null>('emissions_kg_co2e').as('kg'))
          .where('organization_id', '=', tenant.organizationId)
          .where('day', '>=', window.start)
          .where('day', '<=', window.end)
          .executeTakeFirstOrThrow();
        expect(Number(folded.kg ?? 0)).toBeCloseTo(expected, 9);
      }
  });
});
