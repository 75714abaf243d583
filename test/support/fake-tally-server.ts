import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { dayBookAnswer, type BookVoucher } from './tally-books.ts';

/**
 * A stand-in for TallyPrime's HTTP server (the one outside system the ERP sync talks to). It reads
 * the real request envelope (UTF-16LE or UTF-8) and answers as Tally does: the loaded companies
 * with their $AltVchId for a Company collection, and for a Day Book export the fixture of the
 * requested month, byte for byte (test/fixtures/tally: UTF-8, and UTF-16LE with a BOM), or a bare
 * envelope when it has none; or a month of vouchers kept as data (tally-books.ts), answered in the
 * Import Data form in UTF-16LE. It lists the company's voucher types with their class. Modes make
 * it misbehave: a LINEERROR, an HTML page, a hang, a redirect; `closeAfterDayBooks` closes the
 * company mid-sync (Tally then lists no company and answers the Day Book with a bare envelope).
 */
export type FakeTallyMode = 'ok' | 'lineerror' | 'html' | 'hang' | 'redirect' | 'proto' | 'nesting';

/** Day Book answers no Tally sends, which a parser refuses: an element named __proto__, and 100,000 levels of nesting. */
const HOSTILE_DAY_BOOKS: Record<'proto' | 'nesting', string> = {
  proto:
    '<ENVELOPE><BODY><DATA><TALLYMESSAGE><VOUCHER><__proto__><polluted>Yes</polluted></__proto__>' +
    '</VOUCHER></TALLYMESSAGE></DATA></BODY></ENVELOPE>',
  nesting: `<ENVELOPE>${'<LIST>'.repeat(100_000)}${'</LIST>'.repeat(100_000)}</ENVELOPE>`,
};

export interface FakeTallyState {
  /** The company that is open in this Tally. */
  company: string;
  /** Its GUID (Tally's company GUID); a default one when absent. */
  companyGuid?: string;
  /** 'YYYY-MM' → fixture file name under test/fixtures/tally, or the month's vouchers. */
  months: Record<string, string | BookVoucher[]>;
  /** The company's $AltVchId. */
  voucherWatermark: number;
  /** Voucher types beyond Tally's predefined ones (e.g. 'GRN' under 'Receipt Note'). */
  voucherTypes?: { name: string; parent: string }[];
  /** The company is closed after this many Day Book answers (a user closing it mid-sync). */
  closeAfterDayBooks?: number;
  /** The company the Day Book answers echo, when another than the one asked for was selected. */
  echoCompany?: string;
  /** Refuse the collection of altered vouchers with a LINEERROR (as a Tally that rejects the TDL filter would). */
  refuseAlteredVouchers?: boolean;
  /** The company's ledgers and stock items by GUID (those a test renames), and its $AltMstId (812 by default). */
  masters?: { guid: string; kind: 'ledger' | 'stock_item'; name: string; alterId: number }[];
  masterWatermark?: number;
}

export const DEFAULT_COMPANY_GUID = '3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d';

/** Tally's predefined voucher types and the class $$IsAccountingVch / $$IsInventoryVch / $$IsOrderVch give them. */
const PREDEFINED_TYPES: Record<string, string> = {
  Purchase: 'Accounting',
  Sales: 'Accounting',
  Payment: 'Accounting',
  Receipt: 'Accounting',
  Journal: 'Accounting',
  Contra: 'Accounting',
  'Credit Note': 'Accounting',
  'Debit Note': 'Accounting',
  'Receipt Note': 'Inventory',
  'Delivery Note': 'Inventory',
  'Rejections In': 'Inventory',
  'Rejections Out': 'Inventory',
  'Stock Journal': 'Inventory',
  'Physical Stock': 'Inventory',
  'Purchase Order': 'Order',
  'Sales Order': 'Order',
  Memorandum: 'Other',
  'Reversing Journal': 'Other',
};

export interface TallyRequestSeen {
  kind: 'companies' | 'voucher_types' | 'day_book' | 'altered_vouchers' | 'ledgers' | 'stock_items' | 'unknown';
  /** For altered_vouchers: N of the $AlterID > N filter. */
  sinceAlterId?: number;
  company: string | null;
  from: string | null;
  to: string | null;
  encoding: 'utf-16le' | 'utf-8';
  /** Its place in the order of arrival across every fake Tally of the process (compares two Tallies' logs). */
  arrival: number;
}

let arrivals = 0;

export interface FakeTally {
  url: string;
  state: FakeTallyState;
  mode: FakeTallyMode;
  /** Where 'redirect' mode sends the client. */
  redirectTo: string;
  /** Every Day Book answer comes this much later (a slow Tally: a big company on a busy desktop). */
  dayBookDelayMs: number;
  /**
   * Day Book answers go out but for their last bytes, which wait for releaseDayBookEnds(): a Tally
   * still writing a big month, so a client can be seen reading what came before the end.
   */
  holdDayBookEnds: boolean;
  releaseDayBookEnds(): void;
  /** Answers whose client closed the connection before they ended. */
  abandonedAnswers: number;
  requests: TallyRequestSeen[];
  dayBookRequests(): TallyRequestSeen[];
  close(): Promise<void>;
}

const FIXTURES = new URL('../fixtures/tally/', import.meta.url);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '1-Apr-2024' or '20240401' → '2024-04-01'. */
function requestDate(text: string | null): string | null {
  if (!text) return null;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const named = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (!named) return null;
  const month = MONTHS.indexOf(named[2]!) + 1;
  return `${named[3]}-${String(month).padStart(2, '0')}-${named[1]!.padStart(2, '0')}`;
}

const element = (xml: string, name: string) =>
  new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`).exec(xml)?.[1] ?? null;
const unescape = (text: string | null) =>
  text?.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&') ?? null;

function readRequest(body: Buffer, contentType: string): { xml: string; encoding: TallyRequestSeen['encoding'] } {
  const utf16 = /utf-16/i.test(contentType) || (body[0] === 0xff && body[1] === 0xfe);
  if (!utf16) return { xml: body.toString('utf8'), encoding: 'utf-8' };
  const text = body.toString('utf16le');
  return { xml: text.startsWith('\uFEFF') ? text.slice(1) : text, encoding: 'utf-16le' };
}

function understand(xml: string, encoding: TallyRequestSeen['encoding']): Omit<TallyRequestSeen, 'arrival'> {
  const type = element(xml, 'TYPE');
  const id = element(xml, 'ID');
  const company = unescape(element(xml, 'SVCURRENTCOMPANY'));
  if (element(xml, 'TALLYREQUEST') === 'Export' && type === 'Collection' && /<TYPE>Company<\/TYPE>/.test(xml)) {
    return { kind: 'companies', company, from: null, to: null, encoding };
  }
  if (element(xml, 'TALLYREQUEST') === 'Export' && type === 'Collection' && /<TYPE>VoucherType<\/TYPE>/.test(xml)) {
    return { kind: 'voucher_types', company, from: null, to: null, encoding };
  }
  const altered =
    /<TYPE>(Voucher|Ledger|StockItem)<\/TYPE>.*<SYSTEM TYPE="Formulae" NAME="[^"]*">\$AlterID &gt; (\d+)<\/SYSTEM>/.exec(
      xml,
    );
  if (element(xml, 'TALLYREQUEST') === 'Export' && type === 'Collection' && altered) {
    const kinds = { Voucher: 'altered_vouchers', Ledger: 'ledgers', StockItem: 'stock_items' } as const;
    const kind = kinds[altered[1] as keyof typeof kinds];
    return { kind, company, from: null, to: null, encoding, sinceAlterId: Number(altered[2]) };
  }
  if (element(xml, 'TALLYREQUEST') === 'Export' && type === 'Data' && id === 'Day Book') {
    return {
      kind: 'day_book',
      company,
      from: requestDate(element(xml, 'SVFROMDATE')),
      to: requestDate(element(xml, 'SVTODATE')),
      encoding,
    };
  }
  return { kind: 'unknown', company, from: null, to: null, encoding };
}

/** The last bytes of an answer that FakeTally.holdDayBookEnds holds back. */
const HELD_BYTES = 64;

/** Answers whose end waits (FakeTally.holdDayBookEnds), with what releases it. */
const heldEnds = new WeakMap<ServerResponse, Promise<void>>();

const xmlAnswer = (res: ServerResponse, body: string | Buffer, charset = 'utf-8') => {
  res.writeHead(200, { 'content-type': `text/xml; charset=${charset}` });
  const held = heldEnds.get(res);
  if (!held) return res.end(body);
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const cut = Math.max(0, bytes.length - HELD_BYTES);
  res.write(bytes.subarray(0, cut));
  void held.then(() => res.end(bytes.subarray(cut)));
};

const lineError = (message: string) =>
  '<ENVELOPE><HEADER><VERSION>1</VERSION><STATUS>0</STATUS></HEADER>' +
  `<BODY><DATA><LINEERROR>${message}</LINEERROR></DATA></BODY></ENVELOPE>`;

function companiesAnswer(state: FakeTallyState, open: boolean): string {
  const name = state.company.replaceAll('&', '&amp;');
  return [
    '<ENVELOPE><HEADER><VERSION>1</VERSION><STATUS>1</STATUS></HEADER><BODY><DESC></DESC><DATA><COLLECTION>',
    open ? `<COMPANY NAME="${name}" RESERVEDNAME=""><NAME TYPE="String">${name}</NAME>` : '',
    open ? `<GUID TYPE="String">${state.companyGuid ?? DEFAULT_COMPANY_GUID}</GUID>` : '',
    open
      ? `<ALTVCHID TYPE="Number"> ${state.voucherWatermark}</ALTVCHID>` +
        `<ALTMSTID TYPE="Number"> ${state.masterWatermark ?? 812}</ALTMSTID></COMPANY>`
      : '',
    '</COLLECTION></DATA></BODY></ENVELOPE>',
  ].join('');
}

/** Every voucher of the data months altered after `since`, whatever its date, as a Voucher collection answers. */
function alteredVouchersAnswer(state: FakeTallyState, since: number): string {
  const altered = Object.values(state.months)
    .flatMap((month) => (typeof month === 'string' ? [] : month))
    .filter((voucher) => voucher.alterId !== null && voucher.alterId > since);
  return [
    '<ENVELOPE><HEADER><VERSION>1</VERSION><STATUS>1</STATUS></HEADER><BODY><DESC></DESC><DATA><COLLECTION>',
    ...altered.map(
      (voucher) =>
        `<VOUCHER REMOTEID="${voucher.guid}" VCHTYPE="${voucher.type}"><GUID TYPE="String">${voucher.guid}</GUID>` +
        `<ALTERID TYPE="Number"> ${voucher.alterId}</ALTERID>` +
        `<DATE TYPE="Date">${voucher.date.replaceAll('-', '')}</DATE></VOUCHER>`,
    ),
    '</COLLECTION></DATA></BODY></ENVELOPE>',
  ].join('');
}

/** The ledgers or stock items altered after `since`, as a Ledger or StockItem collection answers. */
function mastersAnswer(state: FakeTallyState, kind: 'ledger' | 'stock_item', since: number): string {
  const tag = kind === 'ledger' ? 'LEDGER' : 'STOCKITEM';
  const rows = (state.masters ?? []).filter((master) => master.kind === kind && master.alterId > since);
  return [
    '<ENVELOPE><HEADER><VERSION>1</VERSION><STATUS>1</STATUS></HEADER><BODY><DESC></DESC><DATA><COLLECTION>',
    ...rows.map(
      (master) =>
        `<${tag} NAME="${master.name.replaceAll('&', '&amp;')}" RESERVEDNAME=""><GUID TYPE="String">${master.guid}</GUID>` +
        `<ALTERID TYPE="Number"> ${master.alterId}</ALTERID></${tag}>`,
    ),
    '</COLLECTION></DATA></BODY></ENVELOPE>',
  ].join('');
}

function voucherTypesAnswer(state: FakeTallyState): string {
  const rows = [
    ...Object.entries(PREDEFINED_TYPES).map(([name, vchClass]) => ({ name, parent: name, vchClass })),
    ...(state.voucherTypes ?? []).map(({ name, parent }) => ({
      name,
      parent,
      vchClass: PREDEFINED_TYPES[parent] ?? '',
    })),
  ];
  return [
    '<ENVELOPE><HEADER><VERSION>1</VERSION><STATUS>1</STATUS></HEADER><BODY><DESC></DESC><DATA><COLLECTION>',
    ...rows.map(
      ({ name, parent, vchClass }) =>
        `<VOUCHERTYPE NAME="${name}" RESERVEDNAME=""><PARENT TYPE="String">${parent}</PARENT>` +
        `<VCHCLASS TYPE="String">${vchClass}</VCHCLASS></VOUCHERTYPE>`,
    ),
    '</COLLECTION></DATA></BODY></ENVELOPE>',
  ].join('');
}

export async function startFakeTally(state: FakeTallyState): Promise<FakeTally> {
  const sockets = new Set<Socket>();
  let release = () => {};
  let released = new Promise<void>((resolve) => (release = resolve));
  const fake: Omit<FakeTally, 'url' | 'close'> = {
    state,
    mode: 'ok',
    redirectTo: '',
    dayBookDelayMs: 0,
    holdDayBookEnds: false,
    releaseDayBookEnds() {
      release();
      released = new Promise<void>((resolve) => (release = resolve));
    },
    abandonedAnswers: 0,
    requests: [],
    dayBookRequests: () => fake.requests.filter((r) => r.kind === 'day_book'),
  };

  const answer = (res: ServerResponse, seen: TallyRequestSeen) => {
    switch (fake.mode) {
      case 'hang':
        return; // never answers; the socket is closed when the server closes
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><head><title>Router login</title></head><body><h1>Please sign in</h1></body></html>');
        return;
      case 'redirect':
        res.writeHead(302, { location: fake.redirectTo });
        res.end();
        return;
      case 'lineerror':
        return xmlAnswer(res, lineError("Could not find Report 'Day Book'!"));
      case 'proto':
      case 'nesting':
        if (seen.kind === 'day_book') return xmlAnswer(res, HOSTILE_DAY_BOOKS[fake.mode]);
        break;
      case 'ok':
        break;
    }
    const { closeAfterDayBooks } = fake.state;
    const open = closeAfterDayBooks === undefined || fake.dayBookRequests().length <= closeAfterDayBooks;
    if (seen.kind === 'companies') return xmlAnswer(res, companiesAnswer(fake.state, open));
    if (seen.kind === 'voucher_types') return xmlAnswer(res, voucherTypesAnswer(fake.state));
    if (seen.kind === 'altered_vouchers') {
      if (fake.state.refuseAlteredVouchers) return xmlAnswer(res, lineError("Could not find Collection 'Voucher'!"));
      return xmlAnswer(res, alteredVouchersAnswer(fake.state, seen.sinceAlterId ?? 0));
    }
    if (seen.kind === 'ledgers' || seen.kind === 'stock_items') {
      const kind = seen.kind === 'ledgers' ? 'ledger' : 'stock_item';
      return xmlAnswer(res, mastersAnswer(fake.state, kind, seen.sinceAlterId ?? 0));
    }
    if (seen.kind === 'unknown') return xmlAnswer(res, lineError('Unknown Request, cannot be processed'));
    // A company that is not open, or a month without vouchers: Tally's bare envelope.
    const month =
      open && seen.company === fake.state.company && seen.from ? fake.state.months[seen.from.slice(0, 7)] : undefined;
    if (!month) return xmlAnswer(res, '<ENVELOPE></ENVELOPE>');
    if (typeof month !== 'string') {
      // Tally answers the vouchers dated in the range asked for.
      const dated = month.filter((voucher) => voucher.date >= seen.from! && voucher.date <= (seen.to ?? seen.from!));
      return xmlAnswer(res, dayBookAnswer(fake.state.echoCompany ?? fake.state.company, dated), 'utf-16');
    }
    return xmlAnswer(res, readFileSync(new URL(month, FIXTURES)), month.includes('utf16') ? 'utf-16' : 'utf-8');
  };

  const server: Server = createServer((req, res) => {
    res.on('close', () => {
      if (!res.writableEnded) fake.abandonedAnswers += 1;
    });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const { xml, encoding } = readRequest(body, req.headers['content-type'] ?? '');
      const seen = { ...understand(xml, encoding), arrival: (arrivals += 1) };
      // Seen when it arrives, as Tally would log it: a request the client gave up on during a slow
      // answer is counted then, not when the answer would have gone out.
      fake.requests.push(seen);
      if (fake.holdDayBookEnds && seen.kind === 'day_book') heldEnds.set(res, released);
      if (fake.dayBookDelayMs > 0 && seen.kind === 'day_book') setTimeout(() => answer(res, seen), fake.dayBookDelayMs);
      else answer(res, seen);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The fixtures as a finance team's Tally holds them before and after the edits between two syncs. */
export const ACME = {
  company: 'Acme Steels Pvt Ltd',
  before: { months: { '2024-04': 'acme-2024-04.xml', '2024-05': 'acme-2024-05.utf16.xml' }, voucherWatermark: 5123 },
  /** The diesel voucher altered to 1,200 l (ALTERID 5211), the hotel payment deleted. */
  after: {
    months: { '2024-04': 'acme-2024-04-altered.xml', '2024-05': 'acme-2024-05.utf16.xml' },
    voucherWatermark: 5211,
  },
} as const;
