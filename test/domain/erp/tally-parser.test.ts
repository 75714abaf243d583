import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ERP_RULES, matchRule, patternMatches, type RuleSet } from '../../../domain/erp/erp-mapping-rules.ts';
import { monthChunks } from '../../../domain/erp/month-chunks.ts';
import { editedRanges } from '../../../domain/erp/edited-ranges.ts';
import { readTallyAnswer, TallyAnswerError } from '../../../domain/erp/tally-answer.ts';
import { decodeTallyBytes, stripInvalidCharacterReferences } from '../../../domain/erp/tally-answer-text.ts';
import { dayBookRequest, tallyRequestDate } from '../../../domain/erp/tally-request.ts';
import { planVoucher } from '../../../domain/erp/tally-voucher-activities.ts';
import { voucherTypeIndex, voucherTypeRule } from '../../../domain/erp/tally-voucher-types.ts';
import {
  parseDayBook,
  parseTallyAmount,
  parseTallyQuantity,
  type TallyVoucher,
} from '../../../domain/erp/tally-voucher-parser.ts';

import { dayBookAnswer, voucherGuid, type BookVoucher } from '../../support/tally-books.ts';
import { countEventLoopTurns } from '../../support/event-loop-turns.ts';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tally/${name}`, import.meta.url));
const DEFAULTS: RuleSet = { connection: [], organisation: { rules: [], use_default_rules: true } };

describe('Tally answers', () => {
  it('decodes UTF-8 and UTF-16 (LE or BE, with or without a BOM)', () => {
    const xml = '<ENVELOPE>₹</ENVELOPE>';
    const le = Buffer.from(xml, 'utf16le');
    expect(decodeTallyBytes(Buffer.from(xml))).toBe(xml);
    expect(decodeTallyBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)]))).toBe(xml);
    expect(decodeTallyBytes(le)).toBe(xml);
    expect(decodeTallyBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), le]))).toBe(xml);
    expect(decodeTallyBytes(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(le).swap16()]))).toBe(xml);
  });

  it('drops character references XML forbids and keeps the others', () => {
    expect(stripInvalidCharacterReferences('&#4; Not Applicable &#x1F; &#8377; &#9;')).toBe(
      ' Not Applicable  &#8377; &#9;',
    );
  });

  it.each([
    [
      '<ENVELOPE><BODY><DATA><LINEERROR>Could not set SVCurrentCompany</LINEERROR></DATA></BODY></ENVELOPE>',
      /Tally refused the request: Could not set SVCurrentCompany/,
    ],
    ['<html><body>Login</body></html>', /not a Tally ENVELOPE/],
    ['<!DOCTYPE x [<!ENTITY a "aaaa">]><ENVELOPE>&a;</ENVELOPE>', /DOCTYPE/],
    ['<ENVELOPE><BODY>', /not well-formed XML/],
    ['', /empty body/],
  ])('refuses %s', async (text, message) => {
    await expect(
      readTallyAnswer(
        Buffer.from(text),
        () => false,
        () => {},
      ),
    ).rejects.toThrow(message);
  });

  it('refuses what its parser refuses as not Tally XML: reserved names, and deep nesting without walking it all', async () => {
    const proto =
      '<ENVELOPE><BODY><DATA><TALLYMESSAGE><VOUCHER><__proto__>x</__proto__></VOUCHER></TALLYMESSAGE></DATA></BODY></ENVELOPE>';
    await expect(parseDayBook(Buffer.from(proto))).rejects.toThrow(TallyAnswerError);
    await expect(parseDayBook(Buffer.from(proto))).rejects.toThrow(
      /could not be read as Tally XML \(an element is named '__proto__'\)/,
    );
    await expect(parseDayBook(Buffer.from(proto.replace('<VOUCHER>', '<VOUCHER constructor="x">')))).rejects.toThrow(
      /an attribute is named 'constructor'/,
    );
    const nested = (depth: number) =>
      `<ENVELOPE>${'<L>'.repeat(depth)}${'<E/>'.repeat(3)}${'</L>'.repeat(depth)}</ENVELOPE>`;
    await expect(parseDayBook(Buffer.from(nested(200_000)))).rejects.toThrow(/elements nested deeper than 64/);
    // Tally's own depth, self-closing elements included, is read.
    expect((await parseDayBook(Buffer.from(nested(60)))).vouchers).toEqual([]);
  });

  it('reads a bare envelope (no vouchers in the period) as no vouchers', async () => {
    expect(await parseDayBook(Buffer.from('<ENVELOPE></ENVELOPE>'))).toEqual({ company: null, vouchers: [] });
  });

  /** The answer in pieces of 1 to 7 bytes, as a slow socket could deliver it. */
  async function* inPieces(bytes: Buffer): AsyncIterable<Uint8Array> {
    for (let at = 0, size = 1; at < bytes.length; at += size, size = (size % 7) + 1)
      yield bytes.subarray(at, at + size);
  }

  const books = (count: number, narration = 'HSD for DG set'): BookVoucher[] =>
    Array.from({ length: count }, (_, n) => ({
      guid: voucherGuid('3c5d2a41-9f7e-4b0a-8d6c-2e1f0a9b8c7d', n),
      alterId: 100 + n,
      type: 'Purchase',
      number: `PUR/${n}`,
      date: '2024-05-06',
      party: 'Shree Gaṇeśa Fuels',
      narration,
      stock: [{ item: 'HSD', ledger: 'Fuel Purchases', amount: 9250, quantity: ' 100.000 Ltr' }],
      ledgers: [{ ledger: 'Shree Gaṇeśa Fuels', amount: -9250, party: true }],
    }));

  it('reads an answer cut anywhere: a UTF-16 character, a surrogate pair or a &#4; reference split between pieces', async () => {
    // Each stock line carries '&#4; Not Applicable'; the narration a character outside the BMP.
    const utf16 = dayBookAnswer('Acme Steels Pvt Ltd', books(3, 'HSD 🛢 for DG set ₹'));
    const utf8 = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(utf16.subarray(2).toString('utf16le'), 'utf8'),
    ]);
    const whole = await parseDayBook(utf16);
    expect(whole.vouchers).toHaveLength(3);
    expect(whole.vouchers[0]!.narration).toBe('HSD 🛢 for DG set ₹');
    expect(whole.vouchers[0]!.lines[0]!.godown).toBe('Main Location');
    expect(await parseDayBook(inPieces(utf16))).toEqual(whole);
    expect(await parseDayBook(inPieces(utf8))).toEqual(whole);
    expect(await parseDayBook(inPieces(fixture('acme-2024-05.utf16.xml')))).toEqual(
      await parseDayBook(fixture('acme-2024-05.utf16.xml')),
    );
  });

  it('lets the event loop turn while it reads a large answer', async () => {
    const answer = dayBookAnswer('Acme Steels Pvt Ltd', books(2_000));
    const turns = countEventLoopTurns();
    const { vouchers } = await parseDayBook(answer);
    expect(vouchers).toHaveLength(2_000);
    // Read in one go, the parse would let no turn happen before it ends.
    expect(turns.stop()).toBeGreaterThan(1);
  });

  it('reads quantities, rates and amounts with their units and signs', () => {
    expect(parseTallyQuantity(' 1000.000 Ltr')).toEqual({
      value: 1000,
      negative: false,
      unit: 'Ltr',
      raw: '1000.000 Ltr',
      alternate: null,
    });
    expect(parseTallyQuantity(' 10 Nos =  190.00 Kgs')).toMatchObject({
      value: 10,
      unit: 'Nos',
      alternate: { value: 190, unit: 'Kgs' },
    });
    expect(parseTallyQuantity('1,200 Units')).toMatchObject({ value: 1200, unit: 'Units' });
    expect(parseTallyQuantity('250 Kgs')).toMatchObject({ value: 250, unit: 'Kgs' });
    expect(parseTallyQuantity('1000')).toBeNull();
    expect(parseTallyAmount('-92500.00')).toBe(-92500);
    expect(parseTallyAmount('-$100.00 @ ₹ 82.00/$ = -₹ 8200.00')).toBe(-8200);
    expect(parseTallyQuantity(' -100.000 Ltr')).toMatchObject({ value: 100, negative: true, unit: 'Ltr' });
  });

  it('parses a UTF-16LE Day Book with both ledger-entry spellings, one voucher per TALLYMESSAGE', async () => {
    const { vouchers } = await parseDayBook(fixture('acme-2024-05.utf16.xml'));
    expect(vouchers.map((v) => [v.number, v.date, v.alterId])).toEqual([
      ['PUR/130', '2024-05-06', 5120],
      ['PUR/131', '2024-05-10', 5121],
      ['JV/20', '2024-05-15', 5122],
      ['PMT/55', '2024-05-20', 5123],
    ]);
    const [hsd] = vouchers;
    expect(hsd!.party).toBe('Shree Gaṇeśa Fuels');
    expect(hsd!.lines).toEqual([
      expect.objectContaining({
        kind: 'inventory',
        stockItem: 'HSD',
        ledger: 'Purchase GST 18%',
        amount: 18600,
        debit: true,
        quantity: { value: 200, negative: false, unit: 'Ltr', raw: '200.000 Ltr', alternate: null },
      }),
      expect.objectContaining({ kind: 'ledger', ledger: 'Shree Gaṇeśa Fuels', debit: false, party: true }),
    ]);
    expect(vouchers[2]!.lines.map((line) => [line.ledger, line.debit])).toEqual([
      ['MSEDCL Electricity Charges', true],
      ['MSEDCL', false],
    ]);
  });

  it('asks for the Day Book of a company and range in Tally’s date form, escaping the name', () => {
    expect(tallyRequestDate('2024-04-01')).toBe('1-Apr-2024');
    const xml = dayBookRequest('A & B <Steel>', '2024-04-01', '2024-04-30');
    expect(xml).toContain('<SVCURRENTCOMPANY>A &amp; B &lt;Steel&gt;</SVCURRENTCOMPANY>');
    expect(xml).toContain(
      '<SVFROMDATE TYPE="Date">1-Apr-2024</SVFROMDATE><SVTODATE TYPE="Date">30-Apr-2024</SVTODATE>',
    );
  });

  it('cuts a range at calendar months', () => {
    expect(monthChunks('2024-04-10', '2024-06-05')).toEqual([
      { from: '2024-04-10', to: '2024-04-30' },
      { from: '2024-05-01', to: '2024-05-31' },
      { from: '2024-06-01', to: '2024-06-05' },
    ]);
  });

  it('reads again the synced ranges holding vouchers altered outside the request, less the requested days', () => {
    const altered = (...dates: string[]) => dates.map((date, i) => ({ guid: `g${i}`, alterId: 100 + i, date }));
    const synced = [
      { from: '2024-05-01', to: '2024-05-31' },
      { from: '2024-05-20', to: '2024-05-31' },
      { from: '2024-11-01', to: '2024-11-30' },
    ];
    const week = { from: '2024-11-20', to: '2024-11-26' };
    // May 25 lies in two synced ranges (the wider is read), Nov 5 in the month around the request (its part
    // before the request), Nov 22 in the request itself (read anyway), Jan 3 in no synced range (not the connection's).
    expect(
      editedRanges(altered('2024-05-25', '2024-05-02', '2024-11-05', '2024-11-22', '2025-01-03'), synced, week),
    ).toEqual([
      { from: '2024-05-01', to: '2024-05-31' },
      { from: '2024-11-01', to: '2024-11-19' },
    ]);
    expect(editedRanges(altered('2024-11-28'), synced, week)).toEqual([{ from: '2024-11-27', to: '2024-11-30' }]);
  });
});

describe('mapping rules', () => {
  it('matches patterns as words, with * for any characters', () => {
    expect(patternMatches('diesel', 'High Speed Diesel')).toBe(true);
    expect(patternMatches('diesel', 'Diesel A/c')).toBe(true);
    expect(patternMatches('diesel', 'Biodieselx')).toBe(false);
    expect(patternMatches('hotel', 'Hotel & Lodging')).toBe(true);
    expect(patternMatches('travel*', 'Travelling Expenses')).toBe(true);
    expect(patternMatches('round off', 'Round-Off')).toBe(true);
  });

  it('reads the stock item before the ledger it is booked to', () => {
    expect(matchRule(DEFAULTS, { stockItem: 'High Speed Diesel', ledger: 'Purchase GST 18%' })?.rule).toMatchObject({
      map_to: 'fuel',
      fuel_type: 'diesel',
    });
    expect(matchRule(DEFAULTS, { stockItem: null, ledger: 'Input CGST' })?.rule.map_to).toBe('ignore');
    expect(matchRule(DEFAULTS, { stockItem: 'MS Pipes 2 inch', ledger: 'Purchase Accounts' })).toBeUndefined();
  });

  it('falls back to the spend keyword rules, and not at all without the defaults', () => {
    expect(matchRule(DEFAULTS, { stockItem: null, ledger: 'Airtel Broadband' })).toMatchObject({
      origin: 'keywords',
      rule: { category: 'telecom' },
    });
    const own: RuleSet = { connection: [], organisation: { rules: [], use_default_rules: false } };
    expect(matchRule(own, { stockItem: null, ledger: 'Airtel Broadband' })).toBeUndefined();
  });

  it('puts connection rules before the organisation’s, and those before the defaults', () => {
    const rules: RuleSet = {
      connection: [{ match: 'any', pattern: 'diesel', map_to: 'ignore' }],
      organisation: {
        rules: [{ match: 'any', pattern: 'diesel', map_to: 'fuel', fuel_type: 'gas_oil' }],
        use_default_rules: true,
      },
    };
    expect(matchRule(rules, { stockItem: 'Diesel', ledger: null })?.origin).toBe('connection');
    expect(matchRule({ ...rules, connection: [] }, { stockItem: 'Diesel', ledger: null })?.rule).toMatchObject({
      fuel_type: 'gas_oil',
    });
    expect(DEFAULT_ERP_RULES.length).toBeGreaterThan(20);
  });
});

describe('Tally units → engine units', () => {
  const voucher = (stockItem: string, quantity: string): TallyVoucher => ({
    guid: 'g-1',
    alterId: 1,
    number: 'PUR/1',
    type: 'Purchase',
    date: '2024-04-01',
    rawDate: '20240401',
    party: '',
    narration: '',
    cancelled: false,
    optional: false,
    trackingNumbers: [],
    reference: null,
    bills: { raised: [], against: [] },
    lines: [
      {
        kind: 'inventory',
        ledger: 'Purchases',
        stockItem,
        amount: 1000,
        rawAmount: '-1000.00',
        debit: true,
        directionConflict: null,
        party: false,
        quantity: parseTallyQuantity(quantity),
        rate: null,
        costCentre: null,
        godown: null,
      },
    ],
  });
  const context = {
    company: 'Acme',
    country: 'IN',
    voucherTypes: new Map(),
    invoicedReceiptNotes: new Set<string>(),
    returnedPurchases: new Map(),
  };
  const plan = (stockItem: string, quantity: string, rules: RuleSet = DEFAULTS) =>
    planVoucher(voucher(stockItem, quantity), rules, context);

  it.each([
    ['High Speed Diesel', '100 Ltr', 'fuel.diesel', 'litre'],
    ['LPG (bulk)', '250 Kgs', 'fuel.lpg', 'kg'],
    // CNG by kg and PNG by SCM map to the engine's units; their factors (CNG per kg, natural gas per m³) are another change's.
    ['CNG', '80 Kgs', 'fuel.cng', 'kg'],
    ['PNG', '500 SCM', 'fuel.natural_gas', 'm3'],
    ['Electricity', '1200 kWh', 'electricity', 'kWh'],
    ['Electricity', '1200 Units', 'electricity', 'kWh'],
  ])('%s %s → %s in %s', (item, quantity, type, unit) => {
    const { planned, skips } = plan(item, quantity);
    expect(skips).toEqual([]);
    expect(planned[0]!.submission).toMatchObject({
      activity_type: type,
      unit,
      source: { type: 'erp', reference: 'tally:g-1' },
    });
  });

  it("an electricity rule's source (and a supplier's factor) reach the activity's metadata", () => {
    const rules: RuleSet = {
      connection: [
        {
          match: 'stock_item',
          pattern: 'rooftop solar',
          map_to: 'electricity',
          electricity_source: 'captive_renewable',
        },
        {
          match: 'stock_item',
          pattern: 'open access',
          map_to: 'electricity',
          electricity_source: 'supplier_specific',
          supplier_factor: 0.45,
          supplier_factor_source: 'Supplier disclosure FY2024-25',
        },
      ],
      organisation: { rules: [], use_default_rules: true },
    };
    const planned = (item: string) => plan(item, '1200 kWh', rules).planned[0]!.submission;
    expect(planned('Rooftop Solar Units').metadata).toMatchObject({ electricity_source: 'captive_renewable' });
    expect(planned('Open Access Power').metadata).toMatchObject({
      electricity_source: 'supplier_specific',
      supplier_factor: 0.45,
      supplier_factor_source: 'Supplier disclosure FY2024-25',
    });
    expect(planned('Electricity').metadata).not.toHaveProperty('electricity_source');
  });

  it('refuses fuel counted in Nos (cylinders) without an alternate unit or a rule, naming the unit', () => {
    expect(plan('LPG Cylinder', '10 Nos').skips).toEqual([
      expect.objectContaining({
        reason: 'unsupported_unit',
        activityType: 'fuel.lpg',
        detail: expect.stringContaining("'10 Nos' is not in a unit of lpg"),
      }),
    ]);
  });

  it.each([
    ['HSD', ' 12.000 KL', 'fuel.diesel', 12000, 'litre', undefined],
    ['HSD', '3 Kilolitre', 'fuel.diesel', 3000, 'litre', undefined],
    ['LPG Cylinder 19kg', ' 10 Nos =  190.00 Kgs', 'fuel.lpg', 190, 'kg', 'ALTERNATE_UNIT_USED'],
    ['Electricity HT', ' 48000 kVAh', 'electricity', 48000, 'kWh', 'KVAH_READ_AS_KWH'],
  ])('%s %j → %s %d %s (%s)', (item, quantity, type, value, unit, code) => {
    const { planned, skips } = plan(item, quantity);
    expect(skips).toEqual([]);
    expect(planned[0]!.submission).toMatchObject({ activity_type: type, quantity: value, unit });
    expect(planned[0]!.submission.metadata?.quantity_assumed).toEqual(
      code ? { code, message: expect.stringContaining(quantity.trim()) } : undefined,
    );
  });

  it('converts a count by the mapping rule, and estimates an amount without units at low confidence', () => {
    const rules: RuleSet = {
      connection: [
        {
          match: 'stock_item',
          pattern: 'lpg cylinder',
          map_to: 'fuel',
          fuel_type: 'lpg',
          unit_conversion: { from_unit: 'nos', quantity: 19, unit: 'kg' },
        },
        { match: 'any', pattern: 'electricity', map_to: 'electricity', estimate: { inr_per_unit: 9.5, unit: 'kWh' } },
      ],
      organisation: { rules: [], use_default_rules: true },
    };
    const cylinders = plan('LPG Cylinder', '10 Nos', rules).planned[0]!.submission;
    expect(cylinders).toMatchObject({ quantity: 190, unit: 'kg', source: { confidence: 0.9 } });
    expect(cylinders.metadata?.quantity_assumed).toMatchObject({ code: 'UNIT_CONVERTED_BY_RULE' });
    const unitless = {
      ...voucher('Electricity', ''),
      lines: [{ ...voucher('Electricity', '').lines[0]!, amount: 9500, quantity: null }],
    };
    const power = planVoucher(unitless, rules, context).planned[0]!.submission;
    expect(power).toMatchObject({
      activity_type: 'electricity',
      quantity: 1000,
      unit: 'kWh',
      source: { confidence: 0.2 },
    });
    expect(power.metadata).toMatchObject({
      estimated: true,
      quantity_assumed: { code: 'QUANTITY_ESTIMATED_FROM_AMOUNT' },
    });
  });

  it('counts each receipt once: a receipt note an invoice tracks, orders and delivery notes never', () => {
    const types = voucherTypeIndex([
      { name: 'GRN', parent: 'Receipt Note', vchClass: 'inventory' },
      { name: 'Receipt Note', parent: 'Receipt Note', vchClass: 'inventory' },
      { name: 'Purchase Order', parent: 'Purchase Order', vchClass: 'order' },
      { name: 'Fuel Purchase', parent: 'Purchase', vchClass: 'accounting' },
    ]);
    expect(voucherTypeRule('GRN', types)).toMatchObject({ base: 'Receipt Note', rule: 'counted_unless_invoiced' });
    expect(voucherTypeRule('Fuel Purchase', types)).toMatchObject({ base: 'Purchase', rule: 'counted' });
    expect(voucherTypeRule('Purchase Order', types)).toMatchObject({ vchClass: 'order', rule: 'not_counted' });
    expect(voucherTypeRule('Delivery Note', types)).toMatchObject({ vchClass: 'inventory', rule: 'not_counted' });
    const grn = { ...voucher('HSD', '100 Ltr'), type: 'GRN', number: 'GRN/7' };
    const withTypes = { ...context, voucherTypes: types };
    expect(planVoucher(grn, DEFAULTS, withTypes).planned).toHaveLength(1);
    expect(planVoucher(grn, DEFAULTS, { ...withTypes, invoicedReceiptNotes: new Set(['GRN/7']) }).skips).toEqual([
      expect.objectContaining({ reason: 'tracked_by_invoice' }),
    ]);
    const order = { ...voucher('HSD', '100 Ltr'), type: 'Purchase Order' };
    expect(planVoucher(order, DEFAULTS, withTypes).skips[0]).toMatchObject({ reason: 'not_counted_type' });
  });
});
