import { describe, expect, it } from 'vitest';
import { CsvRowMapper, mapCsvRow, type CsvRow, type CsvRowOptions } from '../../../domain/mappers/mappers.ts';
import { seededRandom, type Random } from '../../support/random.ts';

const DATES = ['2024-04-01', ' 2024-02-29 ', '2023-02-29', '1899-12-31', '2100-12-31', '2024-4-1', '', '01/04/2024'];
const CATEGORIES = [
  'electricity',
  'Power',
  'Diesel fuel',
  'fuel',
  'fuel.natural_gas',
  'travel',
  'business travel',
  'flight',
  'Flight long haul business',
  'hotel',
  'Uber',
  'spend.hotel',
  'electricity bill',
  'petrol pump',
  'software',
  'energy_attribute_certificate',
  'coal',
  'rail',
  'no such thing',
  '',
  'x'.repeat(201),
];
const UNITS = ['kWh', ' MWh ', 'INR', 'Rs.', 'litres', 'L', 'kg', 'tonnes', 'km', 'pkm', 'room nights', 'bogus', ''];
const NUMBERS = ['1500', '1,234.5', '12,34,567.5', ' 42 ', '-5', '0', 'abc', '1e3', '', '2000000000000', '1,2'];
const OPTIONAL = [undefined, '', '  '];
/** Categories in units that fit them, so that most rows map. */
const GOOD = [
  ['electricity', 'kWh'],
  ['Diesel fuel', 'L'],
  ['fuel', 'litres'],
  ['travel', 'km'],
  ['flight', 'pkm'],
  ['hotel', 'room nights'],
  ['Uber', 'INR'],
  ['energy_attribute_certificate', 'MWh'],
  ['software', 'Rs.'],
] as const;

function randomRow(r: Random): CsvRow {
  const sometimes = (values: readonly string[]) => (r.chance(0.9) ? r.pick(OPTIONAL) : r.pick(values));
  const [category, unit] = r.chance(0.6) ? r.pick(GOOD) : [r.pick(CATEGORIES), r.pick(UNITS)];
  return {
    date: r.chance(0.6) ? DATES[0] : r.pick(DATES),
    category,
    quantity: r.chance(0.6) ? NUMBERS[0] : r.pick(NUMBERS),
    unit,
    amount: sometimes(NUMBERS),
    mode: sometimes(['flight', 'rail', 'car', 'spaceship']),
    fuel_type: sometimes(['diesel', 'CNG', 'plutonium']),
    electricity_source: sometimes(['grid', 'captive_renewable']),
    certificates: sometimes(['I-REC-1;I-REC-2']),
    certificate_scheme: sometimes(['I-REC']),
    vintage: sometimes(['2024', 'last year']),
    retired_on_behalf: sometimes(['yes', 'N', 'maybe']),
    supplier_factor: sometimes(['0.41', 'low']),
    supplier_factor_source: sometimes(['utility "green" tariff, 2024\t\\']),
    site: sometimes(['PUNE-1']),
  };
}

const OPTIONS: CsvRowOptions[] = [
  { country: 'IN' },
  { country: 'in', state: 'KA', periodGranularity: 'month', sourceName: 'march.csv', travelMode: 'rail' },
  { country: 'GB', periodGranularity: 'day', travelMode: 'flight' },
];

describe('CsvRowMapper', () => {
  it('maps every row of a file exactly as a mapper that has seen no row before (what it remembers changes nothing)', () => {
    const r = seededRandom(2028);
    for (const options of OPTIONS) {
      const mapper = new CsvRowMapper(options);
      let stored = 0;
      for (let i = 0; i < 4_000; i += 1) {
        const row = randomRow(r);
        const mapped = mapper.map(row);
        if (mapped.ok) stored += 1;
        expect(JSON.stringify(mapped), JSON.stringify(row)).toBe(JSON.stringify(mapCsvRow(row, options)));
      }
      // Good rows of many kinds were compared, not only errors.
      expect(stored).toBeGreaterThan(100);
    }
  });

  it('stores the keys of a mapped row in the order they always had (a record quotes them in that order)', () => {
    const options: CsvRowOptions = { country: 'in', state: 'KA', sourceName: 'march.csv', travelMode: 'rail' };
    const date = '2024-04-01';
    const rows: CsvRow[] = [
      {
        ...{
          date,
          category: 'electricity',
          quantity: '1,500',
          unit: 'kWh',
          amount: '12,000',
          electricity_source: 'grid',
        },
        ...{ certificates: 'I-REC-1', certificate_scheme: 'I-REC', vintage: '2024', retired_on_behalf: 'yes' },
        ...{ supplier_factor: '0.41', supplier_factor_source: 'utility' },
      },
      { date, category: 'Uber', quantity: '250', unit: 'INR' },
      { date, category: 'fuel', quantity: '20', unit: 'L', fuel_type: 'Diesel', amount: '1800' },
      { date, category: 'travel', quantity: '20', unit: 'km', mode: 'bus' },
    ];
    const mapped = [
      ...rows.map((row) => mapCsvRow(row, options)),
      mapCsvRow(rows[3]!, { country: 'IN', periodGranularity: 'month' }),
    ];
    expect(mapped.map((result) => JSON.stringify(result))).toEqual([
      '{"ok":true,"activity":{"activity_type":"electricity","scope":"2","quantity":1500,"unit":"kWh","period":{"start":"2024-04-01","end":"2024-04-01"},"location":{"country":"IN","state":"KA"},"source":{"type":"csv","confidence":0.7,"name":"march.csv"},"metadata":{"data_type":"csv_row","category":"electricity","amount_inr":12000,"electricity_source":"grid","certificates":"I-REC-1","certificate_scheme":"I-REC","vintage":2024,"retired_on_behalf":true,"supplier_factor":0.41,"supplier_factor_source":"utility"}}}',
      '{"ok":true,"category":"taxi","activity":{"activity_type":"spend.taxi","scope":"3","quantity":250,"unit":"INR","period":{"start":"2024-04-01","end":"2024-04-01"},"location":{"country":"IN","state":"KA"},"source":{"type":"csv","confidence":0.3,"name":"march.csv"},"metadata":{"data_type":"csv_row","category":"Uber","classified_by":"keyword","keyword":"uber"}}}',
      '{"ok":true,"activity":{"activity_type":"fuel.diesel","scope":"1","quantity":20,"unit":"litre","period":{"start":"2024-04-01","end":"2024-04-01"},"location":{"country":"IN","state":"KA"},"source":{"type":"csv","confidence":0.7,"name":"march.csv"},"metadata":{"data_type":"csv_row","category":"fuel","amount_inr":1800,"fuel_type":"Diesel"}}}',
      '{"ok":true,"activity":{"activity_type":"travel","scope":"3","quantity":20,"unit":"km","period":{"start":"2024-04-01","end":"2024-04-01"},"location":{"country":"IN","state":"KA"},"source":{"type":"csv","confidence":0.7,"name":"march.csv"},"metadata":{"data_type":"csv_row","category":"travel","mode":"bus"}}}',
      '{"ok":true,"activity":{"activity_type":"travel","scope":"3","quantity":20,"unit":"km","period":{"start":"2024-04-01","end":"2024-04-30"},"location":{"country":"IN"},"source":{"type":"csv","confidence":0.7},"metadata":{"data_type":"csv_row","category":"travel","mode":"bus"}}}',
    ]);
  });
});
