/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text: a leading formula character is neutralised with an apostrophe.
 * Every export of customer-supplied text (CSV, Excel) goes through this.
 */
export function spreadsheetSafe(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
