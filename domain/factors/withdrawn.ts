import { EPA_SPEND_ROWS, epaSpendFactorId } from './epa-supply-chain-v1.3.ts';

/**
 * Factor rows loaded by earlier releases that must no longer be chosen. Activities keep referencing
 * them (an activity's factor never changes under it), so the rows stay in emission_factors, marked
 * withdrawn with the reason and the row that replaces it; POST /v1/activities/recalculate moves
 * activities onto the replacements, reporting before and after. Sources: the factor corrections reference.
 */
export interface WithdrawnFactor {
  id: string;
  reason: string;
  /** The row that takes its place, when there is exactly one. */
  replaced_by: string | null;
}

const withRf = (type: string) => `desnz.2024.gb.${type}.with-rf.passenger-km`;

export const WITHDRAWN_FACTORS: readonly WithdrawnFactor[] = [
  {
    id: 'desnz.2024.gb.travel.flight.domestic.passenger-km',
    reason: '0.255 is the 2019 domestic figure (0.25493); DESNZ 2024 gives 0.27257 with RF',
    replaced_by: withRf('travel.flight.domestic'),
  },
  ...[
    'travel.flight.short_haul',
    'travel.flight.long_haul',
    'travel.flight.long_haul.business',
    'travel.flight.long_haul.first',
  ].map((type) => ({
    id: `desnz.2024.gb.${type}.passenger-km`,
    reason: 'same value, now one of a with-RF/without-RF pair so the radiative-forcing setting and memo apply',
    replaced_by: withRf(type),
  })),
  {
    id: 'desnz.2024.gb.travel.bus.passenger-km',
    reason: '0.10312 is not the DESNZ 2024 value (0.10846)',
    replaced_by: 'desnz.2024.gb.travel.bus.passenger-km.rev2',
  },
  {
    id: 'desnz.2024.gb.travel.coach.passenger-km',
    reason: '0.02776 is the DESNZ 2025 value; 2024 is 0.02717',
    replaced_by: 'desnz.2024.gb.travel.coach.passenger-km.rev2',
  },
  {
    id: 'desnz.2024.gb.travel.motorbike.vehicle-km',
    reason: '0.11337 is not the DESNZ 2024 value (0.11367)',
    replaced_by: 'desnz.2024.gb.travel.motorbike.vehicle-km.rev2',
  },
  {
    id: 'desnz.2024.gb.travel.car.petrol.vehicle-km',
    reason: 'petrol and diesel car values were swapped (petrol is 0.16450)',
    replaced_by: 'desnz.2024.gb.travel.car.petrol.vehicle-km.rev2',
  },
  {
    id: 'desnz.2024.gb.travel.car.diesel.vehicle-km',
    reason: 'petrol and diesel car values were swapped (diesel is 0.16984)',
    replaced_by: 'desnz.2024.gb.travel.car.diesel.vehicle-km.rev2',
  },
  {
    id: 'desnz.2024.gb.fuel.lpg.kg',
    reason: '2.9389 is rounded; DESNZ 2024 gives 2,939.36095 per tonne',
    replaced_by: 'desnz.2024.gb.fuel.lpg.tonne.rev2',
  },
  {
    id: 'ipcc.2006.global.fuel.fuel_oil.kg',
    reason: 'DESNZ 2024 fuel oil (3,228.89 per tonne) is preferred, as for the other fuels',
    replaced_by: 'desnz.2024.gb.fuel.fuel_oil.tonne.rev2',
  },
  // The DESNZ 2024 flat file's per-gas rows (factors-2026-additions.md §1a): same totals, now split by gas.
  ...[
    'fuel.diesel.mineral.litre',
    'fuel.lpg.litre',
    'fuel.lpg.tonne',
    'fuel.cng.litre',
    'fuel.cng.tonne',
    'fuel.natural_gas.kwh',
    'fuel.natural_gas.m3',
    'fuel.fuel_oil.litre',
    'fuel.gas_oil.litre',
    'fuel.kerosene.litre',
  ].map((row) => ({
    id: `desnz.2024.gb.${row}`,
    reason: "same value without its CO2/CH4/N2O split; the revision carries the flat file's per-gas rows",
    replaced_by: `desnz.2024.gb.${row}.rev2`,
  })),
  {
    id: 'desnz.2024.gb.fuel.fuel_oil.tonne',
    reason:
      '3,228.89 is rounded and has no gas split; the flat file gives 3,228.89019 (CO2 3,216.38, CH4 5.3872, N2O 7.12299)',
    replaced_by: 'desnz.2024.gb.fuel.fuel_oil.tonne.rev2',
  },
  {
    id: 'desnz.2024.gb.fuel.coal.kg',
    reason:
      'per kg derived from a transcription, without a gas split; the flat file row is per tonne with its per-gas rows',
    replaced_by: 'desnz.2024.gb.fuel.coal.tonne',
  },
  ...['in', 'gb', 'us', 'ae', 'de', 'cn', 'jp'].map((country) => ({
    id: `desnz.2025.${country}.hotel.room-night`,
    reason:
      'hotel values are the same in the 2023, 2024 and 2025 editions: the replacement is valid for all three years',
    replaced_by: `desnz.2023-2025.${country}.hotel.room-night`,
  })),
  ...EPA_SPEND_ROWS.map(([category, naics]) => ({
    id: epaSpendFactorId(category, naics),
    reason:
      'valid for 2022 only, so later purchases were flagged as a year fallback although CPI-U deflates them to 2022 dollars',
    replaced_by: epaSpendFactorId(category, naics, 2),
  })),
];
