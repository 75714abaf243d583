/** A value as PostgreSQL's COPY text format reads it; null and undefined are NULL. */
export type CopyValue = string | number | boolean | Date | null | undefined;

const SPECIAL = /[\\\t\n\r]/;

/** Backslash, tab, newline and carriage return are the only characters COPY text needs escaped. */
function escapeText(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/**
 * One field of COPY ... FROM STDIN (FORMAT text). Numbers are written as JavaScript prints them,
 * which numeric, integer and float columns all read back exactly; dates as ISO 8601.
 */
export function copyTextField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return escapeText(value);
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * Rows as COPY text lines (newline included), a field per reader, each as copyTextField writes it. A
 * bulk intake repeats most strings row after row (its organisation, unit, resolution, job): a field's
 * last string is kept with its text, so a repeat is compared, not scanned for characters to escape.
 */
export class CopyTextRows<R> {
  private readonly lastString: (string | undefined)[];
  private readonly lastText: string[];
  /** The fields of the line being written; one array for all lines. */
  private readonly fields: string[];

  constructor(private readonly readers: readonly ((row: R) => CopyValue)[]) {
    this.lastString = readers.map(() => undefined);
    this.lastText = readers.map(() => '');
    this.fields = readers.map(() => '');
  }

  /** `row`'s line; `first`, when given, is written before its fields (already COPY text, a tab after it). */
  line(row: R, first?: string): string {
    const { readers, lastString, lastText, fields } = this;
    // A plain loop: this runs for every row of a bulk intake.
    for (let i = 0; i < readers.length; i += 1) {
      const value = readers[i]!(row);
      let text: string;
      if (typeof value !== 'string') text = copyTextField(value);
      else if (value === lastString[i]) text = lastText[i]!;
      else {
        text = escapeText(value);
        lastString[i] = value;
        lastText[i] = text;
      }
      fields[i] = text;
    }
    // Joined, not concatenated field by field: one flat string instead of a chain of pieces to collect.
    const line = fields.join('\t');
    return first === undefined ? `${line}\n` : `${first}\t${line}\n`;
  }
}
