import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { addDays } from '../domain/time-buckets.ts';

/** Rows the generator cycles through: each a category and unit the bulk CSV mapper accepts. */
const KINDS = [
  { category: 'electricity', unit: 'kWh', quantity: (i: number) => 500 + (i % 2000) },
  { category: 'diesel', unit: 'litres', quantity: (i: number) => 20 + (i % 180) },
  { category: 'petrol', unit: 'litres', quantity: (i: number) => 10 + (i % 60) },
  { category: 'rail', unit: 'km', quantity: (i: number) => 50 + (i % 1500) },
  { category: 'hotel', unit: 'room-nights', quantity: (i: number) => 1 + (i % 5) },
];

/** Every this many rows one is bad (negative quantity), so the error path is exercised too. */
const BAD_EVERY = 1000;

/**
 * Writes a bulk-upload CSV of `rows` activities spread over FY2024-25 (one date per row), with
 * back-pressure so memory stays flat. Returns how many rows are good and bad.
 */
export async function writeActivityCsv(
  path: string,
  rows: number,
): Promise<{ good: number; bad: number; bytes: number }> {
  const out = createWriteStream(path);
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('date,category,quantity,unit,amount\n');
  let bad = 0;
  let chunk = '';
  for (let i = 1; i <= rows; i += 1) {
    const kind = KINDS[i % KINDS.length]!;
    const isBad = i % BAD_EVERY === 0;
    if (isBad) bad += 1;
    const quantity = kind.quantity(i) * (isBad ? -1 : 1);
    // Every kind on every day of the year (the day advances once per round of kinds).
    const day = addDays('2024-04-01', Math.floor(i / KINDS.length) % 365);
    chunk += `${day},${kind.category},${quantity},${kind.unit},${(i % 9000) + 100}\n`;
    if (i % 10_000 === 0) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  out.end();
  await once(out, 'finish');
  return { good: rows - bad, bad, bytes };
}
