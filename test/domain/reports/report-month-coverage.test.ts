import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../domain/reports/build-report.ts';
import { periodCoverage } from '../../../domain/reports/period-coverage.ts';
import { renderReport } from '../../../domain/reports/render/render-report.ts';
import { csvRows, pdfText, sheetRows, workbook } from '../../support/report-files.ts';
import { cells, sampleFigures, table } from './report-figures-fixture.ts';

const NONE = { '1': 0, '2': 0, '3': 0 };

/**
 * The real-service year: activities in Apr-Jun 2024 and a hotel stay in Aug 2024; May's activity
 * emits nothing; no activity is dated in Jul 2024 or Sep 2024 to Mar 2025.
 */
function partialYear(format: 'pdf' | 'csv' | 'excel' | 'json' = 'pdf', report_type: 'brsr' | 'custom' = 'brsr') {
  const figures = sampleFigures({ format, report_type });
  const { totals } = figures.current;
  const byMonth: Record<string, typeof NONE> = {
    '2024-04': { '1': 0, '2': 7_829, '3': 1_563 },
    '2024-06': { '1': 28_889.5, '2': 703_871, '3': 50_605.678 },
    '2024-08': { '1': 0, '2': 0, '3': 177 },
  };
  totals.months = totals.months.map(({ month }) => ({ month, by_scope: byMonth[month] ?? NONE }));
  figures.current.coverage = periodCoverage('2024-04-01', '2025-03-31', [
    { first_month: '2024-04', last_month: '2024-06' },
    { first_month: '2024-08', last_month: '2024-08' },
  ]);
  return figures;
}

const MISSING = ['Jul 2024', 'Sep 2024', 'Oct 2024', 'Nov 2024', 'Dec 2024', 'Jan 2025', 'Feb 2025', 'Mar 2025'];

describe('BRSR emissions by month over months without data', () => {
  it('says "no data recorded" for a month without activities, 0 for a month whose activities emit nothing', () => {
    const months = table(buildReport(partialYear()), 'monthly-emissions');
    for (const month of MISSING)
      expect(cells(months, month)).toEqual({
        parameter: month,
        scope_1: 'no data recorded',
        scope_2: 'no data recorded',
        scope_3: 'no data recorded',
        total: 'no data recorded',
      });
    expect(cells(months, 'May 2024')).toMatchObject({ scope_1: 0, scope_2: 0, scope_3: 0, total: 0 });
    expect(cells(months, 'Aug 2024')).toMatchObject({ scope_3: 0.177, total: 0.177 });
    expect(cells(months, 'Total')).toMatchObject({ scope_1: 28.889, scope_2: 711.7, scope_3: 52.346 });
    expect(months.notes).toContain(
      '"no data recorded": no activity is recorded for Jul 2024, Sep 2024, Oct 2024, Nov 2024, Dec 2024, Jan 2025, Feb 2025 and Mar 2025; their emissions are unknown, not zero.',
    );
  });

  it('prints no month of a fully covered year as "no data recorded", and no note', () => {
    const months = table(buildReport(sampleFigures()), 'monthly-emissions');
    expect(months.rows.flatMap((r) => Object.values(r.cells))).not.toContain('no data recorded');
    expect(months.notes).toHaveLength(1);
  });

  it('says "no data recorded" for every month and the total of a year without data', () => {
    const figures = sampleFigures();
    figures.current.coverage = periodCoverage('2024-04-01', '2025-03-31', []);
    const months = table(buildReport(figures), 'monthly-emissions');
    expect(cells(months, 'Total').total).toBe('no data recorded');
    expect(cells(months, 'Apr 2024').scope_1).toBe('no data recorded');
  });

  it('says the same in PDF, CSV, Excel and JSON', async () => {
    const { text } = await pdfText((await renderReport(buildReport(partialYear('pdf')), 'pdf')).body);
    expect(text).toMatch(/Jul 2024\s+no data recorded/);
    expect(text).toMatch(/May 2024\s+0\.000/);
    const csv = await csvRows((await renderReport(buildReport(partialYear('csv')), 'csv')).body);
    const monthLines = (month: string) => csv.filter((r) => r.table === 'Emissions by month' && r.parameter === month);
    expect(monthLines('Jul 2024').map((r) => r.current)).toEqual(Array(4).fill('no data recorded'));
    expect(monthLines('May 2024').map((r) => r.current)).toEqual(['0', '0', '0', '0']);
    const book = await workbook((await renderReport(buildReport(partialYear('excel')), 'excel')).body);
    const line = book.worksheets.flatMap((sheet) => sheetRows(sheet)).find((r) => r.includes('Jul 2024'))!;
    expect(line.filter((c) => c === 'no data recorded')).toHaveLength(4);
    const doc = buildReport(partialYear('json'));
    const json = JSON.parse((await renderReport(doc, 'json')).body.toString('utf8')) as typeof doc;
    expect(cells(table(json, 'monthly-emissions'), 'Sep 2024').total).toBe('no data recorded');
  });

  it('says the same in a custom report grouped by month', () => {
    const months = table(buildReport(partialYear('pdf', 'custom')), 'grouped-emissions');
    expect(cells(months, 'Jul 2024').total).toBe('no data recorded');
    expect(cells(months, 'May 2024').total).toBe(0);
    expect(months.notes.join(' ')).toContain('no activity is recorded for Jul 2024, Sep 2024');
  });
});
