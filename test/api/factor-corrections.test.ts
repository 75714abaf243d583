import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

/**
 * Every corrected or added factor, hand-computed from the value its publisher gives
 * (DESNZ 2023/2024/2025 flat files; EPA Supply Chain v1.3; Federal Reserve G.5A) and submitted through
 * POST /v1/activities as a customer would: one array, answered in order.
 */
let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => t.close());

const year = (y: number) => ({ start: `${y}-01-01`, end: `${y}-12-31` });
const activity = (fields: Record<string, unknown>) => ({
  scope: '1',
  period: year(2024),
  location: { country: 'IN' },
  ...fields,
});

interface Case {
  name: string;
  body: Record<string, unknown>;
  kg: number;
  factor: string;
  /** Notice codes the result must carry (and YEAR_FALLBACK never, unless listed). */
  notices?: string[];
}

const cases: Case[] = [
  // Land travel, DESNZ 2024 (the first load had petrol and diesel swapped, and older bus/coach/motorbike values).
  {
    name: 'petrol car',
    body: activity({
      activity_type: 'travel',
      scope: '3',
      quantity: 100,
      unit: 'km',
      metadata: { mode: 'car', fuel_type: 'petrol' },
    }),
    kg: 100 * 0.1645,
    factor: 'desnz.2024.gb.travel.car.petrol.vehicle-km.rev2',
  },
  {
    name: 'diesel car',
    body: activity({ activity_type: 'travel.car.diesel', scope: '3', quantity: 100, unit: 'km' }),
    kg: 100 * 0.16984,
    factor: 'desnz.2024.gb.travel.car.diesel.vehicle-km.rev2',
  },
  {
    name: 'bare travel: an average car of unknown fuel',
    body: activity({ activity_type: 'travel', scope: '3', quantity: 100, unit: 'km' }),
    kg: 100 * 0.16691,
    factor: 'desnz.2024.gb.travel.car.unknown.vehicle-km',
    notices: ['TRAVEL_MODE_ASSUMED'],
  },
  {
    name: 'bus 2024',
    body: activity({ activity_type: 'travel.bus', scope: '3', quantity: 100, unit: 'passenger-km' }),
    kg: 100 * 0.10846,
    factor: 'desnz.2024.gb.travel.bus.passenger-km.rev2',
  },
  {
    name: 'bus 2023',
    body: activity({
      activity_type: 'travel.bus',
      scope: '3',
      quantity: 100,
      unit: 'passenger-km',
      period: year(2023),
    }),
    kg: 100 * 0.10215,
    factor: 'desnz.2023.gb.travel.bus.passenger-km',
  },
  {
    name: 'bus 2025',
    body: activity({
      activity_type: 'travel.bus',
      scope: '3',
      quantity: 100,
      unit: 'passenger-km',
      period: year(2025),
    }),
    kg: 100 * 0.10385,
    factor: 'desnz.2025.gb.travel.bus.passenger-km',
  },
  {
    name: 'coach 2024',
    body: activity({ activity_type: 'travel.coach', scope: '3', quantity: 1000, unit: 'passenger-km' }),
    kg: 1000 * 0.02717,
    factor: 'desnz.2024.gb.travel.coach.passenger-km.rev2',
  },
  {
    name: 'coach 2025',
    body: activity({
      activity_type: 'travel.coach',
      scope: '3',
      quantity: 1000,
      unit: 'passenger-km',
      period: year(2025),
    }),
    kg: 1000 * 0.02776,
    factor: 'desnz.2025.gb.travel.coach.passenger-km',
  },
  {
    name: 'motorbike',
    body: activity({ activity_type: 'travel.motorbike', scope: '3', quantity: 100, unit: 'km' }),
    kg: 100 * 0.11367,
    factor: 'desnz.2024.gb.travel.motorbike.vehicle-km.rev2',
  },
  {
    name: 'taxi per passenger-km',
    body: activity({
      activity_type: 'travel',
      scope: '3',
      quantity: 100,
      unit: 'passenger-km',
      metadata: { mode: 'taxi' },
    }),
    kg: 100 * 0.14861,
    factor: 'desnz.2024.gb.travel.taxi.passenger-km',
  },
  // Fuels, DESNZ 2024 and its 2023/2025 editions.
  {
    name: 'LPG by the kg (one 14.2 kg cylinder)',
    body: activity({ activity_type: 'fuel', quantity: 14.2, unit: 'kg', metadata: { fuel_type: 'LPG' } }),
    kg: (14.2 / 1000) * 2939.36095,
    factor: 'desnz.2024.gb.fuel.lpg.tonne.rev2',
  },
  {
    name: 'furnace oil by the litre',
    body: activity({ activity_type: 'fuel', quantity: 1000, unit: 'litres', metadata: { fuel_type: 'furnace oil' } }),
    kg: 1000 * 3.17493,
    factor: 'desnz.2024.gb.fuel.fuel_oil.litre.rev2',
  },
  {
    name: 'furnace oil by the tonne',
    body: activity({ activity_type: 'fuel.fuel_oil', quantity: 2, unit: 'MT' }),
    kg: 2 * 3228.89019,
    factor: 'desnz.2024.gb.fuel.fuel_oil.tonne.rev2',
  },
  {
    name: 'CNG by the kg',
    body: activity({ activity_type: 'fuel', quantity: 10, unit: 'kg', metadata: { fuel_type: 'CNG' } }),
    kg: (10 / 1000) * 2568.16441,
    factor: 'desnz.2024.gb.fuel.cng.tonne.rev2',
  },
  {
    name: 'PNG by the SCM, 2024',
    body: activity({ activity_type: 'fuel', quantity: 100, unit: 'SCM', metadata: { fuel_type: 'PNG' } }),
    kg: 100 * 2.04542,
    factor: 'desnz.2024.gb.fuel.natural_gas.m3.rev2',
  },
  {
    name: 'PNG by the SCM, 2025',
    body: activity({ activity_type: 'fuel.natural_gas', quantity: 100, unit: 'm3', period: year(2025) }),
    kg: 100 * 2.06672,
    factor: 'desnz.2025.gb.fuel.natural_gas.m3',
  },
  {
    name: 'natural gas by the kWh, 2024',
    body: activity({ activity_type: 'fuel.natural_gas', quantity: 1000, unit: 'kWh' }),
    kg: 1000 * 0.1829,
    factor: 'desnz.2024.gb.fuel.natural_gas.kwh.rev2',
  },
  {
    name: 'Indian diesel (HSD): 100% mineral',
    body: activity({ activity_type: 'fuel', quantity: 100, unit: 'litres', metadata: { fuel_type: 'HSD' } }),
    kg: 100 * 2.66155,
    factor: 'desnz.2024.gb.fuel.diesel.mineral.litre.rev2',
  },
  {
    name: 'UK diesel 2023 (biofuel blend)',
    body: activity({
      activity_type: 'fuel.diesel',
      quantity: 100,
      unit: 'litres',
      period: year(2023),
      location: { country: 'GB' },
    }),
    kg: 100 * 2.51206,
    factor: 'desnz.2023.gb.fuel.diesel.litre',
  },
  {
    name: 'UK diesel 2025 (biofuel blend)',
    body: activity({
      activity_type: 'fuel.diesel',
      quantity: 100,
      unit: 'litres',
      period: year(2025),
      location: { country: 'GB' },
    }),
    kg: 100 * 2.57082,
    factor: 'desnz.2025.gb.fuel.diesel.litre',
  },
  {
    name: 'petrol 2023',
    body: activity({ activity_type: 'fuel.petrol', quantity: 100, unit: 'litres', period: year(2023) }),
    kg: 100 * 2.09747,
    factor: 'desnz.2023.gb.fuel.petrol.litre',
  },
  {
    name: 'petrol 2025',
    body: activity({ activity_type: 'fuel.petrol', quantity: 100, unit: 'litres', period: year(2025) }),
    kg: 100 * 2.06916,
    factor: 'desnz.2025.gb.fuel.petrol.litre',
  },
  // Hotels: the same value in 2023–2025, so a 2024 stay is not a year fallback; newly loaded countries.
  {
    name: 'hotel in India, 2024',
    body: activity({ activity_type: 'hotel', scope: '3', quantity: 3, unit: 'room-nights' }),
    kg: 3 * 58.9,
    factor: 'desnz.2023-2025.in.hotel.room-night',
  },
  {
    name: 'hotel in the Maldives',
    body: activity({ activity_type: 'hotel', scope: '3', quantity: 2, unit: 'nights', location: { country: 'MV' } }),
    kg: 2 * 152.2,
    factor: 'desnz.2023-2025.mv.hotel.room-night',
  },
  {
    name: 'hotel in Saudi Arabia',
    body: activity({ activity_type: 'hotel', scope: '3', quantity: 2, unit: 'nights', location: { country: 'SA' } }),
    kg: 2 * 106.4,
    factor: 'desnz.2023-2025.sa.hotel.room-night',
  },
  {
    name: 'hotel in Qatar',
    body: activity({
      activity_type: 'hotel',
      scope: '3',
      quantity: 2,
      unit: 'nights',
      location: { country: 'QA' },
      period: year(2023),
    }),
    kg: 2 * 86.2,
    factor: 'desnz.2023-2025.qa.hotel.room-night',
  },
  // Spend: a 2024 purchase at 2024's INR/USD (83.7) and CPI-U 2024, not a year fallback.
  {
    name: 'INR 100,000 of 2024 hotel spend',
    body: activity({
      activity_type: 'spend',
      scope: '3',
      quantity: 100_000,
      unit: 'INR',
      metadata: { category: 'hotel' },
    }),
    kg: (100_000 / 83.7) * (292.655 / 313.689) * 0.145,
    factor: 'epa.scghg.v1.3.0.us.spend.hotel.naics721110.rev2',
    notices: ['REGION_PROXY'],
  },
];

describe('POST /v1/activities: corrected and added factors, hand-computed', () => {
  let results: { emissions_kg_co2e: number; emission_factor: { id: string }; notices: { code: string }[] }[];
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: cases.map((c) => c.body),
    });
    expect(res.statusCode, res.body).toBe(201);
    results = res.json().data.activities;
  });

  it.each(cases.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
    const expected = cases[i]!;
    const result = results[i]!;
    expect(result.emissions_kg_co2e).toBeCloseTo(expected.kg, 3);
    expect(result.emission_factor.id).toBe(expected.factor);
    const codes = result.notices.map((n) => n.code);
    expect(codes).not.toContain('YEAR_FALLBACK');
    for (const code of expected.notices ?? []) expect(codes).toContain(code);
  });

  it('states the CO2-only unit of CEA grid electricity', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: activity({
        activity_type: 'electricity',
        scope: '2',
        quantity: 1000,
        unit: 'kWh',
        period: { start: '2024-04-01', end: '2025-03-31' },
      }),
    });
    expect(res.json().data.emission_factor).toMatchObject({ value: 0.7117, unit: 'kg CO2/kWh' });
    expect(res.json().data.emissions_kg_co2e).toBeCloseTo(1000 * 0.7117, 3);
  });

  it('refuses fuel bought as money (Scope 1 combustion needs the quantity)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: tenant.headers,
      payload: activity({
        activity_type: 'spend',
        scope: '3',
        quantity: 50_000,
        unit: 'INR',
        metadata: { category: 'fuel' },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toMatchObject({
      field: 'metadata.category',
      reason: expect.stringContaining('Scope 1 combustion'),
    });
  });
});
