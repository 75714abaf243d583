import { voucherGuid, type BookVoucher } from './tally-books.ts';

/**
 * A year of books as a mid-sized Pune forging company keeps them in TallyPrime (FY 2024-25): HSD
 * received on a GRN and invoiced against it (TRACKINGNUMBER), in kilolitres; LPG cylinders in Nos
 * with their weight as the alternate unit; the MSEDCL HT bill in kVAh for the first quarter, then
 * booked as a journal without units (as most companies book it); purchase orders and delivery
 * notes; air travel; sales. HSD invoices raise their bill (BILLALLOCATIONS 'New Ref', REFERENCE).
 * Returns and credits: a Debit Note sending 500 l of HSD back in June against June's bill, an
 * air fare refunded by a journal in August, 100 l short-received on November's invoice (a
 * '-100.000 Ltr' line whose ISDEEMEDPOSITIVE stays Yes) and freight recovered on every sales
 * invoice (ISDEEMEDPOSITIVE Yes, a credit). The months are what the fake Tally answers.
 */

export const DECCAN = {
  company: 'Deccan Forgings Pvt Ltd',
  companyGuid: '8e2f6b1a-4c3d-4e5f-9a0b-7c6d5e4f3a2b',
  voucherTypes: [
    { name: 'GRN', parent: 'Receipt Note' },
    { name: 'Fuel Purchase', parent: 'Purchase' },
  ],
} as const;

const FY_MONTHS = [
  '2024-04',
  '2024-05',
  '2024-06',
  '2024-07',
  '2024-08',
  '2024-09',
  '2024-10',
  '2024-11',
  '2024-12',
  '2025-01',
  '2025-02',
  '2025-03',
];

export interface FyBooks {
  months: Record<string, BookVoucher[]>;
  voucherWatermark: number;
}

/** The year's vouchers by month; alter ids rise in entry order from `firstAlterId`. */
export function deccanFy(firstAlterId = 20_000): FyBooks {
  let alterId = firstAlterId;
  let masterId = 0x4000;
  const next = () => {
    alterId += 1;
    masterId += 1;
    return { guid: voucherGuid(DECCAN.companyGuid, masterId), alterId };
  };
  const months: Record<string, BookVoucher[]> = {};
  FY_MONTHS.forEach((month, index) => {
    const vouchers: BookVoucher[] = [];
    const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
    const n = index + 1;
    const kl = 10 + (index % 4);
    const hsdAmount = kl * 1000 * 89.6;
    vouchers.push({
      ...next(),
      type: 'Purchase Order',
      number: `PO/${n}`,
      date: day(2),
      party: 'Bharat Petroleum Corp Ltd',
      narration: 'HSD for DG sets and furnace pre-heat',
      stock: [
        { item: 'High Speed Diesel (HSD)', ledger: 'Fuel Purchases', amount: hsdAmount, quantity: ` ${kl}.000 KL` },
      ],
      ledgers: [{ ledger: 'Bharat Petroleum Corp Ltd', amount: -hsdAmount, party: true }],
    });
    vouchers.push({
      ...next(),
      type: 'GRN',
      number: `GRN/${n}`,
      date: day(5),
      party: 'Bharat Petroleum Corp Ltd',
      narration: `Tanker MH12 AB ${1000 + n}, dip checked`,
      stock: [
        {
          item: 'High Speed Diesel (HSD)',
          ledger: 'Fuel Purchases',
          amount: hsdAmount,
          quantity: ` ${kl}.000 KL`,
          rate: '89.60/Ltr',
          godown: 'Chakan Plant Tank Farm',
        },
      ],
      ledgers: [{ ledger: 'Bharat Petroleum Corp Ltd', amount: -hsdAmount, party: true }],
    });
    // September's tanker is invoiced in October; March's is not invoiced by year end.
    if (month !== '2024-09' && month !== '2025-03') {
      vouchers.push(hsdInvoice(next(), `BPCL/${n}`, day(8), `GRN/${n}`, kl));
    }
    if (month === '2024-10') vouchers.push(hsdInvoice(next(), 'BPCL/6A', day(9), 'GRN/6', 10 + (5 % 4)));
    if (month === '2024-11') {
      // The tanker delivered 100 l short: the invoice carries a negative line, flagged as the voucher's side.
      vouchers.at(-1)!.stock!.push({
        item: 'High Speed Diesel (HSD)',
        ledger: 'Fuel Purchases',
        amount: -8960,
        quantity: ' -100.000 Ltr',
        rate: '89.60/Ltr',
        deemedPositive: true,
      });
      const invoice = vouchers.at(-1)!;
      invoice.ledgers = [
        {
          ledger: 'Bharat Petroleum Corp Ltd',
          amount: -(kl * 1000 - 100) * 89.6,
          party: true,
          bill: { name: invoice.number, type: 'New Ref' },
        },
      ];
    }
    if (month === '2024-06') {
      vouchers.push({
        ...next(),
        type: 'Debit Note',
        number: 'DN/1',
        date: day(10),
        party: 'Bharat Petroleum Corp Ltd',
        narration: 'HSD returned: water in the tanker bottom, 500 l',
        stock: [
          {
            item: 'High Speed Diesel (HSD)',
            ledger: 'Fuel Purchases',
            amount: -44_800,
            quantity: ' 0.500 KL',
            rate: '89.60/Ltr',
            godown: 'Chakan Plant Tank Farm',
          },
        ],
        // Returned against June's invoice, bill-wise, as Tally's Debit Note records it.
        reference: `BPCL/${n}`,
        ledgers: [
          {
            ledger: 'Bharat Petroleum Corp Ltd',
            amount: 44_800,
            party: true,
            bill: { name: `BPCL/${n}`, type: 'Agst Ref' },
          },
        ],
      });
    }
    vouchers.push({
      ...next(),
      type: 'Purchase',
      number: `PUR/${n}/LPG`,
      date: day(12),
      party: 'Indane Gas Agency',
      stock: [
        {
          item: 'LPG Cylinder 19 kg (Commercial)',
          ledger: 'Purchase GST 18%',
          amount: 18_900,
          quantity: ' 10 Nos =  190.00 Kgs',
          rate: '1890.00/Nos',
          godown: 'Canteen Store',
          costCentre: 'Canteen',
        },
      ],
      ledgers: [
        { ledger: 'Input CGST 9%', amount: 1701 },
        { ledger: 'Input SGST 9%', amount: 1701 },
        { ledger: 'Indane Gas Agency', amount: -22_302, party: true },
      ],
    });
    if (index < 3) {
      const kvah = 48_000 + index * 1_500;
      vouchers.push({
        ...next(),
        type: 'Purchase',
        number: `PUR/${n}/EB`,
        date: day(18),
        party: 'MSEDCL',
        narration: `HT bill, consumer 170019024560, ${kvah} kVAh`,
        stock: [
          {
            item: 'MSEDCL HT Power',
            ledger: 'Power Charges',
            amount: kvah * 9.2,
            quantity: ` ${kvah} kVAh`,
            costCentre: 'Chakan Plant',
          },
        ],
        ledgers: [{ ledger: 'MSEDCL', amount: -kvah * 9.2, party: true }],
      });
    } else {
      const amount = 452_000 + index * 3_100;
      vouchers.push({
        ...next(),
        type: 'Journal',
        number: `JV/${n}/EB`,
        date: day(18),
        party: 'MSEDCL',
        narration: 'HT bill booked on the bill amount',
        ledgers: [
          { ledger: 'Electricity Charges - Plant', amount, costCentre: 'Chakan Plant' },
          { ledger: 'MSEDCL', amount: -amount, party: true },
        ],
      });
    }
    vouchers.push({
      ...next(),
      type: 'Journal',
      number: `JV/${n}/TR`,
      date: day(22),
      party: 'MakeMyTrip India Pvt Ltd',
      narration: 'Air tickets, Pune-Chennai customer audit',
      ledgers: [
        { ledger: 'Travelling Expenses - Air', amount: 21_000 + index * 700 },
        { ledger: 'MakeMyTrip India Pvt Ltd', amount: -(21_000 + index * 700), party: true },
      ],
    });
    if (month === '2024-08') {
      vouchers.push({
        ...next(),
        type: 'Journal',
        number: `JV/${n}/RF`,
        date: day(24),
        party: 'MakeMyTrip India Pvt Ltd',
        narration: 'Refund: Pune-Chennai trip cancelled',
        ledgers: [
          { ledger: 'MakeMyTrip India Pvt Ltd', amount: 21_000, party: true },
          { ledger: 'Travelling Expenses - Air', amount: -21_000 },
        ],
      });
    }
    vouchers.push({
      ...next(),
      type: 'Delivery Note',
      number: `DN/${n}`,
      date: day(25),
      party: 'Tata Motors Ltd',
      stock: [
        { item: 'Crankshaft Forging CF-220', ledger: 'Sales - Forgings', amount: -1_840_000, quantity: ' 800 Nos' },
      ],
      ledgers: [{ ledger: 'Tata Motors Ltd', amount: 1_840_000, party: true }],
    });
    vouchers.push({
      ...next(),
      type: 'Sales',
      number: `SAL/${n}`,
      date: day(27),
      party: 'Tata Motors Ltd',
      stock: [
        { item: 'Crankshaft Forging CF-220', ledger: 'Sales - Forgings', amount: -1_840_000, quantity: ' 800 Nos' },
      ],
      ledgers: [
        { ledger: 'Tata Motors Ltd', amount: 1_855_000, party: true },
        // Billed to the customer: income, not freight bought, whatever the flag says.
        { ledger: 'Freight Recovered', amount: -15_000, deemedPositive: true },
      ],
    });
    months[month] = vouchers;
  });
  return { months, voucherWatermark: alterId };
}

function hsdInvoice(
  id: { guid: string; alterId: number },
  number: string,
  date: string,
  grn: string,
  kl: number,
): BookVoucher {
  const amount = kl * 1000 * 89.6;
  return {
    ...id,
    type: 'Fuel Purchase',
    number,
    date,
    party: 'Bharat Petroleum Corp Ltd',
    narration: `Invoice against ${grn}`,
    stock: [
      {
        item: 'High Speed Diesel (HSD)',
        ledger: 'Fuel Purchases',
        amount,
        quantity: ` ${kl}.000 KL`,
        rate: '89.60/Ltr',
        tracking: grn,
        godown: 'Chakan Plant Tank Farm',
      },
    ],
    reference: number,
    ledgers: [
      { ledger: 'Bharat Petroleum Corp Ltd', amount: -amount, party: true, bill: { name: number, type: 'New Ref' } },
    ],
  };
}
