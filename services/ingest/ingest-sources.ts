import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvRowMapper, type CsvRowOptions, type MapResult } from '../../domain/mappers/mappers.ts';
import { fail } from '../../domain/mappers/result.ts';
import {
  csvLineOf,
  csvRowOf,
  isBlankRow,
  resolveCsvColumns,
  type CsvColumns,
} from '../../domain/ingest/csv-columns.ts';
import { CsvLineLimit } from '../../domain/ingest/csv-line-limit.ts';
import { CsvRecords } from '../../domain/ingest/csv-records.ts';
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
  /**
   * Items at or after `from`, in order, a group at a time (a piece of the file, a page of records): an
   * item costs no promise of its own. Earlier ones are read past without being mapped.
   */
  entryGroups(from: number): AsyncIterable<readonly SourceEntry[]>;
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

/** A CSV row: its cells are written back as its raw line only when it is reported (most rows never are). */
class CsvEntry implements SourceEntry {
  constructor(
    readonly position: number,
    readonly mapped: MapResult,
    private readonly cells: readonly string[],
  ) {}

  raw(): string {
    return csvLineOf(this.cells);
  }
}

/** A line over the limit, reported by how it began. */
class LongLineEntry implements SourceEntry {
  constructor(
    readonly position: number,
    readonly mapped: MapResult,
    private readonly start: string,
  ) {}

  raw(): string {
    return this.start;
  }
}

/** The file's bytes; failing to read them is the storage's fault, not the file's. */
async function* fileChunks(path: string): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of createReadStream(path)) yield chunk as Buffer;
  } catch (error) {
    // Its message names server paths, so the client gets a plain one.
    throw new CsvFormatError('the uploaded file can no longer be read from storage; upload it again', {
      cause: error,
    });
  }
}

/**
 * The records of the file, a piece at a time as CsvLineLimit passes them (the piece it completes is
 * parsed at once, `more` false at the end).
 */
async function* csvPieces(path: string, limit: CsvLineLimit): AsyncGenerator<{ piece: Buffer; more: boolean }> {
  for await (const chunk of fileChunks(path)) for (const piece of limit.write(chunk)) yield { piece, more: true };
  for (const piece of limit.end()) yield { piece, more: true };
  yield { piece: Buffer.alloc(0), more: false };
}

/**
 * Rows handed on together. Between two groups the event loop gets a turn, as fast-csv gave it every 100
 * rows: the previous batch's commit (PostgreSQL's replies) and the file's reading go on meanwhile.
 */
const GROUP_ROWS = 100;

/**
 * Streams a stored CSV file through CsvRecords (constant memory whatever its size), each piece's
 * records read and mapped as they are handed on, GROUP_ROWS at a time: a piece's ~2,000 records read
 * at once outlived two scavenges and were promoted, which under the workers' heap cap brought on
 * mark-compacts. Lines are numbered as records from the header (line 1);
 * blank lines are skipped but keep their number; a record over `maxLineBytes` is a bad row of its
 * own, never parsed (see CsvLineLimit). A parse error names the line after the last record of the
 * pieces before (as with fast-csv, whose messages these are); the records of its own piece before it
 * have been handed on by then.
 */
async function* csvEntries(
  path: string,
  options: CsvImportOptions,
  from: number,
  maxLineBytes: number,
  sites: SiteDirectory,
): AsyncGenerator<SourceEntry[]> {
  const limit = new CsvLineLimit(maxLineBytes);
  const decoder = new StringDecoder('utf8');
  const records = new CsvRecords();
  const mapper = new CsvRowMapper(csvRowOptions(options));
  let line = 0;
  /** Records of the pieces before this one: a parse error names the line after them (records are read as handed on). */
  let linesBefore = 0;
  let header: { columns: CsvColumns; width: number } | undefined;
  try {
    for await (const { piece, more } of csvPieces(path, limit)) {
      let group: SourceEntry[] = [];
      for (const cells of records.read(more ? decoder.write(piece) : decoder.end(), more)) {
        line += 1;
        const long = cells.length === 1 && cells[0] === limit.marker ? limit.takeLongLine() : undefined;
        if (long) {
          const reason = `is longer than ${maxLineBytes} bytes (${long.bytes}): it was not read`;
          if (!header) throw new CsvFormatError(`line 1: the header ${reason}`);
          if (line >= from) group.push(new LongLineEntry(line, fail('(row)', reason), long.start));
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
          mapped = sites.applyToRow(mapper.map(row), row.site);
        }
        group.push(new CsvEntry(line, mapped, cells));
        if (group.length === GROUP_ROWS) {
          yield group;
          group = [];
          await nextTurn();
        }
      }
      if (group.length > 0) yield group;
      linesBefore = line;
    }
  } catch (error) {
    if (error instanceof CsvFormatError) throw error;
    throw new CsvFormatError(`line ${linesBefore + 1}: ${(error as Error).message}`);
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
): AsyncGenerator<SourceEntry[]> {
  for (let start = from; ; start += RECORDS_PAGE) {
    const records = await readRecords(start, RECORDS_PAGE);
    if (records.length > 0) {
      yield records.map((stored, offset) => {
        const item = fromStoredRecord(stored);
        return { position: start + offset, mapped: map(item), raw: () => JSON.stringify(item) ?? 'null' };
      });
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
      entryGroups: (from) => csvEntries(filePath, spec.options, from, maxLineBytes, input.sites),
      fieldName: (field) => CSV_FIELD_NAMES[field] ?? field,
    };
  }
  const map = jsonItemMapper(spec, input.sites);
  return { entryGroups: (from) => jsonEntries(input.readRecords, map, from), fieldName: (field) => field };
}
