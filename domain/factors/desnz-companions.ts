import { desnzFactor, type DesnzEdition } from './desnz.ts';
import type { FactorDefinition } from './factor-definition.ts';

/**
 * DESNZ rows that go with a combustion or electricity row rather than price an activity of their own
 * (domain/calculation/companion-factors.ts finds them): well-to-tank of each fuel and T&D losses of UK
 * electricity (Scope 3 category 3), and the outside-of-scopes biogenic CO2 of the forecourt blends.
 * Their activity type is the kind before the type they go with ('wtt.fuel.diesel'), and a blend is
 * matched by its `parameters.blend`. Reference: factors-2026-additions.md §1d, §2 and §3b.
 *
 * 2024 rows are [V], read from a copy of the official 2024 flat file [D24]. 2025 rows are [S]: the 2025
 * flat file's Scope 3 and outside-of-scopes rows as one repository extracted them [D25-S3]; its 118
 * "WTT- fuels" rows equal 2024's, which the 2025 methodology paper was not read to confirm.
 */
const EDITIONS: Record<2024 | 2025, DesnzEdition> = {
  2024: {
    year: 2024,
    version: '2024 v1.1',
    url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024',
  },
  2025: {
    year: 2025,
    version: '2025',
    url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025',
  },
};

const tagOf = (year: 2024 | 2025, id: string) =>
  year === 2024
    ? `V: [D24] DESNZ flat file v1.1 (Year 2024, Final), ID ${id}, read from a copy of the official workbook`
    : `S: [D25-S3] the DESNZ 2025 flat file as one repository extracted it to CSV, ID ${id}; gov.uk workbook not opened`;

const BLEND = { blend: 'average biofuel blend' };
const MINERAL_DIESEL = { blend: '100% mineral diesel' };

/** Well-to-tank per unit (kg CO2e; DESNZ publishes no per-gas split of WTT), equal in 2024 and 2025. */
const WTT: Array<{
  type: string;
  unit: string;
  value: number;
  id: string;
  name: string;
  variant?: string;
  parameters?: Record<string, unknown>;
}> = [
  {
    type: 'fuel.diesel',
    unit: 'litre',
    value: 0.61101,
    id: '11_101_1011_8_1',
    name: 'Diesel (average biofuel blend)',
    parameters: BLEND,
  },
  {
    type: 'fuel.diesel',
    unit: 'litre',
    value: 0.62409,
    id: '11_101_1012_8_1',
    name: 'Diesel (100% mineral diesel)',
    variant: 'mineral',
    parameters: MINERAL_DIESEL,
  },
  {
    type: 'fuel.petrol',
    unit: 'litre',
    value: 0.58094,
    id: '11_101_1017_8_1',
    name: 'Petrol (average biofuel blend)',
    parameters: BLEND,
  },
  { type: 'fuel.lpg', unit: 'litre', value: 0.18551, id: '11_100_1003_8_1', name: 'LPG' },
  { type: 'fuel.lpg', unit: 'tonne', value: 349.29282, id: '11_100_1003_15_1', name: 'LPG' },
  { type: 'fuel.cng', unit: 'litre', value: 0.09289, id: '11_100_1001_8_1', name: 'CNG' },
  { type: 'fuel.cng', unit: 'tonne', value: 530.77887, id: '11_100_1001_15_1', name: 'CNG' },
  {
    type: 'fuel.natural_gas',
    unit: 'kWh',
    value: 0.03021,
    id: '11_100_1004_6_1',
    name: 'Natural gas (gross CV)',
    parameters: { calorific_value_basis: 'gross' },
  },
  { type: 'fuel.natural_gas', unit: 'm3', value: 0.3366, id: '11_100_1004_1_1', name: 'Natural gas' },
  { type: 'fuel.fuel_oil', unit: 'litre', value: 0.69539, id: '11_101_1013_8_1', name: 'Fuel oil' },
  { type: 'fuel.fuel_oil', unit: 'tonne', value: 714.86545, id: '11_101_1013_15_1', name: 'Fuel oil' },
  { type: 'fuel.gas_oil', unit: 'litre', value: 0.62665, id: '11_101_1014_8_1', name: 'Gas oil' },
  { type: 'fuel.kerosene', unit: 'litre', value: 0.53078, id: '11_101_1010_8_1', name: 'Burning oil' },
  { type: 'fuel.coal', unit: 'tonne', value: 418.14964, id: '11_102_1025_15_1', name: 'Coal (industrial)' },
];

const wtt = ([2024, 2025] as const).flatMap((year) =>
  WTT.map((row) =>
    desnzFactor(EDITIONS[year], {
      activity_type: `wtt.${row.type}`,
      unit: row.unit,
      value: row.value,
      variant: row.variant,
      verification: tagOf(year, row.id),
      notes: `Well-to-tank, ${row.name}: extraction, refining and transport of the fuel before it is burnt (Scope 3 category 3, activity A).`,
      parameters: row.parameters,
    }),
  ),
);

/** Biogenic CO2 of the UK forecourt blends, outside the scopes (DESNZ gives them to 2 decimal places). */
const biogenic = (
  [
    [2024, 'fuel.diesel', 0.16, 'Diesel (average biofuel blend)', BLEND],
    [2025, 'fuel.diesel', 0.14, 'Diesel (average biofuel blend)', BLEND],
    [2024, 'fuel.petrol', 0.13, 'Petrol (average biofuel blend)', BLEND],
    [2025, 'fuel.petrol', 0.13, 'Petrol (average biofuel blend)', BLEND],
  ] as const
).map(([year, type, value, name, parameters]) =>
  desnzFactor(EDITIONS[year], {
    activity_type: `biogenic.${type}`,
    unit: 'litre',
    value,
    co2: value,
    verification: tagOf(year, `"Outside of scopes", ${name}, litres`),
    notes: `Biogenic CO2 of ${name}, the UK forecourt blend, per litre: outside the scopes. Indian blends differ (the product prices them with the same UK blend row).`,
    parameters,
  }),
);

/** T&D losses of UK grid electricity per kWh consumed (Scope 3 category 3, activity C). */
const tdLosses = [
  desnzFactor(EDITIONS[2024], {
    activity_type: 'td_loss.electricity',
    unit: 'kWh',
    value: 0.0183,
    verification: tagOf(2024, '"T&D- UK electricity"'),
    notes: 'Transmission and distribution losses of UK electricity, per kWh consumed.',
  }),
  desnzFactor(EDITIONS[2025], {
    activity_type: 'td_loss.electricity',
    unit: 'kWh',
    value: 0.01853,
    verification: tagOf(2025, '"T&D- UK electricity"'),
    notes: 'Transmission and distribution losses of UK electricity, per kWh consumed.',
  }),
];

export const desnzCompanions: FactorDefinition[] = [...wtt, ...biogenic, ...tdLosses];
