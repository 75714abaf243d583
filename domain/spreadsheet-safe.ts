/** Characters that make a spreadsheet read a cell as a formula (CSV and Excel injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows as text: a leading formula character is neutralised with an apostrophe.
 * Every export of customer-supplied text (CSV, Excel) goes through this; numbers are written as
 * numbers and never need it.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A CSV cell from any scalar: null is empty, a number its digits (a negative stays a number), text neutralised. */
export function spreadsheetSafe(value: string | number | null): string {
  if (typeof value === 'number') return String(value);
  return neutraliseFormula(value ?? '');
}
