import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';

/** 1,000 kWh of Indian grid electricity in FY2024-25: CEA v21 all-India 0.7117 kg CO2e/kWh. */
const KWH_1000 = 711.7;
const LONG_CELL_BYTES = 50 * 1024 * 1024;
/** The long line without its long cell. */
const LONG_LINE_REST = '2024-04-01,electricity,"",kWh';

let t: TestApp;
let workers: ReturnType<typeof startTestWorkers>;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  workers = startTestWorkers(t);
  tenant = await t.tenant();
});
afterAll(async () => {
  await workers.close();
  await t.close();
});

describe('a CSV with one very long line', () => {
  it('reports the 50 MB line as a bad row by its number and stores every other row', async () => {
    const good = '2024-04-01,electricity,1000,kWh\n';
    const csv = Buffer.concat([
      Buffer.from(`date,category,quantity,unit\n${good}${good}2024-04-01,electricity,"`),
      Buffer.alloc(LONG_CELL_BYTES, 'x'),
      Buffer.from(`",kWh\n${good}${good}`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/bulk',
      headers: { ...tenant.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode).toBe(202);
    // Unbounded, fast-csv would spend hours on this cell; bounded, the job is done long before this wait ends.
    const job = await waitForJob(t.database.db, res.json().data.job_id, undefined, 20_000);
    expect(job).toMatchObject({ status: 'completed', rows_stored: 4, rows_failed: 1 });
    const errors = await t.database.db
      .selectFrom('ingest_job_errors')
      .select(['line', 'field', 'reason', 'raw'])
      .where('job_id', '=', job.id)
      .execute();
    expect(errors).toEqual([
      {
        line: 4,
        field: '(row)',
        reason: `is longer than 65536 bytes (${LONG_CELL_BYTES + LONG_LINE_REST.length}): it was not read`,
        raw: expect.stringMatching(/^2024-04-01,electricity,"x+$/),
      },
    ]);
    expect(job.result).toMatchObject({ rows_stored: 4, total_emissions_kg_co2e: expect.closeTo(KWH_1000 * 4, 3) });
  });
});
