import type { ReportCell, ReportDocument, TableBlock } from '../report-document.ts';
import { columnHeader, reportFacts } from './report-files.ts';

/** One line of a flat report: what the csv format writes, one per row. */
export interface LineItem {
  section: string;
  table: string;
  parameter: string;
  unit: string;
  current: ReportCell;
  previous: ReportCell;
  note: string;
}

export const LINE_ITEM_COLUMNS = ['section', 'table', 'parameter', 'unit', 'current', 'previous', 'note'] as const;

const text = (cell: ReportCell | undefined) => (cell === null || cell === undefined ? '' : String(cell));

/**
 * A table as line items. A table with a current column (the BRSR layout: Parameter, Unit, FY current,
 * FY previous) gives one line per row, other columns as "Label: value" notes. A table of several
 * number columns (month by scope, gas by scope) gives one line per row and number column.
 */
function tableLines(section: string, table: TableBlock): LineItem[] {
  const parameter = table.columns.find((c) => c.role === 'parameter')!;
  const unit = table.columns.find((c) => c.role === 'unit');
  const current = table.columns.find((c) => c.role === 'current');
  const previous = table.columns.find((c) => c.role === 'previous');
  const numbers = table.columns.filter((c) => c.type === 'number' && c.role === 'detail');
  const texts = table.columns.filter((c) => c.type === 'text' && c.role === 'detail');
  return table.rows
    .filter((row) => row.style !== 'heading')
    .flatMap((row) => {
      const notes = (columns: typeof texts) =>
        columns
          .filter((c) => text(row.cells[c.key]) !== '')
          .map((c) => `${columnHeader(c)}: ${text(row.cells[c.key])}`);
      const line = { section, table: table.title, parameter: text(row.cells[parameter.key]) };
      if (current || numbers.length === 0) {
        return [
          {
            ...line,
            unit: unit ? text(row.cells[unit.key]) : (current?.unit ?? ''),
            current: current ? (row.cells[current.key] ?? null) : null,
            previous: previous ? (row.cells[previous.key] ?? null) : null,
            note: notes([...texts, ...numbers]).join('; '),
          },
        ];
      }
      return numbers.map((column) => ({
        ...line,
        parameter: `${line.parameter}: ${column.label}`,
        unit: column.unit ?? '',
        current: row.cells[column.key] ?? null,
        previous: null,
        note: notes(texts).join('; '),
      }));
    });
}

/**
 * Every table row and fact of the document as line items, after lines describing the report (in
 * section "Report"). Charts are pictures of tables and text is prose: neither is a line item.
 */
export function lineItems(doc: ReportDocument): LineItem[] {
  const fact = (section: string, table: string, label: string, value: string): LineItem => ({
    section,
    table,
    parameter: label,
    unit: '',
    current: value,
    previous: null,
    note: '',
  });
  const lines = reportFacts(doc).map((f) => fact('Report', doc.title, f.label, f.value));
  for (const section of doc.sections) {
    for (const block of section.blocks) {
      if (block.kind === 'table') lines.push(...tableLines(section.title, block));
      else if (block.kind === 'facts')
        lines.push(...block.items.map((item) => fact(section.title, block.title, item.label, item.value)));
    }
  }
  return lines;
}
