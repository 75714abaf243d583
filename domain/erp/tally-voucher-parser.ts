import {
  listOf,
  readCollectionRows,
  readTallyAnswer,
  textOf,
  type RecordPath,
  type TallyAnswerSource,
  type XmlElement,
  type XmlValue,
} from './tally-answer.ts';

/**
 * A quantity as Tally writes it (' 1000.000 Ltr'): the number and the unit apart, and the text as
 * sent. A stock item with an alternate unit is written ' 10 Nos =  190.00 Kgs': `alternate` holds
 * the quantity after the '='.
 */
export interface TallyQuantity {
  /** Absolute; `negative` keeps the sign ('-100 Ltr' short-received on an invoice). */
  value: number;
  negative: boolean;
  unit: string;
  raw: string;
  alternate: { value: number; unit: string } | null;
}

/**
 * One line of a voucher: a stock item (inventory entry, with the ledger it is booked to) or a ledger
 * entry. `amount` is absolute; `debit` comes from the amount's sign as Tally exports it (negative =
 * debit), or, without an amount, from a negative quantity (credit) or ISDEEMEDPOSITIVE (Yes = debit).
 * `directionConflict` says when ISDEEMEDPOSITIVE or the quantity's sign disagreed with it.
 */
export interface TallyLine {
  kind: 'inventory' | 'ledger';
  ledger: string | null;
  stockItem: string | null;
  amount: number;
  rawAmount: string;
  debit: boolean;
  directionConflict: string | null;
  party: boolean;
  quantity: TallyQuantity | null;
  rate: string | null;
  /** Where the line was booked, as Tally tells plants and sites apart: its cost centre and godown. */
  costCentre: string | null;
  godown: string | null;
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
  /** Receipt-note numbers an invoice's stock lines track (TRACKINGNUMBER), 'Not Applicable' aside. */
  trackingNumbers: string[];
  /** REFERENCE: the supplier's invoice number on a purchase, the original invoice's on a Debit Note; null when none. */
  reference: string | null;
  /**
   * Bill-wise names of its ledger lines (BILLALLOCATIONS.LIST): the bills it raises (`New Ref`, as a
   * purchase invoice does) and those it settles or returns goods against (`Agst Ref`).
   */
  bills: { raised: string[]; against: string[] };
  lines: TallyLine[];
}

export interface TallyCompany {
  name: string;
  /** The company's GUID: the same whatever URL or name spelling reaches it; null when not sent. */
  guid: string | null;
  /** $AltVchId: the highest voucher ALTERID in the company; null when not sent. */
  voucherWatermark: number | null;
  masterWatermark: number | null;
}

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

const QUANTITY = /^\s*(-?[\d,]*\.?\d+)\s*([^\d\s=(][^=(]*)?/;

function numberAndUnit(text: string): { value: number; negative: boolean; unit: string } | null {
  const match = QUANTITY.exec(text);
  if (!match || !match[2]) return null;
  const value = Number(match[1].replaceAll(',', ''));
  return Number.isFinite(value) ? { value: Math.abs(value), negative: value < 0, unit: match[2].trim() } : null;
}

/**
 * ' 1000.000 Ltr' → 1000 Ltr; '1,200 Units' → 1200 Units; ' 10 Nos =  190.00 Kgs' → 10 Nos with
 * 190 Kgs as its alternate; null without a number and a unit.
 */
export function parseTallyQuantity(text: string): TallyQuantity | null {
  const [primary, alternate] = text.split('=', 2);
  const main = numberAndUnit(primary);
  if (!main) return null;
  const second = alternate === undefined ? null : numberAndUnit(alternate);
  return {
    ...main,
    raw: text.trim(),
    alternate: second && { value: second.value, unit: second.unit },
  };
}

/**
 * '-92500.00' → -92500 (Tally writes a debit negative). A foreign-currency amount ('-$100.00 @ ₹
 * 82.00/$ = -₹ 8200.00') is read in the company's currency, after the '='. Null when no number can
 * be read.
 */
export function parseTallyAmount(text: string): number | null {
  const base = text.includes('=') ? text.slice(text.lastIndexOf('=') + 1) : text;
  const digits = base.replace(/[^\d.-]/g, '');
  if (!/\d/.test(digits)) return null;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

/**
 * A line's direction: the amount's sign as Tally exports it (negative = debit); without an amount,
 * a negative quantity is a credit (goods short-received or returned), else ISDEEMEDPOSITIVE says.
 * A flag or quantity sign that disagrees is stated, not obeyed: Tally's flag follows the voucher's
 * side, so a credit line on a purchase (freight recovered, a short receipt) still carries Yes.
 */
function lineDirection(
  entry: XmlElement,
  amount: number | null,
  quantity: TallyQuantity | null,
): Pick<TallyLine, 'debit' | 'directionConflict'> {
  const flag = yes(entry.ISDEEMEDPOSITIVE);
  const negativeQuantity = quantity?.negative === true;
  const debit = amount !== null && amount !== 0 ? amount < 0 : negativeQuantity ? false : flag;
  const side = (isDebit: boolean) => (isDebit ? 'a debit' : 'a credit');
  const conflicts = [
    flag !== debit ? `ISDEEMEDPOSITIVE ${flag ? 'Yes' : 'No'} says ${side(flag)}` : null,
    negativeQuantity && debit ? `the quantity '${quantity.raw}' is negative` : null,
  ].filter((text): text is string => text !== null);
  if (conflicts.length === 0) return { debit, directionConflict: null };
  const by = amount !== null && amount !== 0 ? `its amount ${amount}` : 'its quantity';
  return {
    debit,
    directionConflict: `${conflicts.join(' and ')}, but ${by} makes the line ${side(debit)}: read as ${side(debit)}.`,
  };
}

/** The non-empty list of the two spellings Tally uses (ALL… in exploded views, the other in invoice views). */
function entries(voucher: XmlElement, all: string, plain: string): XmlElement[] {
  const exploded = listOf(voucher[all]);
  return exploded.length > 0 ? exploded : listOf(voucher[plain]);
}

/** Tally's placeholder for an empty reference (after its &#4; is dropped). */
const isNotApplicable = (text: string) => text.trim() === '' || /^not applicable$/i.test(text.trim());

/** The first named value of a child list (`GODOWNNAME` in BATCHALLOCATIONS.LIST), or null. */
function firstName(lists: XmlElement[], tag: string): string | null {
  for (const item of lists) {
    const text = textOf(item[tag]).trim();
    if (!isNotApplicable(text)) return text;
  }
  return null;
}

/** The cost centre a line is allocated to (CATEGORYALLOCATIONS.LIST/COSTCENTREALLOCATIONS.LIST), or null. */
function costCentreOf(entry: XmlElement): string | null {
  const centres = listOf(entry['CATEGORYALLOCATIONS.LIST']).flatMap((category) =>
    listOf(category['COSTCENTREALLOCATIONS.LIST']),
  );
  return firstName(centres, 'NAME');
}

function inventoryLine(entry: XmlElement, ledger: string | null, allocation: XmlElement | undefined): TallyLine {
  const rawAmount = textOf(entry.AMOUNT);
  const amount = parseTallyAmount(rawAmount);
  const quantityText = textOf(entry.BILLEDQTY) || textOf(entry.ACTUALQTY);
  const quantity = quantityText ? parseTallyQuantity(quantityText) : null;
  return {
    kind: 'inventory',
    ledger,
    stockItem: textOf(entry.STOCKITEMNAME) || null,
    amount: Math.abs(amount ?? 0),
    rawAmount,
    ...lineDirection(entry, amount, quantity),
    party: false,
    quantity,
    rate: textOf(entry.RATE) || null,
    costCentre: costCentreOf(entry) ?? (allocation ? costCentreOf(allocation) : null),
    godown: firstName(listOf(entry['BATCHALLOCATIONS.LIST']), 'GODOWNNAME'),
  };
}

/**
 * Invoice-view vouchers carry stock items in inventory entries, the purchase ledger inside their
 * ACCOUNTINGALLOCATIONS; accounting-view vouchers carry ledgers, which may hold stock items in
 * INVENTORYALLOCATIONS. Both become the same lines; a ledger that only allocates stock items is
 * not counted again as a line of its own.
 */
function voucherLines(voucher: XmlElement): TallyLine[] {
  const lines: TallyLine[] = [];
  for (const entry of entries(voucher, 'ALLINVENTORYENTRIES.LIST', 'INVENTORYENTRIES.LIST')) {
    const allocation = listOf(entry['ACCOUNTINGALLOCATIONS.LIST'])[0];
    lines.push(inventoryLine(entry, allocation ? textOf(allocation.LEDGERNAME) || null : null, allocation));
  }
  const allocatedLedgers = new Set(lines.map((line) => line.ledger).filter((name): name is string => name !== null));
  for (const entry of entries(voucher, 'ALLLEDGERENTRIES.LIST', 'LEDGERENTRIES.LIST')) {
    const ledger = textOf(entry.LEDGERNAME) || null;
    const items = listOf(entry['INVENTORYALLOCATIONS.LIST']);
    if (items.length > 0) {
      lines.push(...items.map((item) => inventoryLine(item, ledger, entry)));
      continue;
    }
    if (ledger !== null && allocatedLedgers.has(ledger)) continue;
    const rawAmount = textOf(entry.AMOUNT);
    const amount = parseTallyAmount(rawAmount);
    lines.push({
      kind: 'ledger',
      ledger,
      stockItem: null,
      amount: Math.abs(amount ?? 0),
      rawAmount,
      ...lineDirection(entry, amount, null),
      party: yes(entry.ISPARTYLEDGER),
      quantity: null,
      rate: null,
      costCentre: costCentreOf(entry),
      godown: null,
    });
  }
  return lines;
}

/** The receipt notes an invoice's stock lines were received against (BATCHALLOCATIONS.LIST/TRACKINGNUMBER). */
function trackingNumbersOf(voucher: XmlElement): string[] {
  const stockEntries = [
    ...entries(voucher, 'ALLINVENTORYENTRIES.LIST', 'INVENTORYENTRIES.LIST'),
    ...entries(voucher, 'ALLLEDGERENTRIES.LIST', 'LEDGERENTRIES.LIST').flatMap((entry) =>
      listOf(entry['INVENTORYALLOCATIONS.LIST']),
    ),
  ];
  const numbers = stockEntries
    .flatMap((entry) => listOf(entry['BATCHALLOCATIONS.LIST']))
    .map((batch) => textOf(batch.TRACKINGNUMBER).trim())
    .filter((number) => !isNotApplicable(number));
  return [...new Set(numbers)];
}

/** The bill names of the voucher's ledger lines by BILLTYPE ('New Ref', 'Agst Ref'); advances and on-account aside. */
function billsOf(voucher: XmlElement): TallyVoucher['bills'] {
  const allocations = entries(voucher, 'ALLLEDGERENTRIES.LIST', 'LEDGERENTRIES.LIST').flatMap((entry) =>
    listOf(entry['BILLALLOCATIONS.LIST']),
  );
  const named = (type: string) => [
    ...new Set(
      allocations
        .filter((bill) => textOf(bill.BILLTYPE).trim().toLowerCase() === type)
        .map((bill) => textOf(bill.NAME).trim())
        .filter((name) => !isNotApplicable(name)),
    ),
  ];
  return { raised: named('new ref'), against: named('agst ref') };
}

function toVoucher(voucher: XmlElement): TallyVoucher {
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
    trackingNumbers: trackingNumbersOf(voucher),
    reference: isNotApplicable(textOf(voucher.REFERENCE)) ? null : textOf(voucher.REFERENCE).trim(),
    bills: billsOf(voucher),
    lines: voucherLines(voucher),
  };
}

/**
 * Vouchers are TALLYMESSAGE/VOUCHER of a data export (BODY/DATA), or of the Import Data form
 * (BODY/IMPORTDATA/REQUESTDATA).
 */
const isVoucher: RecordPath = (path) =>
  path[1] === 'BODY' &&
  path.at(-1) === 'VOUCHER' &&
  path.at(-2) === 'TALLYMESSAGE' &&
  ((path.length === 5 && path[2] === 'DATA') ||
    (path.length === 6 && path[2] === 'IMPORTDATA' && path[3] === 'REQUESTDATA'));

/** The company an Import Data answer says it was exported from (REQUESTDESC/STATICVARIABLES), or null. */
function echoedCompany(envelope: XmlElement): string | null {
  const body = listOf(envelope.BODY)[0];
  const description = listOf(listOf(body?.IMPORTDATA)[0]?.REQUESTDESC)[0];
  const variables = listOf(description?.STATICVARIABLES)[0];
  const company = textOf(variables?.SVCURRENTCOMPANY).trim();
  return company === '' ? null : company;
}

export interface TallyDayBook {
  /** The company Tally echoed in the answer; null in a bare envelope or a DATA-form answer. */
  company: string | null;
  vouchers: TallyVoucher[];
}

/**
 * The vouchers of a Day Book (or Voucher Register) answer; an empty envelope has none. Each voucher
 * is turned into a TallyVoucher as soon as it closes, so only one voucher's elements are held at a time.
 */
export async function parseDayBook(source: TallyAnswerSource): Promise<TallyDayBook> {
  const vouchers: TallyVoucher[] = [];
  const envelope = await readTallyAnswer(source, isVoucher, (voucher) => vouchers.push(toVoucher(voucher)));
  return { company: echoedCompany(envelope), vouchers };
}

/** The loaded companies and their watermarks, from the answer to companyWatermarkRequest(). */
export async function parseCompanies(source: TallyAnswerSource): Promise<TallyCompany[]> {
  return (await readCollectionRows(source, 'COMPANY', 'company list')).map((company) => ({
    name: (textOf(company.NAME) || textOf(company['@_NAME'])).trim(),
    guid: textOf(company.GUID).trim() || null,
    voucherWatermark: integerOf(company.ALTVCHID),
    masterWatermark: integerOf(company.ALTMSTID),
  }));
}

/** A voucher Tally lists as altered since a watermark (alteredVouchersRequest). */
export interface AlteredVoucher {
  guid: string;
  alterId: number | null;
  /** YYYY-MM-DD, or null when Tally's DATE is not a YYYYMMDD date. */
  date: string | null;
}

/** The altered vouchers of the answer to alteredVouchersRequest(). */
export async function parseAlteredVouchers(source: TallyAnswerSource): Promise<AlteredVoucher[]> {
  return (await readCollectionRows(source, 'VOUCHER', 'altered voucher list')).map((voucher) => ({
    guid: (textOf(voucher.GUID) || textOf(voucher['@_REMOTEID'])).trim(),
    alterId: integerOf(voucher.ALTERID),
    date: parseTallyDate(textOf(voucher.DATE)),
  }));
}

/** A ledger or stock item as a master collection lists it. */
export interface TallyMaster {
  guid: string;
  name: string;
  alterId: number | null;
}

/** The masters of the answer to alteredMastersRequest() (rows tagged LEDGER or STOCKITEM). */
export async function parseMasters(source: TallyAnswerSource, tag: 'LEDGER' | 'STOCKITEM'): Promise<TallyMaster[]> {
  return (await readCollectionRows(source, tag, `${tag.toLowerCase()} list`))
    .map((master) => ({
      guid: textOf(master.GUID).trim(),
      name: (textOf(master.NAME) || textOf(master['@_NAME'])).trim(),
      alterId: integerOf(master.ALTERID),
    }))
    .filter((master) => master.guid !== '' && master.name !== '');
}
