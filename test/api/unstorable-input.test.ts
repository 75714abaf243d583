import { describe, expect, it } from 'vitest';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';
import { electricityCsv } from '../support/csv.ts';
import { multipart } from '../support/multipart.ts';
import { waitForJob } from '../support/workers.ts';
import { electricity } from './fixtures.ts';

let t: TestApp;
let tenant: Tenant;
useTestAppWithWorkers(async (app) => {
  t = app;
  tenant = await app.tenant();
});

/** JSON.stringify writes a lone surrogate as the escape `\ud800`, exactly what a client can send. */
const LONE = '\ud800';
const NOT_STORABLE = 'must not contain NUL characters or unpaired UTF-16 surrogates';

const post = (url: string, payload: unknown, who = tenant) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('input PostgreSQL would refuse is a validation error, never a 500', () => {
  it.each([
    ['NUL in a metadata value', { metadata: { note: 'a\u0000b' } }, 'metadata.note', NOT_STORABLE],
    ['NUL in a metadata key', { metadata: { ['k\u0000']: 1 } }, 'metadata', `has a key that ${NOT_STORABLE}`],
    ['a lone surrogate deep in metadata', { metadata: { a: [1, { b: `x${LONE}` }] } }, 'metadata.a[1].b', NOT_STORABLE],
    ['NUL in state', { location: { country: 'IN', state: 'M\u0000H' } }, 'location.state', NOT_STORABLE],
    ['a lone surrogate in state', { location: { country: 'IN', state: `\udc00MH` } }, 'location.state', NOT_STORABLE],
    [
      'NUL in source.name',
      { source: { type: 'meter', confidence: 0.9, name: 'a\u0000' } },
      'source.name',
      NOT_STORABLE,
    ],
    [
      'the date 0000-01-01',
      { period: { start: '0000-01-01', end: '0000-01-01' } },
      'period.start',
      'must be between 1900-01-01 and 2100-12-31',
    ],
    [
      'the date 9999-12-31',
      { period: { start: '2024-01-01', end: '9999-12-31' } },
      'period.end',
      'must be between 1900-01-01 and 2100-12-31',
    ],
    [
      'a quantity that is 0 in the factor unit',
      { quantity: 5e-324, unit: 'Wh' },
      'quantity',
      'is too small: it is 0 once converted to kWh',
    ],
  ])('%s: 400 naming the field', async (_, overrides, field, reason) => {
    const res = await post('/v1/activities', electricity(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field, reason } });
  });

  it('a bulk request stores the good items and reports each bad one by index and field (207)', async () => {
    const who = await t.tenant();
    const res = await post(
      '/v1/activities/bulk',
      [
        electricity(),
        electricity({ metadata: { x: 'a\u0000' } }),
        electricity({ period: { start: '0000-01-01', end: '0000-01-01' } }),
        electricity(),
      ],
      who,
    );
    expect(res.statusCode).toBe(207);
    expect(res.json().data).toMatchObject({
      stored: 2,
      failed: 2,
      errors: [
        { index: 1, field: 'metadata.x', reason: NOT_STORABLE },
        { index: 2, field: 'period.start' },
      ],
    });
  });

  it('typed records: an extra field, text or a date PostgreSQL would refuse is that record’s error', async () => {
    const bill = { bill_date: '2024-04-30', units_kwh: 100 };
    const res = await post('/v1/ingest/auto', {
      data_type: 'electricity_bill',
      records: [
        bill,
        { ...bill, invoice: `INV${LONE}` },
        { ...bill, state: 'Kerala\u0000' },
        { ...bill, bill_date: '0000-01-01' },
      ],
    });
    expect(res.statusCode).toBe(207);
    expect(res.json().data.errors).toEqual([
      { index: 1, field: 'invoice', reason: NOT_STORABLE },
      { index: 2, field: 'state', reason: NOT_STORABLE },
      { index: 3, field: 'bill_date', reason: 'must be between 1900-01-01 and 2100-12-31' },
    ]);
  });

  it.each([
    ['/v1/activities?activity_type=%00', 'activity_type', NOT_STORABLE],
    ['/v1/activities?from=0000-01-01', 'from', 'must be between 1900-01-01 and 2100-12-31'],
    [
      '/v1/emissions?start_date=0000-01-01&end_date=0001-01-01',
      'start_date',
      'must be between 1900-01-01 and 2100-12-31',
    ],
    ['/v1/emission-factors?region=IN%00', 'region', NOT_STORABLE],
    ['/v1/jobs/%00', 'id', NOT_STORABLE],
  ])('GET %s: 400 naming the parameter', async (url, field, reason) => {
    const res = await t.app.inject({ method: 'GET', url, headers: tenant.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field, reason } });
  });

  it('a recalculation filter or an uploaded file name with NUL: 400 naming it', async () => {
    const recalc = await post('/v1/activities/recalculate', { activity_type: 'electricity\u0000' });
    expect(recalc.statusCode).toBe(400);
    expect(recalc.json().error.details).toEqual({ field: 'activity_type', reason: NOT_STORABLE });
    const { payload, headers } = multipart(
      {},
      { filename: 'april\u0000.csv', content: 'date,category,quantity,unit\n2024-04-01,electricity,1,kWh\n' },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/upload',
      headers: { ...tenant.headers, ...headers },
      payload,
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().error.details).toMatchObject({ field: 'file', reason: expect.stringContaining('file name') });
  });

  it('a 3,000-row CSV with one NUL row completes with 2,999 rows stored and that row reported', async () => {
    const who = await t.tenant();
    const { csv } = electricityCsv(3_000);
    const lines = csv.split('\n');
    // Past the first 64 KiB, which the upload itself checks for binary content.
    lines[2_900] = '2024-04-0\u00001,electricity,5,kWh,40';
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/bulk',
      headers: { ...who.headers, 'content-type': 'text/csv' },
      payload: lines.join('\n'),
    });
    expect(res.statusCode).toBe(202);
    const job = await waitForJob(t.database.db, res.json().data.job_id);
    expect(job).toMatchObject({ status: 'completed', rows_stored: 2_999, rows_failed: 1 });
    const errors = await t.database.db
      .selectFrom('ingest_job_errors')
      .selectAll()
      .where('job_id', '=', job.id)
      .execute();
    expect(errors).toEqual([
      {
        organization_id: who.organizationId,
        job_id: job.id,
        line: 2_901,
        field: 'date',
        reason: expect.any(String),
        raw: '2024-04-0\uFFFD1,electricity,5,kWh,40',
      },
    ]);
  });

  it('a JSON job (over the synchronous limit) with an unstorable key completes, reporting that item', async () => {
    const who = await t.tenant();
    const items: Record<string, unknown>[] = Array.from({ length: 1_001 }, () => electricity());
    items[7] = { ...electricity(), ['bad\u0000key']: 1 };
    const res = await post('/v1/activities/bulk', items, who);
    expect(res.statusCode).toBe(202);
    const job = await waitForJob(t.database.db, res.json().data.job_id);
    expect(job).toMatchObject({ status: 'completed', rows_stored: 1_000, rows_failed: 1 });
    const errors = await t.database.db
      .selectFrom('ingest_job_errors')
      .select(['line', 'field', 'reason'])
      .where('job_id', '=', job.id)
      .execute();
    expect(errors).toEqual([{ line: 7, field: 'bad\uFFFDkey', reason: 'is not a recognised field' }]);
  });
});
