import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { buildReport } from '../../../domain/reports/build-report.ts';
import { renderReport } from '../../../domain/reports/render/render-report.ts';
import { ReportDocument } from '../../../domain/reports/report-document.ts';
import type { ReportFigures } from '../../../domain/reports/report-figures.ts';
import { csvRows, pdfFonts, pdfPages, pdfText, sheetRows, workbook } from '../../support/report-files.ts';
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
    // BRSR Core rows carry the mark after their label; a leadership row does not.
    expect(text).toMatch(/Total energy consumed \(A\+B\+C\+D\+E\+F\)\s+BRSR Core/);
    expect(text).toMatch(/% of energy consumed from renewable sources\s+BRSR Core/);
    expect(text).not.toMatch(/Total Scope 3 emissions[^\n]*BRSR Core/);
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

  it('wraps a long factor id only after a separator, never inside a word', async () => {
    const { text } = await pdfText(
      (await renderReport(buildReport(sampleFigures({ report_type: 'ghg_protocol' })), 'pdf')).body,
    );
    const appendix = text.slice(text.indexOf('Appendix: emission factors used'));
    // The id is wider than its column: it continues on the next line from a piece boundary (it broke as "domes" / "tic").
    expect(appendix).toMatch(/test\.travel\.flight\.(\s[^\n]*\n\s*)?domestic/);
    expect(appendix).not.toMatch(/domes\s+[^\n]*\n\s*tic/);
  });
});

describe('PDF fonts', () => {
  it('embeds Noto Sans, so a Devanagari company name and the rupee sign print, at a reasonable size', async () => {
    const figures = sampleFigures(
      { report_type: 'brsr' },
      {
        legal_name: 'टाटा स्टील लिमिटेड',
        fiscal_years: {
          'FY2024-25': {
            revenue_from_operations_inr: 12_500_000_000,
            ppp_conversion_factor: null,
            physical_output: null,
            optional_intensity: { value: 1250, unit: '₹ crore of turnover' },
          },
        },
      },
    );
    const rendered = await renderReport(buildReport(figures), 'pdf');
    const fonts = await pdfFonts(rendered.body);
    expect(fonts.map((f) => f.name).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Italic', 'NotoSans-Regular']);
    expect(fonts.every((f) => f.embedded && f.subset)).toBe(true);
    const { text } = await pdfText(rendered.body);
    // pdftotext gives a pre-base vowel sign (ि) in the order it is drawn: compare words without one.
    expect(text).toContain('टाटा स्टील');
    expect(text).toMatch(/per ₹/);
    // Only the glyphs used are embedded: the whole four styles are 2.5 MB of font files.
    expect(rendered.body.length).toBeLessThan(150_000);
  });
});

describe('PDF pages', () => {
  const signOff = { prepared_by: 'Meera Nair', approved_by: 'Priya Menon', date: '2025-05-20' };
  /** Text lines of a page other than the running header and footer. */
  const bodyLines = (page: string) =>
    page
      .split('\n')
      .filter((line) => line.trim() !== '')
      .filter((line) => !/^\s*(Acme Cement Limited\s+.*\| FY2024-25|Generated .* Page \d+ of \d+)\s*$/.test(line));

  it('holds no page with a lone line, and keeps each table with its title, rows and notes on one page', async () => {
    for (const type of ['brsr', 'ghg_protocol'] as const) {
      const pages = await pdfPages(
        (await renderReport(buildReport(sampleFigures({ report_type: type, sign_off: signOff })), 'pdf')).body,
      );
      for (const [i, page] of pages.entries())
        expect(bodyLines(page).length, `${type} page ${i + 1}:\n${page}`).toBeGreaterThanOrEqual(6);
      const together = (first: string, last: string) =>
        expect(
          pages.some((page) => page.includes(first) && page.includes(last)),
          `${first} ... ${last}`,
        ).toBe(true);
      if (type === 'brsr') {
        together('Scope 1 and Scope 2 emissions and intensity', 'Rows marked BRSR Core are the Core indicators');
        together('Scope 3 emissions by GHG Protocol category', '15. Investments');
      } else {
        together('Scope 3: value chain emissions by category', 'Total Scope 3');
        together('Prepared, reviewed and approved', '20 May 2025');
      }
    }
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
      'BRSR Core',
    ]);
    expect(ei7.views[0]).toMatchObject({ state: 'frozen', ySplit: header });
    const scope2 = ei7.getRow(
      rows.findIndex((r) => Array.isArray(r) && String(r[1]).startsWith('Total Scope 2 emissions')),
    );
    expect(scope2.getCell(3).value).toBe(711_700);
    // BRSR Core rows are marked in the last column; Scope 1+2 (not a Core row) is not.
    expect(scope2.getCell(5).value).toBe('BRSR Core');
    const scope12 = rows.find((r) => Array.isArray(r) && r[1] === 'Total Scope 1 and Scope 2 emissions')!;
    expect(scope12[5]).toBeUndefined();
    // Indian grouping by value range (exceljs reads the escaped commas of the file back unescaped).
    expect(scope2.getCell(3).numFmt).toBe('[>=10000000]##,##,##,##0.000;[>=100000]##,##,##0.000;##,##0.000');
    expect(ei7.getColumn(1).width).toBeGreaterThan(30);
    const monthly = book.getWorksheet('Supporting data')!;
    const units = (monthly.getSheetValues() as unknown[][]).find((r) => Array.isArray(r) && r[1] === 'Month')!;
    expect(units.slice(1)).toEqual(['Month', 'Scope 1 (tCO2e)', 'Scope 2 (tCO2e)', 'Scope 3 (tCO2e)', 'Total (tCO2e)']);
  });

  it('keeps customer text that looks like a formula as a string cell, as written', async () => {
    const rendered = await renderReport(buildReport(hostileFigures('excel', 'custom')), 'excel');
    const book = await workbook(rendered.body);
    const strings = book.worksheets.flatMap((sheet) =>
      (sheet.getSheetValues() as unknown[][]).flat().filter((v): v is string => typeof v === 'string'),
    );
    // A string cell is text to Excel: no apostrophe to show, nothing to run.
    expect(strings).toContain('=HYPERLINK("http://evil.example","Acme")');
    expect(strings).toContain("+cmd|' /C calc'!A0");
    expect(strings).toContain('-2+3');
    expect(strings.filter((s) => s.startsWith("'"))).toEqual([]);
    const cells = book.worksheets.flatMap((sheet) => {
      const found: ExcelJS.Cell[] = [];
      sheet.eachRow((row) => row.eachCell((cell) => void found.push(cell)));
      return found;
    });
    const hostile = cells.filter((cell) => typeof cell.value === 'string' && /^[=+\-@]/.test(cell.value));
    expect(hostile.length).toBeGreaterThanOrEqual(3);
    expect(new Set(hostile.map((cell) => cell.type))).toEqual(new Set([ExcelJS.ValueType.String]));
    const formulas = book.worksheets.flatMap((sheet) =>
      (sheet.getSheetValues() as unknown[][])
        .flat()
        .filter((v) => typeof v === 'object' && v !== null && 'formula' in v),
    );
    expect(formulas).toEqual([]);
  });
});

describe('CSV', () => {
  it('writes one row per line item with its scope, level, unit, current and previous, and the BRSR Core mark', async () => {
    const rows = await csvRows((await renderReport(buildReport(sampleFigures({ format: 'csv' })), 'csv')).body);
    expect(Object.keys(rows[0]!)).toEqual([
      'section',
      'table',
      'line_type',
      'scope',
      'level',
      'parameter',
      'part_of',
      'measure',
      'unit',
      'current',
      'previous',
      'brsr_core',
      'text',
    ]);
    const scope1 = rows.find((r) => r.parameter.startsWith('Total Scope 1 emissions'))!;
    expect(scope1).toMatchObject({
      section: expect.stringContaining('Essential Indicator 7'),
      line_type: 'figure',
      scope: '1',
      level: '1',
      unit: 'tCO2e',
      current: '28.889',
      previous: '26.001',
      brsr_core: 'BRSR Core',
    });
    // "of which CO2" says whose break-up it is: Scope 1's and Scope 2's are two distinct lines.
    const co2 = rows.filter(
      (r) => r.parameter === 'of which CO2' && r.table === 'Scope 1 and Scope 2 emissions and intensity',
    );
    expect(co2.map((r) => [r.scope, r.level, r.part_of.slice(0, 23), r.current])).toEqual([
      ['1', '2', 'Total Scope 1 emissions', '26.4'],
      ['2', '2', 'Total Scope 2 emissions', '711.7'],
    ]);
    expect(rows.find((r) => r.parameter === 'Total Scope 1 and Scope 2 emissions')).toMatchObject({
      scope: '1+2',
      brsr_core: '',
    });
    expect(rows.find((r) => r.parameter === '% of energy consumed from renewable sources')!.brsr_core).toBe(
      'BRSR Core',
    );
    expect(rows.find((r) => r.parameter.startsWith('Total Scope 3 emissions ('))!.brsr_core).toBe('');
    expect(rows.find((r) => r.parameter === 'Total electricity consumption (A)')).toMatchObject({
      unit: 'GJ',
      current: '540',
      previous: '486',
    });
    const months = rows.filter((r) => r.table === 'Emissions by month' && r.measure === 'Total');
    expect(months).toHaveLength(13);
    // Every caveat and methodology paragraph is a line of its own, not a number's note.
    const notes = rows.filter((r) => r.line_type === 'note');
    expect(notes.map((r) => r.text)).toContain(
      "Rows marked BRSR Core are the Core indicators of SEBI's BRSR Core (Annexure I).",
    );
    expect(notes.every((r) => r.current === '' && r.parameter === '')).toBe(true);
    const methodology = rows.filter((r) => r.line_type === 'text' && r.table === 'Methodology');
    expect(methodology.length).toBeGreaterThanOrEqual(5);
    expect(methodology[0]!.text).toMatch(/^Emissions = activity quantity/);
  });

  it('puts every number of a several-number table in the number column, named by its measure', async () => {
    const rows = await csvRows(
      (await renderReport(buildReport(sampleFigures({ report_type: 'ghg_protocol', format: 'csv' })), 'csv')).body,
    );
    const diesel = rows.filter((r) => r.parameter === 'Diesel (fuel combustion)');
    expect(diesel.map((r) => [r.scope, r.level, r.part_of, r.measure, r.unit, r.current])).toEqual([
      ['1', '2', 'Fuel combustion (fuels purchased or logged)', 'Activities', '', '40'],
      ['1', '2', 'Fuel combustion (fuels purchased or logged)', 'Emissions', 'tCO2e', '26.801'],
    ]);
    expect(rows.find((r) => r.parameter === 'CO2' && r.measure === 'Scope 2')).toMatchObject({
      scope: '2',
      current: '711.7',
    });
    // No number hides in the text column: text is only what text columns hold ("Status: reported").
    const figures = rows.filter((r) => r.line_type === 'figure');
    expect(figures.filter((r) => /(Activities|Emissions|Value)[^:]*:/.test(r.text))).toEqual([]);
    const exclusions = rows.filter((r) => r.line_type === 'text' && r.table === 'Exclusions');
    expect(exclusions.length).toBeGreaterThanOrEqual(2);
  });

  it('neutralises formula text and keeps numbers as numbers', async () => {
    const rows = await csvRows((await renderReport(buildReport(hostileFigures('csv', 'custom')), 'csv')).body);
    expect(rows.find((r) => r.parameter === 'Company')!.text).toBe('\'=HYPERLINK("http://evil.example","Acme")');
    expect(rows.some((r) => r.parameter === "'+cmd|' /C calc'!A0" && r.measure === 'Scope 2')).toBe(true);
    expect(rows.find((r) => r.parameter === "'-2+3" && r.scope === '2')!.current).toBe('11700');
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d)/);
  });

  it('quotes every text cell and leaves numbers bare', async () => {
    const body = (await renderReport(buildReport(hostileFigures('csv', 'custom')), 'csv')).body.toString('utf8');
    const lines = body.trimEnd().split('\n');
    expect(lines[0]).toBe(
      '"section","table","line_type","scope","level","parameter","part_of","measure","unit","current","previous","brsr_core","text"',
    );
    expect(body).toContain('"\'=HYPERLINK(""http://evil.example"",""Acme"")"');
    // A figure line: its number bare, every text around it quoted (empty text too).
    expect(lines.find((line) => line.includes('"\'-2+3"') && line.includes(',11700,'))).toMatch(/^"[^"]*","/);
  });
});

describe('sign-off and counts', () => {
  const signOff = {
    prepared_by: 'Meera Nair, Sustainability Manager',
    reviewed_by: 'Arjun Rao, CFO',
    date: '2025-05-20',
  };
  const doc = buildReport(sampleFigures({ report_type: 'ghg_protocol', sign_off: signOff }));

  it('ends every format with the sign-off block of the request, a name not given left blank', async () => {
    expect(doc.sections.map((s) => s.id).slice(-2)).toEqual(['sign-off', 'factors']);
    const { text } = await pdfText((await renderReport(doc, 'pdf')).body);
    expect(text).toMatch(/Prepared by\s+Meera Nair, Sustainability Manager/);
    expect(text).toMatch(/Reviewed by\s+Arjun Rao, CFO/);
    expect(text).toMatch(/Approved by\s*\n/);
    expect(text).toMatch(/Date\s+20 May 2025/);
    const book = await workbook((await renderReport(doc, 'excel')).body);
    expect(sheetRows(book.getWorksheet('Sign-off')!).map((r) => r.slice(1))).toContainEqual([
      'Prepared by',
      'Meera Nair, Sustainability Manager',
    ]);
    const rows = await csvRows((await renderReport(doc, 'csv')).body);
    expect(rows.filter((r) => r.table === 'Prepared, reviewed and approved').map((r) => [r.parameter, r.text])).toEqual(
      [
        ['Prepared by', 'Meera Nair, Sustainability Manager'],
        ['Reviewed by', 'Arjun Rao, CFO'],
        ['Approved by', ''],
        ['Date', '20 May 2025'],
      ],
    );
    // Without a sign_off in the request there is no block.
    expect(buildReport(sampleFigures()).sections.some((s) => s.id === 'sign-off')).toBe(false);
  });

  it('keeps counts as numbers in Excel and the csv number column', async () => {
    const book = await workbook((await renderReport(doc, 'excel')).body);
    const activities = sheetRows(book.getWorksheet('Report')!).find((r) => r[1] === 'Activities')!;
    expect(activities[2]).toBe(172);
    const rows = await csvRows((await renderReport(doc, 'csv')).body);
    expect(rows.find((r) => r.parameter === 'Activities' && r.line_type === 'report')).toMatchObject({
      current: '172',
      text: '',
    });
  });
});

describe('JSON', () => {
  it('is the report document itself', async () => {
    const doc = buildReport(sampleFigures({ format: 'json' }));
    const parsed = JSON.parse((await renderReport(doc, 'json')).body.toString('utf8'));
    expect(ReportDocument.parse(parsed)).toEqual(doc);
  });
});
