import { Readable } from 'node:stream';
import { parse } from 'fast-csv';
import { describe, expect, it } from 'vitest';
import { CsvLineLimit } from '../../../domain/ingest/csv-line-limit.ts';
import { seededRandom } from '../../support/random.ts';

/** `text` cut into chunks of random sizes (1 byte included), as a file read might deliver it. */
function chunked(text: string | Buffer, next: () => number): Buffer[] {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length;) {
    const size = 1 + Math.floor(next() * (next() < 0.3 ? 3 : 200));
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

function through(chunks: Buffer[], limit: CsvLineLimit): Buffer {
  return Buffer.concat([...chunks.flatMap((chunk) => limit.write(chunk)), ...limit.end()]);
}

async function rows(input: Buffer | string): Promise<string[][]> {
  const parsed: string[][] = [];
  for await (const row of Readable.from([Buffer.from(input)]).pipe(parse({ headers: false, ignoreEmpty: false })))
    parsed.push(row as string[]);
  return parsed;
}

const WORDS = ['kWh', '2024-04-01', 'café', 'a b', '', '1234.5'];

/** Cells of every shape fast-csv reads: plain, quoted (commas, `""`, line breaks), mid-field and spaced quotes. */
function randomCsv(next: () => number, records: number, multiLineCells = true): string {
  const cell = () => {
    const kind = Math.floor(next() * 7);
    if ((kind === 2 || kind === 6) && !multiLineCells) return '';
    const word = WORDS[Math.floor(next() * WORDS.length)]!;
    if (kind === 0) return `"${word},${word}"`;
    if (kind === 1) return `"${word}""${word}"`;
    if (kind === 2) return `"${word}\r\n${word}\n${word}"`;
    if (kind === 3) return `5" ${word}`;
    if (kind === 4) return ` "${word}"`;
    if (kind === 6) return ` \t"${word},\r${word}"`;
    return word;
  };
  const breaks = ['\n', '\r\n', '\r'];
  return Array.from(
    { length: records },
    () => Array.from({ length: 1 + Math.floor(next() * 4) }, cell).join(',') + breaks[Math.floor(next() * 3)],
  ).join('');
}

describe('CsvLineLimit', () => {
  it('passes records within the limit byte for byte, however the file is chunked', async () => {
    const next = seededRandom(12).next;
    for (let round = 0; round < 200; round += 1) {
      const csv = randomCsv(next, 1 + Math.floor(next() * 20));
      const out = through(chunked(csv, next), new CsvLineLimit(1024));
      expect(out.toString()).toBe(csv);
    }
  });

  it('ends records where fast-csv ends them: with a tiny limit, every other row is read as before', async () => {
    const next = seededRandom(99).next;
    for (let round = 0; round < 200; round += 1) {
      const csv = randomCsv(next, 1 + Math.floor(next() * 20), false);
      const limit = new CsvLineLimit(12);
      const limited = await rows(through(chunked(csv, next), limit));
      const original = await rows(csv);
      expect(limited).toHaveLength(original.length);
      limited.forEach((row, i) => {
        if (row[0] !== limit.marker) expect(row).toEqual(original[i]);
      });
    }
  });

  it('keeps quoted line breaks inside their record: among records over the limit, every other record reads as before', async () => {
    const next = seededRandom(41).next;
    const long = 'L'.repeat(300);
    for (let round = 0; round < 200; round += 1) {
      const csv = Array.from({ length: 1 + Math.floor(next() * 12) }, () =>
        next() < 0.3 ? `${long}\n` : randomCsv(next, 1),
      ).join('');
      const limit = new CsvLineLimit(200);
      const limited = await rows(through(chunked(csv, next), limit));
      const expected = (await rows(csv)).map((row) => (row[0] === long ? [limit.marker] : row));
      expect(limited).toEqual(expected);
    }
  });

  it('replaces a record over the limit by its marker, keeps every other record and their numbers', async () => {
    const next = seededRandom(7).next;
    const long = `2024-04-01,electricity,"${'x'.repeat(5_000)},${'y'.repeat(100)}",kWh`;
    const csv = `date,category,quantity,unit\r\na,"b\nc",d\r\n${long}\r\ne,f,g,h\n`;
    const limit = new CsvLineLimit(1024);
    const parsed = await rows(through(chunked(csv, next), limit));
    expect(parsed).toEqual([
      ['date', 'category', 'quantity', 'unit'],
      ['a', 'b\nc', 'd'],
      [limit.marker],
      ['e', 'f', 'g', 'h'],
    ]);
    expect(limit.takeLongLine()).toEqual({ bytes: Buffer.byteLength(long), start: long.slice(0, 256) });
    expect(limit.takeLongLine()).toBeUndefined();
  });

  it('an unclosed quote costs one record, not the rest of the file', async () => {
    const csv = `h1,h2\n1,"never closed ${'z'.repeat(2_000)}\n2,ok\n3,ok\n`;
    const limit = new CsvLineLimit(1024);
    const parsed = await rows(through([Buffer.from(csv)], limit));
    expect(parsed).toEqual([['h1', 'h2'], [limit.marker], ['2', 'ok'], ['3', 'ok']]);
  });

  it('a long last record without a line break, and several long records in a row', async () => {
    const csv = `h\n${'a'.repeat(3_000)}\n${'b'.repeat(3_000)}\nshort\n${'c'.repeat(3_000)}`;
    const limit = new CsvLineLimit(1024);
    const parsed = await rows(through(chunked(csv, seededRandom(3).next), limit));
    expect(parsed).toEqual([['h'], [limit.marker], [limit.marker], ['short'], [limit.marker]]);
    expect([limit.takeLongLine()?.bytes, limit.takeLongLine()?.bytes, limit.takeLongLine()?.bytes]).toEqual([
      3_000, 3_000, 3_000,
    ]);
  });
});
