/**
 * The XML requests a sync sends to Tally's HTTP server (TallyPrime / Tally.ERP 9, port 9000 by
 * default): the Day Book of one date range, and the loaded companies with their alteration
 * watermarks. Tally reads UTF-16LE best, as mature connectors send it.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2025-04-01 → 1-Apr-2025, the form Tally's own documentation uses for SVFROMDATE/SVTODATE. */
export function tallyRequestDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${Number(day)}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Text content escaped for XML (company names such as "A & B Pvt Ltd"). */
function xmlText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** Vouchers dated from..to (inclusive, YYYY-MM-DD) of the named company, exploded (inventory and ledger lines). */
export function dayBookRequest(company: string, from: string, to: string): string {
  return [
    '<ENVELOPE>',
    '<HEADER><VERSION>1</VERSION><TALLYREQUEST>Export</TALLYREQUEST><TYPE>Data</TYPE><ID>Day Book</ID></HEADER>',
    '<BODY><DESC><STATICVARIABLES>',
    '<SVEXPORTFORMAT>$$SysName:XML</SVEXPORTFORMAT>',
    `<SVCURRENTCOMPANY>${xmlText(company)}</SVCURRENTCOMPANY>`,
    `<SVFROMDATE TYPE="Date">${tallyRequestDate(from)}</SVFROMDATE>`,
    `<SVTODATE TYPE="Date">${tallyRequestDate(to)}</SVTODATE>`,
    '<EXPLODEFLAG>Yes</EXPLODEFLAG>',
    '</STATICVARIABLES></DESC></BODY>',
    '</ENVELOPE>',
  ].join('');
}

/** Name of the TDL collection that lists the loaded companies with their watermarks. */
export const COMPANY_COLLECTION = 'EmCompanies';

/** Tally's period variables set to every date it can hold: an altered voucher is looked for whatever its date. */
const ALL_DATES = { from: '1900-01-01', to: '2099-12-31' };

/**
 * A TDL collection export: the collection defined in the request itself, of one company when named;
 * `alteredSince` keeps the objects whose $AlterID is above it (a system formula as filter), over
 * every date Tally holds.
 */
function collectionRequest(name: string, collection: string, company?: string, alteredSince?: number): string {
  const filtered = alteredSince !== undefined;
  return [
    '<ENVELOPE>',
    '<HEADER><VERSION>1</VERSION><TALLYREQUEST>Export</TALLYREQUEST>',
    `<TYPE>Collection</TYPE><ID>${name}</ID></HEADER>`,
    '<BODY><DESC>',
    '<STATICVARIABLES><SVEXPORTFORMAT>$$SysName:XML</SVEXPORTFORMAT>',
    company === undefined ? '' : `<SVCURRENTCOMPANY>${xmlText(company)}</SVCURRENTCOMPANY>`,
    filtered ? `<SVFROMDATE TYPE="Date">${tallyRequestDate(ALL_DATES.from)}</SVFROMDATE>` : '',
    filtered ? `<SVTODATE TYPE="Date">${tallyRequestDate(ALL_DATES.to)}</SVTODATE>` : '',
    '</STATICVARIABLES>',
    `<TDL><TDLMESSAGE><COLLECTION NAME="${name}" ISMODIFY="No">${collection}`,
    filtered ? `<FILTER>${name}Since</FILTER>` : '',
    '</COLLECTION>',
    filtered ? `<SYSTEM TYPE="Formulae" NAME="${name}Since">$AlterID &gt; ${Math.trunc(alteredSince)}</SYSTEM>` : '',
    '</TDLMESSAGE></TDL>',
    '</DESC></BODY>',
    '</ENVELOPE>',
  ].join('');
}

/**
 * Every company loaded in Tally with its GUID and alteration watermarks ($AltVchId for vouchers,
 * $AltMstId for masters). No SVCURRENTCOMPANY: a company that is not open is then simply absent
 * from the answer, which tells "company not open" apart from "no vouchers in the period" (both of
 * which the Day Book answers with an empty envelope).
 */
export function companyWatermarkRequest(): string {
  return collectionRequest(COMPANY_COLLECTION, '<TYPE>Company</TYPE><FETCH>Name, Guid, AltVchId, AltMstId</FETCH>');
}

/** Name of the TDL collection that lists the company's voucher types with their class. */
export const VOUCHER_TYPE_COLLECTION = 'EmVoucherTypes';

/**
 * The company's voucher types, each with its parent and its class as Tally's own functions decide
 * it ($$IsAccountingVch, $$IsInventoryVch, $$IsOrderVch): a custom type ("GRN", "Fuel Purchase")
 * behaves as the predefined type it descends from.
 */
export function voucherTypesRequest(company: string): string {
  const vchClass =
    'if $$IsAccountingVch:$Name then "Accounting" else if $$IsInventoryVch:$Name then "Inventory" ' +
    'else if $$IsOrderVch:$Name then "Order" else "Other"';
  return collectionRequest(
    VOUCHER_TYPE_COLLECTION,
    `<TYPE>VoucherType</TYPE><FETCH>Name, Parent</FETCH><COMPUTE>VchClass : ${xmlText(vchClass)}</COMPUTE>`,
    company,
  );
}

/** Name of the TDL collection of vouchers altered since a watermark. */
export const ALTERED_VOUCHER_COLLECTION = 'EmAlteredVouchers';

/**
 * The GUID, ALTERID and date of every voucher of the company altered (created or edited) after
 * `sinceAlterId`, whatever its date: a collection of vouchers filtered on $AlterID, as
 * tally-database-loader's incremental mode asks for them. A back-dated edit is found this way.
 */
export function alteredVouchersRequest(company: string, sinceAlterId: number): string {
  return collectionRequest(
    ALTERED_VOUCHER_COLLECTION,
    '<TYPE>Voucher</TYPE><FETCH>Guid, AlterId, Date</FETCH>',
    company,
    sinceAlterId,
  );
}

/** The master types whose names a voucher line carries: ledgers and stock items. */
export const MASTER_TYPES = { ledger: 'Ledger', stock_item: 'StockItem' } as const;
export type MasterKind = keyof typeof MASTER_TYPES;

/**
 * The GUID, name and ALTERID of every ledger (or stock item) altered after `sinceAlterId` (every
 * one from 0): a rename raises $AltMstId and the master's ALTERID, not the vouchers naming it.
 */
export function alteredMastersRequest(company: string, kind: MasterKind, sinceAlterId: number): string {
  return collectionRequest(
    `EmAltered${MASTER_TYPES[kind]}`,
    `<TYPE>${MASTER_TYPES[kind]}</TYPE><FETCH>Name, Guid, AlterId</FETCH>`,
    company,
    sinceAlterId,
  );
}

/** The request body as Tally reads it best: UTF-16LE, announced in the content type. */
export function encodeTallyRequest(xml: string): { body: Buffer; contentType: string } {
  return { body: Buffer.from(xml, 'utf16le'), contentType: 'text/xml;charset=utf-16' };
}
