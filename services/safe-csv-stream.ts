import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { spreadsheetSafeRecord } from '../domain/spreadsheet-safe.ts';

type Cell = string | number | null;

/**
 * Rows as a CSV stream, headers first, every record through spreadsheetSafeRecord (text quoted and
 * neutralised, numbers bare), for exports of customer text. A failure mid-way goes to `onError` (the
 * response is already under way and ends short); a client that hangs up stops the reading (the source
 * is destroyed with the stream) and is no failure.
 */
export function safeCsvStream(
  headers: readonly string[],
  rows: AsyncIterable<Cell[]>,
  onError: (error: unknown) => void,
) {
  async function* records() {
    yield spreadsheetSafeRecord(headers);
    for await (const cells of rows) yield spreadsheetSafeRecord(cells);
  }
  const csv = new PassThrough();
  pipeline(Readable.from(records()), csv).catch((error: NodeJS.ErrnoException) => {
    // The client hung up (the response destroys the stream): the rows are no longer wanted, nothing failed.
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(error);
  });
  return csv;
}
