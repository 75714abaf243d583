/** Characters that make a spreadsheet read a cell as a formula (CSV and Excel injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows as text: a leading formula character is neutralised with an apostrophe.
 * Every CSV export of customer-supplied text goes through this; numbers are written as numbers and
 * never need it. (An xlsx string cell is never run as a formula, so Excel files keep the text as it is.)
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A CSV cell from any scalar: null is empty, a number its digits (a negative stays a number), text
 * neutralised and always quoted. Quoted, a separator inside text stays inside its cell whatever
 * separator the reader's locale uses: unquoted, 'a;=1+1' is two cells and a formula where ';' separates.
 */
export function spreadsheetSafe(value: string | number | null): string {
  if (typeof value === 'number') return String(value);
  if (value === null) return '';
  return `"${neutraliseFormula(value).replaceAll('"', '""')}"`;
}

/**
 * One CSV record (RFC 4180 quoting, '\n'-ended) of spreadsheet-safe cells. Written here rather than
 * by fast-csv, whose quoting is per column: text and numbers share columns (a report's figures).
 */
export function spreadsheetSafeRecord(cells: readonly (string | number | null)[]): string {
  return `${cells.map(spreadsheetSafe).join(',')}\n`;
}
