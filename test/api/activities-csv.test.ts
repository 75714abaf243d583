import { parse } from 'fast-csv';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allActivities } from '../../db/queries/activities.ts';
import { storedCategory3Kg } from '../support/category3-counting.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { electricity } from './fixtures.ts';

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
  const source = (name: string) => ({ source: { type: 'erp', confidence: 0.9, name } });
  const diesel = (quantity: number, name: string) =>
    electricity({
      activity_type: 'fuel.diesel',
      scope: '1',
      quantity,
      unit: 'l',
      period: { start: '2024-05-01', end: '2024-05-31' },
      ...source(name),
    });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/activities',
    headers: tenant.headers,
    payload: [
      electricity({ quantity: 1000, ...source('=HYPERLINK("http://evil.example","x")') }),
      electricity({ quantity: 250, ...source('meter 7;=1+1') }),
      diesel(40, '+cmd|calc'),
      diesel(60, '@SUM(A1)'),
    ],
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => t.close());

async function csvRows(body: string): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = [];
  await new Promise((resolve, reject) =>
    Readable.from([body])
      .pipe(parse({ headers: true }))
      .on('data', (row: Record<string, string>) => rows.push(row))
      .on('end', resolve)
      .on('error', reject),
  );
  return rows;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...tenant.headers, ...headers } });

describe('GET /v1/activities as CSV', () => {
  it('exports every matching activity with ?format=csv, formulas neutralised, totals agreeing with /v1/emissions', async () => {
    const res = await get('/v1/activities?format=csv&limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="activities.csv"');
    const rows = await csvRows(res.body);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.source_name).sort()).toEqual([
      `'+cmd|calc`,
      `'=HYPERLINK("http://evil.example","x")`,
      `'@SUM(A1)`,
      'meter 7;=1+1',
    ]);
    // Every text cell quoted, so a ';' in text never splits a cell in a semicolon-separator locale; numbers bare.
    expect(res.body.split('\n')[0]).toMatch(/^"id","activity_type","scope",/);
    const meterLine = res.body.split('\n').find((line) => line.includes('meter 7'));
    expect(meterLine).toMatch(/^"[0-9a-f-]{36}","electricity","2",250,"kWh",.*,"meter 7;=1\+1",\d+(\.\d+)?,/);
    expect(rows[0]).toMatchObject({
      activity_type: 'fuel.diesel',
      scope: '1',
      unit: 'l',
      country: 'IN',
      source_type: 'erp',
    });
    expect(rows.find((row) => row.activity_type === 'electricity')!.factor_id).toMatch(/^cea\./);

    const total = rows.reduce((sum, row) => sum + Number(row.emissions_kg_co2e), 0);
    const emissions = (await get('/v1/emissions?start_date=2024-04-01&end_date=2024-05-31')).json().data.total_kg_co2e;
    // GET /v1/emissions also counts the category 3 stored with the activities (by default); the export lists their own kg.
    expect(total + (await storedCategory3Kg(t, { organizationId: tenant.organizationId }))).toBeCloseTo(emissions, 3);
    const json = (await get('/v1/activities?limit=200')).json().data.activities as {
      id: string;
      emissions_kg_co2e: number;
    }[];
    expect(rows.map((row) => [row.id, Number(row.emissions_kg_co2e)])).toEqual(
      json.map((a) => [a.id, a.emissions_kg_co2e]),
    );
  });

  it('answers CSV for Accept: text/csv, with the same filters as JSON', async () => {
    const csv = await get('/v1/activities?scope=1', { accept: 'text/csv' });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect((await csvRows(csv.body)).map((row) => row.scope)).toEqual(['1', '1']);
    expect((await get('/v1/activities', { accept: 'application/json, text/csv' })).json().success).toBe(true);
    expect((await get('/v1/activities?format=json', { accept: 'text/csv' })).json().success).toBe(true);
    expect((await get('/v1/activities?format=xml')).json().error.details.field).toBe('format');
  });

  it('reads the activities from a cursor a few rows at a time', async () => {
    const seen: string[] = [];
    for await (const row of allActivities(
      t.database.db,
      { organizationId: tenant.organizationId, mode: 'test' },
      {},
      3,
    ))
      seen.push(row.id);
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
  });
});
