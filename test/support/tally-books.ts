/**
 * Vouchers written as TallyPrime exports them, for the fake Tally: the Import Data envelope with
 * the company echoed in REQUESTDESC, REMOTEID and VCHKEY attributes, space-padded ALTERIDs,
 * signed amounts (negative = debit) with ISDEEMEDPOSITIVE, BATCHALLOCATIONS.LIST with godown and
 * TRACKINGNUMBER ('&#4; Not Applicable' when none), cost-centre allocations, and UTF-16LE with a BOM.
 */

export interface BookStockLine {
  item: string;
  /** The purchase (or expense) ledger the line is allocated to. */
  ledger: string;
  /** Rupees; positive for a line bought (debit), negative for one returned (credit). */
  amount: number;
  /** As Tally writes it, e.g. ' 1000.000 Ltr' or ' 10 Nos =  190.00 Kgs'. */
  quantity: string;
  rate?: string;
  godown?: string;
  /** The receipt note (GRN) the line was received against. */
  tracking?: string;
  costCentre?: string;
  /** ISDEEMEDPOSITIVE as Tally writes it when it follows the voucher's side, not the amount (a short receipt). */
  deemedPositive?: boolean;
}

export interface BookLedgerLine {
  ledger: string;
  /** Rupees; positive = debit, negative = credit (Tally writes debits negative). */
  amount: number;
  party?: boolean;
  costCentre?: string;
  /** ISDEEMEDPOSITIVE as Tally writes it when it follows the voucher's side, not the amount (freight recovered). */
  deemedPositive?: boolean;
  /** Bill-wise details of a party line: the bill a purchase raises ('New Ref'), or the one a return is against ('Agst Ref'). */
  bill?: { name: string; type: 'New Ref' | 'Agst Ref' };
}

export interface BookVoucher {
  guid: string;
  /** Null: exported without ALTERID (as some TDL customisations and older releases do). */
  alterId: number | null;
  type: string;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  party?: string;
  /** REFERENCE: the supplier's invoice number, or the original invoice on a Debit Note. */
  reference?: string;
  narration?: string;
  cancelled?: boolean;
  optional?: boolean;
  stock?: BookStockLine[];
  ledgers: BookLedgerLine[];
}

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');
/** Tally's sign: a debit is written negative, with ISDEEMEDPOSITIVE Yes. */
const tallyAmount = (debitPositive: number) => (-debitPositive).toFixed(2);

function costCentre(name: string | undefined, amount: number): string {
  if (!name) return '';
  return (
    '<CATEGORYALLOCATIONS.LIST><CATEGORY>Primary Cost Category</CATEGORY><ISDEEMEDPOSITIVE>' +
    `${yesNo(amount > 0)}</ISDEEMEDPOSITIVE><COSTCENTREALLOCATIONS.LIST><NAME>${escape(name)}</NAME>` +
    `<AMOUNT>${tallyAmount(amount)}</AMOUNT></COSTCENTREALLOCATIONS.LIST></CATEGORYALLOCATIONS.LIST>`
  );
}

function stockLine(line: BookStockLine): string {
  const debit = line.deemedPositive ?? line.amount > 0;
  return [
    '<ALLINVENTORYENTRIES.LIST>',
    `<STOCKITEMNAME>${escape(line.item)}</STOCKITEMNAME>`,
    `<ISDEEMEDPOSITIVE>${yesNo(debit)}</ISDEEMEDPOSITIVE>`,
    line.rate ? `<RATE>${escape(line.rate)}</RATE>` : '',
    `<AMOUNT>${tallyAmount(line.amount)}</AMOUNT>`,
    `<ACTUALQTY>${escape(line.quantity)}</ACTUALQTY><BILLEDQTY>${escape(line.quantity)}</BILLEDQTY>`,
    '<BATCHALLOCATIONS.LIST>',
    `<GODOWNNAME>${escape(line.godown ?? 'Main Location')}</GODOWNNAME><BATCHNAME>Primary Batch</BATCHNAME>`,
    `<TRACKINGNUMBER>${line.tracking ? escape(line.tracking) : '&#4; Not Applicable'}</TRACKINGNUMBER>`,
    `<AMOUNT>${tallyAmount(line.amount)}</AMOUNT>`,
    `<ACTUALQTY>${escape(line.quantity)}</ACTUALQTY><BILLEDQTY>${escape(line.quantity)}</BILLEDQTY>`,
    '</BATCHALLOCATIONS.LIST>',
    '<ACCOUNTINGALLOCATIONS.LIST>',
    `<LEDGERNAME>${escape(line.ledger)}</LEDGERNAME><ISDEEMEDPOSITIVE>${yesNo(debit)}</ISDEEMEDPOSITIVE>`,
    `<AMOUNT>${tallyAmount(line.amount)}</AMOUNT>`,
    costCentre(line.costCentre, line.amount),
    '</ACCOUNTINGALLOCATIONS.LIST>',
    '</ALLINVENTORYENTRIES.LIST>',
  ].join('');
}

function ledgerLine(line: BookLedgerLine, tag: string): string {
  return [
    `<${tag}>`,
    `<LEDGERNAME>${escape(line.ledger)}</LEDGERNAME>`,
    `<ISDEEMEDPOSITIVE>${yesNo(line.deemedPositive ?? line.amount > 0)}</ISDEEMEDPOSITIVE>`,
    `<ISPARTYLEDGER>${yesNo(line.party)}</ISPARTYLEDGER>`,
    `<AMOUNT>${tallyAmount(line.amount)}</AMOUNT>`,
    costCentre(line.costCentre, line.amount),
    line.bill
      ? `<BILLALLOCATIONS.LIST><NAME>${escape(line.bill.name)}</NAME><BILLTYPE>${line.bill.type}</BILLTYPE>` +
        `<AMOUNT>${tallyAmount(line.amount)}</AMOUNT></BILLALLOCATIONS.LIST>`
      : '',
    `</${tag}>`,
  ].join('');
}

/** 2024-04-12 → 20240412 */
const tallyDate = (iso: string) => iso.replaceAll('-', '');

export function voucherXml(voucher: BookVoucher): string {
  const invoice = (voucher.stock?.length ?? 0) > 0;
  const view = invoice ? 'Invoice Voucher View' : 'Accounting Voucher View';
  const ledgerTag = invoice ? 'LEDGERENTRIES.LIST' : 'ALLLEDGERENTRIES.LIST';
  const vchKey = `${voucher.guid.slice(0, 36)}-0000${voucher.date.replaceAll('-', '').slice(2)}:00000008`;
  return [
    '<TALLYMESSAGE xmlns:UDF="TallyUDF">',
    `<VOUCHER REMOTEID="${voucher.guid}" VCHKEY="${vchKey}" VCHTYPE="${escape(voucher.type)}" ACTION="Create" OBJVIEW="${view}">`,
    `<DATE>${tallyDate(voucher.date)}</DATE>`,
    `<GUID>${voucher.guid}</GUID>`,
    `<VOUCHERTYPENAME>${escape(voucher.type)}</VOUCHERTYPENAME>`,
    `<VOUCHERNUMBER>${escape(voucher.number)}</VOUCHERNUMBER>`,
    voucher.reference ? `<REFERENCE>${escape(voucher.reference)}</REFERENCE>` : '',
    voucher.party ? `<PARTYLEDGERNAME>${escape(voucher.party)}</PARTYLEDGERNAME>` : '',
    voucher.narration ? `<NARRATION>${escape(voucher.narration)}</NARRATION>` : '',
    `<ISCANCELLED>${yesNo(voucher.cancelled)}</ISCANCELLED>`,
    `<ISOPTIONAL>${yesNo(voucher.optional)}</ISOPTIONAL>`,
    `<ISINVOICE>${yesNo(invoice)}</ISINVOICE>`,
    voucher.alterId === null
      ? ''
      : `<ALTERID> ${voucher.alterId}</ALTERID><MASTERID> ${voucher.alterId}</MASTERID><VOUCHERKEY>${voucher.alterId * 8}</VOUCHERKEY>`,
    ...(voucher.stock ?? []).map(stockLine),
    ...voucher.ledgers.map((line) => ledgerLine(line, ledgerTag)),
    '</VOUCHER>',
    '</TALLYMESSAGE>',
  ].join('');
}

/** A Day Book answer in Tally's Import Data form, UTF-16LE with a BOM, as TallyPrime sends it. */
export function dayBookAnswer(company: string, vouchers: readonly BookVoucher[]): Buffer {
  const xml = [
    '<ENVELOPE>',
    '<HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>',
    '<BODY><IMPORTDATA>',
    '<REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME><STATICVARIABLES>',
    `<SVCURRENTCOMPANY>${escape(company)}</SVCURRENTCOMPANY>`,
    '</STATICVARIABLES></REQUESTDESC>',
    '<REQUESTDATA>',
    ...vouchers.map(voucherXml),
    '</REQUESTDATA>',
    '</IMPORTDATA></BODY>',
    '</ENVELOPE>',
  ].join('\r\n');
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
}

/** A voucher GUID as Tally forms them: the company GUID and the voucher's master id in hex. */
export function voucherGuid(companyGuid: string, masterId: number): string {
  return `${companyGuid}-${masterId.toString(16).padStart(8, '0')}`;
}
