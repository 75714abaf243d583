import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../domain/reports/build-report.ts';
import { renderReport } from '../../../domain/reports/render/render-report.ts';
import { ReportDocument } from '../../../domain/reports/report-document.ts';
import type { ReportFigures } from '../../../domain/reports/report-figures.ts';
import { csvRows, pdfText, workbook } from '../../support/report-files.ts';
import { sampleFigures } from './report-figures-fixture.ts';

/** A company whose name and data sources try formula injection, with lakh-sized figures (x 1,000). */
function hostileFigures(
  format: 'pdf' | 'excel' | 'csv' | 'json',
  reportType: 'brsr' | 'custom' = 'brsr',
): ReportFigures {
  const figures = sampleFigures(
    { report_type: reportType, format, ...(reportType === 'custom' ? { group_by: 'source' as const } : {}) },
    { legal_name: '=HYPERLINK("http://evil.example","Acme")', sector: '@SUM(A1:A9)' },
    1000,
  );
  if (reportType === 'custom') {
    figures.groups = [
      { key: "+cmd|' /C calc'!A0", scope: '2', kg: 700_000_000 },
      { key: '-2+3', scope: '2', kg: 11_700_000 },
      { key: 'erp / SAP', scope: '1', kg: 28_889_500 },
      { key: 'erp / SAP', scope: '3', kg: 52_345_678 },
    ];
  }
  return figures;
}

describe('PDF', () => {
  it('lays out the BRSR tables with Indian digit grouping and units, and draws its charts', async () => {
    const doc = buildReport(hostileFigures('pdf'));
    const rendered = await renderReport(doc, 'pdf');
    const { text, pages, images } = await pdfText(rendered.body);
    expect(rendered.pages).toBe(pages);
    expect(text).toContain('Essential Indicator 7: Details of greenhouse gas emissions');
    expect(text).toContain('FY2024-25 (Current');
    // 711,700,000 kg of Scope 2 = 7,11,700 tonnes; Scope 1 28,889.5 t; energy 36,00,000 GJ.
    expect(text).toMatch(/Total Scope 2 emissions \(Break-up[^\n]*tCO2e\s+7,11,700\.000\s+640\.530/);
    expect(text).toMatch(/Total Scope 1 emissions \(Break-up[^\n]*tCO2e\s+28,889\.500/);
    expect(text).toMatch(/Total electricity consumption \(D\)\s+GJ\s+36,00,000\.000\s+3,240\.000/);
    expect(text).toMatch(/Energy intensity per rupee of turnover[^\n]*GJ per INR\s+0\.0003600\s+not provided/);
    // Chart labels are text drawn in the PDF (vector charts, not images).
    expect(text).toContain('Emissions by month (tCO2e)');
    expect(text).toContain('Apr 2024');
    expect(images).toBe(0);
  });

  it('renders a GHG Protocol inventory with all fifteen Scope 3 categories', async () => {
    const { text } = await pdfText(
      (await renderReport(buildReport(sampleFigures({ report_type: 'ghg_protocol' })), 'pdf')).body,
    );
    expect(text).toContain('Scope 3: value chain emissions by category');
    expect(text).toMatch(/15\. Investments\s+0\s+not reported/);
    expect(text).toMatch(/Scope 2: market-based\s+711\.700/);
  });
});

describe('Excel', () => {
  it('has a sheet per section, numbers stored as numbers with units in the headers, frozen headers and set widths', async () => {
    const doc = buildReport(hostileFigures('excel'));
    const rendered = await renderReport(doc, 'excel');
    const book = await workbook(rendered.body);
    expect(rendered.sheets).toBe(book.worksheets.length);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Report', ...doc.sections.map((s) => s.short_title)]);
    const ei7 = book.getWorksheet('EI-7 Scope 1 and 2')!;
    const rows = ei7.getSheetValues() as unknown[][];
    const header = rows.findIndex((r) => Array.isArray(r) && r[1] === 'Parameter');
    expect(rows[header]!.slice(1)).toEqual([
      'Parameter',
      'Unit',
      'FY2024-25 (Current Financial Year)',
      'FY2023-24 (Previous Financial Year)',
    ]);
    expect(ei7.views[0]).toMatchObject({ state: 'frozen', ySplit: header });
    const scope2 = ei7.getRow(
      rows.findIndex((r) => Array.isArray(r) && String(r[1]).startsWith('Total Scope 2 emissions')),
    );
    expect(scope2.getCell(3).value).toBe(711_700);
    // Indian grouping by value range (exceljs reads the escaped commas of the file back unescaped).
    expect(scope2.getCell(3).numFmt).toBe('[>=10000000]##,##,##,##0.000;[>=100000]##,##,##0.000;##,##0.000');
    expect(ei7.getColumn(1).width).toBeGreaterThan(30);
    const monthly = book.getWorksheet('Supporting data')!;
    const units = (monthly.getSheetValues() as unknown[][]).find((r) => Array.isArray(r) && r[1] === 'Month')!;
    expect(units.slice(1)).toEqual(['Month', 'Scope 1 (tCO2e)', 'Scope 2 (tCO2e)', 'Scope 3 (tCO2e)', 'Total (tCO2e)']);
  });

  it('neutralises customer text that a spreadsheet would run as a formula', async () => {
    const rendered = await renderReport(buildReport(hostileFigures('excel', 'custom')), 'excel');
    const book = await workbook(rendered.body);
    const strings = book.worksheets.flatMap((sheet) =>
      (sheet.getSheetValues() as unknown[][]).flat().filter((v): v is string => typeof v === 'string'),
    );
    expect(strings).toContain('\'=HYPERLINK("http://evil.example","Acme")');
    expect(strings).toContain("'+cmd|' /C calc'!A0");
    expect(strings).toContain("'-2+3");
    expect(strings.filter((s) => /^[=+\-@\t\r]/.test(s))).toEqual([]);
    const formulas = book.worksheets.flatMap((sheet) =>
      (sheet.getSheetValues() as unknown[][])
        .flat()
        .filter((v) => typeof v === 'object' && v !== null && 'formula' in v),
    );
    expect(formulas).toEqual([]);
  });
});

describe('CSV', () => {
  it('writes one row per line item with section, parameter, unit, current and previous', async () => {
    const rows = await csvRows((await renderReport(buildReport(sampleFigures({ format: 'csv' })), 'csv')).body);
    expect(Object.keys(rows[0]!)).toEqual(['section', 'table', 'parameter', 'unit', 'current', 'previous', 'note']);
    const scope1 = rows.find((r) => r.parameter.startsWith('Total Scope 1 emissions'))!;
    expect(scope1).toMatchObject({
      section: expect.stringContaining('Essential Indicator 7'),
      unit: 'tCO2e',
      current: '28.889',
      previous: '26.001',
    });
    expect(rows.find((r) => r.parameter === 'Total electricity consumption (A)')).toMatchObject({
      unit: 'GJ',
      current: '540',
      previous: '486',
    });
    const months = rows.filter((r) => r.table === 'Emissions by month' && r.parameter.endsWith(': Total'));
    expect(months).toHaveLength(13);
  });

  it('neutralises formula text and keeps numbers as numbers', async () => {
    const rows = await csvRows((await renderReport(buildReport(hostileFigures('csv', 'custom')), 'csv')).body);
    expect(rows.find((r) => r.parameter === 'Company')!.current).toBe('\'=HYPERLINK("http://evil.example","Acme")');
    expect(rows.some((r) => r.parameter === "'+cmd|' /C calc'!A0: Scope 2")).toBe(true);
    expect(rows.find((r) => r.parameter === "'-2+3: Scope 2")!.current).toBe('11700');
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d)/);
  });
});

describe('JSON', () => {
  it('is the report document itself', async () => {
    const doc = buildReport(sampleFigures({ format: 'json' }));
    const parsed = JSON.parse((await renderReport(doc, 'json')).body.toString('utf8'));
    expect(ReportDocument.parse(parsed)).toEqual(doc);
  });
});
