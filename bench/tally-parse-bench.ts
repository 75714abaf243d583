import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseDayBook } from '../domain/erp/tally-voucher-parser.ts';
import { tallyClient } from '../services/erp/tally-client.ts';
import { outboundPolicy } from '../services/outbound/outbound-address-policy.ts';
import { dayBookAnswer, voucherGuid, type BookVoucher } from '../test/support/tally-books.ts';

/**
 * Reading one month of 20,000 vouchers as TallyPrime exports it (UTF-16LE, ~18 KB a voucher with
 * the empty elements Tally writes): the answer's size, the longest event-loop stall while it is
 * parsed (the event loop's own delay monitor: what a server would feel), the total parse time and
 * the peak RSS of the parsing process. The answers are generated once into files under the temp
 * directory and parsed by a fresh process, so the peak is the parse's own. `--days N` reads the
 * month as N day-sized answers, as a sync does when a month's answer is over ERP_MAX_RESPONSE_BYTES;
 * `--source buffer` hands each answer over whole (read into memory first), `--source stream` in
 * 64 KiB pieces from the file, `--source socket` through the pull's own Tally client from a local
 * HTTP server sending the file (the server in the same process, streaming with backpressure). The
 * peak is the parsing process's own high-water mark (VmHWM): getrusage's maxRSS would also count the
 * process that spawned it, which built the answers. Run: npm run bench:tally-parse [-- --vouchers
 * 20000 --days 30 --source stream]
 */

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1]! : fallback;
};
const VOUCHERS = Number(option('vouchers', '20000'));
const DAYS = Number(option('days', '1'));
const SOURCE = option('source', 'buffer');
const directory = join(tmpdir(), `tally-parse-bench-${VOUCHERS}-${DAYS}`);
const file = (i: number) => join(directory, `answer-${i}.xml`);

/** Elements Tally writes empty on every voucher and line (GST, audit and UDF fields), for a realistic size. */
const EMPTY_TAGS = Array.from({ length: 160 }, (_, i) => `<EMPTYFIELD${i} TYPE="String"></EMPTYFIELD${i}>`).join('');

function vouchersOfDay(day: number, count: number, first: number): BookVoucher[] {
  const date = `2024-05-${String(day).padStart(2, '0')}`;
  return Array.from({ length: count }, (_, i) => {
    const n = first + i;
    return {
      guid: voucherGuid('3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d', n),
      alterId: 100_000 + n,
      type: 'Purchase',
      number: `PUR/${n}`,
      date,
      party: 'Bharat Petroleum Corp Ltd',
      narration: `HSD for DG set ${n}`,
      stock: [
        {
          item: 'High Speed Diesel',
          ledger: 'Fuel Purchases',
          amount: 9250,
          quantity: ' 100.000 Ltr',
          rate: '92.50/Ltr',
        },
      ],
      ledgers: [
        { ledger: 'Input CGST 9%', amount: 832.5 },
        { ledger: 'Input SGST 9%', amount: 832.5 },
        { ledger: 'Bharat Petroleum Corp Ltd', amount: -10_915, party: true },
      ],
    };
  });
}

/** The day-book answers of the month: one, or one per day-sized part. */
function answers(): Buffer[] {
  const perDay = Math.ceil(VOUCHERS / 30);
  const days = Array.from({ length: 30 }, (_, i) =>
    vouchersOfDay(i + 1, Math.min(perDay, VOUCHERS - i * perDay), i * perDay),
  );
  const padded = (buffer: Buffer) => {
    // Each voucher gets Tally's empty elements before </VOUCHER>.
    const text = buffer.subarray(2).toString('utf16le').replaceAll('</VOUCHER>', `${EMPTY_TAGS}</VOUCHER>`);
    return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  };
  if (DAYS <= 1) return [padded(dayBookAnswer('Acme Steels Pvt Ltd', days.flat()))];
  const size = Math.ceil(30 / DAYS);
  return Array.from({ length: DAYS }, (_, i) =>
    padded(dayBookAnswer('Acme Steels Pvt Ltd', days.slice(i * size, (i + 1) * size).flat())),
  );
}

if (!args.includes('--parse')) {
  if (!existsSync(file(0))) {
    mkdirSync(directory, { recursive: true });
    answers().forEach((answer, i) => writeFileSync(file(i), answer));
  }
  const self = fileURLToPath(import.meta.url);
  const run = spawnSync(process.execPath, [...process.execArgv, self, ...args, '--parse'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const parts = Array.from({ length: DAYS <= 1 ? 1 : DAYS }, (_, i) => file(i)).filter((path) => existsSync(path));

/** Each Day Book request answered with the next part, as Tally sends it. */
async function serveParts(): Promise<{ url: string; close: () => void }> {
  let next = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/xml; charset=utf-16' });
      createReadStream(parts[next++ % parts.length]!).pipe(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const tally = SOURCE === 'socket' ? await serveParts() : null;
const client =
  tally &&
  tallyClient(outboundPolicy('127.0.0.1', { maxResponseBytes: 1024 * 1024 * 1024 }), {
    tally_url: tally.url,
    company: 'Acme Steels Pvt Ltd',
    timeout_ms: 600_000,
  });
const rssBefore = process.memoryUsage().rss;
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const started = performance.now();
let read = 0;
let bytes = 0;
for (const part of parts) {
  const dayBook = client
    ? await client.dayBook('Acme Steels Pvt Ltd', '2024-05-01', '2024-05-31')
    : await parseDayBook(
        SOURCE === 'stream' ? createReadStream(part, { highWaterMark: 64 * 1024 }) : readFileSync(part),
      );
  read += dayBook.vouchers.length;
  bytes += statSync(part).size;
  // What a sync does between requests: the event loop turns.
  await new Promise((resolve) => setImmediate(resolve));
}
tally?.close();
const total = performance.now() - started;
delay.disable();
/** This process's peak RSS since it started (Linux VmHWM; elsewhere getrusage, which may count the parent). */
function peakRss(): number {
  const status = existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '';
  const hwm = /^VmHWM:\s+(\d+) kB/m.exec(status);
  return (hwm ? Number(hwm[1]) : process.resourceUsage().maxRSS) * 1024;
}
const peak = peakRss();
const mib = (n: number) => (n / 1024 / 1024).toFixed(0);
console.log(
  JSON.stringify({
    vouchers: read,
    answers: parts.length,
    source: SOURCE,
    answer_mib: Number(mib(bytes)),
    bytes_per_voucher: Math.round(bytes / VOUCHERS),
    longest_stall_ms: Math.round(delay.max / 1e6),
    parse_ms: Math.round(total),
    rss_before_parse_mib: Number(mib(rssBefore)),
    peak_rss_mib: Number(mib(peak)),
  }),
);
