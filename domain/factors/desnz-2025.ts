import { DESNZ_FROM_CORRECTIONS as FC, DESNZ_NOT_OPENED, desnzFactor, type DesnzEdition } from './desnz.ts';
import { flightFactors, type FlightRow } from './desnz-flights.ts';
import type { FactorDefinition } from './factor-definition.ts';

/**
 * DESNZ 2025 edition: the rows of this edition the references give, so that a 2025 activity is
 * priced with 2025's factors (DESNZ 2025 cut the flight factors by a third or more), and the
 * "Hotel stay" rows (kg CO2e per room per night; data: Cornell Hotel Sustainability Benchmarking
 * Index). [FC] is the factor corrections reference (machine transcriptions of the DESNZ flat files),
 * [R2] a repository verification note that read the 2025 full-set workbook.
 *
 * Hotel values are identical in the 2023, 2024 and 2025 editions [FC], so each is valid for all three
 * years, except Singapore, which [R2] gives as 37.3 in 2024: it stays a 2025 row. The table has no
 * global average row, so there is none here.
 * Not loaded: the 2025 well-to-tank factors (Scope 3 category 3; no activity type); 2025 flight rows
 * the references do not give (short-haul business, premium economy, the non-UK band): those flights
 * use the 2024 row with a YEAR_FALLBACK notice.
 */
const EDITION: DesnzEdition = {
  year: 2025,
  version: '2025',
  url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025',
};
const HOTEL_SOURCE = `S: [R2], read from the DESNZ 2025 full-set workbook; ${DESNZ_NOT_OPENED}`;

/**
 * 2025 without-RF values are not in the references: derived with DESNZ 2024's ratio for the band
 * (RF multiplies CO2 by the same 1.7 in both editions, so the ratio is the 2024 one).
 */
const PAIR_2024 = {
  domestic: { bandWith: 0.27257, bandWithout: 0.16098, pair: 'DESNZ 2024 domestic, [FC]' },
  shortHaul: { bandWith: 0.18287, bandWithout: 0.10794, pair: 'DESNZ 2024 short-haul economy, [FC]' },
  longHaul: { bandWith: 0.20011, bandWithout: 0.11812, pair: 'DESNZ 2024 long-haul economy, [R2]/[FC]' },
};

const FLIGHTS: FlightRow[] = [
  {
    activity_type: 'travel.flight.domestic',
    band: 'Domestic',
    cabin: 'average passenger',
    withRf: 0.22928,
    withoutRf: PAIR_2024.domestic,
    verification: FC,
  },
  {
    activity_type: 'travel.flight.short_haul',
    band: 'Short-haul, to/from UK',
    cabin: 'economy',
    withRf: 0.12576,
    withoutRf: PAIR_2024.shortHaul,
    verification: FC,
  },
  {
    activity_type: 'travel.flight.long_haul',
    band: 'Long-haul, to/from UK',
    cabin: 'economy',
    withRf: 0.11704,
    withoutRf: PAIR_2024.longHaul,
    verification: FC,
  },
  {
    activity_type: 'travel.flight.long_haul.business',
    band: 'Long-haul, to/from UK',
    cabin: 'business class',
    withRf: 0.3394,
    withoutRf: PAIR_2024.longHaul,
    verification: FC,
  },
  {
    activity_type: 'travel.flight.long_haul.first',
    band: 'Long-haul, to/from UK',
    cabin: 'first class',
    withRf: 0.46814,
    withoutRf: PAIR_2024.longHaul,
    verification: FC,
  },
];

const hotels: Array<[country: string, value: number, verification: string, note: string]> = [
  ['IN', 58.9, HOTEL_SOURCE, 'eai.in quotes ≈60 (U, via a DEFRA-citing blog).'],
  ['GB', 10.4, HOTEL_SOURCE, 'emissions.dev ("DEFRA 2025 / Cornell") gives the same 10.4.'],
  [
    'US',
    16.1,
    HOTEL_SOURCE,
    'emissions.dev ("DEFRA 2025 / Cornell") gives 20.9: conflict, [R2] preferred as it read the workbook.',
  ],
  ['AE', 63.8, HOTEL_SOURCE, 'emissions.dev ("DEFRA 2025 / Cornell") gives 63.6.'],
  ['DE', 13.2, HOTEL_SOURCE, ''],
  ['CN', 53.5, HOTEL_SOURCE, ''],
  ['JP', 39.0, HOTEL_SOURCE, ''],
  ['MV', 152.2, FC, 'emissions.dev gives 152.0.'],
  ['SA', 106.4, FC, ''],
  ['QA', 86.2, FC, ''],
];

export const desnz2025: FactorDefinition[] = [
  desnzFactor(EDITION, {
    activity_type: 'electricity',
    unit: 'kWh',
    value: 0.177,
    verification: `V: two sites agree; ${DESNZ_NOT_OPENED}`,
    notes: 'UK electricity, generation only (excludes T&D losses).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.diesel',
    unit: 'litre',
    value: 2.57082,
    verification: FC,
    notes: 'Diesel (average biofuel blend), UK forecourt blend.',
    parameters: { blend: 'average biofuel blend' },
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.petrol',
    unit: 'litre',
    value: 2.06916,
    verification: FC,
    notes: 'Petrol (average biofuel blend), UK forecourt blend.',
    parameters: { blend: 'average biofuel blend' },
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.natural_gas',
    unit: 'm3',
    value: 2.06672,
    verification: FC,
    notes: 'Natural gas per cubic metre; Indian PNG is billed in SCM (standard cubic metres).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.bus',
    unit: 'passenger-km',
    value: 0.10385,
    verification: FC,
    notes: 'Average local bus (UK).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.coach',
    unit: 'passenger-km',
    value: 0.02776,
    verification: `${FC}; the value first loaded as 2024`,
    notes: 'Coach (UK).',
  }),
  ...flightFactors(EDITION, FLIGHTS),
  desnzFactor(EDITION, {
    activity_type: 'hotel',
    unit: 'room-night',
    value: 24.5,
    region: 'SG',
    verification: HOTEL_SOURCE,
    notes:
      'Hotel stay, per room per night. Singapore was 37.3 in the 2024 edition (per [R2]), so this row is 2025 only.',
    parameters: { data: 'Cornell Hotel Sustainability Benchmarking Index (HSBI)' },
  }),
  ...hotels.map(([region, value, verification, note]) =>
    desnzFactor(EDITION, {
      activity_type: 'hotel',
      unit: 'room-night',
      value,
      region,
      validYears: [2023, 2025],
      verification,
      notes: `Hotel stay, per room per night; the same value in the 2023, 2024 and 2025 editions [FC]. ${note}`.trim(),
      parameters: { data: 'Cornell Hotel Sustainability Benchmarking Index (HSBI)' },
    }),
  ),
];
