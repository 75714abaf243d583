import { describe, expect, it } from 'vitest';
import { ALL_FACTORS } from '../../../domain/factors/factor-datasets.ts';
import { calculateEmissions } from '../../../domain/calculation/calculate.ts';
import { CalculationSchema, DisclosureSchema } from '../../../domain/calculation/calculation-schema.ts';
import { FactorCatalog } from '../../../domain/calculation/resolve-factor.ts';
import type { ActivitySubmission } from '../../../domain/schemas/activity-submission.ts';

const catalog = new FactorCatalog(ALL_FACTORS);
const SETTINGS = {
  flight_radiative_forcing: 'included',
  factor_edition: 'reporting_year',
  gwp_set: 'AR5',
  scope3_category3: 'included',
} as const;

const FY2024_25 = { start: '2024-04-01', end: '2025-03-31' };
const CY2024 = { start: '2024-01-01', end: '2024-12-31' };

function submission(overrides: Partial<ActivitySubmission>): ActivitySubmission {
  return {
    activity_type: 'electricity',
    scope: '2',
    quantity: 1000,
    unit: 'kWh',
    period: FY2024_25,
    location: { country: 'IN' },
    ...overrides,
  };
}

function calc(overrides: Partial<ActivitySubmission>) {
  const result = calculateEmissions(submission(overrides), catalog, SETTINGS);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.reason}`);
  return CalculationSchema.parse(result.value);
}

function failure(overrides: Partial<ActivitySubmission>) {
  const result = calculateEmissions(submission(overrides), catalog, SETTINGS);
  if (result.ok) throw new Error(`expected an error, got ${result.value.emissions_kg_co2e}`);
  return result.error;
}

describe('calculateEmissions: hand-checked against the cited factors', () => {
  it('1,000 kWh in India, FY2024-25 → 1000 × 0.7117 = 711.7 kg (CEA v21.0)', () => {
    const result = calc({ source: { type: 'manual', confidence: 0.7 } });
    expect(result.emissions_kg_co2e).toBe(711.7);
    expect(result.disclosure).toMatchObject({
      co2_kg_co2e: 711.7,
      ch4_kg_co2e: null,
      n2o_kg_co2e: null,
      co2_only: true,
    });
    expect(result.factor).toEqual({
      id: 'cea.v21.in.electricity.fy2024-25',
      value: 0.7117,
      unit: 'kg CO2/kWh', // CEA publishes CO2 only
      source: 'CEA CO2 Baseline Database v21.0 (2025)',
      version: 'v21.0',
      region: 'IN',
      dataset: 'cea-co2-baseline',
      year_label: 'FY2024-25',
      gwp_basis: 'CO2 only',
    });
    expect(result.confidence_score).toBe(0.63); // 0.7 × 0.9 (S)
    // The T&D loss rate of its Scope 3 category 3 is FY2023-24's, stated.
    expect(result.notices.map((n) => n.code)).toEqual(['CO2_ONLY', 'CATEGORY3_YEAR_FALLBACK']);
    expect(result.calculation).toMatchObject({
      input: { quantity: 1000, unit: 'kWh' },
      converted: { quantity: 1000, unit: 'kWh' },
      factor_value: 0.7117,
      period_midpoint: '2024-09-30',
      formula: '1000 × 0.7117 kg CO2/kWh = 711.7 kg CO2',
      spend: null,
    });
  });

  it('converts MWh to the factor unit first: 1 MWh → 711.7 kg', () => {
    const result = calc({ quantity: 1, unit: 'MWh' });
    expect(result.emissions_kg_co2e).toBe(711.7);
    expect(result.calculation.converted).toEqual({ quantity: 1000, unit: 'kWh' });
    expect(result.calculation.formula).toBe('1 MWh = 1000 kWh; 1000 × 0.7117 kg CO2/kWh = 711.7 kg CO2');
  });

  it('100 l diesel in the UK → 100 × 2.51279 = 251.279 kg with the DESNZ 2024 gas split (average biofuel blend)', () => {
    const result = calc({
      activity_type: 'fuel',
      metadata: { fuel_type: 'diesel' },
      scope: '1',
      quantity: 100,
      unit: 'litres',
      period: CY2024,
      location: { country: 'GB' },
    });
    expect(result.activity_type).toBe('fuel.diesel');
    expect(result.emissions_kg_co2e).toBe(251.279);
    expect(result.disclosure).toMatchObject({
      co2_kg_co2e: 247.96,
      ch4_kg_co2e: 0.029,
      n2o_kg_co2e: 3.29,
      energy_gj: 3.561,
    }); // 100 l × 0.03561 GJ/l
    expect(result.factor.id).toBe('desnz.2024.gb.fuel.diesel.litre');
    expect(result.notices.map((n) => n.code)).toEqual([]);
  });

  it('100 l diesel (HSD) in India → 100 × 2.66155 = 266.155 kg: DESNZ 100% mineral diesel, CO2 100 × 2.62818, CH4 0.029, N2O 3.308', () => {
    const result = calc({
      activity_type: 'fuel',
      metadata: { fuel_type: 'HSD' },
      scope: '1',
      quantity: 100,
      unit: 'l',
      period: CY2024,
    });
    expect(result.emissions_kg_co2e).toBe(266.155);
    expect(result.factor.id).toBe('desnz.2024.gb.fuel.diesel.mineral.litre.rev2');
    expect(result.disclosure).toMatchObject({
      co2_kg_co2e: 262.818,
      ch4_kg_co2e: 0.029,
      n2o_kg_co2e: 3.308,
      energy_gj: 3.561,
      energy_class: 'fuel',
      energy_renewable: false,
    });
    expect(result.notices.map((n) => n.code)).toEqual(['REGION_PROXY']);
  });

  it('2 room-nights in India (2025) → 2 × 58.9 = 117.8 kg, and the same factor in 2023 without a year fallback', () => {
    const result = calc({
      activity_type: 'hotel',
      scope: '3',
      quantity: 2,
      unit: 'nights',
      period: { start: '2025-05-10', end: '2025-05-12' },
    });
    expect(result.emissions_kg_co2e).toBe(117.8);
    expect(result.factor.id).toBe('desnz.2023-2025.in.hotel.room-night');
    expect(result.notices).toEqual([]);
    expect(result.disclosure).toMatchObject({ scope3_category: 6, energy_gj: null, energy_class: null });
    const earlier = calc({
      activity_type: 'hotel',
      scope: '3',
      quantity: 2,
      unit: 'nights',
      period: { start: '2023-05-10', end: '2023-05-12' },
    });
    expect(earlier.emissions_kg_co2e).toBe(117.8);
    expect(earlier.notices).toEqual([]);
  });

  it('INR 100,000 of 2023 hotel spend → 100000 ÷ 82.5708 × (292.655 ÷ 304.702) × 0.145 = 168.664 kg, no year fallback', () => {
    const result = calc({
      activity_type: 'spend',
      metadata: { category: 'hotel' },
      scope: '3',
      quantity: 100_000,
      unit: 'INR',
      period: { start: '2023-01-01', end: '2023-12-31' },
      source: { type: 'erp', confidence: 0.9 },
    });
    // by hand: 1211.0819 USD (2023) × 0.960463 = 1163.1994 USD (2022); × 0.145 = 168.6639 kg
    expect(result.emissions_kg_co2e).toBeCloseTo(168.6639, 4);
    expect(result.factor).toMatchObject({
      id: 'epa.scghg.v1.3.0.us.spend.hotel.naics721110.rev2',
      unit: 'kg CO2e/2022 USD',
      region: 'US',
    });
    expect(result.calculation.converted.quantity).toBeCloseTo(1163.1994, 4);
    expect(result.calculation.spend).toMatchObject({
      currency: 'INR',
      spend_year: 2023,
      fx_rate: 82.5708,
      fx_year: 2023,
      dollar_year: 2022,
    });
    expect(result.calculation.spend?.deflator).toBeCloseTo(0.960463, 6);
    expect(result.confidence_score).toBe(0.4);
    expect(result.notices.map((n) => n.code)).toEqual(['REGION_PROXY']);
    expect(result.disclosure.scope3_category).toBe(6);
  });

  it('US electricity from eGRID2022 lb/MWh: 1000 kWh → 375.294163 kg with per-gas shares', () => {
    const result = calc({ location: { country: 'US' }, period: { start: '2022-01-01', end: '2022-12-31' } });
    expect(result.emissions_kg_co2e).toBeCloseTo(375.294163, 9);
    expect(result.disclosure.co2_kg_co2e).toBeCloseTo(373.374106, 9);
    expect(result.disclosure.ch4_kg_co2e).toBeCloseTo(0.838239, 9);
    expect(result.disclosure.n2o_kg_co2e).toBeCloseTo(1.081818, 9);
  });

  it('GB electricity 2024: 1000 kWh × 0.20705 = 207.05 kg', () => {
    expect(calc({ location: { country: 'GB' }, period: CY2024 }).emissions_kg_co2e).toBe(207.05);
  });

  it('refrigerant: 2 kg of R-410A × 1924 = 3848 kg, all of it HFCs', () => {
    const result = calc({
      activity_type: 'refrigerant',
      metadata: { gas: 'R-410A' },
      scope: '1',
      quantity: 2,
      unit: 'kg',
    });
    expect(result.emissions_kg_co2e).toBe(3848);
    expect(result.disclosure).toMatchObject({
      hfcs_kg_co2e: 3848,
      sf6_kg_co2e: null,
      co2_kg_co2e: null,
      memo_kg_co2e: null,
    });
    expect(result.notices).toEqual([]);
  });

  it('furnace oil by the tonne: 1 t × 3228.89019 = 3228.89019 kg (DESNZ 2024 fuel oil), 40.75 GJ', () => {
    const result = calc({
      activity_type: 'fuel',
      metadata: { fuel_type: 'furnace oil' },
      scope: '1',
      quantity: 1,
      unit: 'MT',
      period: CY2024,
    });
    expect(result.emissions_kg_co2e).toBe(3228.89019);
    expect(result.factor.id).toBe('desnz.2024.gb.fuel.fuel_oil.tonne.rev2');
    expect(result.disclosure.energy_gj).toBe(40.75);
  });

  it('petrol in US gallons: 100 gal = 378.5411784 l × 2.0844 = 789.0312 kg', () => {
    const result = calc({ activity_type: 'fuel.petrol', scope: '1', quantity: 100, unit: 'gal', period: CY2024 });
    expect(result.calculation.converted.quantity).toBeCloseTo(378.5411784, 9);
    expect(result.emissions_kg_co2e).toBeCloseTo(789.03123, 4);
  });

  it('long-haul business flight: 1000 km read as passenger-km × 0.58028 = 580.28 kg with RF, the RF uplift as memo', () => {
    const result = calc({
      activity_type: 'flight',
      metadata: { haul: 'long_haul', cabin_class: 'business' },
      scope: '3',
      unit: 'km',
      period: CY2024,
    });
    expect(result.emissions_kg_co2e).toBe(580.28);
    expect(result.factor.id).toBe('desnz.2024.gb.travel.flight.long_haul.business.with-rf.passenger-km');
    // without RF: 0.58028 × 0.11812 ÷ 0.20011 = 0.34252 (derived from the long-haul economy pair)
    expect(result.disclosure).toMatchObject({
      memo_kg_co2e: 580.28 - 342.52,
      memo_kind: 'flight_radiative_forcing',
      scope3_category: 6,
    });
    expect(result.calculation.radiative_forcing).toMatchObject({
      setting: 'included',
      with_rf_kg_co2e: 580.28,
      without_rf_kg_co2e: 342.52,
    });
    expect(result.notices.map((n) => n.code)).toEqual(['REGION_PROXY', 'UNIT_ASSUMPTION', 'RADIATIVE_FORCING']);
  });

  it('Indian vehicle log: 500 km in an HDV × 0.7375 = 368.75 kg CO2, with a 2015-factor notice', () => {
    const result = calc({
      activity_type: 'vehicle',
      metadata: { vehicle_type: 'truck_hdv' },
      scope: '1',
      quantity: 500,
      unit: 'km',
    });
    expect(result.emissions_kg_co2e).toBe(368.75);
    expect(result.notices.map((n) => n.code)).toEqual(['YEAR_FALLBACK', 'CO2_ONLY']);
  });

  it('keeps a different submitted scope and flags it', () => {
    const result = calc({ scope: '1' });
    expect(result.emissions_kg_co2e).toBe(711.7);
    expect(result.notices.map((n) => n.code)).toContain('SCOPE_MISMATCH');
  });
});

describe('calculateEmissions: errors name the field', () => {
  it('unknown activity type', () => {
    expect(failure({ activity_type: 'teleportation' }).field).toBe('activity_type');
  });

  it('unknown fuel type', () => {
    expect(failure({ activity_type: 'fuel', metadata: { fuel_type: 'plutonium' } }).field).toBe('metadata.fuel_type');
  });

  it('electricity in a country without a grid factor is an error, never zero', () => {
    const error = failure({ location: { country: 'FR' } });
    expect(error.field).toBe('location.country');
    expect(error.reason).toContain('GB, IN, US');
  });

  it('a volume unit for electricity', () => {
    const error = failure({ unit: 'litres' });
    expect(error.field).toBe('unit');
    expect(error.reason).toContain('its factors are per kWh');
  });

  it('an unknown unit', () => {
    const error = failure({ unit: 'furlong' });
    expect(error).toEqual({ field: 'unit', reason: expect.stringContaining("unknown unit 'furlong'") });
  });

  it('a unit of another dimension: coal by volume, spend by mass', () => {
    expect(failure({ activity_type: 'fuel.coal', scope: '1', quantity: 10, unit: 'm3' }).reason).toContain(
      'a density for this substance',
    );
    expect(failure({ activity_type: 'spend.hotel', scope: '3', unit: 'kg' }).field).toBe('unit');
  });
});

describe('the calculation record', () => {
  it("writes the disclosure's keys in the schema's order, as stored records have them", () => {
    const kinds = [
      submission({}),
      submission({
        metadata: {
          electricity_source: 'supplier_specific',
          supplier_factor: 0.4,
          supplier_factor_source: 'BESCOM 2024',
        },
      }),
      submission({ activity_type: 'travel.flight.long_haul', scope: '3', quantity: 800, unit: 'km' }),
      submission({ activity_type: 'refrigerant.r22', scope: '1', quantity: 3, unit: 'kg' }),
      submission({ activity_type: 'fuel.diesel', scope: '1', quantity: 40, unit: 'litre' }),
    ];
    for (const kind of kinds) {
      const result = calculateEmissions(kind, catalog, SETTINGS);
      if (!result.ok) throw new Error(result.error.reason);
      expect(Object.keys(result.value.disclosure)).toEqual(Object.keys(DisclosureSchema.shape));
    }
  });
});
