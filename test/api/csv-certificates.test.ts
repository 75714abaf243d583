import { describe, expect, it } from 'vitest';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';
import { waitForJob } from '../support/workers.ts';

/**
 * An instrument's facts as CSV columns (certificates, certificate_scheme, vintage, retired_on_behalf,
 * supplier_factor, supplier_factor_source): checked as a JSON activity's metadata is, a bad or reused
 * certificate failing its row only.
 */
let t: TestApp;
useTestAppWithWorkers((app) => {
  t = app;
});

const HEADER =
  'date,category,quantity,unit,electricity_source,certificates,certificate_scheme,vintage,retired_on_behalf';

async function upload(who: Tenant, lines: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/activities/bulk',
    headers: { ...who.headers, 'content-type': 'text/csv' },
    payload: [HEADER, ...lines].join('\n'),
  });
  expect(res.statusCode, res.body).toBe(202);
  const job = await waitForJob(t.database.db, res.json().data.job_id);
  const errors = await t.database.db
    .selectFrom('ingest_job_errors')
    .select(['line', 'field', 'reason'])
    .where('job_id', '=', job.id)
    .orderBy('line')
    .execute();
  return { job, errors };
}

const liveClaims = async (who: Tenant) =>
  (
    await t.database.db
      .selectFrom('instrument_claims')
      .select('certificate_id')
      .where('organization_id', '=', who.organizationId)
      .where('released_at', 'is', null)
      .orderBy('certificate_id')
      .execute()
  ).map((claim) => claim.certificate_id);

describe('certificate columns in a CSV upload', () => {
  it('stores green tariffs and certificates with their claims; a bad or reused certificate fails its row only', async () => {
    const who = await t.tenant();
    const first = await upload(who, [
      '2024-06-15,electricity,1000,kWh,green_tariff,"I-REC-IN-2024-1;I-REC-IN-2024-2",I-REC,2024,yes',
      '2024-06-15,energy_attribute_certificate,1,MWh,,REC-A,REC,2024,true',
      '2024-06-16,energy_attribute_certificate,1,MWh,,REC-A,REC,2024,true',
      '2024-06-16,energy_attribute_certificate,1,MWh,,REC-B,REC,2019,true',
      '2024-06-16,energy_attribute_certificate,1,MWh,,REC-C,REC,2024,no',
      '2024-06-16,diesel,100,litres,,REC-D,,,',
      '2024-06-17,electricity,1000,kWh,,,,,',
    ]);
    expect(first.job).toMatchObject({ status: 'completed', rows_stored: 3, rows_failed: 4 });
    expect(first.errors).toEqual([
      {
        line: 4,
        field: 'metadata.certificates',
        reason: expect.stringMatching(/REC REC-A is already claimed by an earlier row/),
      },
      { line: 5, field: 'metadata.vintage', reason: expect.stringMatching(/2019 is not close to the consumption/) },
      { line: 6, field: 'metadata.retired_on_behalf', reason: expect.stringMatching(/must be true/) },
      { line: 7, field: 'certificates', reason: 'is given for electricity and energy_attribute_certificate rows only' },
    ]);
    expect(await liveClaims(who)).toEqual(['I-REC-IN-2024-1', 'I-REC-IN-2024-2', 'REC-A']);
    const scope2 = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/emissions?start_date=2024-04-01&end_date=2025-03-31',
        headers: who.headers,
      })
    ).json().data.scope2;
    // The green tariff's kWh count as renewable; the REC's MWh cover grid kWh in the market-based figure.
    expect(scope2).toMatchObject({ renewable_kwh: 1000, instrument_kwh: 2000 });

    // A later file naming a claimed id: that row fails, naming the activity holding it; the rest is stored.
    const second = await upload(who, [
      '2024-07-15,electricity,500,kWh,green_tariff,I-REC-IN-2024-2,I-REC,2024,yes',
      '2024-07-15,electricity,500,kWh,green_tariff,I-REC-IN-2024-3,I-REC,2024,yes',
    ]);
    expect(second.job).toMatchObject({ status: 'completed', rows_stored: 1, rows_failed: 1 });
    expect(second.errors).toEqual([
      {
        line: 2,
        field: 'metadata.certificates',
        reason: expect.stringMatching(/I-REC I-REC-IN-2024-2 is already claimed by activity [0-9a-f-]{36}/),
      },
    ]);
    expect(await liveClaims(who)).toEqual(['I-REC-IN-2024-1', 'I-REC-IN-2024-2', 'I-REC-IN-2024-3', 'REC-A']);
  });
});
