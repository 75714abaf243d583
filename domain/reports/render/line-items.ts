import type { ReportCell, ReportDocument, TableBlock, TableColumn, TableRow } from '../report-document.ts';
import { BRSR_CORE_MARK, columnHeader, reportFacts } from './report-files.ts';

/**
 * One line of a flat report: what the csv format writes, one per line. Each line stands on its own:
 * its scope and level say what "of which CO2" is part of, every number is in a number column, and
 * every caveat and paragraph is a line of its own.
 */
export interface LineItem {
  section: string;
  table: string;
  /** report: about the report itself; fact: a stated fact; figure: a table cell; note: a table's caveat; text: a paragraph. */
  line_type: 'report' | 'fact' | 'figure' | 'note' | 'text';
  /** '1', '2', '3', '1+2' or '' for lines of no one scope (energy, factors). */
  scope: string;
  /** 1: a line item; 2: a break-up of the line named in part_of. */
  level: 1 | 2 | null;
  parameter: string;
  part_of: string;
  /** What the number measures when a table gives a line several (Activities, Emissions), else ''. */
  measure: string;
  unit: string;
  current: ReportCell;
  previous: ReportCell;
  /** 'BRSR Core' on BRSR Core indicators, else ''. */
  brsr_core: string;
  text: string;
}

export const LINE_ITEM_COLUMNS = [
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
] as const satisfies readonly (keyof LineItem)[];

const text = (cell: ReportCell | undefined) => (cell === null || cell === undefined ? '' : String(cell));

/** The scopes a text names ("Total Scope 1 and Scope 2 emissions" is '1+2'), or ''. */
function scopesNamed(value: string): string {
  return [...new Set([...value.matchAll(/\bScope ([123])\b/g)].map((m) => m[1]))].sort().join('+');
}

const blank = {
  line_type: 'figure',
  parameter: '',
  scope: '',
  level: null,
  part_of: '',
  measure: '',
  unit: '',
  current: null,
  previous: null,
  brsr_core: '',
  text: '',
} as const;

/**
 * A table's rows as line items. A table with a previous column (the BRSR layout: Parameter, Unit, FY
 * current, FY previous) gives one line per row; any other gives one line per row and number column,
 * the column named in `measure`. Text columns (status, source) go to `text` as "Label: value". A
 * row's scope is its number column's (Scope 1 of a month), else the scopes its label names, else
 * those of the row it breaks up, else its table's or section's.
 */
function tableLines(section: string, table: TableBlock): LineItem[] {
  const parameter = table.columns.find((c) => c.role === 'parameter')!;
  const unit = table.columns.find((c) => c.role === 'unit');
  const previous = table.columns.find((c) => c.role === 'previous');
  const current = table.columns.find((c) => c.role === 'current');
  const numbers = previous ? [current!] : table.columns.filter((c) => c.type === 'number');
  const texts = table.columns.filter((c) => c.type === 'text' && c.role === 'detail');
  const around = scopesNamed(table.title) || scopesNamed(section);
  let parent: { parameter: string; scope: string } = { parameter: '', scope: around };
  const lines: LineItem[] = [];
  const lineOf = (row: TableRow, column: TableColumn | null): LineItem => {
    const label = text(row.cells[parameter.key]);
    const broken = row.style === 'sub_item';
    const columnScope = column && /^scope_([123])$/.exec(column.key)?.[1];
    return {
      ...blank,
      section,
      table: table.title,
      scope: columnScope ?? (scopesNamed(label) || (broken ? parent.scope : around)),
      level: broken ? 2 : 1,
      parameter: label,
      part_of: broken ? parent.parameter : '',
      measure: previous || !column ? '' : column.label,
      unit: unit ? text(row.cells[unit.key]) : (column?.unit ?? ''),
      current: column ? (row.cells[column.key] ?? null) : null,
      previous: previous ? (row.cells[previous.key] ?? null) : null,
      brsr_core: row.brsr_core ? BRSR_CORE_MARK : '',
      text: texts
        .filter((c) => text(row.cells[c.key]) !== '')
        .map((c) => `${columnHeader(c)}: ${text(row.cells[c.key])}`)
        .join('; '),
    };
  };
  for (const row of table.rows) {
    if (row.style !== 'sub_item') {
      const label = text(row.cells[parameter.key]);
      parent = { parameter: label, scope: scopesNamed(label) || around };
    }
    if (row.style === 'heading') continue;
    // A table without numbers still gives each row a line.
    lines.push(...(numbers.length > 0 ? numbers.map((column) => lineOf(row, column)) : [lineOf(row, null)]));
  }
  for (const note of table.notes)
    lines.push({ ...blank, section, table: table.title, line_type: 'note', scope: around, text: note });
  return lines;
}

/**
 * Every table row, fact, caveat and paragraph of the document as line items, after lines describing
 * the report (line_type report). Charts are pictures of tables, so they give no line.
 */
export function lineItems(doc: ReportDocument): LineItem[] {
  // A fact that is a number (a count) goes in the number column, a text in the text column.
  const fact = (
    section: string,
    table: string,
    label: string,
    value: string | number,
    lineType: 'report' | 'fact',
  ) => ({
    ...blank,
    section,
    table,
    line_type: lineType,
    parameter: label,
    ...(typeof value === 'number' ? { current: value } : { text: value }),
  });
  const lines: LineItem[] = reportFacts(doc).map((f) => fact('Report', doc.title, f.label, f.value, 'report'));
  for (const section of doc.sections) {
    for (const block of section.blocks) {
      if (block.kind === 'table') lines.push(...tableLines(section.title, block));
      else if (block.kind === 'facts')
        lines.push(...block.items.map((item) => fact(section.title, block.title, item.label, item.value, 'fact')));
      else if (block.kind === 'text')
        lines.push(
          ...block.paragraphs.map((paragraph) => ({
            ...blank,
            section: section.title,
            table: block.title,
            line_type: 'text' as const,
            text: paragraph,
          })),
        );
    }
  }
  return lines;
}
