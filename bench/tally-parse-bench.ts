import { parseDayBook } from '../domain/erp/tally-voucher-parser.ts';
import { dayBookAnswer, voucherGuid, type BookVoucher } from '../test/support/tally-books.ts';

/**
 * Reading one month of 20,000 vouchers as TallyPrime exports it (UTF-16LE, ~20 KB a voucher with
 * the empty elements Tally writes): the answer's size, the longest event-loop stall (one parse is
 * synchronous) and the peak RSS of this process (the generated answers included: compare
 * peak_rss_mib with rss_before_parse_mib). `--days N` reads the month as N day-sized answers, as a sync does when a
 * month's answer is over ERP_MAX_RESPONSE_BYTES. Run: npm run bench:tally-parse [-- --vouchers 20000 --days 30]
 */

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const VOUCHERS = option('vouchers', 20_000);
const DAYS = option('days', 1);

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

const parts = answers();
const bytes = parts.reduce((sum, part) => sum + part.length, 0);
global.gc?.();
const rssBefore = process.memoryUsage().rss;
let longest = 0;
let read = 0;
for (const part of parts) {
  const started = performance.now();
  read += parseDayBook(part).vouchers.length;
  longest = Math.max(longest, performance.now() - started);
  // What a sync does between requests: the event loop turns.
  await new Promise((resolve) => setImmediate(resolve));
}
const peak = process.resourceUsage().maxRSS * 1024;
const mib = (n: number) => (n / 1024 / 1024).toFixed(0);
console.log(
  JSON.stringify({
    vouchers: read,
    answers: parts.length,
    answer_mib: Number(mib(bytes)),
    bytes_per_voucher: Math.round(bytes / VOUCHERS),
    longest_stall_ms: Math.round(longest),
    rss_before_parse_mib: Number(mib(rssBefore)),
    peak_rss_mib: Number(mib(peak)),
  }),
);
