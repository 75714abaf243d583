import { describe, expect, it } from 'vitest';
import { CalculationSchema } from '../../../domain/calculation/calculation-schema.ts';
import type { OrganizationSettings } from '../../../domain/schemas/organization-settings.ts';
import { calculated } from '../../support/calculated.ts';

const AR5: OrganizationSettings = {
  flight_radiative_forcing: 'included',
  factor_edition: 'reporting_year',
  gwp_set: 'AR5',
  scope3_category3: 'included',
};
const AR6: OrganizationSettings = { ...AR5, gwp_set: 'AR6' };
const FY2024_25 = { start: '2024-04-01', end: '2025-03-31' };

const fuel = (fuelType: string, quantity: number, unit: string) => ({
  activity_type: 'fuel',
  scope: '1' as const,
  quantity,
  unit,
  metadata: { fuel_type: fuelType },
  period: FY2024_25,
});

describe('gases by mass (DESNZ 2024 per-gas rows, reference §1a)', () => {
  it('PNG: 1,000 SCM → CO2 2,041.4 kg, CH4 3.07/28 kg, N2O 0.95/265 kg; CO2e on AR5 as published', () => {
    const { calculation } = calculated(fuel('png', 1000, 'scm'), AR5);
    CalculationSchema.parse(calculation);
    expect(calculation.factor.id).toBe('desnz.2024.gb.fuel.natural_gas.m3.rev2');
    expect(calculation.emissions_kg_co2e).toBeCloseTo(2045.42, 9);
    expect(calculation.disclosure).toMatchObject({
      gwp_set: 'AR5',
      co2_kg: 2041.4,
      ch4_kg_co2e: 3.07,
      n2o_kg_co2e: 0.95,
    });
    expect(calculation.disclosure.ch4_kg).toBeCloseTo(3.07 / 28, 10);
    expect(calculation.disclosure.n2o_kg).toBeCloseTo(0.95 / 265, 10);
    expect(calculation.calculation.gwp).toMatchObject({ set: 'AR5', basis: 'per_gas', gwp: { CH4: 28, N2O: 265 } });
  });

  it('AR6 weighs the same masses with CH4 29.8 and N2O 273, and says so in the formula', () => {
    const { calculation } = calculated(fuel('diesel', 1000, 'litre'), AR6);
    expect(calculation.factor.id).toBe('desnz.2024.gb.fuel.diesel.mineral.litre.rev2');
    const expected = 2628.18 + (0.29 / 28) * 29.8 + (33.08 / 265) * 273;
    expect(calculation.emissions_kg_co2e).toBeCloseTo(expected, 6);
    expect(calculation.disclosure.gwp_set).toBe('AR6');
    expect(calculation.disclosure.ch4_kg).toBeCloseTo(0.29 / 28, 10);
    expect(calculation.disclosure.n2o_kg_co2e).toBeCloseTo((33.08 / 265) * 273, 6);
    expect(calculation.calculation.formula).toContain('gases weighed with AR6 GWPs');
  });

  it('a refrigerant keeps the mass released; AR6 uses the AR6 GWP (R-410A 2,255.5)', () => {
    const submission = {
      activity_type: 'refrigerant',
      scope: '1' as const,
      quantity: 10,
      unit: 'kg',
      metadata: { gas: 'R-410A' },
      period: FY2024_25,
    };
    expect(calculated(submission, AR5).calculation.disclosure).toMatchObject({ hfcs_kg: 10, hfcs_kg_co2e: 19240 });
    const ar6 = calculated(submission, AR6).calculation;
    expect(ar6.emissions_kg_co2e).toBe(22555);
    expect(ar6.disclosure).toMatchObject({ hfcs_kg: 10, hfcs_kg_co2e: 22555, co2_kg: null });
  });

  it('a factor without a loaded split names its source; under AR6 it is stated, not silently re-weighed', () => {
    const flight = {
      activity_type: 'travel.flight.domestic',
      scope: '3' as const,
      quantity: 1000,
      unit: 'passenger-km',
      period: FY2024_25,
    };
    const ar5 = calculated(flight, AR5).calculation;
    expect(ar5.disclosure).toMatchObject({ co2_kg: null, ch4_kg: null, n2o_kg: null });
    expect(ar5.calculation.gwp.not_split).toContain('DESNZ');
    expect(ar5.notices.map((n) => n.code)).not.toContain('GWP_SET_NOT_APPLIED');
    const ar6 = calculated(flight, AR6).calculation;
    expect(ar6.emissions_kg_co2e).toBe(ar5.emissions_kg_co2e);
    expect(ar6.notices).toContainEqual(expect.objectContaining({ code: 'GWP_SET_NOT_APPLIED' }));
  });

  it('CEA grid electricity is CO2 only: its CO2 mass is the figure under either set', () => {
    const ar6 = calculated({}, AR6).calculation;
    expect(ar6.emissions_kg_co2e).toBeCloseTo(711.7, 9);
    expect(ar6.disclosure).toMatchObject({ co2_kg: 711.7, ch4_kg: null, gwp_set: 'AR6' });
  });
});

describe('biogenic CO2 (DESNZ outside-of-scopes rows, reference §1d)', () => {
  it('petrol (the blend row) carries 0.13 kg per litre; mineral diesel has no row: null, not 0', () => {
    const petrol = calculated(fuel('petrol', 1000, 'litre'), AR5).calculation;
    expect(petrol.disclosure.biogenic_co2_kg).toBe(130);
    expect(petrol.calculation.biogenic).toMatchObject({ id: 'desnz.2024.gb.biogenic.fuel.petrol.litre', tag: 'V' });
    const diesel = calculated(fuel('diesel', 1000, 'litre'), AR5).calculation;
    expect(diesel.disclosure.biogenic_co2_kg).toBeNull();
    expect(diesel.calculation.biogenic).toBeNull();
  });
});

describe('Scope 3 category 3 from Scope 1 and 2 activities (reference §2, §3)', () => {
  it('26,800 l of Indian diesel → 26,800 × 0.62409 (DESNZ WTT, 100% mineral diesel)', () => {
    const { calculation } = calculated(fuel('diesel', 26800, 'litre'), AR5);
    expect(calculation.disclosure.category3_kg_co2e).toBe(26800 * 0.62409);
    expect(calculation.calculation.category3).toMatchObject({
      activity: 'fuel_well_to_tank',
      factor: { id: 'desnz.2024.gb.wtt.fuel.diesel.mineral.litre', value: 0.62409, tag: 'V' },
    });
  });

  it('Indian grid electricity: kWh × L/(1 − L) × the grid factor, L = 16.64% (FY2023-24, [S]); another year says it fell back', () => {
    const fy2324 = calculated({ period: { start: '2023-04-01', end: '2024-03-31' } }, AR5).calculation;
    const lost = 0.1664 / (1 - 0.1664);
    expect(fy2324.disclosure.category3_kg_co2e).toBeCloseTo(1000 * lost * fy2324.factor.value, 9);
    expect(fy2324.calculation.category3?.loss_rate).toMatchObject({ rate: 0.1664, fiscal_year: 'FY2023-24', tag: 'S' });
    expect(fy2324.notices.map((n) => n.code)).not.toContain('CATEGORY3_YEAR_FALLBACK');
    const fy2425 = calculated({}, AR5).calculation;
    expect(fy2425.disclosure.category3_kg_co2e).toBeCloseTo(1000 * lost * 0.7117, 9);
    expect(fy2425.notices).toContainEqual(expect.objectContaining({ code: 'CATEGORY3_YEAR_FALLBACK' }));
  });

  it('captive solar loses nothing in the grid (0); a certificate and Scope 3 activities bring no category 3 (null)', () => {
    const solar = calculated({ metadata: { electricity_source: 'captive_renewable' } }, AR5).calculation;
    expect(solar.disclosure.category3_kg_co2e).toBe(0);
    const flight = calculated(
      { activity_type: 'travel.flight.domestic', scope: '3', quantity: 100, unit: 'passenger-km' },
      AR5,
    ).calculation;
    expect(flight.disclosure.category3_kg_co2e).toBeNull();
  });
});
