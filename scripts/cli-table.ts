/** Human output of the CLI: a list of records as a table with one column per field, one record as field/value lines. */
export function formatForHumans(result: unknown): string {
  if (Array.isArray(result)) {
    if (result.length === 0) return '(none)';
    const rows = result as Record<string, unknown>[];
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const cells = [columns, ...rows.map((row) => columns.map((column) => cell(row[column])))];
    const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i]!.length)));
    return cells
      .map((line) =>
        line
          .map((text, i) => text.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n');
  }
  if (result && typeof result === 'object') {
    const entries = Object.entries(result);
    const width = Math.max(...entries.map(([field]) => field.length));
    return entries.map(([field, value]) => `${field.padEnd(width)}  ${cell(value)}`).join('\n');
  }
  return cell(result);
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.length ? value.map(cell).join(', ') : '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}
