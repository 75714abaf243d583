import { describe, expect, it } from 'vitest';
import { copyTextField, CopyTextRows, type CopyValue } from '../../db/copy-text.ts';

/** COPY text of one row as PostgreSQL documents it: fields escaped one by one, tab-separated. */
const reference = (values: readonly CopyValue[]) =>
  `${values
    .map((value) =>
      value === null || value === undefined
        ? '\\N'
        : typeof value === 'string'
          ? value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!)
          : value instanceof Date
            ? value.toISOString()
            : String(value),
    )
    .join('\t')}\n`;

describe('COPY text', () => {
  it('writes each field as COPY reads it back, a column repeating its last string included', () => {
    const columns = ['a', 'b', 'c'] as const;
    const rows: Record<(typeof columns)[number], CopyValue>[] = [
      { a: 'plain', b: 'tab\there', c: 1.5 },
      { a: 'plain', b: 'tab\there', c: -0 },
      { a: 'back\\slash', b: 'tab\there', c: null },
      { a: 'back\\slash', b: 'new\nline\r', c: undefined },
      { a: 'nul\u0000 and ünïcødé ✓', b: 'plain', c: true },
      { a: 'plain', b: 'plain', c: new Date(Date.UTC(2024, 3, 1)) },
      { a: '', b: '', c: 1e-7 },
      { a: '\\N', b: 'x', c: 123456789.123 },
    ];
    const text = new CopyTextRows(columns.map((column) => (row: (typeof rows)[number]) => row[column]));
    for (const row of rows) {
      const values = columns.map((column) => row[column]);
      expect(text.line(row)).toBe(reference(values));
      expect(text.line(row, copyTextField('first\tfield'))).toBe(reference(['first\tfield', ...values]));
    }
  });
});
