import { describe, expect, it } from 'vitest';
import { FactorDefinitionSchema, type FactorDefinition } from '../../../domain/factors/factor-definition.ts';
import { ALL_FACTORS } from '../../../domain/factors/factor-datasets.ts';
import type { EmissionFactorRow } from '../../../db/schema.ts';
import { factorFromRow } from '../../../services/factors/factor-rows.ts';
import {
  FactorCatalog,
  periodMidpoint,
  resolveFactor,
  type FactorRequest,
} from '../../../domain/calculation/resolve-factor.ts';
import { lookupUnit } from '../../../domain/calculation/units.ts';

const catalog = new FactorCatalog(ALL_FACTORS);

function request(overrides: Partial<Omit<FactorRequest, 'unit'>> & { unit?: string } = {}): FactorRequest {
  return {
    activityType: overrides.activityType ?? 'electricity',
    unit: lookupUnit(overrides.unit ?? 'kWh')!,
    location: overrides.location ?? { country: 'IN' },
    period: overrides.period ?? { start: '2024-04-01', end: '2025-03-31' },
    variant: overrides.variant,
  };
}

function resolved(req: FactorRequest, cat = catalog) {
  const result = resolveFactor(req, cat);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.reason}`);
  return result.value;
}

function failure(req: FactorRequest, cat = catalog) {
  const result = resolveFactor(req, cat);
  if (result.ok) throw new Error(`expected an error, got ${result.value.factor.id}`);
  return result.error;
}

/** A synthetic factor, validated like a shipped one. */
function factor(overrides: Partial<FactorDefinition> & Pick<FactorDefinition, 'id'>): FactorDefinition {
  return FactorDefinitionSchema.parse({
    dataset: 'test',
    dataset_version: 'v1',
    activity_type: 'electricity',
    unit: 'kWh',
    value: 0.5,
    co2: null,
    ch4: null,
    n2o: null,
    gwp_basis: 'AR5',
    region: 'IN',
    region_level: 'country',
    valid_from: '2024-01-01',
    valid_to: '2024-12-31',
    year_label: '2024',
    publisher: 'Test publisher',
    source_name: 'Test source',
    source_year: 2024,
    source_url: null,
    verification: 'V: synthetic',
    notes: null,
    parameters: {},
    ...overrides,
  });
}

describe('periodMidpoint', () => {
  it('takes the middle day of an inclusive period', () => {
    expect(periodMidpoint('2024-04-01', '2025-03-31')).toBe('2024-09-30');
    expect(periodMidpoint('2024-01-01', '2024-01-31')).toBe('2024-01-16');
    expect(periodMidpoint('2024-03-05', '2024-03-05')).toBe('2024-03-05');
  });
});

describe('resolveFactor: exact match', () => {
  it('uses CEA v21.0 FY2024-25 for India in FY2024-25, without notices', () => {
    const match = resolved(request());
    expect(match.factor.id).toBe('cea.v21.in.electricity.fy2024-25');
    expect(match.factor.value).toBe(0.7117);
    expect(match.notices).toEqual([]);
    expect(match).toMatchObject({ regionSteps: 0, proxy: false, yearFallback: 'none', yearGap: 0 });
  });

  it('resolves catalog rows as read from PostgreSQL (numeric as strings) once converted', () => {
    const cea = ALL_FACTORS.find((f) => f.id === 'cea.v21.in.electricity.fy2024-25')!;
    const row: EmissionFactorRow = {
      ...cea,
      value: '0.7117',
      co2: '0.7117',
      ch4: null,
      n2o: null,
      loaded_at: new Date(),
      withdrawn_at: null,
      withdrawn_reason: null,
      replaced_by: null,
    };
    const match = resolved(request(), new FactorCatalog([factorFromRow(row)]));
    expect(match.factor.value).toBe(0.7117);
    expect(match.factor.co2).toBe(0.7117);
  });
});

describe('resolveFactor: location', () => {
  const country = factor({ id: 'test.in', value: 0.7 });
  const state = factor({ id: 'test.in-mh', region: 'IN-MH', region_level: 'state', value: 0.6 });
  const grid = factor({ id: 'test.grid', region: 'SOUTHERN', region_level: 'grid_region', value: 0.5 });
  const synthetic = new FactorCatalog([country, state, grid]);
  const in2024 = { start: '2024-01-01', end: '2024-12-31' };

  it('prefers the most specific level: grid region, then state, then country', () => {
    const req = (location: FactorRequest['location']) => request({ location, period: in2024 });
    expect(resolved(req({ country: 'IN', state: 'MH', grid_region: 'southern' }), synthetic).factor.id).toBe(
      'test.grid',
    );
    expect(resolved(req({ country: 'IN', state: 'mh' }), synthetic).factor.id).toBe('test.in-mh');
    expect(resolved(req({ country: 'IN' }), synthetic).factor.id).toBe('test.in');
  });

  it('adds one REGION_FALLBACK per named level that had no factor', () => {
    const match = resolved(
      request({ location: { country: 'IN', state: 'KA', grid_region: 'NEWNE' }, period: in2024 }),
      synthetic,
    );
    expect(match.factor.id).toBe('test.in');
    expect(match.regionSteps).toBe(2);
    expect(match.notices.map((n) => n.code)).toEqual(['REGION_FALLBACK', 'REGION_FALLBACK']);
    expect(match.notices[0].message).toContain('grid region NEWNE');
    expect(match.notices[1].message).toContain('state KA in IN');
  });

  it('falls back from a grid region to the state factor', () => {
    const match = resolved(
      request({ location: { country: 'IN', state: 'MH', grid_region: 'NEWNE' }, period: in2024 }),
      synthetic,
    );
    expect(match.factor.id).toBe('test.in-mh');
    expect(match.notices).toEqual([
      {
        code: 'REGION_FALLBACK',
        message: 'No electricity factor for grid region NEWNE; used the factor for state MH in IN (Test source, 2024).',
      },
    ]);
  });

  it('falls back from an Indian state to the all-India CEA factor with a notice', () => {
    const match = resolved(request({ location: { country: 'IN', state: 'MH' } }));
    expect(match.factor.id).toBe('cea.v21.in.electricity.fy2024-25');
    expect(match.notices).toEqual([
      {
        code: 'REGION_FALLBACK',
        message:
          'No electricity factor for state MH in IN; used the IN country factor (CEA CO2 Baseline Database v21.0, FY2024-25).',
      },
    ]);
  });

  it('falls back from the country to a global factor', () => {
    const cat = new FactorCatalog([
      factor({
        id: 'test.global',
        activity_type: 'fuel.fuel_oil',
        unit: 'kg',
        region: 'GLOBAL',
        region_level: 'global',
      }),
      factor({ id: 'test.gb', activity_type: 'fuel.fuel_oil', unit: 'kg', region: 'GB' }),
    ]);
    const match = resolved(request({ activityType: 'fuel.fuel_oil', unit: 'tonne', period: in2024 }), cat);
    expect(match.factor.id).toBe('test.global');
    expect(match.notices[0].code).toBe('REGION_FALLBACK');
    expect(match.notices[0].message).toContain('used the global factor');
    expect(match.regionSteps).toBe(1);
  });

  it('uses the proxy country of a family (UK travel factors) with REGION_PROXY, but not for that country itself', () => {
    const india = resolved(request({ activityType: 'travel.rail', unit: 'km' }));
    expect(india.factor.region).toBe('GB');
    expect(india.proxy).toBe(true);
    expect(india.regionSteps).toBe(0);
    expect(india.notices[0].code).toBe('REGION_PROXY');
    const uk = resolved(
      request({ activityType: 'travel.rail', unit: 'km', location: { country: 'GB' }, period: in2024 }),
    );
    expect(uk.notices).toEqual([]);
    expect(uk.proxy).toBe(false);
  });

  it('treats refrigerant GWPs as region-independent (no notice)', () => {
    const match = resolved(
      request({ activityType: 'refrigerant.r32', unit: 'kg', location: { country: 'IN', state: 'MH' } }),
    );
    expect(match.factor.value).toBe(677);
    expect(match.notices).toEqual([]);
  });

  it('refuses electricity for a country without a grid factor, listing those that have one', () => {
    const error = failure(request({ location: { country: 'FR' } }));
    expect(error.field).toBe('location.country');
    expect(error.reason).toContain('no electricity factor for FR');
    expect(error.reason).toContain('factors exist for: GB, IN, US');
  });

  it('refuses hotels in a country without a factor: the source has no global average', () => {
    const error = failure(request({ activityType: 'hotel', unit: 'room-night', location: { country: 'FR' } }));
    expect(error.field).toBe('location.country');
    expect(error.reason).toContain('no global average');
    expect(error.reason).toContain('AE, CN, DE, GB, IN, JP, MV, QA, SA, SG, US');
  });

  it('settles location before year: an older country factor beats a current global one', () => {
    const cat = new FactorCatalog([
      factor({ id: 'test.in.2020', valid_from: '2020-01-01', valid_to: '2020-12-31', year_label: '2020' }),
      factor({ id: 'test.global.2024', region: 'GLOBAL', region_level: 'global' }),
    ]);
    const match = resolved(request({ period: in2024 }), cat);
    expect(match.factor.id).toBe('test.in.2020');
    expect(match.yearFallback).toBe('earlier');
  });
});

describe('resolveFactor: year', () => {
  it('uses the nearest earlier year when none covers the period, naming both years', () => {
    const match = resolved(request({ period: { start: '2025-04-01', end: '2026-03-31' } }));
    expect(match.factor.id).toBe('cea.v21.in.electricity.fy2024-25');
    expect(match.yearFallback).toBe('earlier');
    expect(match.yearGap).toBe(1);
    expect(match.notices).toEqual([
      {
        code: 'YEAR_FALLBACK',
        message:
          'No electricity factor for IN covers FY2025-26 (period midpoint 2025-09-30); used FY2024-25, the nearest earlier year.',
      },
    ]);
  });

  it('uses the earliest later year when nothing earlier exists', () => {
    const match = resolved(request({ period: { start: '2018-04-01', end: '2019-03-31' } }));
    expect(match.factor.id).toBe('cea.v21.in.electricity.fy2020-21');
    expect(match.yearFallback).toBe('later');
    expect(match.yearGap).toBe(2);
    expect(match.notices[0].message).toContain('covers FY2018-19');
    expect(match.notices[0].message).toContain('used FY2020-21, no earlier one exists, so the earliest later year');
  });

  it('counts calendar years for calendar-year factors (US eGRID2022 for 2024)', () => {
    const match = resolved(
      request({ location: { country: 'US' }, period: { start: '2024-01-01', end: '2024-12-31' } }),
    );
    expect(match.factor.id).toBe('epa.egrid2022.us.electricity.2022');
    expect(match.notices[0].message).toContain('covers 2024');
    expect(match.notices[0].message).toContain('used 2022');
    expect(match.yearGap).toBe(2);
  });

  it('prefers the newest version when several cover the year (v21.0 restates v19.0 and v20.0)', () => {
    const fy2223 = resolved(request({ period: { start: '2022-04-01', end: '2023-03-31' } }));
    expect(fy2223.factor.id).toBe('cea.v21.in.electricity.fy2022-23');
    expect(fy2223.factor.value).toBe(0.7191);
    expect(fy2223.notices).toEqual([
      { code: 'FACTOR_VERSION', message: 'FY2022-23 is also published in v19.0; used v21.0, the newest.' },
    ]);
    const fy2324 = resolved(request({ period: { start: '2023-04-01', end: '2024-03-31' } }));
    expect(fy2324.factor.value).toBe(0.729);
  });

  it('orders versions numerically, not as text', () => {
    const cat = new FactorCatalog([
      factor({ id: 'test.v9', dataset_version: 'v9.0', value: 0.9 }),
      factor({ id: 'test.v10', dataset_version: 'v10.0', value: 1.0 }),
    ]);
    expect(resolved(request({ period: { start: '2024-01-01', end: '2024-12-31' } }), cat).factor.id).toBe('test.v10');
  });
});

describe('resolveFactor: unit dimension', () => {
  it('chooses the LPG factor whose dimension matches the submission (mass vs volume)', () => {
    const period = { start: '2024-01-01', end: '2024-12-31' };
    expect(resolved(request({ activityType: 'fuel.lpg', unit: 'kg', period })).factor.value).toBe(2939.36095);
    expect(resolved(request({ activityType: 'fuel.lpg', unit: 'tonne', period })).factor.value).toBe(2939.36095);
    expect(resolved(request({ activityType: 'fuel.lpg', unit: 'litres', period })).factor.value).toBe(1.55713);
  });

  it('reads plain km for a taxi as passenger-km; vehicle-km keeps the per-vehicle factor', () => {
    const period = { start: '2024-01-01', end: '2024-12-31' };
    expect(resolved(request({ activityType: 'travel.taxi', unit: 'km', period })).factor.value).toBe(0.14861);
    expect(resolved(request({ activityType: 'travel.taxi', unit: 'passenger-km', period })).factor.value).toBe(0.14861);
    expect(resolved(request({ activityType: 'travel.taxi', unit: 'vehicle-km', period })).factor.value).toBe(0.20805);
  });

  it('chooses by variant: flights with or without RF, diesel blend, and names a variant that has no factor', () => {
    const period = { start: '2024-01-01', end: '2024-12-31' };
    const flight = (radiative_forcing: boolean) =>
      resolved(
        request({
          activityType: 'travel.flight.domestic',
          unit: 'passenger-km',
          period,
          variant: { radiative_forcing },
        }),
      ).factor.value;
    expect(flight(true)).toBe(0.27257);
    expect(flight(false)).toBe(0.16098);
    const diesel = (blend: string) =>
      resolved(request({ activityType: 'fuel.diesel', unit: 'litre', period, variant: { blend } })).factor.value;
    expect(diesel('100% mineral diesel')).toBe(2.66155);
    expect(diesel('average biofuel blend')).toBe(2.51279);
    const error = failure(request({ activityType: 'fuel.petrol', unit: 'litre', period, variant: { blend: 'E100' } }));
    expect(error).toEqual({ field: 'activity_type', reason: 'no fuel.petrol factor is loaded with blend E100' });
  });

  it('refuses a volume for electricity, naming the unit', () => {
    const error = failure(request({ unit: 'litre' }));
    expect(error.field).toBe('unit');
    expect(error.reason).toContain('litre (volume) cannot be used for electricity: its factors are per kWh');
  });

  it('refuses coal by energy: converting needs a calorific value', () => {
    const error = failure(request({ activityType: 'fuel.coal', unit: 'GJ' }));
    expect(error.field).toBe('unit');
    expect(error.reason).toContain('calorific value');
  });

  it('refuses vehicle-km for a per-passenger-km factor', () => {
    expect(failure(request({ activityType: 'travel.rail', unit: 'vehicle-km' })).field).toBe('unit');
  });
});
