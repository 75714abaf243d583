import { describe, expect, it } from 'vitest';
import { setCategory3 } from '../support/category3-counting.ts';
import { csvRows, pdfText, sheetRows, workbook } from '../support/report-files.ts';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';
import { threePlants } from '../support/three-plants.ts';
import { COMPANY_PROFILE } from './fixtures.ts';

/**
 * Reports over three plants (one 51% owned, without financial control), rendered by real workers:
 * the GHG Protocol inventory lists the facilities and foots with GET /v1/emissions under the approach,
 * BRSR Section A counts plants and offices, a custom report groups by site and by legal entity.
 */
let t: TestApp;
useTestAppWithWorkers((app) => {
  t = app;
});

type Json = Record<string, any>;
const FY = { start: '2024-04-01', end: '2025-03-31' };

async function generate(tenant: Tenant, request: Json) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/reports?wait=true',
    headers: tenant.headers,
    payload: request,
  });
  expect(response.statusCode, response.body).toBe(200);
  const report = response.json().data;
  expect(report.status, report.error).toBe('completed');
  const file = await t.app.inject({ method: 'GET', url: report.download_url, headers: tenant.headers });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

const blocksOf = (doc: Json): Json[] => doc.sections.flatMap((section: Json) => section.blocks);
const tableOf = (doc: Json, id: string): Json => blocksOf(doc).find((block) => block.id === id)!;
const tonnes = (kg: number) => Math.round(kg) / 1000;
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 1000, 0)) / 1000;

async function dataset(approach: string) {
  const plants = await threePlants(t);
  await setCategory3(t, plants.tenant, 'excluded');
  const profile = await t.app.inject({
    method: 'PUT',
    url: '/v1/company/profile',
    headers: plants.tenant.headers,
    payload: { ...COMPANY_PROFILE, consolidation_approach: approach },
  });
  expect(profile.statusCode).toBe(200);
  return plants;
}

describe('GHG Protocol report and the organisational boundary', () => {
  it('lists the three facilities with Scope 1 and 2 per site and per country, footing with GET /v1/emissions, in every format', async () => {
    const { tenant, plants } = await dataset('equity_share');
    const api = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/emissions?start_date=${FY.start}&end_date=${FY.end}&group_by_site=true`,
        headers: tenant.headers,
      })
    ).json().data;
    const request = { report_type: 'ghg_protocol', period: FY };
    const doc = JSON.parse((await generate(tenant, { ...request, format: 'json' })).toString('utf8'));

    const facts = tableOf(doc, 'boundary-facts').items as { label: string; value: string }[];
    expect(facts.find((item) => item.label === 'Consolidation approach')!.value).toBe('Equity share');
    const facilities = tableOf(doc, 'boundary-facilities');
    const rows = facilities.rows.filter((row: Json) => row.style === 'item').map((row: Json) => row.cells);
    expect(rows.map((cells: Json) => cells.parameter)).toEqual([
      'PLANT-A Plant PLANT-A',
      'PLANT-B Plant PLANT-B',
      'PLANT-C Plant PLANT-C',
      'Activities without a site',
    ]);
    const lineOf = (siteId: string | null) => api.by_site.find((line: Json) => line.site_id === siteId);
    const plantB = rows[1];
    expect(plantB).toMatchObject({ kind: 'plant', country: 'IN', share: 51 });
    expect(plantB.scope_2_location).toBeCloseTo(tonnes(lineOf(plants.b).scope2_location_kg_co2e), 2);
    expect(rows[2]).toMatchObject({ country: 'LK' });
    expect(rows[2].scope_1).toBeCloseTo(tonnes(lineOf(plants.c).scope1_kg_co2e), 2);

    // Footing: the facilities and the countries add up to the scope totals, which GET /v1/emissions gives.
    const total = facilities.rows.find((row: Json) => row.style === 'total').cells;
    const scope = (s: string) => api.breakdown.find((line: Json) => line.scope === s).emissions_kg_co2e;
    expect(total.scope_1).toBe(tonnes(scope('1')));
    expect(total.scope_2_location).toBe(tonnes(scope('2')));
    for (const column of ['scope_1', 'scope_2_location', 'scope_2_market'])
      expect(sum(rows.map((cells: Json) => cells[column]))).toBe(total[column]);
    const countries = tableOf(doc, 'boundary-countries');
    const countryRows = countries.rows.filter((row: Json) => row.style === 'item').map((row: Json) => row.cells);
    expect(countryRows.map((cells: Json) => cells.parameter)).toEqual(['IN', 'LK', 'not assigned to a site']);
    expect(countryRows[0].facilities).toBe(2);
    expect(sum(countryRows.map((cells: Json) => cells.scope_2_location))).toBe(total.scope_2_location);
    const summary = tableOf(doc, 'summary-by-scope').rows.map((row: Json) => row.cells);
    expect(summary[0].emissions).toBe(total.scope_1);

    const pdf = await pdfText(await generate(tenant, { ...request, format: 'pdf' }));
    for (const code of ['PLANT-A', 'PLANT-B', 'PLANT-C']) expect(pdf.text).toContain(code);
    expect(pdf.text).toContain('Facilities in the organisational boundary');
    const book = await workbook(await generate(tenant, { ...request, format: 'excel' }));
    const cellsOfBook = book.worksheets.flatMap((sheet) => sheetRows(sheet).flat()).map(String);
    for (const code of ['PLANT-A Plant PLANT-A', 'PLANT-B Plant PLANT-B', 'PLANT-C Plant PLANT-C'])
      expect(cellsOfBook).toContain(code);
    const csv = await csvRows(await generate(tenant, { ...request, format: 'csv' }));
    const csvText = JSON.stringify(csv);
    for (const code of ['PLANT-A Plant PLANT-A', 'PLANT-B Plant PLANT-B', 'PLANT-C Plant PLANT-C'])
      expect(csvText).toContain(code);
  });

  it('under financial control leaves the plant without it out of the facilities, and says so', async () => {
    const { tenant } = await dataset('financial_control');
    const doc = JSON.parse(
      (await generate(tenant, { report_type: 'ghg_protocol', period: FY, format: 'json' })).toString('utf8'),
    );
    const facilities = tableOf(doc, 'boundary-facilities');
    const labels = facilities.rows.map((row: Json) => row.cells.parameter);
    expect(labels).not.toContain('PLANT-B Plant PLANT-B');
    expect(facilities.notes.join(' ')).toContain('Outside the boundary (0% under financial control): PLANT-B');
  });
});

describe('BRSR Section A and custom reports', () => {
  it('counts plants and offices, national and international, from the active sites', async () => {
    const { tenant } = await dataset('operational_control');
    await t.database.db
      .insertInto('sites')
      .values([
        {
          organization_id: tenant.organizationId,
          mode: 'test',
          code: 'HQ',
          name: 'Mumbai office',
          kind: 'office',
          country: 'IN',
        },
        {
          organization_id: tenant.organizationId,
          mode: 'test',
          code: 'OLD',
          name: 'Closed office',
          kind: 'office',
          country: 'IN',
          status: 'archived',
        },
      ])
      .execute();
    const doc = JSON.parse(
      (await generate(tenant, { report_type: 'brsr', period: FY, format: 'json' })).toString('utf8'),
    );
    const locations = tableOf(doc, 'entity-locations').rows.map((row: Json) => row.cells);
    expect(locations).toEqual([
      { parameter: 'National', plants: 2, offices: 1, total: 3 },
      { parameter: 'International', plants: 1, offices: 0, total: 1 },
    ]);
  });

  it('groups a custom report by site and by legal entity, each footing with the total', async () => {
    const { tenant, plants } = await dataset('equity_share');
    const entity = await t.database.db
      .insertInto('entities')
      .values({
        organization_id: tenant.organizationId,
        mode: 'test',
        name: 'Acme Cement South Ltd',
        ownership_pct: 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('sites')
      .set({ entity_id: entity.id })
      .where('organization_id', '=', tenant.organizationId)
      .where('id', 'in', [plants.b, plants.c])
      .execute();
    const grouped = async (groupBy: string) => {
      const doc = JSON.parse(
        (await generate(tenant, { report_type: 'custom', period: FY, format: 'json', group_by: groupBy })).toString(
          'utf8',
        ),
      );
      const table = tableOf(doc, 'grouped-emissions');
      return table.rows.map((row: Json) => row.cells);
    };
    const bySite = await grouped('site');
    expect(bySite.map((cells: Json) => cells.parameter)).toEqual(
      expect.arrayContaining(['PLANT-A Plant PLANT-A', 'PLANT-B Plant PLANT-B', 'PLANT-C Plant PLANT-C', 'Unassigned']),
    );
    const byEntity = await grouped('entity');
    expect(byEntity.map((cells: Json) => cells.parameter)).toEqual(
      expect.arrayContaining(['Acme Cement South Ltd', 'No legal entity', 'Unassigned']),
    );
  });
});
