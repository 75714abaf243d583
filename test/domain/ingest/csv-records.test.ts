import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse } from 'fast-csv';
import { describe, expect, it } from 'vitest';
import { CsvRecords } from '../../../domain/ingest/csv-records.ts';
import { seededRandom, type Random } from '../../support/random.ts';

interface Read {
  records: string[][];
  error?: string;
}

/** fast-csv's reading of the pieces, written one at a time: the records of the pieces before an error, and the error. */
async function fastCsv(pieces: Buffer[]): Promise<Read> {
  const parser = parse({ headers: false, ignoreEmpty: false });
  const records: string[][] = [];
  parser.on('data', (row: string[]) => records.push(row));
  const ended = new Promise((resolve, reject) => parser.on('end', resolve).on('error', reject));
  // A parse error fails the write it came with, below, as well.
  ended.catch(() => undefined);
  try {
    for (const piece of pieces) {
      await new Promise<void>((resolve, reject) => parser.write(piece, (error) => (error ? reject(error) : resolve())));
      await nextTurn();
    }
    parser.end();
    await ended;
    return { records };
  } catch (error) {
    return { records, error: (error as Error).message };
  }
}

function csvRecords(pieces: Buffer[]): Read {
  const decoder = new StringDecoder('utf8');
  const reader = new CsvRecords();
  const records: string[][] = [];
  try {
    for (const piece of pieces) records.push(...reader.read(decoder.write(piece), true));
    records.push(...reader.read(decoder.end(), false));
    return { records };
  } catch (error) {
    return { records, error: (error as Error).message };
  }
}

/** Everything fast-csv treats specially: quotes, commas, line breaks, ASCII and wider spaces, a BOM, multi-byte text. */
const BITS = ['a', 'b1', 'é', '😀', ' ', '  ', '\t', '\u00a0', '\ufeff', '\u2028', ',', ',', '"', '"', '""'];
const BREAKS = ['\n', '\r', '\r\n'];

function randomText(r: Random): string {
  let text = r.chance(0.2) ? '\ufeff' : '';
  const length = r.int(0, 60);
  for (let i = 0; i < length; i += 1) text += r.chance(0.15) ? r.pick(BREAKS) : r.pick(BITS);
  return text;
}

/** Well-formed records with every kind of cell: plain, quoted with commas, `""` and line breaks, spaced quotes. */
function randomCsv(r: Random): string {
  const cell = () =>
    r.pick<() => string>([
      () => r.pick(BITS.filter((bit) => !bit.includes('"') && bit !== ',')),
      () => `"${randomText(r).replaceAll('"', '""')}"`,
      () => ` "x,y"  `,
      () => '',
      () => '2024-04-01',
    ])();
  return Array.from(
    { length: r.int(1, 12) },
    () => Array.from({ length: r.int(1, 5) }, cell).join(',') + r.pick(BREAKS),
  ).join('');
}

/** The text's bytes cut anywhere (inside a character too), as the file and the line limit deliver them. */
function pieces(text: string, r: Random): Buffer[] {
  const bytes = Buffer.from(text);
  const cut: Buffer[] = [];
  for (let at = 0; at < bytes.length;) {
    const size = r.chance(0.3) ? bytes.length : r.int(1, 8);
    cut.push(bytes.subarray(at, at + size));
    at += size;
  }
  return cut;
}

describe('CsvRecords', () => {
  it('reads any text as fast-csv does, however it is cut: the same records, the same errors after the same records', async () => {
    const r = seededRandom(28);
    let errors = 0;
    for (let round = 0; round < 3_000; round += 1) {
      const text = round % 2 === 0 ? randomText(r) : randomCsv(r);
      const cut = pieces(text, r);
      const expected = await fastCsv(cut);
      if (expected.error) errors += 1;
      expect(csvRecords(cut), JSON.stringify(text)).toEqual(expected);
    }
    // Both kinds of parse error and plenty of clean reads were compared.
    expect(errors).toBeGreaterThan(300);
    expect(errors).toBeLessThan(2_700);
  });

  it("keeps fast-csv's quirks", () => {
    const read = (text: string) => csvRecords([Buffer.from(text)]);
    expect(read('\ufeffdate, "a,b" ,c\r\n  ,x\n   \n,\r"q""q"\n')).toEqual({
      records: [['date', 'a,b', 'c'], ['', 'x'], [], ['', ''], ['q"q']],
    });
    expect(read('a,"b"c,d\n').error).toBe(`Parse Error: expected: ',' OR new line got: 'c'. at 'c,d\\n''`);
    expect(read('a\nb,"c\nd').error).toBe(`Parse Error: missing closing: '"' in line: at '"c\\n'd'`);
  });

  it('a kept cell does not keep the piece it was read from', () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const reader = new CsvRecords();
    const kept: string[] = [];
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 500; i += 1) {
      const piece = `${'2024-04-01,electricity,100,kWh\n'.repeat(2_000)}2024-04-01,"Flight, long haul ${i}",1,km\n`;
      const records = [...reader.read(piece, true)];
      kept.push(records.at(-1)![1]!);
    }
    collectGarbage();
    // 500 pieces of 62 KB: held by their cells, they would be 31 MB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(8_000_000);
    expect(kept[499]).toBe('Flight, long haul 499');
  });
});
