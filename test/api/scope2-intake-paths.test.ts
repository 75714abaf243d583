import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';
import { waitForJob } from '../support/workers.ts';

/**
 * electricity_source on the intake paths other than POST /v1/activities: a CSV column (through the
 * bulk job and its workers) and typed electricity bills. CEA v21.0 FY2024-25: 0.7117 kg CO2/kWh.
 */
let t: TestApp;
useTestAppWithWorkers((app) => {
  t = app;
});

const scope2Of = async (headers: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/emissions?start_date=2024-04-01&end_date=2025-03-31',
    headers,
  });
  return res.json().data.scope2;
};

describe('electricity_source on every intake path', () => {
  it('a CSV column: captive solar rows are 0 kg Scope 2, grid rows the grid average; a fuel row may not name one', async () => {
    const who = await t.tenant();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/bulk',
      headers: { ...who.headers, 'content-type': 'text/csv' },
      payload: [
        'date,category,quantity,unit,electricity_source',
        '2024-04-15,electricity,35000,kWh,captive_renewable',
        '2024-04-15,electricity,1000,kWh,',
        '2024-04-16,electricity,1000,kWh,grid',
        '2024-04-16,diesel,100,litres,grid',
        '2024-04-17,electricity,1000,kWh,moonlight',
      ].join('\n'),
    });
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForJob(t.database.db, res.json().data.job_id);
    expect(job).toMatchObject({ rows_stored: 3, rows_failed: 2 });
    const errors = await t.database.db
      .selectFrom('ingest_job_errors')
      .select(['line', 'field'])
      .where('job_id', '=', job.id)
      .orderBy('line')
      .execute();
    expect(errors).toEqual([
      { line: 5, field: 'electricity_source' },
      { line: 6, field: 'metadata.electricity_source' },
    ]);
    expect(await scope2Of(who.headers)).toMatchObject({
      location_based_kg_co2e: 2 * 711.7,
      market_based_kg_co2e: 2 * 711.7,
      renewable_kwh: 35_000,
    });
  });

  it('typed electricity bills carry the source and the instrument facts', async () => {
    const who = await t.tenant();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/auto',
      headers: who.headers,
      payload: {
        data_type: 'electricity_bill',
        records: [
          { bill_date: '2024-06-15', units_kwh: 2000, state: 'TN', electricity_source: 'captive_renewable' },
          {
            bill_date: '2024-06-15',
            units_kwh: 1000,
            state: 'TN',
            electricity_source: 'green_tariff',
            certificates: 'I-REC-IN-2024-1;I-REC-IN-2024-2',
            certificate_scheme: 'I-REC',
            vintage: 2024,
            retired_on_behalf: true,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await scope2Of(who.headers)).toMatchObject({
      location_based_kg_co2e: 711.7,
      market_based_kg_co2e: 0,
      renewable_kwh: 3000,
      instrument_kwh: 1000,
    });
  });
});
