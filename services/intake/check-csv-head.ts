import { parseString } from 'fast-csv';
import { isBlankRow, resolveCsvColumns } from '../../domain/ingest/csv-columns.ts';
import { validationError } from '../service-errors.ts';
import type { StoredUpload } from '../storage/store-upload.ts';

const fileError = (reason: string) => validationError('file', reason);

/** The header line's cells, parsed as the worker will parse them (quotes and all). */
async function headerCells(line: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let first: string[] = [];
    parseString(line, { headers: false, maxRows: 1 })
      .on('data', (row: string[]) => {
        first = row;
      })
      .on('error', reject)
      .on('end', () => resolve(first));
  });
}

/**
 * Refuses, before a job exists, a file the worker could not read: empty, binary or not UTF-8, without
 * the required header columns, or with a header and no rows. Rows themselves are checked by the worker.
 */
export async function checkCsvHead(upload: StoredUpload): Promise<void> {
  if (upload.bytes === 0) throw fileError('is empty');
  if (upload.head.includes(0)) throw fileError('is not a CSV text file (it contains binary data)');
  let text: string;
  try {
    // stream: true tolerates a character cut at the end of the kept head.
    text = new TextDecoder('utf-8', { fatal: true }).decode(upload.head, { stream: true });
  } catch {
    throw fileError('is not UTF-8 text: save the spreadsheet as "CSV UTF-8"');
  }
  const wholeFileInHead = upload.bytes === upload.head.length;
  // fast-csv ends a line at CR, LF or CRLF alike.
  const end = text.search(/[\r\n]/);
  if (end === -1 && !wholeFileInHead) throw fileError('has no line break in its first 64 KiB: it is not a CSV file');
  const header = await headerCells(end === -1 ? text : text.slice(0, end)).catch((error: Error) => {
    throw fileError(`has a header line that is not valid CSV (${error.message})`);
  });
  if (isBlankRow(header)) throw fileError('has no header line: its first line is blank');
  const columns = resolveCsvColumns(header);
  if (!columns.ok) throw fileError(`is not a bulk activity CSV: ${columns.reason}`);
  if (wholeFileInHead && (end === -1 || text.slice(end + 1).trim() === '')) throw fileError('has a header but no rows');
}
