/** A value as PostgreSQL's COPY text format reads it; null and undefined are NULL. */
export type CopyValue = string | number | boolean | Date | null | undefined;

const SPECIAL = /[\\\t\n\r]/;

/** Backslash, tab, newline and carriage return are the only characters COPY text needs escaped. */
function escapeText(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/**
 * One row of COPY ... FROM STDIN (FORMAT text), newline included. Numbers are written as JavaScript
 * prints them, which numeric, integer and float columns all read back exactly; dates as ISO 8601.
 */
export function copyTextRow(values: readonly CopyValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    if (i > 0) line += '\t';
    if (value === null || value === undefined) line += '\\N';
    else if (typeof value === 'string') line += escapeText(value);
    else line += value instanceof Date ? value.toISOString() : String(value);
  }
  return `${line}\n`;
}
