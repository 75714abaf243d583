import { DESNZ_FROM_CORRECTIONS as FC, DESNZ_NOT_OPENED, desnzFactor, type DesnzEdition } from './desnz.ts';
import { flightFactors } from './desnz-flights.ts';
import type { FactorDefinition } from './factor-definition.ts';

/**
 * DESNZ 2024 edition (full set v1.1, corrected 30 Oct 2024; AR5): GB electricity, fuels and business
 * travel. The gov.uk files were unreachable, so values come from secondary transcriptions; each row says
 * which. Source keys: [FC] the factor corrections reference (machine transcriptions of the DESNZ 2023,
 * 2024 and 2025 flat files, cross-checked with a second copy and climatiq pages), [R2] a repository
 * verification note, [R5] the "CLIMATRIX Emission Factor Reference" (DEFRA 2024 v1.1 flat file).
 *
 * Rows corrected after the first load ship under new ids (ids are immutable; see withdrawn.ts for the
 * rows they replace): LPG per tonne, bus, coach, motorbike, the petrol and diesel cars (swapped), and
 * every flight (now in with/without-RF pairs; the domestic value was the 2019 figure).
 * Well-to-tank and outside-of-scopes (biogenic CO2) rows: desnz-companions.ts. Not loaded: HGV/van tonne-km factors (no activity type),
 * natural gas per kWh on a net CV basis (0.20264; Indian and UK gas bills are on a gross basis).
 */
const EDITION: DesnzEdition = {
  year: 2024,
  version: '2024 v1.1',
  url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024',
};

const electricity = desnzFactor(EDITION, {
  activity_type: 'electricity',
  unit: 'kWh',
  value: 0.20705,
  verification: `V: two sites agree (one outlier gives 0.20493); ${DESNZ_NOT_OPENED}`,
  notes: 'UK electricity, generation only (excludes T&D losses).',
});

/**
 * Fuel combustion, Scope 1, with DESNZ's per-gas rows (kg CO2e of CO2, CH4 and N2O per unit, AR5), read
 * from the 2024 flat file [D24]. Rows first loaded without their split (or, for coal, per kg derived)
 * ship as revisions; withdrawn.ts names the rows they replace.
 */
const D24 = (flatFileId: string) =>
  `V: [D24] DESNZ flat file v1.1 (Year 2024, Final, 18 Oct 2024), ID ${flatFileId} and its _2/_3/_4 gas rows, read from a copy of the official workbook (factors-2026-additions.md §1a); the gas rows sum to the total`;

const fuels = [
  desnzFactor(EDITION, {
    activity_type: 'fuel.diesel',
    unit: 'litre',
    value: 2.51279,
    co2: 2.4796,
    ch4: 0.00029,
    n2o: 0.0329,
    verification: `S: transcription of cells Fuels!D72/E72; the gas shares sum exactly to the total; ${DESNZ_NOT_OPENED}`,
    notes:
      'Diesel (average biofuel blend), UK forecourt blend. Indian diesel carries little biodiesel, so this may slightly understate; 100% mineral diesel is 2.66155.',
    parameters: { blend: 'average biofuel blend' },
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.diesel',
    unit: 'litre',
    value: 2.66155,
    co2: 2.62818,
    ch4: 0.00029,
    n2o: 0.03308,
    variant: 'mineral',
    revision: 2,
    verification: D24('1_101_1012_8_1'),
    notes:
      'Diesel (100% mineral diesel). Prices diesel in India: Indian HSD carries no meaningful biodiesel blend, so the UK average biofuel blend (2.51279) would understate it.',
    parameters: { blend: '100% mineral diesel' },
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.petrol',
    unit: 'litre',
    value: 2.0844,
    co2: 2.07047,
    ch4: 0.00806,
    n2o: 0.00587,
    verification: `S: transcription of cell Fuels!D96; the gas shares sum exactly to the total; ${DESNZ_NOT_OPENED}`,
    notes:
      'Petrol (average biofuel blend), UK forecourt blend; 100% mineral petrol is 2.35372. Indian petrol is ethanol-blended too.',
    parameters: { blend: 'average biofuel blend' },
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.lpg',
    unit: 'litre',
    value: 1.55713,
    co2: 1.55491,
    ch4: 0.00136,
    n2o: 0.00086,
    revision: 2,
    verification: D24('1_100_1003_8_1'),
    notes: 'LPG per litre.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.lpg',
    unit: 'tonne',
    value: 2939.36095,
    co2: 2935.18,
    ch4: 2.5536,
    n2o: 1.62735,
    revision: 2,
    verification: D24('1_100_1003_15_1'),
    notes: 'LPG per tonne (2.93936 per kg). Indian LPG cylinders are sold by mass: 14.2 kg domestic, 19 kg commercial.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.cng',
    unit: 'litre',
    value: 0.44942,
    co2: 0.44855,
    ch4: 0.00067,
    n2o: 0.0002,
    revision: 2,
    verification: D24('1_100_1001_8_1'),
    notes: 'CNG per litre of compressed gas.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.cng',
    unit: 'tonne',
    value: 2568.16441,
    co2: 2563.12,
    ch4: 3.8528,
    n2o: 1.19161,
    revision: 2,
    verification: D24('1_100_1001_15_1'),
    notes: 'CNG per tonne (2.56816 per kg); Indian CNG is sold by kg.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.natural_gas',
    unit: 'kWh',
    value: 0.1829,
    co2: 0.18253,
    ch4: 0.00028,
    n2o: 0.00009,
    revision: 2,
    verification: D24('1_100_1004_6_1'),
    notes: 'Natural gas per kWh on a gross calorific value basis (as on gas bills); net CV basis 0.20264.',
    parameters: { calorific_value_basis: 'gross' },
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.natural_gas',
    unit: 'm3',
    value: 2.04542,
    co2: 2.0414,
    ch4: 0.00307,
    n2o: 0.00095,
    revision: 2,
    verification: D24('1_100_1004_1_1'),
    notes: 'Natural gas per cubic metre; Indian PNG is billed in SCM (standard cubic metres).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.fuel_oil',
    unit: 'litre',
    value: 3.17493,
    co2: 3.16262,
    ch4: 0.0053,
    n2o: 0.00701,
    revision: 2,
    verification: `${D24('1_101_1013_8_1')}; the "Fuel oil" row, not "Marine fuel oil" (3.10202)`,
    notes: 'Fuel oil (Indian furnace oil), per litre.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.fuel_oil',
    unit: 'tonne',
    value: 3228.89019,
    co2: 3216.38,
    ch4: 5.3872,
    n2o: 7.12299,
    revision: 2,
    verification: `${D24('1_101_1013_15_1')}; the first load's 3,228.89 was rounded`,
    notes: 'Fuel oil (Indian furnace oil), per tonne.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.gas_oil',
    unit: 'litre',
    value: 2.75541,
    co2: 2.72417,
    ch4: 0.00315,
    n2o: 0.02809,
    revision: 2,
    verification: D24('1_101_1014_8_1'),
    notes: 'Gas oil (red diesel / heating oil).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.kerosene',
    unit: 'litre',
    value: 2.54015,
    co2: 2.52782,
    ch4: 0.00674,
    n2o: 0.00559,
    revision: 2,
    verification: D24('1_101_1010_8_1'),
    notes: 'Burning oil (kerosene).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.coal',
    unit: 'tonne',
    value: 2399.43994,
    co2: 2374.87,
    ch4: 7.6384,
    n2o: 16.93154,
    verification: D24('1_102_1025_15_1'),
    notes:
      'Coal (industrial), UK coal, per tonne (2.39944 per kg). Indian coal has a much lower calorific value; prefer supplier GCV/NCV data where available.',
  }),
];

const LONG_HAUL_PAIR = { bandWith: 0.20011, bandWithout: 0.11812, pair: 'long-haul economy, [R2]' };

/** Business travel, Scope 3 category 6. */
const flights = flightFactors(EDITION, [
  {
    activity_type: 'travel.flight.domestic',
    band: 'Domestic',
    cabin: 'average passenger',
    withRf: 0.27257,
    withoutRf: 0.16098,
    verification: `${FC}; replaces 0.255, the 2019 figure (0.25493) first loaded from airmilescalc.com`,
    notes: 'DESNZ publishes one average-passenger factor for domestic flights.',
  },
  {
    activity_type: 'travel.flight.short_haul',
    band: 'Short-haul, to/from UK',
    cabin: 'economy',
    withRf: 0.18287,
    withoutRf: 0.10794,
    verification: `S: [R5] (DEFRA 2024 v1.1 flat file) and [FC] (with and without RF); ${DESNZ_NOT_OPENED}`,
  },
  {
    activity_type: 'travel.flight.short_haul.business',
    band: 'Short-haul, to/from UK',
    cabin: 'business class',
    withRf: 0.2743,
    withoutRf: { bandWith: 0.18287, bandWithout: 0.10794, pair: 'short-haul economy, [FC]' },
    verification: FC,
  },
  {
    activity_type: 'travel.flight.long_haul',
    band: 'Long-haul, to/from UK',
    cabin: 'economy',
    withRf: 0.20011,
    withoutRf: 0.11812,
    verification: `V: [R5] and [R2] ("2024 calibration pair") agree; [R2] and [FC] give 0.11812 without RF; ${DESNZ_NOT_OPENED}`,
  },
  {
    activity_type: 'travel.flight.long_haul.premium_economy',
    band: 'Long-haul, to/from UK',
    cabin: 'premium economy',
    withRf: 0.32015,
    withoutRf: LONG_HAUL_PAIR,
    verification: FC,
  },
  {
    activity_type: 'travel.flight.long_haul.business',
    band: 'Long-haul, to/from UK',
    cabin: 'business class',
    withRf: 0.58028,
    withoutRf: LONG_HAUL_PAIR,
    verification: `S: [R5]; consistent with DESNZ's 2.9× economy class weighting (2.9 × 0.20011 = 0.58032); ${DESNZ_NOT_OPENED}`,
  },
  {
    activity_type: 'travel.flight.long_haul.first',
    band: 'Long-haul, to/from UK',
    cabin: 'first class',
    withRf: 0.8004,
    withoutRf: LONG_HAUL_PAIR,
    verification: `S: [R5]; consistent with DESNZ's 4× economy class weighting (4 × 0.20011 = 0.80044); ${DESNZ_NOT_OPENED}`,
  },
  {
    activity_type: 'travel.flight.international.average',
    band: 'International, to/from non-UK',
    cabin: 'average passenger',
    withRf: 0.1758,
    withoutRf: { bandWith: 0.13465, bandWithout: 0.07948, pair: 'non-UK economy, [FC]' },
    verification: FC,
    notes: 'For flights with neither end in the UK and not within one country (e.g. DEL–DXB, BOM–JFK).',
  },
  ...(
    [
      ['travel.flight.international', 'economy', 0.13465, 0.07948],
      ['travel.flight.international.premium_economy', 'premium economy', 0.21542, 0.12716],
      ['travel.flight.international.business', 'business class', 0.39044, 0.23047],
      ['travel.flight.international.first', 'first class', 0.53854, 0.31789],
    ] as const
  ).map(([activity_type, cabin, withRf, withoutRf]) => ({
    activity_type,
    band: 'International, to/from non-UK',
    cabin,
    withRf,
    withoutRf,
    verification: FC,
  })),
]);

/** Land travel, Scope 3 category 6. */
const land = [
  desnzFactor(EDITION, {
    activity_type: 'travel.rail',
    unit: 'passenger-km',
    value: 0.03546,
    verification: `S: [R5] (2024); mycarbon.co.uk (2024) gives the same value; ${DESNZ_NOT_OPENED}`,
    notes: 'UK national rail. No authoritative Indian rail passenger factor was found.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.rail.international',
    unit: 'passenger-km',
    value: 0.00446,
    verification: `S: [R5]; ${DESNZ_NOT_OPENED}`,
    notes: 'International rail (Eurostar).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.bus',
    unit: 'passenger-km',
    value: 0.10846,
    revision: 2,
    verification: `${FC}; replaces 0.10312 first loaded from [R5]`,
    notes: 'Average local bus (UK).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.coach',
    unit: 'passenger-km',
    value: 0.02717,
    revision: 2,
    verification: `${FC}; replaces 0.02776 first loaded (an undated source), which is the 2025 value`,
    notes: 'Coach (UK).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.taxi',
    unit: 'vehicle-km',
    value: 0.20805,
    verification: `S: [R5]; ${DESNZ_NOT_OPENED}`,
    notes: 'Regular taxi, per vehicle-km (a party sharing one taxi).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.taxi',
    unit: 'passenger-km',
    value: 0.14861,
    verification: FC,
    notes: 'Regular taxi, per passenger-km (one traveller).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.motorbike',
    unit: 'vehicle-km',
    value: 0.11367,
    revision: 2,
    verification: `${FC}; replaces 0.11337 first loaded from [R5]`,
    notes: 'Motorbike, average size.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.car.petrol',
    unit: 'vehicle-km',
    value: 0.1645,
    revision: 2,
    verification: `${FC}; the petrol and diesel rows first loaded from [R5] were swapped`,
    notes: 'Average car, petrol, per vehicle-km.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.car.diesel',
    unit: 'vehicle-km',
    value: 0.16984,
    revision: 2,
    verification: `${FC}; the petrol and diesel rows first loaded from [R5] were swapped`,
    notes: 'Average car, diesel, per vehicle-km.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.car.unknown',
    unit: 'vehicle-km',
    value: 0.16691,
    verification: FC,
    notes: 'Average car, unknown fuel, per vehicle-km: the default for road travel when nothing else is known.',
  }),
];

export const desnz2024: FactorDefinition[] = [electricity, ...fuels, ...flights, ...land];
