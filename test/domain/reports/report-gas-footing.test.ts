import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../domain/reports/build-report.ts';
import { GASES, type ReportFigures } from '../../../domain/reports/report-figures.ts';
import { renderReport } from '../../../domain/reports/render/render-report.ts';
import { csvRows, sheetRows, workbook } from '../../support/report-files.ts';
import { cells, group, sampleFigures, table, totals } from './report-figures-fixture.ts';

const NO_GASES = { co2: 0, ch4: 0, n2o: 0, hfcs: 0, pfcs: 0, sf6: 0, nf3: 0 };
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 1000, 0)) / 1000;

/**
 * The real-service dataset in small: diesel (Scope 1) and CEA grid electricity (Scope 2), each
 * bringing category 3 (well-to-tank, T&D losses), and a hotel stay whose factor is CO2e only.
 */
function withCategory3(request: Parameters<typeof sampleFigures>[0], category3: ReportFigures['scope3_category3']) {
  const figures = sampleFigures(request);
  figures.scope3_category3 = category3;
  figures.current.disclosure = [
    group({
      scope: '1',
      activity_type: 'fuel.diesel',
      kg: 2_129.1,
      gases: { ...NO_GASES, co2: 2_103, n2o: 26.1 },
      category3_kg: 512.4,
      category3_activities: 3,
    }),
    group({
      scope: '2',
      activity_type: 'electricity',
      kg: 22_063.3,
      co2_only: true,
      gases: { ...NO_GASES, co2: 22_063.3 },
      category3_kg: 4_390.1,
      category3_activities: 3,
    }),
    group({ scope: '3', activity_type: 'hotel', kg: 177.2, scope3_category: 6 }),
  ];
  const scope3 = 177.2 + (category3 === 'included' ? 512.4 + 4_390.1 : 0);
  figures.current.totals = totals({ '1': 2_129.1, '2': 22_063.3, '3': scope3 }, '2024-04-01', 7);
  return figures;
}

const column = (t: ReturnType<typeof table>, key: string) =>
  [...GASES.map((g) => g.toUpperCase()), 'NOT BROKEN UP BY GAS'].map(
    (label) => t.rows.find((r) => String(r.cells.parameter).toUpperCase() === label)!.cells[key] as number,
  );

describe('Scope 3 by gas with category 3 from the Scope 1 and 2 activities', () => {
  it('GHG Protocol: each scope column adds up to its total, category 3 under "not broken up by gas"', () => {
    const gases = table(buildReport(withCategory3({ report_type: 'ghg_protocol' }, 'included')), 'gases-by-scope');
    const total = cells(gases, 'Total');
    expect(total).toMatchObject({ scope_1: 2.129, scope_2: 22.063, scope_3: 5.08 });
    for (const scope of ['1', '2', '3']) expect(sum(column(gases, `scope_${scope}`))).toBe(total[`scope_${scope}`]);
    // No kilogram handed to gases no factor gives.
    expect(column(gases, 'scope_3')).toEqual([0, 0, 0, 0, 0, 0, 0, 5.08]);
    expect(gases.notes).toContain(
      'Scope 3 "not broken up by gas" includes 4.903 tCO2e of category 3 (well-to-tank of fuels, T&D losses of electricity) from the Scope 1 and 2 activities: it is calculated in CO2e only, without a per-gas split.',
    );
  });

  it('BRSR Leadership Indicator 2: the "of which" rows add up to Total Scope 3', () => {
    const li2 = table(buildReport(withCategory3({ report_type: 'brsr' }, 'included')), 'ghg-scope-3');
    const index = li2.rows.findIndex((r) => String(r.cells.parameter).startsWith('Total Scope 3 emissions'));
    expect(li2.rows[index]!.cells.current).toBe(5.08);
    const breakup = li2.rows.slice(index + 1, index + 9).map((r) => r.cells.current as number);
    expect(breakup).toEqual([0, 0, 0, 0, 0, 0, 0, 5.08]);
    expect(li2.notes.join(' ')).toContain(
      'FY2024-25: Scope 3 "not broken up by gas" includes 4.903 tCO2e of category 3',
    );
  });

  it('leaves category 3 out of the Scope 3 break-up when the organisation excludes it', () => {
    const gases = table(buildReport(withCategory3({ report_type: 'ghg_protocol' }, 'excluded')), 'gases-by-scope');
    expect(cells(gases, 'Total').scope_3).toBe(0.177);
    expect(column(gases, 'scope_3')).toEqual([0, 0, 0, 0, 0, 0, 0, 0.177]);
    expect(gases.notes.join(' ')).not.toContain('category 3');
  });

  it('states the same break-up in JSON, CSV and Excel', async () => {
    const doc = buildReport(withCategory3({ report_type: 'ghg_protocol' }, 'included'));
    const json = JSON.parse((await renderReport(doc, 'json')).body.toString('utf8')) as typeof doc;
    expect(column(table(json, 'gases-by-scope'), 'scope_3')).toEqual([0, 0, 0, 0, 0, 0, 0, 5.08]);
    const rows = await csvRows((await renderReport(doc, 'csv')).body);
    const scope3 = rows.filter((r) => r.table === 'Emissions by greenhouse gas' && r.measure === 'Scope 3');
    expect(scope3.find((r) => r.parameter === 'Not broken up by gas')!.current).toBe('5.08');
    expect(scope3.find((r) => r.parameter === 'Total')!.current).toBe('5.08');
    expect(sum(scope3.filter((r) => r.parameter !== 'Total').map((r) => Number(r.current)))).toBe(5.08);
    const book = await workbook((await renderReport(doc, 'excel')).body);
    const sheetLines = book.worksheets.flatMap((sheet) => sheetRows(sheet));
    const line = (name: string) => sheetLines.find((r) => r.includes(name))!.filter((c) => typeof c === 'number');
    expect(line('Not broken up by gas')).toEqual([0, 0, 5.08]);
    expect(line('CO2')).toEqual([2.103, 22.063, 0]);
  });
});

describe('the factor appendix with category 3', () => {
  const lines = (t: ReturnType<typeof table>) => t.rows.filter((r) => r.style === 'item');

  it('lists category 3 as a line of its own, so the lines add up to the total', () => {
    const appendix = table(buildReport(withCategory3({ report_type: 'ghg_protocol' }, 'included')), 'emission-factors');
    const total = appendix.rows.find((r) => r.style === 'total')!.cells;
    expect(total.emissions).toBe(29.272);
    expect(sum(lines(appendix).map((r) => r.cells.emissions as number))).toBe(29.272);
    expect(cells(appendix, 'Scope 3 category 3 (well-to-tank, T&D losses)')).toMatchObject({
      activities: 6,
      emissions: 4.903,
    });
    expect(total.activities).toBe(sum(lines(appendix).map((r) => r.cells.activities as number)));
  });

  it('has no category 3 line when the organisation excludes it', () => {
    const appendix = table(buildReport(withCategory3({ report_type: 'ghg_protocol' }, 'excluded')), 'emission-factors');
    expect(appendix.rows.some((r) => String(r.cells.parameter).startsWith('Scope 3 category 3'))).toBe(false);
    expect(sum(lines(appendix).map((r) => r.cells.emissions as number))).toBe(
      appendix.rows.find((r) => r.style === 'total')!.cells.emissions,
    );
  });
});
