import { INSTRUMENT_COLUMNS, type CsvRow } from '../mappers/csv-row.ts';

/**
 * The bulk file's columns: the spec's, in its order, then ours. `amount` (INR, for reference), `mode` (of a
 * bare `travel` row), `fuel_type` (of a bare `fuel` row), `electricity_source` and an instrument's facts
 * (of an electricity or certificate row) may be left out, and so may `site` (a site's code: the row's
 * site and location).
 */
const CSV_COLUMNS = [
  'date',
  'category',
  'quantity',
  'unit',
  'amount',
  'mode',
  'fuel_type',
  'electricity_source',
  ...INSTRUMENT_COLUMNS,
  'site',
] as const satisfies readonly (keyof CsvRow)[];
const REQUIRED_COLUMNS: readonly (keyof CsvRow)[] = ['date', 'category', 'quantity', 'unit'];

/** Where each known column sits in a row; other columns are ignored. */
export type CsvColumns = { readonly [K in keyof CsvRow]-?: number | undefined };

const BOM = '\uFEFF';

/** Header cells compared without a byte-order mark, surrounding spaces or case: ' Date' and 'DATE' are `date`. */
function headerKey(cell: string): string {
  return cell.replace(BOM, '').trim().toLowerCase();
}

/**
 * Reads the header row: any order, case, spacing and a leading BOM are tolerated. A missing required
 * column or a known column given twice is refused with the reason.
 */
export function resolveCsvColumns(
  header: readonly string[],
): { ok: true; columns: CsvColumns; width: number } | { ok: false; reason: string } {
  const keys = header.map(headerKey);
  const positions = Object.fromEntries(CSV_COLUMNS.map((name) => [name, keys.indexOf(name)])) as Record<
    keyof CsvRow,
    number
  >;
  const missing = REQUIRED_COLUMNS.filter((name) => positions[name] === -1);
  if (missing.length > 0) {
    return {
      ok: false,
      reason: `the header must name the columns ${REQUIRED_COLUMNS.join(', ')} (optional: amount, mode, fuel_type, electricity_source, ${INSTRUMENT_COLUMNS.join(', ')}, site); missing: ${missing.join(', ')}`,
    };
  }
  const repeated = CSV_COLUMNS.find((name) => positions[name] !== -1 && keys.lastIndexOf(name) !== positions[name]);
  if (repeated) return { ok: false, reason: `the header names the column ${repeated} twice` };
  const columns = Object.fromEntries(
    CSV_COLUMNS.map((name) => [name, positions[name] === -1 ? undefined : positions[name]]),
  ) as CsvColumns;
  return { ok: true, columns, width: header.length };
}

const cellAt = (cells: readonly string[], index: number | undefined): string | undefined =>
  index === undefined ? undefined : cells[index];

/** A parsed row's cells as the row mapper reads them (a short row leaves its trailing columns empty). */
export function csvRowOf(cells: readonly string[], columns: CsvColumns): CsvRow {
  // One literal of one shape for every row of a bulk upload: assigned by name in a loop, each store was a slow generic one.
  return {
    date: cellAt(cells, columns.date),
    category: cellAt(cells, columns.category),
    quantity: cellAt(cells, columns.quantity),
    unit: cellAt(cells, columns.unit),
    amount: cellAt(cells, columns.amount),
    mode: cellAt(cells, columns.mode),
    fuel_type: cellAt(cells, columns.fuel_type),
    electricity_source: cellAt(cells, columns.electricity_source),
    certificates: cellAt(cells, columns.certificates),
    certificate_scheme: cellAt(cells, columns.certificate_scheme),
    vintage: cellAt(cells, columns.vintage),
    retired_on_behalf: cellAt(cells, columns.retired_on_behalf),
    supplier_factor: cellAt(cells, columns.supplier_factor),
    supplier_factor_source: cellAt(cells, columns.supplier_factor_source),
    site: cellAt(cells, columns.site),
  } satisfies Required<Record<keyof CsvRow, string | undefined>>;
}

/** A row written back as one CSV line (quoted where needed): the raw text kept with a bad row. */
export function csvLineOf(cells: readonly string[]): string {
  return cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');
}

/** Blank lines carry no row: skipped, neither stored nor failed. */
export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}
