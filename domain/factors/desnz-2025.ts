import { desnzFactor, type DesnzEdition } from './desnz.ts';
import type { FactorDefinition } from './factor-definition.ts';

/**
 * DESNZ 2025 edition: GB electricity and the "Hotel stay" rows (kg CO2e per room per night; data from the
 * Cornell Hotel Sustainability Benchmarking Index). Hotel values are as [R2] (a repository verification
 * note) read them from the 2025 full-set workbook; [R2] warns not to mix them with 2024 values, and the
 * 2024 table was not found. The table has no global average row, so there is none here.
 * Not loaded: the 2025 well-to-tank factors (Scope 3 category 3; no activity type).
 */
const EDITION: DesnzEdition = {
  year: 2025,
  version: '2025',
  url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025',
};
const HOTEL_SOURCE = 'S: [R2], read from the DESNZ 2025 full-set workbook; gov.uk workbook not opened (unreachable from the build network)';

const hotels: Array<[country: string, value: number, note: string]> = [
  ['IN', 58.9, 'eai.in quotes ≈60 (U, via a DEFRA-citing blog).'],
  ['GB', 10.4, 'emissions.dev ("DEFRA 2025 / Cornell") gives the same 10.4.'],
  ['US', 16.1, 'emissions.dev ("DEFRA 2025 / Cornell") gives 20.9: conflict, [R2] preferred as it read the workbook.'],
  ['AE', 63.8, 'emissions.dev ("DEFRA 2025 / Cornell") gives 63.6.'],
  ['SG', 24.5, 'Singapore was 37.3 in the 2024 edition (per [R2]).'],
  ['DE', 13.2, ''],
  ['CN', 53.5, ''],
  ['JP', 39.0, ''],
];

export const desnz2025: FactorDefinition[] = [
  desnzFactor(EDITION, {
    activity_type: 'electricity',
    unit: 'kWh',
    value: 0.177,
    verification: 'V: two sites agree; gov.uk workbook not opened (unreachable from the build network)',
    notes: 'UK electricity, generation only (excludes T&D losses).',
  }),
  ...hotels.map(([region, value, note]) =>
    desnzFactor(EDITION, {
      activity_type: 'hotel',
      unit: 'room-night',
      value,
      region,
      verification: HOTEL_SOURCE,
      notes: `Hotel stay, per room per night. ${note}`.trim(),
      parameters: { data: 'Cornell Hotel Sustainability Benchmarking Index (HSBI)' },
    }),
  ),
];
