import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { format } from 'fast-csv';
import { spreadsheetSafe } from '../domain/spreadsheet-safe.ts';

type Cell = string | number | null;

/**
 * Rows as a CSV stream (fast-csv), every cell through spreadsheetSafe, for exports of customer text.
 * A failure mid-way goes to `onError` (the response is already under way and ends short); a client that
 * hangs up stops the reading (the source is destroyed with the stream) and is no failure.
 */
export function safeCsvStream(
  headers: readonly string[],
  rows: AsyncIterable<Cell[]>,
  onError: (error: unknown) => void,
) {
  async function* safe() {
    for await (const cells of rows) yield cells.map(spreadsheetSafe);
  }
  const csv = format({ headers: [...headers] });
  pipeline(Readable.from(safe()), csv).catch((error: NodeJS.ErrnoException) => {
    // The client hung up (the response destroys the stream): the rows are no longer wanted, nothing failed.
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(error);
  });
  return csv;
}
