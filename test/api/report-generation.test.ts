import { noticeLabel } from '../../domain/reports/report-labels.ts';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { setCategory3 } from '../support/category3-counting.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';
import { csvRows, pdfText, sheetRows, workbook } from '../support/report-files.ts';
import { until } from '../support/until.ts';
import { startTestWorkers } from '../support/workers.ts';
import { COMPANY_PROFILE } from './fixtures.ts';

/**
 * Reports rendered end to end by real BullMQ workers from a known dataset, read back in each format
 * and checked against GET /v1/emissions and the activities' own disclosure data.
 */
let t: TestApp;
useTestAppWithWorkers((app) => {
  t = app;
});

const FY = { start: '2024-04-01', end: '2025-03-31' };
const PREVIOUS_FY = { start: '2023-04-01', end: '2024-03-31' };
const REVENUE = 5_000_000_000;
const PPP = 22.4;

type Json = Record<string, any>;

const activity = (overrides: Json) => ({
  scope: '2',
  location: { country: 'IN' },
  source: { type: 'manual', confidence: 0.9 },
  ...overrides,
});

/** The dataset: grid and solar electricity (one bill across the fiscal-year boundary), diesel, a refrigerant, travel, a hotel stay, spend. */
const DATASET = [
  activity({
    activity_type: 'electricity',
    quantity: 12_000,
    unit: 'kWh',
    period: { start: '2024-04-01', end: '2024-06-30' },
  }),
  activity({
    activity_type: 'electricity',
    quantity: 3_100,
    unit: 'kWh',
    period: { start: '2024-03-15', end: '2024-04-14' },
  }),
  activity({
    activity_type: 'electricity',
    quantity: 1_000,
    unit: 'kWh',
    period: { start: '2024-07-01', end: '2024-07-31' },
    metadata: { electricity_source: 'captive_solar' },
  }),
  activity({
    activity_type: 'electricity',
    quantity: 5_000,
    unit: 'kWh',
    period: { start: '2023-10-01', end: '2023-10-31' },
  }),
  activity({
    activity_type: 'fuel.diesel',
    scope: '1',
    quantity: 500,
    unit: 'litres',
    period: { start: '2024-05-10', end: '2024-05-10' },
  }),
  activity({
    activity_type: 'refrigerant.r410a',
    scope: '1',
    quantity: 2,
    unit: 'kg',
    period: { start: '2024-08-01', end: '2024-08-01' },
  }),
  activity({
    activity_type: 'travel.flight.domestic',
    scope: '3',
    quantity: 1_150,
    unit: 'passenger-km',
    period: { start: '2024-09-05', end: '2024-09-05' },
  }),
  activity({
    activity_type: 'hotel',
    scope: '3',
    quantity: 3,
    unit: 'room-nights',
    period: { start: '2024-10-01', end: '2024-10-03' },
  }),
  activity({
    activity_type: 'spend.steel',
    scope: '3',
    quantity: 100_000,
    unit: 'INR',
    period: { start: '2024-11-01', end: '2024-11-01' },
    source: { type: 'erp', confidence: 0.8 },
  }),
];

async function seed(tenant: Tenant, withProfile = true) {
  const ids: string[] = [];
  for (const payload of DATASET) {
    const response = await t.app.inject({ method: 'POST', url: '/v1/activities', headers: tenant.headers, payload });
    expect(response.statusCode, JSON.stringify(response.json())).toBe(201);
    ids.push(response.json().data.activity_id);
  }
  if (withProfile) {
    // Only the current year has figures, and no output or assurance: those cells must say "not provided".
    const profile = {
      ...COMPANY_PROFILE,
      fiscal_years: {
        'FY2024-25': {
          revenue_from_operations_inr: REVENUE,
          ppp_conversion_factor: { value: PPP, source: 'IMF WEO', year: 2024 },
        },
      },
    };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/v1/company/profile', headers: tenant.headers, payload: profile }))
        .statusCode,
    ).toBe(200);
  }
  return ids;
}

const emissions = async (tenant: Tenant, period: { start: string; end: string }, scope2Method = 'location') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/emissions?start_date=${period.start}&end_date=${period.end}&scope2_method=${scope2Method}`,
      headers: tenant.headers,
    })
  ).json().data;

/**
 * Reports state tonnes to the kilogram: the total is the API's total rounded to the kilogram, and each
 * scope the API's scope within the kilogram that rounding shares out.
 */
const apiTotalTonnes = (aggregate: Json) => Math.round(aggregate.total_kg_co2e) / 1000;
function expectAgrees(reported: number, aggregate: Json, scope: string) {
  const kg = aggregate.breakdown.find((b: Json) => b.scope === scope).emissions_kg_co2e;
  expect(Math.abs(reported * 1000 - kg), `scope ${scope}: ${reported} t vs ${kg} kg`).toBeLessThanOrEqual(1);
}
const sumTonnes = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 1000, 0)) / 1000;

async function generate(tenant: Tenant, request: Json) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/reports?wait=true',
    headers: tenant.headers,
    payload: request,
  });
  expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
  const report = response.json().data;
  expect(report.status, report.error).toBe('completed');
  const file = await t.app.inject({ method: 'GET', url: report.download_url, headers: tenant.headers });
  expect(file.statusCode).toBe(200);
  return { report, file, body: file.rawPayload };
}

const disclosureOf = async (tenant: Tenant, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/activities/${id}`, headers: tenant.headers })).json().data.disclosure;

function jsonTable(doc: Json, id: string): Json {
  return doc.sections.flatMap((s: Json) => s.blocks).find((b: Json) => b.id === id);
}
const jsonRow = (table: Json, parameter: RegExp) =>
  table.rows.find((r: Json) => parameter.test(r.cells.parameter)).cells;

describe('BRSR report', () => {
  let tenant: Tenant;
  let ids: string[];
  beforeAll(async () => {
    tenant = await t.tenant({ mode: 'live', name: 'Acme' });
    // The BRSR tables are checked scope by scope against the activities; category 3 in reports is category3.test.ts's.
    await setCategory3(t, tenant, 'excluded');
    ids = await seed(tenant);
    // Another organisation's data must not reach this one's report.
    await seed(await t.tenant({ mode: 'live' }), false);
  });

  it('agrees with GET /v1/emissions and the activities in every format', async () => {
    const current = await emissions(tenant, FY);
    const previous = await emissions(tenant, PREVIOUS_FY);
    const diesel = await disclosureOf(tenant, ids[4]!);
    // Grid electricity in FY2024-25: the April-June bill, and 14 of the 31 days of the bill across the boundary.
    const gridGj = Math.round((12_000 * 0.0036 + (3_100 * 0.0036 * 14) / 31) * 1000) / 1000;
    const totalGj = Math.round((gridGj + 3.6 + diesel.energy_gj) * 1000) / 1000;

    // json: the document itself
    const json = await generate(tenant, { report_type: 'brsr', period: FY, format: 'json' });
    const doc = JSON.parse(json.body.toString('utf8'));
    const ei7 = jsonTable(doc, 'ghg-scope-1-2');
    const scopes: Record<string, { current: number; previous: number }> = {
      '1': jsonRow(ei7, /^Total Scope 1 emissions/),
      '2': jsonRow(ei7, /^Total Scope 2 emissions/),
      '3': jsonRow(jsonTable(doc, 'ghg-scope-3'), /^Total Scope 3 emissions \(/),
    };
    const scope = (s: string) => ({ current: scopes[s]!.current, previous: scopes[s]!.previous });
    for (const s of ['1', '2', '3']) expectAgrees(scope(s).current, current, s);
    expect(sumTonnes(['1', '2', '3'].map((s) => scope(s).current))).toBe(apiTotalTonnes(current));
    // FY2023-24 holds only electricity: Scope 2 agrees with the API, and the scopes without any
    // activity say so instead of printing the API's 0 as a measured figure.
    expectAgrees(scope('2').previous, previous, '2');
    expect(scope('2').previous).toBe(apiTotalTonnes(previous));
    expect([scope('1').previous, scope('3').previous]).toEqual(['no data recorded', 'no data recorded']);
    const energy = jsonTable(doc, 'energy');
    expect(jsonRow(energy, /\(A\)$/).current).toBe(3.6);
    expect(jsonRow(energy, /\(D\)$/).current).toBe(gridGj);
    expect(jsonRow(energy, /\(E\)$/).current).toBe(diesel.energy_gj);
    expect(jsonRow(energy, /^Total energy consumed \(A/).current).toBe(totalGj);
    expect(jsonRow(energy, /^Energy intensity per rupee of turnover \(/).current).toBe(
      Number((totalGj / REVENUE).toPrecision(4)),
    );
    expect(jsonRow(energy, /adjusted for Purchasing Power Parity/).current).toBe(
      Number((totalGj / (REVENUE / PPP)).toPrecision(4)),
    );
    // The missing turnover of the previous year, and the missing physical output, are "not provided".
    expect(jsonRow(energy, /^Energy intensity per rupee of turnover \(/).previous).toBe('not provided');
    expect(jsonRow(energy, /physical output/)).toMatchObject({ current: 'not provided', previous: 'not provided' });
    expect(jsonRow(ei7, /^Independent assessment/).current).toBe('not provided');
    const categories = jsonTable(doc, 'scope-3-categories');
    expect(jsonRow(categories, /^1\. /).current).toBeGreaterThan(0);
    expect(jsonRow(categories, /^6\. /).current).toBeGreaterThan(0);
    expect(jsonRow(categories, /^7\. /).current).toBe('not reported');
    expect(json.report.snapshot).toMatchObject({
      activity_count: current.by_activity_type.reduce((n: number, r: Json) => n + r.count, 0),
      periods: [{ label: 'FY2024-25' }, { label: 'FY2023-24', activity_count: 2 }],
    });
    expect(json.report.snapshot.factor_datasets).toContainEqual(
      expect.objectContaining({ source: 'CEA CO2 Baseline Database v21.0 (2025)', activities: expect.any(Number) }),
    );

    // csv: the same line items
    const csv = await csvRows((await generate(tenant, { report_type: 'brsr', period: FY, format: 'csv' })).body);
    const line = (parameter: RegExp) => csv.find((r) => parameter.test(r.parameter))!;
    for (const s of ['1', '2', '3']) {
      expect(line(new RegExp(`^Total Scope ${s} emissions \\(`))).toMatchObject({
        unit: 'tCO2e',
        current: String(scope(s).current),
        previous: String(scope(s).previous),
      });
    }
    expect(Number(line(/\(D\)$/).current)).toBe(gridGj);

    // excel: numbers stored as numbers
    const excel = await generate(tenant, { report_type: 'brsr', period: FY, format: 'excel' });
    const book = await workbook(excel.body);
    expect(excel.report.file.sheets).toBe(book.worksheets.length);
    const sheet = sheetRows(book.getWorksheet('EI-7 Scope 1 and 2')!);
    const cellsOf = (prefix: string) => sheet.find((r) => String(r[1]).startsWith(prefix))!;
    for (const s of ['1', '2'])
      expect(cellsOf(`Total Scope ${s} emissions`).slice(3, 5)).toEqual([scope(s).current, scope(s).previous]);

    // pdf: the same figures as laid out, Indian grouping
    const pdf = await generate(tenant, { report_type: 'brsr', period: FY, format: 'pdf' });
    const { text, pages } = await pdfText(pdf.body);
    expect(pdf.report.file).toMatchObject({ name: 'brsr-p6-FY2024-25.pdf', content_type: 'application/pdf', pages });
    const shown = (value: number) =>
      value.toLocaleString('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    expect(text).toMatch(
      new RegExp(
        `Total Scope 2 emissions \\(Break-up[^\\n]*tCO2e\\s+${shown(scope('2').current)}\\s+${shown(scope('2').previous)}`,
      ),
    );
    expect(text).toMatch(new RegExp(`Total electricity consumption \\(D\\)\\s+GJ\\s+${shown(gridGj)}`));

    // xbrl: the same figures as facts of the company's CIN
    const xbrl = await generate(tenant, { report_type: 'brsr', period: FY, format: 'xbrl' });
    expect(xbrl.report.file).toMatchObject({ name: 'brsr-p6-FY2024-25.xml', content_type: 'application/xbrl+xml' });
    const instance = xbrl.body.toString('utf8');
    expect(instance).toContain(
      `<in-capmkt:TotalScope2Emissions contextRef="DCYMain" unitRef="MtCO2e" decimals="INF">${scope('2').current}<`,
    );
    expect(instance).toContain(
      `<in-capmkt:TotalScope2Emissions contextRef="DPYMain" unitRef="MtCO2e" decimals="INF">${scope('2').previous}<`,
    );
    // FY2023-24 has no Scope 1 activity: no fact rather than a zero.
    expect(instance).not.toContain('<in-capmkt:TotalScope1Emissions contextRef="DPYMain"');
  });

  it('serves the file with its type, name, size and checksum', async () => {
    const { report, file, body } = await generate(tenant, { report_type: 'brsr', period: FY, format: 'excel' });
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe('attachment; filename="brsr-p6-FY2024-25.xlsx"');
    expect(body.length).toBe(report.file.bytes);
    expect(createHash('sha256').update(body).digest('hex')).toBe(report.file.sha256);
    expect(file.headers.etag).toBe(`"${report.file.sha256}"`);
  });

  it('gives identical numbers when generated again from the same data', async () => {
    const first = await generate(tenant, { report_type: 'brsr', period: FY, format: 'json' });
    const second = await generate(tenant, { report_type: 'brsr', period: FY, format: 'json' });
    const numbers = (body: Buffer) => {
      const doc = JSON.parse(body.toString('utf8'));
      // Not rollup_version: a fold between the two runs moves it while the data stays the same.
      return { sections: doc.sections, activity_count: doc.snapshot.activity_count };
    };
    expect(numbers(second.body)).toEqual(numbers(first.body));
  });
});

describe('GHG Protocol report', () => {
  it('reports scopes, categories, memo items, factors, data quality and the audit trail, agreeing with GET /v1/emissions', async () => {
    const tenant = await t.tenant();
    const ids = await seed(tenant);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: DATASET[0],
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/activities/${deleted.json().data.activity_id}`,
      headers: tenant.headers,
    });
    // A supplier-specific rate: market-based Scope 2 differs from location-based (5,000 kWh x 0.45 vs x 0.7117).
    const supplier = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: activity({
        activity_type: 'electricity',
        quantity: 5_000,
        unit: 'kWh',
        period: { start: '2024-12-01', end: '2024-12-31' },
        metadata: {
          electricity_source: 'supplier_specific',
          supplier_factor: 0.45,
          supplier_factor_source: 'Tata Power-DDL FY2024-25 fuel-mix disclosure',
        },
      }),
    });
    expect(supplier.statusCode, supplier.body).toBe(201);
    const current = await emissions(tenant, FY);
    const market = await emissions(tenant, FY, 'market');
    expect(market.total_kg_co2e).toBeLessThan(current.total_kg_co2e);
    const flight = await disclosureOf(tenant, ids[6]!);

    const include = { verification: true, audit_trail: true };
    const doc = JSON.parse(
      (await generate(tenant, { report_type: 'ghg_protocol', period: FY, format: 'json', include })).body.toString(
        'utf8',
      ),
    );
    const summary = jsonTable(doc, 'summary-by-scope');
    const scope1 = jsonRow(summary, /^Scope 1/).emissions;
    const scope2 = jsonRow(summary, /^Scope 2: location-based/).emissions;
    expectAgrees(scope1, current, '1');
    expectAgrees(scope2, current, '2');
    expectAgrees(jsonRow(summary, /^Scope 3/).emissions, current, '3');
    // Market-based Scope 2 is GET /v1/emissions?scope2_method=market's, to the kilogram, in the summary and the Scope 2 table.
    const marketScope2 = jsonRow(summary, /^Scope 2: market-based/).emissions;
    expectAgrees(marketScope2, market, '2');
    expect(jsonRow(jsonTable(doc, 'scope-2-methods'), /^Market-based/).emissions).toBe(marketScope2);
    expect(jsonTable(doc, 'scope-2-methods').notes.join(' ')).toContain('Contractual instruments cover 5,000 kWh');
    expect(jsonTable(doc, 'scope-2-methods').notes.join(' ')).toContain('No residual mix is published for India');
    expect(jsonRow(summary, /^Total/).emissions).toBe(apiTotalTonnes(current));
    // BRSR states the same market-based figure beside its (location-based) Scope 2.
    const brsr = JSON.parse(
      (await generate(tenant, { report_type: 'brsr', period: FY, format: 'json' })).body.toString('utf8'),
    );
    expect(jsonRow(jsonTable(brsr, 'ghg-scope-1-2'), /^Total Scope 2 emissions, market-based/).current).toBe(
      marketScope2,
    );
    const categories = jsonTable(doc, 'scope-3-categories');
    expect(
      categories.rows.filter((r: Json) => r.cells.status === 'reported').map((r: Json) => r.cells.parameter),
    ).toEqual(['1. Purchased goods and services', '3. Fuel- and energy-related activities', '6. Business travel']);
    expect(jsonRow(jsonTable(doc, 'outside-scopes'), /radiative forcing/).emissions).toBe(
      Math.round(flight.memo_kg_co2e ?? 0) / 1000,
    );
    expect(jsonTable(doc, 'emission-factors').rows.length).toBeGreaterThanOrEqual(6);
    const notices = jsonTable(doc, 'notices').rows.map((r: Json) => r.cells.parameter);
    expect(notices).toContain(noticeLabel('REGION_PROXY'));
    const audit = jsonTable(doc, 'audit-entries')
      .rows.map((r: Json) => r.cells.parameter)
      .filter((action: string) => action !== 'activity.create');
    // The deletion of an activity of the period, and the profile change (made today, outside the
    // period: what the intensities divide by is listed whenever it changed); the creations of the
    // period's activities besides (test/api/audit-trail.test.ts reads them).
    expect(audit).toEqual(['activity.delete', 'company_profile.update']);

    const csv = await csvRows(
      (await generate(tenant, { report_type: 'ghg_protocol', period: FY, format: 'csv' })).body,
    );
    expect(csv.find((r) => r.parameter === 'Scope 2: location-based')!.current).toBe(String(scope2));
    const book = await workbook(
      (await generate(tenant, { report_type: 'ghg_protocol', period: FY, format: 'excel' })).body,
    );
    expect(sheetRows(book.getWorksheet('Summary')!).find((r) => r[1] === 'Scope 1: direct emissions')![2]).toBe(scope1);
    const { text } = await pdfText(
      (await generate(tenant, { report_type: 'ghg_protocol', period: FY, format: 'pdf' })).body,
    );
    expect(text).toMatch(/6\. Business travel\s+2\s+[\d,.]+\s+reported/);
    expect(text).toMatch(
      new RegExp(
        `Scope 2: market-based\\s+${marketScope2.toLocaleString('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 })}`,
      ),
    );
  });
});

describe('custom report', () => {
  it('groups the chosen scopes by location in every format, adding up to GET /v1/emissions', async () => {
    const tenant = await t.tenant();
    await seed(tenant, false);
    const current = await emissions(tenant, FY);
    const request = { report_type: 'custom', period: FY, group_by: 'location', include: { scope_3: false } };

    const doc = JSON.parse((await generate(tenant, { ...request, format: 'json' })).body.toString('utf8'));
    const grouped = jsonTable(doc, 'grouped-emissions');
    expect(grouped.columns.map((c: Json) => c.key)).toEqual(['parameter', 'scope_1', 'scope_2', 'total']);
    const india = jsonRow(grouped, /^IN$/);
    expectAgrees(india.scope_1, current, '1');
    expectAgrees(india.scope_2, current, '2');
    const expected = sumTonnes([india.scope_1, india.scope_2]);
    expect(india.total).toBe(expected);
    expect(jsonRow(grouped, /^Total$/)).toMatchObject({
      scope_1: india.scope_1,
      scope_2: india.scope_2,
      total: expected,
    });

    const csv = await csvRows((await generate(tenant, { ...request, format: 'csv' })).body);
    expect(
      csv.find((r) => r.table === 'Emissions by location' && r.parameter === 'Total' && r.measure === 'Total')!.current,
    ).toBe(String(expected));
    const book = await workbook((await generate(tenant, { ...request, format: 'excel' })).body);
    expect(sheetRows(book.getWorksheet('By location')!).find((r) => r[1] === 'Total')![4]).toBe(expected);
    const { text } = await pdfText((await generate(tenant, { ...request, format: 'pdf' })).body);
    expect(text).toMatch(
      new RegExp(`Total\\s+[\\d,.]+\\s+[\\d,.]+\\s+${expected.toLocaleString('en-IN', { minimumFractionDigits: 3 })}`),
    );
  });
});

describe('a failing render', () => {
  // Three render attempts with backoff: on a busy machine they can outlast ?wait's window, so the test follows the
  // report until it has failed rather than relying on the first answer.
  it('marks the report failed with a reason a user understands', { timeout: 120_000 }, async () => {
    const blocked = `/tmp/carbon-report-storage-${Date.now()}`;
    await writeFile(blocked, 'not a directory');
    const broken = await createTestApp({ STORAGE_DIR: blocked });
    const brokenWorkers = startTestWorkers(broken);
    try {
      const tenant = await broken.tenant();
      const response = await broken.app.inject({
        method: 'POST',
        url: '/v1/reports?wait=true',
        headers: tenant.headers,
        payload: { report_type: 'ghg_protocol', period: FY, format: 'pdf' },
      });
      expect([200, 202]).toContain(response.statusCode);
      const statusUrl: string = response.json().data.status_url;
      const report = await until(
        async () => {
          const read = await broken.app.inject({ method: 'GET', url: statusUrl, headers: tenant.headers });
          const data = read.json().data;
          return data.status === 'failed' ? data : undefined;
        },
        90_000,
        'the report to fail',
      );
      expect(report).toMatchObject({
        status: 'failed',
        attempts: 3,
        download_url: null,
        error: 'The report could not save the file: the file storage location is not a directory.',
      });
      const download = await broken.app.inject({
        method: 'GET',
        url: `${statusUrl}/download`,
        headers: tenant.headers,
      });
      expect(download.json().error).toMatchObject({ code: 'CONFLICT', details: { status: 'failed' } });
    } finally {
      await brokenWorkers.close();
      await broken.close();
    }
  });
});
