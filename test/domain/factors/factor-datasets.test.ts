import { describe, expect, it } from 'vitest';
import { FactorDefinitionSchema } from '../../../domain/factors/factor-definition.ts';
import { INR_PER_USD, US_CPI_U } from '../../../domain/factors/fx-cpi.ts';
import { ALL_FACTORS } from '../../../domain/factors/factor-datasets.ts';
import { ACTIVITY_TYPES, SPEND_CATEGORIES } from '../../../domain/calculation/activity-types.ts';
import { lookupUnit } from '../../../domain/calculation/units.ts';

const byId = new Map(ALL_FACTORS.map((f) => [f.id, f]));
const value = (id: string) => {
  const factor = byId.get(id);
  if (!factor) throw new Error(`no factor ${id}`);
  return factor.value;
};

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

describe('shipped factor datasets', () => {
  it('has the expected rows per dataset', () => {
    expect(countBy(ALL_FACTORS, (f) => f.dataset)).toEqual({
      'cea-co2-baseline': 7,
      'desnz-ghg-conversion-factors': 33,
      'epa-egrid': 1,
      'india-ghgp-road': 11,
      'ipcc-2006-guidelines': 1,
      'ipcc-ar5-gwp': 6,
      'epa-supply-chain': 33,
    });
    expect(countBy(ALL_FACTORS.filter((f) => f.dataset === 'desnz-ghg-conversion-factors'), (f) => f.dataset_version)).toEqual({
      '2023': 2,
      '2024 v1.1': 22,
      '2025': 9,
    });
    expect(new Set(ALL_FACTORS.map((f) => f.id)).size).toBe(ALL_FACTORS.length);
  });

  it('uses canonical units and activity types, and covers every canonical type', () => {
    for (const factor of ALL_FACTORS) {
      expect(lookupUnit(factor.unit)?.name, factor.id).toBe(factor.unit);
      expect(ACTIVITY_TYPES, factor.id).toContain(factor.activity_type);
    }
    const covered = new Set(ALL_FACTORS.map((f) => f.activity_type));
    expect(ACTIVITY_TYPES.filter((t) => !covered.has(t))).toEqual([]);
  });

  it('maps every spend category to exactly one EPA v1.3 NAICS row in 2022 USD', () => {
    const spend = ALL_FACTORS.filter((f) => f.dataset === 'epa-supply-chain');
    expect(spend.map((f) => f.activity_type).sort()).toEqual(SPEND_CATEGORIES.map((c) => `spend.${c}`).sort());
    for (const factor of spend) {
      expect(factor).toMatchObject({ unit: 'USD', parameters: { dollar_year: 2022 } });
      expect(factor.parameters.naics).toMatch(/^\d{6}$/);
    }
    expect(value('epa.scghg.v1.3.0.us.spend.hotel.naics721110')).toBe(0.145);
    expect(value('epa.scghg.v1.3.0.us.spend.cement.naics327310')).toBe(3.924);
    expect(value('epa.scghg.v1.3.0.us.spend.computers.naics334111')).toBe(0.058);
  });

  it('carries the CEA all-India series per version and fiscal year, and no state factors', () => {
    const cea = Object.fromEntries(
      ALL_FACTORS.filter((f) => f.dataset === 'cea-co2-baseline').map((f) => [`${f.dataset_version} ${f.year_label}`, f.value]),
    );
    expect(cea).toEqual({
      'v19.0 FY2022-23': 0.716,
      'v20.0 FY2023-24': 0.727,
      'v21.0 FY2020-21': 0.7026,
      'v21.0 FY2021-22': 0.7152,
      'v21.0 FY2022-23': 0.7191,
      'v21.0 FY2023-24': 0.729,
      'v21.0 FY2024-25': 0.7117,
    });
    expect(byId.get('cea.v21.in.electricity.fy2024-25')).toMatchObject({ valid_from: '2024-04-01', valid_to: '2025-03-31' });
    expect(ALL_FACTORS.filter((f) => f.region_level === 'state')).toEqual([]);
  });

  it('carries the cited DESNZ, eGRID, India GHGP and GWP values', () => {
    expect(value('desnz.2023.gb.electricity.kwh')).toBe(0.20707);
    expect(value('desnz.2024.gb.electricity.kwh')).toBe(0.20705);
    expect(value('desnz.2025.gb.electricity.kwh')).toBe(0.177);
    expect(byId.get('desnz.2024.gb.fuel.diesel.litre')).toMatchObject({ value: 2.51279, co2: 2.4796, ch4: 0.00029, n2o: 0.0329 });
    expect(byId.get('desnz.2024.gb.fuel.petrol.litre')).toMatchObject({ value: 2.0844, co2: 2.07047, ch4: 0.00806, n2o: 0.00587 });
    expect(value('desnz.2024.gb.fuel.lpg.kg')).toBe(2.9389);
    expect(value('desnz.2023.gb.fuel.natural_gas.kwh')).toBe(0.18293);
    expect(value('desnz.2024.gb.travel.flight.long_haul.passenger-km')).toBe(0.20011);
    expect(byId.get('desnz.2024.gb.travel.taxi.vehicle-km')).toMatchObject({ value: 0.20805, unit: 'vehicle-km' });
    const hotels = Object.fromEntries(ALL_FACTORS.filter((f) => f.activity_type === 'hotel').map((f) => [f.region, f.value]));
    expect(hotels).toEqual({ IN: 58.9, GB: 10.4, US: 16.1, AE: 63.8, SG: 24.5, DE: 13.2, CN: 53.5, JP: 39 });
    // eGRID2022: 823.149 lb CO2 + 0.066 lb CH4 × 28 + 0.009 lb N2O × 265 per MWh, × 0.45359237 ÷ 1000
    expect(value('epa.egrid2022.us.electricity.2022')).toBeCloseTo(((823.149 + 0.066 * 28 + 0.009 * 265) * 0.45359237) / 1000, 8);
    expect(byId.get('indiaghgp.2015.in.vehicle.bus')).toMatchObject({ value: 0.015161, unit: 'passenger-km', gwp_basis: 'CO2 only' });
    expect(value('indiaghgp.2015.in.vehicle.truck.hdv')).toBe(0.7375);
    const gwps = Object.fromEntries(ALL_FACTORS.filter((f) => f.dataset === 'ipcc-ar5-gwp').map((f) => [f.activity_type, f.value]));
    expect(gwps).toEqual({
      'refrigerant.r32': 677,
      'refrigerant.r125': 3170,
      'refrigerant.r134a': 1300,
      'refrigerant.r410a': 1924,
      'refrigerant.sf6': 23500,
      'refrigerant.nf3': 16100,
    });
  });

  it('tags every row with how it was verified', () => {
    const tags = countBy(ALL_FACTORS, (f) => f.verification.charAt(0));
    expect(Object.keys(tags).sort()).toEqual(['S', 'U', 'V']);
    expect(byId.get('desnz.2024.gb.travel.coach.passenger-km')?.verification).toMatch(/^U: /);
    expect(byId.get('cea.v21.in.electricity.fy2024-25')?.verification).toMatch(/^S: .*batchwise\.ai/);
  });

  it('cites the exchange rates and CPI-U used for spend', () => {
    expect(INR_PER_USD.values).toEqual({ 2022: 78.5792, 2023: 82.5708 });
    expect(US_CPI_U.values).toEqual({ 2022: 292.655, 2023: 304.702, 2024: 313.689, 2025: 321.943 });
  });
});

describe('FactorDefinitionSchema', () => {
  const good = byId.get('desnz.2024.gb.fuel.diesel.litre')!;

  it('accepts a shipped row', () => {
    expect(FactorDefinitionSchema.safeParse(good).success).toBe(true);
  });

  it('rejects gas shares that do not add up, a mislabelled region, an untagged verification and an unnamed dollar year', () => {
    const issues = (row: unknown) => FactorDefinitionSchema.safeParse(row).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ ...good, value: 2.6 })).toEqual(['value']);
    expect(issues({ ...good, region: 'GLOBAL' })).toEqual(['region']);
    expect(issues({ ...good, verification: 'checked' })).toEqual(['verification']);
    expect(issues({ ...good, unit: 'USD' })).toEqual(['parameters.dollar_year']);
    expect(issues({ ...good, valid_to: '2023-12-31' })).toEqual(['valid_to']);
  });
});
