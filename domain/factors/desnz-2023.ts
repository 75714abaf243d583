import { DESNZ_FROM_CORRECTIONS as FC, DESNZ_NOT_OPENED, desnzFactor, type DesnzEdition } from './desnz.ts';
import type { FactorDefinition } from './factor-definition.ts';

/**
 * DESNZ 2023 edition: the rows of this edition the references give, so that a 2023 activity is
 * priced with 2023's factors. Other 2024 rows have no 2023 value in the references (flights among
 * them): those activities use the 2024 row with a YEAR_FALLBACK notice. [FC] is the factor
 * corrections reference (machine transcriptions of the DESNZ flat files).
 * Not loaded: electricity T&D losses 0.01792 kg CO2e/kWh (Scope 3 category 3; no activity type for it).
 */
const EDITION: DesnzEdition = {
  year: 2023,
  version: '2023',
  url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2023',
};

export const desnz2023: FactorDefinition[] = [
  desnzFactor(EDITION, {
    activity_type: 'electricity',
    unit: 'kWh',
    value: 0.20707,
    verification: `V: itpenergised.com and inenco.com agree; ${DESNZ_NOT_OPENED}`,
    notes: 'UK electricity, generation only (excludes T&D losses of 0.01792 kg CO2e/kWh).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.natural_gas',
    unit: 'kWh',
    value: 0.18293,
    verification: `V: itpenergised.com; ${DESNZ_NOT_OPENED}`,
    notes: 'Natural gas per kWh on a gross calorific value basis (as on gas bills).',
    parameters: { calorific_value_basis: 'gross' },
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.diesel',
    unit: 'litre',
    value: 2.51206,
    verification: FC,
    notes: 'Diesel (average biofuel blend), UK forecourt blend.',
    parameters: { blend: 'average biofuel blend' },
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.petrol',
    unit: 'litre',
    value: 2.09747,
    verification: FC,
    notes: 'Petrol (average biofuel blend), UK forecourt blend.',
    parameters: { blend: 'average biofuel blend' },
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.bus',
    unit: 'passenger-km',
    value: 0.10215,
    verification: FC,
    notes: 'Average local bus (UK).',
  }),
];
