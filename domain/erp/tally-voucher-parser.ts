import { listOf, parseTallyEnvelope, TallyAnswerError, textOf, type XmlValue } from './tally-answer.ts';

/** A quantity as Tally writes it (' 1000.000 Ltr'): the number and the unit apart, and the text as sent. */
export interface TallyQuantity {
  value: number;
  unit: string;
  raw: string;
}

/**
 * One line of a voucher: a stock item (inventory entry, with the ledger it is booked to) or a ledger
 * entry. `amount` is absolute; `debit` comes from ISDEEMEDPOSITIVE (Yes = debit), as Tally's sign
 * conventions differ between views.
 */
export interface TallyLine {
  kind: 'inventory' | 'ledger';
  ledger: string | null;
  stockItem: string | null;
  amount: number;
  rawAmount: string;
  debit: boolean;
  party: boolean;
  quantity: TallyQuantity | null;
  rate: string | null;
}

export interface TallyVoucher {
  guid: string;
  /** Company-wide alteration counter at the voucher's last edit; null when Tally sent none. */
  alterId: number | null;
  number: string;
  type: string;
  /** YYYY-MM-DD, or null when DATE is not a YYYYMMDD date. */
  date: string | null;
  rawDate: string;
  party: string;
  narration: string;
  cancelled: boolean;
  optional: boolean;
  lines: TallyLine[];
}

export interface TallyCompany {
  name: string;
  /** $AltVchId: the highest voucher ALTERID in the company; null when not sent. */
  voucherWatermark: number | null;
  masterWatermark: number | null;
}

type Element = Record<string, XmlValue>;

const yes = (value: XmlValue) => textOf(value).trim().toLowerCase() === 'yes';

function integerOf(value: XmlValue): number | null {
  const text = textOf(value).trim();
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

/** Voucher dates in answers are always YYYYMMDD. */
export function parseTallyDate(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** ' 1000.000 Ltr' → 1000 Ltr; '1,200 Units' → 1200 Units; null without a number and a unit. */
export function parseTallyQuantity(text: string): TallyQuantity | null {
  const match = /^\s*(-?[\d,]*\.?\d+)\s*([^\d\s=(][^=(]*)?/.exec(text);
  if (!match || !match[2]) return null;
  const value = Number(match[1].replaceAll(',', ''));
  if (!Number.isFinite(value)) return null;
  return { value: Math.abs(value), unit: match[2].trim(), raw: text.trim() };
}

/**
 * '-92500.00' → 92500. A foreign-currency amount ('-$100.00 @ ₹ 82.00/$ = -₹ 8200.00') is read in
 * the company's currency, after the '='. Null when no number can be read.
 */
export function parseTallyAmount(text: string): number | null {
  const base = text.includes('=') ? text.slice(text.lastIndexOf('=') + 1) : text;
  const digits = base.replace(/[^\d.-]/g, '');
  if (!/\d/.test(digits)) return null;
  const value = Number(digits);
  return Number.isFinite(value) ? Math.abs(value) : null;
}

/** The non-empty list of the two spellings Tally uses (ALL… in exploded views, the other in invoice views). */
function entries(voucher: Element, all: string, plain: string): Element[] {
  const exploded = listOf(voucher[all]);
  return exploded.length > 0 ? exploded : listOf(voucher[plain]);
}

function inventoryLine(entry: Element, ledger: string | null): TallyLine {
  const rawAmount = textOf(entry.AMOUNT);
  const quantityText = textOf(entry.BILLEDQTY) || textOf(entry.ACTUALQTY);
  return {
    kind: 'inventory',
    ledger,
    stockItem: textOf(entry.STOCKITEMNAME) || null,
    amount: parseTallyAmount(rawAmount) ?? 0,
    rawAmount,
    debit: yes(entry.ISDEEMEDPOSITIVE),
    party: false,
    quantity: quantityText ? parseTallyQuantity(quantityText) : null,
    rate: textOf(entry.RATE) || null,
  };
}

/**
 * Invoice-view vouchers carry stock items in inventory entries, the purchase ledger inside their
 * ACCOUNTINGALLOCATIONS; accounting-view vouchers carry ledgers, which may hold stock items in
 * INVENTORYALLOCATIONS. Both become the same lines; a ledger that only allocates stock items is
 * not counted again as a line of its own.
 */
function voucherLines(voucher: Element): TallyLine[] {
  const lines: TallyLine[] = [];
  for (const entry of entries(voucher, 'ALLINVENTORYENTRIES.LIST', 'INVENTORYENTRIES.LIST')) {
    const allocation = listOf(entry['ACCOUNTINGALLOCATIONS.LIST'])[0];
    lines.push(inventoryLine(entry, allocation ? textOf(allocation.LEDGERNAME) || null : null));
  }
  const allocatedLedgers = new Set(lines.map((line) => line.ledger).filter((name): name is string => name !== null));
  for (const entry of entries(voucher, 'ALLLEDGERENTRIES.LIST', 'LEDGERENTRIES.LIST')) {
    const ledger = textOf(entry.LEDGERNAME) || null;
    const items = listOf(entry['INVENTORYALLOCATIONS.LIST']);
    if (items.length > 0) {
      lines.push(...items.map((item) => inventoryLine(item, ledger)));
      continue;
    }
    if (ledger !== null && allocatedLedgers.has(ledger)) continue;
    const rawAmount = textOf(entry.AMOUNT);
    lines.push({
      kind: 'ledger',
      ledger,
      stockItem: null,
      amount: parseTallyAmount(rawAmount) ?? 0,
      rawAmount,
      debit: yes(entry.ISDEEMEDPOSITIVE),
      party: yes(entry.ISPARTYLEDGER),
      quantity: null,
      rate: null,
    });
  }
  return lines;
}

function toVoucher(voucher: Element): TallyVoucher {
  const rawDate = textOf(voucher.DATE);
  return {
    // REMOTEID repeats the GUID on every exported voucher; either identifies it.
    guid: (textOf(voucher.GUID) || textOf(voucher['@_REMOTEID'])).trim(),
    alterId: integerOf(voucher.ALTERID),
    number: textOf(voucher.VOUCHERNUMBER),
    type: textOf(voucher.VOUCHERTYPENAME) || textOf(voucher['@_VCHTYPE']),
    date: parseTallyDate(rawDate),
    rawDate,
    party: textOf(voucher.PARTYLEDGERNAME),
    narration: textOf(voucher.NARRATION),
    cancelled: yes(voucher.ISCANCELLED),
    optional: yes(voucher.ISOPTIONAL),
    lines: voucherLines(voucher),
  };
}

/** TALLYMESSAGE elements of a data export (BODY/DATA), or of the legacy Export Data form (…/IMPORTDATA/REQUESTDATA). */
function tallyMessages(envelope: Element): Element[] {
  const body = listOf(envelope.BODY)[0];
  if (!body) return [];
  const data = listOf(body.DATA)[0];
  const legacy = listOf(listOf(body.IMPORTDATA)[0]?.REQUESTDATA)[0];
  return [...listOf(data?.TALLYMESSAGE), ...listOf(legacy?.TALLYMESSAGE)];
}

/** The vouchers of a Day Book (or Voucher Register) answer; an empty envelope has none. */
export function parseDayBook(bytes: Buffer): TallyVoucher[] {
  const envelope = parseTallyEnvelope(bytes);
  return tallyMessages(envelope).flatMap((message) => listOf(message.VOUCHER).map(toVoucher));
}

/** The loaded companies and their watermarks, from the answer to companyWatermarkRequest(). */
export function parseCompanies(bytes: Buffer): TallyCompany[] {
  const envelope = parseTallyEnvelope(bytes);
  const data = listOf(listOf(envelope.BODY)[0]?.DATA)[0];
  const collection = listOf(data?.COLLECTION)[0];
  if (!collection)
    throw new TallyAnswerError('the answer to the company list has no COLLECTION: is this a Tally server?');
  return listOf(collection.COMPANY).map((company) => ({
    name: (textOf(company.NAME) || textOf(company['@_NAME'])).trim(),
    voucherWatermark: integerOf(company.ALTVCHID),
    masterWatermark: integerOf(company.ALTMSTID),
  }));
}
