import PdfPrinter from 'pdfmake';
import type {
  Content,
  ContentStack,
  ContentTable,
  CustomTableLayout,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces.js';
import { formatNumber } from '../indian-number.ts';
import type {
  ChartBlock,
  FactItem,
  FactsBlock,
  ReportBlock,
  ReportDocument,
  ReportSection,
  TableBlock,
  TextBlock,
} from '../report-document.ts';
import { humanDate } from '../report-labels.ts';
import { chartSvg } from './pdf-charts.ts';
import { PDF_FONT, PDF_FONT_FILES } from './pdf-fonts.ts';
import {
  BRSR_CORE_MARK,
  cellFormat,
  columnHeader,
  factText,
  reportFacts,
  type RenderedReport,
} from './report-files.ts';

/**
 * The document as an A4 PDF: a cover (company, period, report type, generation time, data
 * snapshot, contents), then each section with its tables laid out like the framework's format
 * (numbers right-aligned with Indian digit grouping, units in the headers) and charts drawn as
 * vector shapes. Set in Noto Sans, embedded (pdf-fonts.ts), so ₹ and Devanagari print.
 */

const printer = new PdfPrinter(PDF_FONT_FILES);

const PAGE_WIDTH = 595.28;
const MARGIN_X = 42;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const ACCENT = '#1f5f7a';
const MUTED = '#5f6b70';
const RULE = '#c9d3d8';
const HEADER_FILL = '#e4ecf0';
const TOTAL_FILL = '#f2f5f7';

/**
 * Page breaks (pdfmake's pageBreakBefore reads headlineLevel): a KEPT block (a table of at most
 * KEPT_ROWS rows with its title and notes, facts, a text, a section's title with its first block)
 * that would run over a page starts on the next one instead; a TITLE that would end a page goes with
 * what follows it. So no page ends with a lone title or starts with a table's last row or note.
 */
const KEPT = 1;
const TITLE = 2;
const KEPT_ROWS = 45;

function pageBreakBefore(
  node: { headlineLevel?: unknown; pageNumbers: number[]; startPosition: { verticalRatio?: number } },
  following: unknown[],
): boolean {
  // A block that runs over even from the top of a page is left to flow: a break would gain nothing.
  if (node.headlineLevel === KEPT) return node.pageNumbers.length > 1 && (node.startPosition.verticalRatio ?? 0) > 0.01;
  return node.headlineLevel === TITLE && following.length === 0;
}

function tableLayout(block: TableBlock): CustomTableLayout {
  const last = block.rows.length + 1;
  return {
    hLineWidth: (i) => (i === 0 || i === 1 || i === last ? 0.8 : 0.25),
    hLineColor: (i) => (i === 0 || i === 1 || i === last ? '#39464c' : RULE),
    vLineWidth: () => 0,
    fillColor: (i) =>
      i === 0
        ? HEADER_FILL
        : block.rows[i - 1]?.style === 'total' || block.rows[i - 1]?.style === 'subtotal'
          ? TOTAL_FILL
          : null,
    paddingLeft: () => 4,
    paddingRight: () => 4,
    paddingTop: () => 2.5,
    paddingBottom: () => 2.5,
  };
}

/**
 * Widths: numbers get room for 12,34,56,789.000 (counts less); short text columns fit their
 * content; the line item and long text share what is left.
 */
/** Pieces of a word longer than this are allowed to wrap (see breakable). */
const LONG_WORD = 16;

/**
 * pdfmake wraps at spaces, and sizes a column to at least its longest word: a factor id or a uuid
 * would push a table off the page. A long word gets a zero-width space after each . / _ : - so it
 * wraps there (texts given as separate pieces do not: pdfmake glues them and breaks mid-piece).
 */
function breakable(text: string): string {
  if (!text.split(/\s+/).some((word) => word.length > LONG_WORD)) return text;
  return text.replace(/([./_:-])(?=\S)/g, '$1\u200b');
}

const pieces = (text: string) => [{ text: breakable(text) }];

/** The mark after a BRSR Core row's label (the table's note says what it means). */
const CORE_TAG = { text: `  ${BRSR_CORE_MARK}`, bold: true, fontSize: 6, color: ACCENT };

function columnWidths(block: TableBlock): (string | number)[] {
  const numbers = block.columns.filter((c) => c.type === 'number').length;
  const numberWidth = numbers <= 2 ? 92 : numbers <= 4 ? 74 : 62;
  const longest = (key: string) => Math.max(0, ...block.rows.map((row) => String(row.cells[key] ?? '').length));
  return block.columns.map((c) => {
    if (c.type === 'number') return c.format && 'decimals' in c.format && c.format.decimals === 0 ? 50 : numberWidth;
    if (c.role === 'unit') return 72;
    return c.role !== 'parameter' && longest(c.key) <= 12 ? 'auto' : '*';
  });
}

function tableContent(block: TableBlock): Content {
  const header: TableCell[] = block.columns.map((column) => ({
    text: columnHeader(column),
    bold: true,
    fontSize: 7.5,
    alignment: column.type === 'number' ? 'right' : 'left',
  }));
  const body: TableCell[][] = block.rows.map((row) => {
    const emphasis = row.style === 'total' || row.style === 'subtotal' || row.style === 'heading';
    if (row.style === 'heading') {
      const cells: TableCell[] = [
        { text: String(row.cells.parameter ?? ''), bold: true, colSpan: block.columns.length },
      ];
      return [...cells, ...block.columns.slice(1).map(() => ({ text: '' }))];
    }
    return block.columns.map((column): TableCell => {
      const value = row.cells[column.key] ?? null;
      if (typeof value === 'number')
        return {
          text: formatNumber(value, cellFormat(row, column, value)),
          alignment: 'right',
          bold: emphasis,
          noWrap: true,
        };
      if (column.role === 'parameter')
        return {
          text: row.brsr_core ? [...pieces(value ?? ''), CORE_TAG] : breakable(value ?? ''),
          bold: emphasis,
          margin: [row.style === 'sub_item' ? 10 : 0, 0, 0, 0],
          color: row.style === 'sub_item' ? '#333' : '#000',
        };
      // "not provided", "not reported", "not available" read as the absence they are; other text (an assurance provider) as text.
      if (column.type === 'number')
        return {
          text: value ?? '',
          alignment: 'right',
          fontSize: 7.5,
          ...(value?.startsWith('not ') ? { italics: true, color: MUTED } : {}),
        };
      return {
        text: breakable(value ?? ''),
        bold: emphasis && column.role !== 'unit',
        color: column.role === 'unit' ? MUTED : '#000',
      };
    });
  });
  const table: ContentTable = {
    table: {
      headerRows: 1,
      // A longer table may continue on the next page: its header row repeats, and it never starts with fewer than 3 rows.
      keepWithHeaderRows: 3,
      widths: columnWidths(block),
      body: [header, ...body],
      dontBreakRows: true,
    },
    layout: tableLayout(block),
    fontSize: block.columns.length > 5 ? 7 : 8,
  };
  const stack: Content[] = [
    { text: block.title, style: 'blockTitle', headlineLevel: TITLE },
    table,
    ...block.notes.map((note) => ({ text: note, style: 'note' })),
  ];
  // A longer table may run over pages: its header row repeats, and it starts with 3 rows at least.
  return { stack, margin: [0, 0, 0, 12], ...(block.rows.length <= KEPT_ROWS ? { headlineLevel: KEPT } : {}) };
}

function chartContent(block: ChartBlock): Content {
  return {
    stack: [
      { text: `${block.title} (${block.unit})`, style: 'blockTitle' },
      { svg: chartSvg(block, CONTENT_WIDTH), width: CONTENT_WIDTH },
    ],
    margin: [0, 2, 0, 14],
    unbreakable: true,
  };
}

function factsTable(items: FactItem[], labelWidth = 190): Content {
  return {
    table: {
      widths: [labelWidth, '*'],
      body: items.map((item) => [{ text: item.label, color: MUTED }, { text: breakable(factText(item.value)) }]),
    },
    layout: {
      hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : 0.25),
      hLineColor: () => RULE,
      vLineWidth: () => 0,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  };
}

function factsContent(block: FactsBlock): Content {
  return {
    stack: [{ text: block.title, style: 'blockTitle' }, factsTable(block.items)],
    margin: [0, 0, 0, 12],
    headlineLevel: KEPT,
  };
}

function textContent(block: TextBlock): Content {
  return {
    stack: [
      { text: block.title, style: 'blockTitle' },
      ...block.paragraphs.map((p) => ({ text: p, margin: [0, 0, 0, 4] as [number, number, number, number] })),
    ],
    margin: [0, 0, 0, 10],
    headlineLevel: KEPT,
  };
}

function blockContent(block: ReportBlock): Content {
  switch (block.kind) {
    case 'table':
      return tableContent(block);
    case 'chart':
      return chartContent(block);
    case 'facts':
      return factsContent(block);
    case 'text':
      return textContent(block);
  }
}

/** The section title travels with its first block, so a title never ends a page on its own. */
function sectionContent(section: ReportSection, number: number): Content[] {
  const [first, ...rest] = section.blocks.map(blockContent);
  const title: Content[] = [
    { text: `${number}. ${section.title}`, style: 'sectionTitle', headlineLevel: TITLE },
    ...(section.reference ? [{ text: section.reference, style: 'reference' }] : []),
  ];
  const kept = (content: Content | undefined) =>
    typeof content === 'object' && content !== null && 'headlineLevel' in content && content.headlineLevel === KEPT;
  const keptFirst = kept(first) || (typeof first === 'object' && 'unbreakable' in first && first.unbreakable === true);
  // The stack is kept in place of its first block: were both, a block too long to follow the title
  // on one page would move away from it and leave the title alone.
  const inner: Content | undefined = kept(first) ? { ...(first as ContentStack), headlineLevel: undefined } : first;
  return [{ stack: inner ? [...title, inner] : title, ...(keptFirst ? { headlineLevel: KEPT } : {}) }, ...rest];
}

function cover(doc: ReportDocument): Content[] {
  return [
    { canvas: [{ type: 'rect', x: 0, y: 0, w: CONTENT_WIDTH, h: 5, color: ACCENT }], margin: [0, 30, 0, 24] },
    { text: doc.title, fontSize: 20, bold: true, color: ACCENT },
    { text: doc.subtitle, fontSize: 10.5, color: MUTED, margin: [0, 6, 0, 26] },
    { text: doc.organization.name, fontSize: 16, bold: true },
    { text: doc.period.label, fontSize: 12, margin: [0, 4, 0, 24] },
    factsTable(reportFacts(doc), 130),
    { text: 'Contents', style: 'blockTitle', margin: [0, 26, 0, 6] },
    { ol: doc.sections.map((s) => s.title), fontSize: 9, lineHeight: 1.35 },
  ];
}

/** Renders the document; resolves with the bytes and the page count. */
export function renderPdf(doc: ReportDocument): Promise<RenderedReport> {
  let pages = 0;
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageBreakBefore,
    pageMargins: [MARGIN_X, 58, MARGIN_X, 50],
    info: {
      title: `${doc.title}: ${doc.organization.name}, ${doc.period.label}`,
      author: doc.organization.name,
      subject: doc.subtitle,
      creator: 'Carbon accounting API',
    },
    // Noto Sans' line spacing is wider than Helvetica's: 1.0 sets lines as close as 1.15 did.
    defaultStyle: { font: PDF_FONT, fontSize: 8.5, lineHeight: 1 },
    styles: {
      sectionTitle: { fontSize: 12.5, bold: true, color: ACCENT, margin: [0, 6, 0, 2] },
      reference: { fontSize: 7.5, italics: true, color: MUTED, margin: [0, 0, 0, 8] },
      blockTitle: { fontSize: 9.5, bold: true, margin: [0, 4, 0, 4] },
      note: { fontSize: 7, italics: true, color: MUTED, margin: [0, 3, 0, 0] },
    },
    header: (page) =>
      page === 1
        ? null
        : {
            margin: [MARGIN_X, 24, MARGIN_X, 0],
            stack: [
              {
                columns: [
                  { text: doc.organization.name, bold: true, width: 'auto' },
                  { text: `${doc.title} | ${doc.period.label}`, alignment: 'right', width: '*' },
                ],
                columnGap: 12,
                fontSize: 7,
                color: MUTED,
              },
              { canvas: [{ type: 'line', x1: 0, y1: 4, x2: CONTENT_WIDTH, y2: 4, lineWidth: 0.5, lineColor: RULE }] },
            ],
          },
    footer: (page, pageCount) => {
      pages = pageCount;
      return {
        margin: [MARGIN_X, 18, MARGIN_X, 0],
        columns: [
          {
            text: `Generated ${humanDate(doc.generated_at)} from the data as of ${humanDate(doc.snapshot.read_at)}`,
            fontSize: 7,
            color: MUTED,
          },
          { text: `Page ${page} of ${pageCount}`, alignment: 'right', fontSize: 7, color: MUTED },
        ],
      };
    },
    content: [
      ...cover(doc),
      { text: '', pageBreak: 'after' },
      ...doc.sections.flatMap((section, i) => sectionContent(section, i + 1)),
    ],
  };
  return new Promise((resolve, reject) => {
    const pdf = printer.createPdfKitDocument(definition);
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve({ body: Buffer.concat(chunks), pages, sheets: null }));
    pdf.on('error', reject);
    pdf.end();
  });
}
