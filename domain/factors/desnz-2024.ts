import { desnzFactor, type DesnzEdition } from './desnz.ts';
import type { FactorDefinition } from './factor-definition.ts';

/**
 * DESNZ 2024 edition (full set v1.1, corrected 30 Oct 2024; AR5): GB electricity, fuels and business
 * travel. The gov.uk files were unreachable, so values come from secondary transcriptions; each row says
 * which. Source keys follow the factor reference: [R2] a repository verification note, [R5] the
 * "CLIMATRIX Emission Factor Reference" (DEFRA 2024 v1.1 flat file), [R6] scope3emissiontest-oss/JulesProject.
 *
 * Not loaded, and why:
 * - fuel oil: the two DESNZ figures conflict (3.10202 vs 3.1792, both [U]); see ipcc-2006.ts instead;
 * - 100% mineral diesel/petrol (2.66155 / 2.35372): no activity type; fuel.diesel/petrol use the average biofuel blend;
 * - well-to-tank factors (Scope 3 category 3) and HGV/van tonne-km factors: no activity type, and the HGV value conflicts;
 * - flights "International, to/from non-UK" and a 2024 per-passenger-km taxi factor: not found.
 */
const EDITION: DesnzEdition = {
  year: 2024,
  version: '2024 v1.1',
  url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024',
};
const NOT_OPENED = 'gov.uk workbook not opened (unreachable from the build network)';

const electricity = desnzFactor(EDITION, {
  activity_type: 'electricity',
  unit: 'kWh',
  value: 0.20705,
  verification: `V: two sites agree (one outlier gives 0.20493); ${NOT_OPENED}`,
  notes: 'UK electricity, generation only (excludes T&D losses).',
});

/** Fuel combustion, Scope 1. Per litre unless stated. */
const fuels = [
  desnzFactor(EDITION, {
    activity_type: 'fuel.diesel',
    unit: 'litre',
    value: 2.51279,
    co2: 2.4796,
    ch4: 0.00029,
    n2o: 0.0329,
    verification: `S: transcription of cells Fuels!D72/E72; the gas shares sum exactly to the total; ${NOT_OPENED}`,
    notes:
      'Diesel (average biofuel blend), UK forecourt blend. Indian diesel carries little biodiesel, so this may slightly understate; 100% mineral diesel is 2.66155.',
    parameters: { blend: 'average biofuel blend' },
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.petrol',
    unit: 'litre',
    value: 2.0844,
    co2: 2.07047,
    ch4: 0.00806,
    n2o: 0.00587,
    verification: `S: transcription of cell Fuels!D96; the gas shares sum exactly to the total; ${NOT_OPENED}`,
    notes: 'Petrol (average biofuel blend), UK forecourt blend; 100% mineral petrol is 2.35372.',
    parameters: { blend: 'average biofuel blend' },
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.lpg',
    unit: 'litre',
    value: 1.55713,
    co2: 1.55491,
    verification: `S: one secondary transcription; ${NOT_OPENED}`,
    notes: 'LPG per litre. CH4/N2O shares not transcribed (CO2 share only).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.lpg',
    unit: 'kg',
    value: 2.9389,
    verification: `S: two repositories quote 2.9389 kg/kg and 2939 kg/t; ${NOT_OPENED}`,
    notes: 'LPG per kg (Indian LPG cylinders are sold by mass: 14.2 kg domestic, 19 kg commercial).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.cng',
    unit: 'litre',
    value: 0.44942,
    verification: `S: one secondary transcription; ${NOT_OPENED}`,
    notes:
      'CNG per litre of compressed gas. Indian CNG is sold by kg; no per-kg factor is loaded, so kg submissions are rejected rather than guessed.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.gas_oil',
    unit: 'litre',
    value: 2.75541,
    verification: `S: one secondary transcription; ${NOT_OPENED}`,
    notes: 'Gas oil (red diesel / heating oil).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.kerosene',
    unit: 'litre',
    value: 2.54015,
    verification: `V: two repositories agree within 0.02% (2.54015 and 2.5398); ${NOT_OPENED}`,
    notes: 'Burning oil (kerosene).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'fuel.coal',
    unit: 'kg',
    value: 2.39944,
    verification: `V: two repositories agree within 0.2%; ${NOT_OPENED}`,
    notes:
      'Coal (industrial), UK coal. Indian coal has a much lower calorific value; prefer supplier GCV/NCV data where available.',
  }),
];

function flight(activity_type: string, value: number, band: string, cabin: string, verification: string, notes: string) {
  return desnzFactor(EDITION, {
    activity_type,
    unit: 'passenger-km',
    value,
    verification,
    notes: `Business travel, air: ${band}, ${cabin}, with radiative forcing (RF). ${notes}`.trim(),
    parameters: { distance_band: band, cabin_class: cabin, radiative_forcing: true },
  });
}

/** Business travel, Scope 3 category 6. */
const travel = [
  flight(
    'travel.flight.domestic',
    0.255,
    'Domestic, to/from UK',
    'average passenger',
    'U: the reference tags it [S] (airmilescalc.com, "2024"), downgraded here because the same source gives 0.156 short-haul and 0.150 long-haul economy, which contradict the 2024 values below (0.18287 and the [V] 0.20011); [R5] has no 2024 domestic row',
    'DESNZ publishes one average-passenger factor for domestic flights.',
  ),
  flight(
    'travel.flight.short_haul',
    0.18287,
    'Short-haul, to/from UK',
    'economy',
    `S: [R5] (DEFRA 2024 v1.1 flat file); airmilescalc.com gives 0.156 (conflict, see domestic row); ${NOT_OPENED}`,
    'Short-haul is up to 3,700 km.',
  ),
  flight(
    'travel.flight.long_haul',
    0.20011,
    'Long-haul, to/from UK',
    'economy',
    `V: [R5] and [R2] ("2024 calibration pair") agree; [R2] gives 0.11812 without RF, ratio 1.694 = the 2024 with/without-RF ratio noted from the workbook; ${NOT_OPENED}`,
    'Long-haul is over 3,700 km.',
  ),
  flight(
    'travel.flight.long_haul.business',
    0.58028,
    'Long-haul, to/from UK',
    'business class',
    `S: [R5]; consistent with DESNZ's 2.9× economy class weighting (2.9 × 0.20011 = 0.58032); ${NOT_OPENED}`,
    '',
  ),
  flight(
    'travel.flight.long_haul.first',
    0.8004,
    'Long-haul, to/from UK',
    'first class',
    `S: [R5]; consistent with DESNZ's 4× economy class weighting (4 × 0.20011 = 0.80044); ${NOT_OPENED}`,
    '',
  ),
  desnzFactor(EDITION, {
    activity_type: 'travel.rail',
    unit: 'passenger-km',
    value: 0.03546,
    verification: `S: [R5] (2024); mycarbon.co.uk (2024) and [R6] give the same value; ${NOT_OPENED}`,
    notes: 'UK national rail. No authoritative Indian rail passenger factor was found.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.rail.international',
    unit: 'passenger-km',
    value: 0.00446,
    verification: `S: [R5]; ${NOT_OPENED}`,
    notes: 'International rail (Eurostar).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.bus',
    unit: 'passenger-km',
    value: 0.10312,
    verification: `S: [R5] (2024); thrustcarbon.com gives the same value without a year; ${NOT_OPENED}`,
    notes: 'Average local bus (UK).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.coach',
    unit: 'passenger-km',
    value: 0.02776,
    verification:
      'U: only source [R6] (scope3emissiontest-oss/JulesProject insert_statements_part_5.sql) does not state the edition; filed under 2024 as an assumption',
    notes: 'Coach (UK).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.taxi',
    unit: 'vehicle-km',
    value: 0.20805,
    verification: `S: [R5]; ${NOT_OPENED}`,
    notes: 'Regular taxi, per vehicle-km (the per-passenger-km figure was not found).',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.motorbike',
    unit: 'vehicle-km',
    value: 0.11337,
    verification: `S: [R5]; ${NOT_OPENED}`,
    notes: 'Motorbike, average size.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.car.petrol',
    unit: 'vehicle-km',
    value: 0.16984,
    verification:
      'U: [R5] only, under the label "Cars (by fuel)", which is not a DESNZ table name, so the row may be the unknown-fuel average; gov.uk workbook not opened',
    notes: 'Average car, petrol, per vehicle-km.',
  }),
  desnzFactor(EDITION, {
    activity_type: 'travel.car.diesel',
    unit: 'vehicle-km',
    value: 0.1645,
    verification:
      'U: [R5] only, under the label "Cars (by fuel)", which is not a DESNZ table name; gov.uk workbook not opened',
    notes: 'Average car, diesel, per vehicle-km.',
  }),
];

export const desnz2024: FactorDefinition[] = [electricity, ...fuels, ...travel];
