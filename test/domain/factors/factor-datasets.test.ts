import { describe, expect, it } from 'vitest';
import { FactorDefinitionSchema } from '../../../domain/factors/factor-definition.ts';
import { INR_PER_USD, US_CPI_U } from '../../../domain/factors/fx-cpi.ts';
import { ALL_FACTORS } from '../../../domain/factors/factor-datasets.ts';
import { WITHDRAWN_FACTORS } from '../../../domain/factors/withdrawn.ts';
import { ACTIVITY_TYPES, factorActivityType, SPEND_CATEGORIES } from '../../../domain/calculation/activity-types.ts';
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
      'desnz-ghg-conversion-factors': 115,
      'epa-egrid': 1,
      'india-ghgp-road': 11,
      'ipcc-ar5-gwp': 7,
      'epa-supply-chain': 33,
    });
    expect(
      countBy(
        ALL_FACTORS.filter((f) => f.dataset === 'desnz-ghg-conversion-factors'),
        (f) => f.dataset_version,
      ),
    ).toEqual({
      '2023': 5,
      '2024 v1.1': 66,
      '2025': 44,
    });
    expect(new Set(ALL_FACTORS.map((f) => f.id)).size).toBe(ALL_FACTORS.length);
  });

  it('uses canonical units and activity types, and covers every canonical type', () => {
    for (const factor of ALL_FACTORS) {
      expect(lookupUnit(factor.unit)?.name, factor.id).toBe(factor.unit);
      // A companion row (well-to-tank, biogenic CO2, T&D losses) names the type it goes with after its kind.
      expect(ACTIVITY_TYPES, factor.id).toContain(factor.activity_type.replace(/^(wtt|biogenic|td_loss)\./, ''));
    }
    const covered = new Set(ALL_FACTORS.map((f) => f.activity_type));
    expect(ACTIVITY_TYPES.filter((t) => !covered.has(factorActivityType(t)))).toEqual([]);
  });

  it('maps every spend category to exactly one EPA v1.3 NAICS row in 2022 USD', () => {
    const spend = ALL_FACTORS.filter((f) => f.dataset === 'epa-supply-chain');
    expect(spend.map((f) => f.activity_type).sort()).toEqual(SPEND_CATEGORIES.map((c) => `spend.${c}`).sort());
    for (const factor of spend) {
      expect(factor).toMatchObject({ unit: 'USD', parameters: { dollar_year: 2022 } });
      expect(factor.parameters.naics).toMatch(/^\d{6}$/);
    }
    expect(value('epa.scghg.v1.3.0.us.spend.hotel.naics721110.rev2')).toBe(0.145);
    expect(value('epa.scghg.v1.3.0.us.spend.cement.naics327310.rev2')).toBe(3.924);
    expect(value('epa.scghg.v1.3.0.us.spend.computers.naics334111.rev2')).toBe(0.058);
    // 2022 dollars, deflated from any purchase year: valid from 2022 on, not a 2022-only row.
    for (const factor of spend) expect(factor).toMatchObject({ valid_from: '2022-01-01', valid_to: '9999-12-31' });
  });

  it('carries the CEA all-India series per version and fiscal year, and no state factors', () => {
    const cea = Object.fromEntries(
      ALL_FACTORS.filter((f) => f.dataset === 'cea-co2-baseline').map((f) => [
        `${f.dataset_version} ${f.year_label}`,
        f.value,
      ]),
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
    expect(byId.get('cea.v21.in.electricity.fy2024-25')).toMatchObject({
      valid_from: '2024-04-01',
      valid_to: '2025-03-31',
    });
    expect(ALL_FACTORS.filter((f) => f.region_level === 'state')).toEqual([]);
  });

  it('carries the cited DESNZ, eGRID, India GHGP and GWP values', () => {
    expect(value('desnz.2023.gb.electricity.kwh')).toBe(0.20707);
    expect(value('desnz.2024.gb.electricity.kwh')).toBe(0.20705);
    expect(value('desnz.2025.gb.electricity.kwh')).toBe(0.177);
    expect(byId.get('desnz.2024.gb.fuel.diesel.litre')).toMatchObject({
      value: 2.51279,
      co2: 2.4796,
      ch4: 0.00029,
      n2o: 0.0329,
    });
    expect(byId.get('desnz.2024.gb.fuel.petrol.litre')).toMatchObject({
      value: 2.0844,
      co2: 2.07047,
      ch4: 0.00806,
      n2o: 0.00587,
    });
    expect(value('desnz.2023.gb.fuel.natural_gas.kwh')).toBe(0.18293);
    expect(value('desnz.2024.gb.travel.flight.long_haul.with-rf.passenger-km')).toBe(0.20011);
    expect(byId.get('desnz.2024.gb.travel.taxi.vehicle-km')).toMatchObject({ value: 0.20805, unit: 'vehicle-km' });
    const hotels = Object.fromEntries(
      ALL_FACTORS.filter((f) => f.activity_type === 'hotel').map((f) => [f.region, f.value]),
    );
    expect(hotels).toEqual({
      IN: 58.9,
      GB: 10.4,
      US: 16.1,
      AE: 63.8,
      SG: 24.5,
      DE: 13.2,
      CN: 53.5,
      JP: 39,
      MV: 152.2,
      SA: 106.4,
      QA: 86.2,
    });
    for (const hotel of ALL_FACTORS.filter((f) => f.activity_type === 'hotel' && f.region !== 'SG')) {
      expect(hotel).toMatchObject({ valid_from: '2023-01-01', valid_to: '2025-12-31' });
    }
    // eGRID2022: 823.149 lb CO2 + 0.066 lb CH4 × 28 + 0.009 lb N2O × 265 per MWh, × 0.45359237 ÷ 1000
    expect(value('epa.egrid2022.us.electricity.2022')).toBeCloseTo(
      ((823.149 + 0.066 * 28 + 0.009 * 265) * 0.45359237) / 1000,
      8,
    );
    expect(byId.get('indiaghgp.2015.in.vehicle.bus')).toMatchObject({
      value: 0.015161,
      unit: 'passenger-km',
      gwp_basis: 'CO2 only',
    });
    expect(value('indiaghgp.2015.in.vehicle.truck.hdv')).toBe(0.7375);
    const gwps = Object.fromEntries(
      ALL_FACTORS.filter((f) => f.dataset === 'ipcc-ar5-gwp').map((f) => [f.activity_type, f.value]),
    );
    expect(gwps).toEqual({
      'refrigerant.r32': 677,
      'refrigerant.r125': 3170,
      'refrigerant.r134a': 1300,
      'refrigerant.r410a': 1924,
      'refrigerant.sf6': 23500,
      'refrigerant.nf3': 16100,
      'refrigerant.r22': 1760,
    });
  });

  it('carries every value of the factor corrections reference, by edition', () => {
    const rows = (type: string, unit: string, year: string) =>
      ALL_FACTORS.filter((f) => f.activity_type === type && f.unit === unit && f.year_label === year)
        .map((f) => f.value)
        .sort();
    // DESNZ 2024: values that differed from the first load, and the rows that were missing.
    expect(rows('travel.car.petrol', 'vehicle-km', '2024')).toEqual([0.1645]);
    expect(rows('travel.car.diesel', 'vehicle-km', '2024')).toEqual([0.16984]);
    expect(rows('travel.car.unknown', 'vehicle-km', '2024')).toEqual([0.16691]);
    expect(rows('travel.bus', 'passenger-km', '2024')).toEqual([0.10846]);
    expect(rows('travel.coach', 'passenger-km', '2024')).toEqual([0.02717]);
    expect(rows('travel.motorbike', 'vehicle-km', '2024')).toEqual([0.11367]);
    expect(rows('travel.taxi', 'passenger-km', '2024')).toEqual([0.14861]);
    expect(rows('fuel.lpg', 'tonne', '2024')).toEqual([2939.36095]);
    expect(rows('fuel.fuel_oil', 'litre', '2024')).toEqual([3.17493]);
    expect(rows('fuel.fuel_oil', 'tonne', '2024')).toEqual([3228.89019]);
    expect(rows('fuel.cng', 'tonne', '2024')).toEqual([2568.16441]);
    expect(rows('fuel.natural_gas', 'm3', '2024')).toEqual([2.04542]);
    expect(rows('fuel.natural_gas', 'kWh', '2024')).toEqual([0.1829]);
    expect(rows('fuel.diesel', 'litre', '2024')).toEqual([2.51279, 2.66155]);
    // 2023 and 2025 editions.
    expect(rows('fuel.diesel', 'litre', '2023')).toEqual([2.51206]);
    expect(rows('fuel.diesel', 'litre', '2025')).toEqual([2.57082]);
    expect(rows('fuel.petrol', 'litre', '2023')).toEqual([2.09747]);
    expect(rows('fuel.petrol', 'litre', '2025')).toEqual([2.06916]);
    expect(rows('travel.bus', 'passenger-km', '2023')).toEqual([0.10215]);
    expect(rows('travel.bus', 'passenger-km', '2025')).toEqual([0.10385]);
    expect(rows('travel.coach', 'passenger-km', '2025')).toEqual([0.02776]);
    expect(rows('fuel.natural_gas', 'm3', '2025')).toEqual([2.06672]);
  });

  it('carries flights in with/without-RF pairs per band and cabin', () => {
    const flight = (type: string, year: number, rf: boolean) =>
      value(`desnz.${year}.gb.${type}.${rf ? 'with-rf' : 'without-rf'}.passenger-km`);
    expect([flight('travel.flight.domestic', 2024, true), flight('travel.flight.domestic', 2024, false)]).toEqual([
      0.27257, 0.16098,
    ]);
    expect([flight('travel.flight.short_haul', 2024, true), flight('travel.flight.short_haul', 2024, false)]).toEqual([
      0.18287, 0.10794,
    ]);
    expect(flight('travel.flight.short_haul.business', 2024, true)).toBe(0.2743);
    expect([flight('travel.flight.long_haul', 2024, true), flight('travel.flight.long_haul', 2024, false)]).toEqual([
      0.20011, 0.11812,
    ]);
    expect(flight('travel.flight.long_haul.premium_economy', 2024, true)).toBe(0.32015);
    expect(flight('travel.flight.international.average', 2024, true)).toBe(0.1758);
    expect([
      flight('travel.flight.international', 2024, true),
      flight('travel.flight.international', 2024, false),
    ]).toEqual([0.13465, 0.07948]);
    expect([
      flight('travel.flight.international.premium_economy', 2024, true),
      flight('travel.flight.international.premium_economy', 2024, false),
    ]).toEqual([0.21542, 0.12716]);
    expect([
      flight('travel.flight.international.business', 2024, true),
      flight('travel.flight.international.business', 2024, false),
    ]).toEqual([0.39044, 0.23047]);
    expect([
      flight('travel.flight.international.first', 2024, true),
      flight('travel.flight.international.first', 2024, false),
    ]).toEqual([0.53854, 0.31789]);
    expect(flight('travel.flight.domestic', 2025, true)).toBe(0.22928);
    expect(flight('travel.flight.short_haul', 2025, true)).toBe(0.12576);
    expect(flight('travel.flight.long_haul', 2025, true)).toBe(0.11704);
    expect(flight('travel.flight.long_haul.business', 2025, true)).toBe(0.3394);
    expect(flight('travel.flight.long_haul.first', 2025, true)).toBe(0.46814);
    // Unpublished without-RF values: with × (band without ÷ band with), rounded to 5 decimals, tagged U.
    expect(flight('travel.flight.long_haul.premium_economy', 2024, false)).toBe(
      Number(((0.32015 * 0.11812) / 0.20011).toFixed(5)),
    );
    expect(flight('travel.flight.domestic', 2025, false)).toBe(Number(((0.22928 * 0.16098) / 0.27257).toFixed(5)));
    expect(byId.get('desnz.2025.gb.travel.flight.domestic.without-rf.passenger-km')?.verification).toMatch(
      /^U: derived/,
    );
    const flights = ALL_FACTORS.filter((f) => f.activity_type.startsWith('travel.flight.'));
    for (const f of flights) expect(typeof f.parameters.radiative_forcing, f.id).toBe('boolean');
    expect(flights.filter((f) => f.parameters.radiative_forcing).length).toBe(flights.length / 2);
  });

  it('withdraws the rows it replaces: none is shipped, every replacement is', () => {
    for (const { id, replaced_by } of WITHDRAWN_FACTORS) {
      expect(byId.has(id), id).toBe(false);
      if (replaced_by) expect(byId.has(replaced_by), replaced_by).toBe(true);
    }
    expect(WITHDRAWN_FACTORS.map((w) => w.id)).toContain('desnz.2024.gb.fuel.lpg.kg');
    expect(WITHDRAWN_FACTORS.map((w) => w.id)).toContain('ipcc.2006.global.fuel.fuel_oil.kg');
  });

  it('carries the DESNZ 2024 flat file per-gas rows of every fuel (reference §1a), [V]', () => {
    const fuels2024 = ALL_FACTORS.filter((f) => f.activity_type.startsWith('fuel.') && f.year_label === '2024');
    expect(fuels2024.length).toBe(14);
    for (const f of fuels2024) {
      expect(
        [f.co2, f.ch4, f.n2o].every((gas) => gas !== null),
        f.id,
      ).toBe(true);
    }
    expect(byId.get('desnz.2024.gb.fuel.natural_gas.m3.rev2')).toMatchObject({
      co2: 2.0414,
      ch4: 0.00307,
      n2o: 0.00095,
    });
    expect(byId.get('desnz.2024.gb.fuel.coal.tonne')?.verification).toMatch(/^V: \[D24\].*1_102_1025_15_1/);
  });

  it('ships well-to-tank (2024 [V], 2025 [S], equal), biogenic CO2 of the blends and UK T&D rows (reference §1d, §2, §3b)', () => {
    expect(value('desnz.2024.gb.wtt.fuel.diesel.mineral.litre')).toBe(0.62409);
    expect(value('desnz.2025.gb.wtt.fuel.diesel.mineral.litre')).toBe(0.62409);
    expect(byId.get('desnz.2025.gb.wtt.fuel.diesel.mineral.litre')?.verification).toMatch(/^S: \[D25-S3\]/);
    expect(value('desnz.2024.gb.wtt.fuel.coal.tonne')).toBe(418.14964);
    expect(value('desnz.2024.gb.biogenic.fuel.petrol.litre')).toBe(0.13);
    expect(value('desnz.2025.gb.biogenic.fuel.diesel.litre')).toBe(0.14);
    expect(value('desnz.2024.gb.td_loss.electricity.kwh')).toBe(0.0183);
    expect(
      ALL_FACTORS.filter((f) => f.activity_type === 'biogenic.fuel.diesel').map((f) => f.parameters.blend),
    ).toEqual(['average biofuel blend', 'average biofuel blend']);
  });

  it('tags every row with how it was verified', () => {
    const tags = countBy(ALL_FACTORS, (f) => f.verification.charAt(0));
    expect(Object.keys(tags).sort()).toEqual(['S', 'U', 'V']);
    expect(byId.get('desnz.2024.gb.travel.flight.long_haul.business.without-rf.passenger-km')?.verification).toMatch(
      /^U: /,
    );
    expect(byId.get('cea.v21.in.electricity.fy2024-25')?.verification).toMatch(/^S: .*batchwise\.ai/);
  });

  it('cites the exchange rates and CPI-U used for spend', () => {
    expect(INR_PER_USD.values).toEqual({ 2022: 78.5792, 2023: 82.5708, 2024: 83.7 });
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
