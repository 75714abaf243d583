import { desnzFactor, type DesnzEdition } from './desnz.ts';
import type { FactorDefinition } from './factor-definition.ts';

/**
 * DESNZ 2023 edition: GB grid electricity and natural gas. Natural gas comes from this edition because
 * the 2024 value (and every per-m³ value) is [U] in the factor reference.
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
    verification: 'V: itpenergised.com and inenco.com agree; gov.uk workbook not opened (unreachable from the build network)',
    notes: 'UK electricity, generation only (excludes T&D losses of 0.01792 kg CO2e/kWh).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.natural_gas',
    unit: 'kWh',
    value: 0.18293,
    verification: 'V: itpenergised.com; gov.uk workbook not opened (unreachable from the build network)',
    notes:
      'Natural gas per kWh on a gross calorific value basis (as on UK gas bills). No per-m³ factor or calorific value is loaded, so volumes cannot be converted.',
    parameters: { calorific_value_basis: 'gross' },
  }),
];
