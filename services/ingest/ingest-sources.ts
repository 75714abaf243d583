import { createReadStream } from 'node:fs';
import { parse } from 'fast-csv';
import { mapCsvRow, type CsvRowOptions, type MapResult } from '../../domain/mappers/mappers.ts';
import { fail } from '../../domain/mappers/result.ts';
import {
  csvLineOf,
  csvRowOf,
  isBlankRow,
  resolveCsvColumns,
  type CsvColumns,
} from '../../domain/ingest/csv-columns.ts';
import { CsvLineLimit } from '../../domain/ingest/csv-line-limit.ts';
import type { CsvImportOptions, IngestJobSpec } from '../../domain/ingest/ingest-job-spec.ts';
import { jsonItemMapper } from '../../domain/ingest/prepare-record.ts';
import { fromStoredRecord } from '../../domain/ingest/stored-records.ts';
import type { SiteDirectory } from '../../domain/sites/site-directory.ts';

/** One input item: where it is (CSV line or JSON index), what it maps to, and its raw text for error reports. */
export interface SourceEntry {
  position: number;
  mapped: MapResult;
  raw(): string;
}

export interface IngestSource {
  /** Items at or after `from`, in order; earlier ones are read past without being mapped. */
  entries(from: number): AsyncIterable<SourceEntry>;
  /** A submission field named by the calculation engine, as this input calls it. */
  fieldName(submissionField: string): string;
}

/**
 * The file cannot be read as CSV at all (as opposed to a bad row): retrying will not help. Its message
 * is written for the client (the job's `error`); a system error behind it travels as `cause`, to the log.
 */
export class CsvFormatError extends Error {
  override name = 'CsvFormatError';
}

/** Calculation errors name submission fields; a CSV user knows the columns and the upload's options. */
const CSV_FIELD_NAMES: Readonly<Record<string, string>> = {
  activity_type: 'category',
  'period.start': 'date',
  'period.end': 'date',
  'location.country': 'country',
  'location.state': 'state',
  'metadata.mode': 'mode',
  'metadata.fuel_type': 'fuel_type',
  'metadata.haul': 'category',
};

function csvRowOptions(options: CsvImportOptions): CsvRowOptions {
  return {
    country: options.country,
    state: options.state,
    periodGranularity: options.period,
    sourceName: options.source_name,
    travelMode: options.travel_mode,
  };
}

/**
 * Streams a stored CSV file through fast-csv (constant memory whatever its size). Lines are numbered
 * as records from the header (line 1); blank lines are skipped but keep their number; a record over
 * `maxLineBytes` is a bad row of its own, never parsed (see CsvLineLimit).
 */
async function* csvEntries(
  path: string,
  options: CsvImportOptions,
  from: number,
  maxLineBytes: number,
  sites: SiteDirectory,
): AsyncGenerator<SourceEntry> {
  const file = createReadStream(path);
  const limit = new CsvLineLimit(maxLineBytes);
  const parser = parse({ headers: false, ignoreEmpty: false });
  let readError: Error | undefined;
  file.on('error', (error) => {
    readError = error;
    parser.destroy(error);
  });
  file.pipe(limit).pipe(parser);
  const rowOptions = csvRowOptions(options);
  let line = 0;
  let header: { columns: CsvColumns; width: number } | undefined;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      line += 1;
      const long = cells.length === 1 && cells[0] === limit.marker ? limit.takeLongLine() : undefined;
      if (long) {
        const reason = `is longer than ${maxLineBytes} bytes (${long.bytes}): it was not read`;
        if (!header) throw new CsvFormatError(`line 1: the header ${reason}`);
        if (line >= from) yield { position: line, mapped: fail('(row)', reason), raw: () => long.start };
        continue;
      }
      if (!header) {
        const resolved = resolveCsvColumns(cells);
        if (!resolved.ok) throw new CsvFormatError(`line 1: ${resolved.reason}`);
        header = resolved;
        continue;
      }
      if (line < from || isBlankRow(cells)) continue;
      const width = header.width;
      let mapped: MapResult;
      if (cells.length > width) mapped = fail('(row)', `has ${cells.length} cells; the header has ${width}`);
      else {
        const row = csvRowOf(cells, header.columns);
        mapped = sites.applyToRow(mapCsvRow(row, rowOptions), row.site);
      }
      yield { position: line, mapped, raw: () => csvLineOf(cells) };
    }
  } catch (error) {
    if (error instanceof CsvFormatError) throw error;
    // The storage, not the file's content: its message names server paths, so the client gets a plain one.
    if (readError)
      throw new CsvFormatError('the uploaded file can no longer be read from storage; upload it again', {
        cause: readError,
      });
    throw new CsvFormatError(`line ${line + 1}: ${(error as Error).message}`);
  } finally {
    file.destroy();
    limit.destroy();
  }
  if (!header) throw new CsvFormatError('the file is empty: it has no header line');
}

/** JSON records read a page at a time, so a job's memory does not grow with its size. */
const RECORDS_PAGE = 5_000;

/** Reads records [from, from + limit) of the job's JSON input. */
export type RecordsReader = (from: number, limit: number) => Promise<unknown[]>;

async function* jsonEntries(
  readRecords: RecordsReader,
  map: (item: unknown) => MapResult,
  from: number,
): AsyncGenerator<SourceEntry> {
  for (let start = from; ; start += RECORDS_PAGE) {
    const records = await readRecords(start, RECORDS_PAGE);
    for (const [offset, stored] of records.entries()) {
      const item = fromStoredRecord(stored);
      yield { position: start + offset, mapped: map(item), raw: () => JSON.stringify(item) ?? 'null' };
    }
    if (records.length < RECORDS_PAGE) return;
  }
}

/** The reader of an ingest job's input: its stored file, or the JSON records kept with the job. */
export function openSource(
  spec: IngestJobSpec,
  input: { filePath: string | null; maxLineBytes: number; readRecords: RecordsReader; sites: SiteDirectory },
): IngestSource {
  if (spec.kind === 'csv') {
    const { filePath, maxLineBytes } = input;
    if (!filePath) throw new CsvFormatError('the job has no stored file');
    return {
      entries: (from) => csvEntries(filePath, spec.options, from, maxLineBytes, input.sites),
      fieldName: (field) => CSV_FIELD_NAMES[field] ?? field,
    };
  }
  const map = jsonItemMapper(spec, input.sites);
  return { entries: (from) => jsonEntries(input.readRecords, map, from), fieldName: (field) => field };
}
