import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SiteDirectory } from '../../domain/sites/site-directory.ts';
import { CsvFormatError, openSource } from '../../services/ingest/ingest-sources.ts';

/** 32 bytes with its newline: the file's first 64 KB read (the stream's piece) holds 2,048 whole lines. */
const ROW = '2024-04-01,electricity,1000,kWh\n';
const HEADER = 'date,category,quantity,unit,xxx\n';
const PIECE_LINES = 65_536 / ROW.length;
/** The bad record's line: in the second piece, after rows of that piece. */
const BAD_LINE = PIECE_LINES + 100;

const dir = await mkdtemp(join(tmpdir(), 'csv-source-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a CSV source with a record fast-csv cannot read', () => {
  it('names the line after the records of the pieces before it, however many of its own piece were read', async () => {
    const path = join(dir, 'bad.csv');
    const rows = Array.from({ length: BAD_LINE - 2 }, () => ROW).join('');
    await writeFile(path, `${HEADER}${rows}2024-04-01,"electricity"x,1,kWh\n${ROW}`);
    const source = openSource(
      { kind: 'csv', file_name: null, options: { country: 'IN', period: 'day' } },
      { filePath: path, maxLineBytes: 65_536, readRecords: () => Promise.resolve([]), sites: new SiteDirectory([]) },
    );
    const positions: number[] = [];
    const read = async () => {
      for await (const entries of source.entryGroups(0)) positions.push(...entries.map((entry) => entry.position));
    };
    const error = await read().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(CsvFormatError);
    expect((error as Error).message).toBe(
      `line ${PIECE_LINES + 1}: Parse Error: expected: ',' OR new line got: 'x'. at 'x,1,kWh\\n'20'`,
    );
    // Rows are handed on in groups: those of the first piece at least, and none from the bad line on.
    expect(positions.length).toBeGreaterThanOrEqual(PIECE_LINES - 1);
    expect(positions).toEqual(Array.from({ length: positions.length }, (_, i) => i + 2));
    expect(positions.at(-1)).toBeLessThan(BAD_LINE);
  });
});
