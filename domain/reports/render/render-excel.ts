import ExcelJS from 'exceljs';
import { storedDecimals, type NumberFormat } from '../indian-number.ts';
import type { FactsBlock, ReportDocument, TableBlock, TextBlock } from '../report-document.ts';
import { BRSR_CORE_MARK, cellFormat, columnHeader, reportFacts, type RenderedReport } from './report-files.ts';

/** Excel number format with Indian digit grouping (12,34,567.890) by value range; significant digits as scientific. */
function excelFormat(format: NumberFormat): string {
  if ('significant' in format) return `0.${'0'.repeat(format.significant - 1)}E+00`;
  const decimals = format.decimals > 0 ? `.${'0'.repeat(format.decimals)}` : '';
  return `[>=10000000]##\\,##\\,##\\,##0${decimals};[>=100000]##\\,##\\,##0${decimals};##,##0${decimals}`;
}

const MAX_WIDTH = 70;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE4ECF0' } };
const TOTAL_BORDER: Partial<ExcelJS.Borders> = { top: { style: 'thin' } };

/** Sheet names: at most 31 characters, none of []:*?/\, unique in the workbook. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 28) || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 27)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * Writes a section's blocks one under another. Every string is a string cell (exceljs writes a
 * formula only for a { formula } value), which Excel shows and keeps as text: '=SUM(A1)' from a
 * customer stays that text, without the apostrophe a CSV needs.
 */
class SheetWriter {
  private widths: number[] = [];
  private frozenAt: number | null = null;
  constructor(private readonly sheet: ExcelJS.Worksheet) {}

  private line(values: (string | number | null)[]): ExcelJS.Row {
    const row = this.sheet.addRow(values);
    values.forEach((value, i) => {
      const length = typeof value === 'number' ? 14 : String(value ?? '').length + 2;
      this.widths[i] = Math.min(MAX_WIDTH, Math.max(this.widths[i] ?? 10, length));
    });
    return row;
  }

  heading(title: string, reference: string | null) {
    this.line([title]).font = { bold: true, size: 13 };
    if (reference) this.line([reference]).font = { italic: true, color: { argb: 'FF666666' } };
    this.line([]);
  }

  table(table: TableBlock) {
    this.line([table.title]).font = { bold: true };
    // BRSR tables with Core indicators get a last column marking them.
    const core = table.rows.some((row) => row.brsr_core);
    const header = this.line([...table.columns.map(columnHeader), ...(core ? [BRSR_CORE_MARK] : [])]);
    header.font = { bold: true };
    header.eachCell((cell) => (cell.fill = HEADER_FILL));
    this.frozenAt ??= header.number;
    for (const row of table.rows) {
      const line = this.line([
        ...table.columns.map((c) => row.cells[c.key] ?? null),
        ...(core ? [row.brsr_core ? BRSR_CORE_MARK : null] : []),
      ]);
      table.columns.forEach((column, i) => {
        const cell = line.getCell(i + 1);
        const value = row.cells[column.key];
        if (typeof value === 'number') {
          cell.numFmt = excelFormat(cellFormat(row, column, value));
          cell.alignment = { horizontal: 'right' };
        } else if (column.type === 'number' && typeof value === 'string') {
          cell.alignment = { horizontal: 'right' };
        }
      });
      if (row.style === 'total' || row.style === 'subtotal' || row.style === 'heading') line.font = { bold: true };
      if (row.style === 'total') line.eachCell((cell) => (cell.border = TOTAL_BORDER));
      if (row.style === 'sub_item') line.getCell(1).alignment = { indent: 2 };
    }
    for (const note of table.notes) this.line([note]).font = { italic: true, size: 9 };
    this.line([]);
  }

  facts(facts: FactsBlock) {
    this.line([facts.title]).font = { bold: true };
    for (const item of facts.items) {
      const line = this.line([item.label, item.value]);
      // Counts and percentages stay numbers, shown as stored with Indian grouping.
      if (typeof item.value === 'number')
        line.getCell(2).numFmt = excelFormat({ decimals: storedDecimals(item.value) });
    }
    this.line([]);
  }

  prose(text: TextBlock) {
    this.line([text.title]).font = { bold: true };
    // Long paragraphs would widen column A for every table; they wrap in a merged cell instead.
    for (const paragraph of text.paragraphs) {
      const row = this.sheet.addRow([paragraph]);
      row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
      this.sheet.mergeCells(row.number, 1, row.number, 4);
      row.height = 15 * Math.ceil(paragraph.length / 110);
    }
    this.line([]);
  }

  finish() {
    this.widths.forEach((width, i) => (this.sheet.getColumn(i + 1).width = width));
    if (this.frozenAt) this.sheet.views = [{ state: 'frozen', ySplit: this.frozenAt }];
  }
}

/**
 * A workbook with a "Report" sheet (who, period, snapshot) and one sheet per section: numbers stored
 * as numbers with Indian-grouped formats, units in the headers, the first table's header row frozen,
 * column widths set. Charts are pictures of tables already on the sheets, so they are not repeated.
 */
export async function renderExcel(doc: ReportDocument): Promise<RenderedReport> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Carbon accounting API';
  workbook.created = new Date(doc.generated_at);
  const taken = new Set<string>();

  const cover = new SheetWriter(workbook.addWorksheet(sheetName('Report', taken)));
  cover.heading(doc.title, null);
  cover.facts({ kind: 'facts', id: 'report-facts', title: 'Report', items: reportFacts(doc) });
  cover.finish();

  for (const section of doc.sections) {
    const writer = new SheetWriter(workbook.addWorksheet(sheetName(section.short_title, taken)));
    writer.heading(section.title, section.reference);
    for (const block of section.blocks) {
      if (block.kind === 'table') writer.table(block);
      else if (block.kind === 'facts') writer.facts(block);
      else if (block.kind === 'text') writer.prose(block);
    }
    writer.finish();
  }
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, pages: null, sheets: workbook.worksheets.length };
}
