import { describe, expect, it } from 'vitest';
import { LoadedCatalog } from '../../../domain/calculation/loaded-catalog.ts';
import { activityPath, Preparer } from '../../../domain/ingest/prepare-record.ts';
import { ActivitySubmissionSchema } from '../../../domain/schemas/activity-submission.ts';
import type { ActivitySubmission } from '../../../domain/schemas/activity-submission.ts';
import { submissionOf, TEST_CATALOG } from '../../support/calculated.ts';

const catalog = new LoadedCatalog(TEST_CATALOG);
const settings = {
  flight_radiative_forcing: 'excluded',
  factor_edition: 'reporting_year',
  gwp_set: 'AR5',
  scope3_category3: 'included',
} as const;

const base = submissionOf({ period: { start: '2024-04-01', end: '2024-04-30' } });

/** Items that repeat activities with other quantities, and items each calculation refuses for its own reason. */
const items: ActivitySubmission[] = [
  base,
  { ...base, quantity: 7.25 },
  { ...base, quantity: 1e-320, unit: 'Wh' },
  { ...base, activity_type: 'fuel.diesel', scope: '1', quantity: 40, unit: 'litre' },
  { ...base, activity_type: 'fuel.diesel', scope: '1', quantity: 41, unit: 'litre' },
  { ...base, activity_type: 'spend.hotel', scope: '3', quantity: 12_500, unit: 'INR' },
  { ...base, activity_type: 'spend.hotel', scope: '3', quantity: 99, unit: 'INR' },
  { ...base, activity_type: 'travel.flight.long_haul', scope: '3', quantity: 800, unit: 'km' },
  { ...base, activity_type: 'travel.flight.long_haul', scope: '3', quantity: 900, unit: 'km' },
  { ...base, activity_type: 'refrigerant.r22', scope: '1', quantity: 3, unit: 'kg' },
  { ...base, activity_type: 'hotel', scope: '3', quantity: 2, unit: 'room-nights', metadata: { scope3_category: 99 } },
  { ...base, activity_type: 'no.such.type' },
  // Metadata the calculation reads (a fuel, a travel mode) and metadata it never reads (an amount).
  { ...base, activity_type: 'fuel', scope: '1', quantity: 10, unit: 'litre', metadata: { amount_inr: 900 } },
  { ...base, activity_type: 'fuel', scope: '1', quantity: 11, unit: 'litre', metadata: { amount_inr: 901 } },
  { ...base, activity_type: 'fuel', scope: '1', quantity: 12, unit: 'litre', metadata: { fuel_type: 'petrol' } },
  { ...base, activity_type: 'fuel', scope: '1', quantity: 13, unit: 'litre', metadata: { fuel_type: 'bogus' } },
  { ...base, activity_type: 'fuel', scope: '1', quantity: 14, unit: 'litre', metadata: { fuel_type: 'petrol', x: 1 } },
  { ...base, activity_type: 'travel', scope: '3', quantity: 100, unit: 'km', metadata: { mode: 'rail' } },
  { ...base, activity_type: 'travel', scope: '3', quantity: 100, unit: 'km', metadata: { mode: 'bus' } },
  { ...base, activity_type: 'travel', scope: '3', quantity: 100, unit: 'km' },
  { ...base, unit: 'furlongs' },
  // What the pricing of a row adds to its resolution: spend conversions with their fallbacks, plain km
  // read as passenger-km, radiative forcing, Scope 2 sources, odd quantities and text.
  {
    ...base,
    activity_type: 'spend.hotel',
    scope: '3',
    quantity: 1 / 3,
    unit: 'Rs.',
    period: { start: '2026-01-01', end: '2026-01-31' },
  },
  {
    ...base,
    activity_type: 'spend.taxi',
    scope: '3',
    quantity: 0.07,
    unit: 'USD',
    period: { start: '2019-05-01', end: '2019-05-01' },
  },
  { ...base, activity_type: 'travel.rail', scope: '3', quantity: 123456.789, unit: 'km' },
  { ...base, activity_type: 'travel.rail', scope: '3', quantity: 5e-7, unit: 'mi' },
  { ...base, activity_type: 'travel.flight.long_haul', scope: '3', quantity: 999999.5, unit: 'passenger-km' },
  {
    ...base,
    quantity: 1234565,
    metadata: { electricity_source: 'supplier_specific', supplier_factor: 0.4, supplier_factor_source: 'BESCOM 2024' },
  },
  { ...base, quantity: 0.1 + 0.2, unit: 'MWh', metadata: { electricity_source: 'captive_solar' } },
  { ...base, quantity: 12, metadata: { electricity_source: 'moonlight' } },
  {
    ...base,
    activity_type: 'fuel.diesel',
    scope: '1',
    quantity: 2.5e15,
    unit: 'gal',
    metadata: { note: 'a\u0000b\tc\\d "q"' },
  },
  {
    ...base,
    activity_type: 'fuel.coal',
    scope: '1',
    quantity: 3,
    unit: 'tonne',
    metadata: { calorific_value: { value: 18, unit: 'GJ/t' } },
  },
  {
    ...base,
    activity_type: 'fuel.coal',
    scope: '1',
    quantity: 3,
    unit: 'tonne',
    metadata: { calorific_value: { value: -1, unit: 'GJ/t' } },
  },
  { ...base, activity_type: 'refrigerant.r410a', scope: '1', quantity: 0.75, unit: 'kg' },
  // Metadata a resolution reads, told apart by type: an object, its JSON as a string, a number, undefined.
  { ...base, activity_type: 'fuel', scope: '1', quantity: 15, unit: 'litre', metadata: { fuel_type: { a: 'petrol' } } },
  {
    ...base,
    activity_type: 'fuel',
    scope: '1',
    quantity: 16,
    unit: 'litre',
    metadata: { fuel_type: '{"a":"petrol"}' },
  },
  {
    ...base,
    activity_type: 'travel',
    scope: '3',
    quantity: 100,
    unit: 'km',
    metadata: { mode: 'rail', scope3_category: 6 },
  },
  {
    ...base,
    activity_type: 'travel',
    scope: '3',
    quantity: 100,
    unit: 'km',
    metadata: { mode: 'rail', scope3_category: '6' },
  },
  {
    ...base,
    activity_type: 'travel',
    scope: '3',
    quantity: 100,
    unit: 'km',
    metadata: { mode: 'rail', scope3_category: undefined },
  },
];

describe('Preparer', () => {
  it('gives every item exactly what calculating it alone gives, resolving each distinct activity once', () => {
    for (const on of [settings, { ...settings, gwp_set: 'AR6', flight_radiative_forcing: 'included' } as const]) {
      const preparer = new Preparer(catalog, on);
      for (const item of [...items, ...items]) {
        const alone = catalog.calculate(item, on);
        const prepared = preparer.prepare({ ok: true, activity: item });
        // As JSON: the stored record is byte for byte the same, its keys in the same order.
        const expected = alone.ok ? { ok: true, activity: item, calculation: alone.value } : alone;
        expect(JSON.stringify(prepared)).toBe(JSON.stringify(expected));
      }
    }
  });

  it('resolves rows that differ only in quantity or in metadata nothing reads once', () => {
    let resolved = 0;
    const counting = new (class extends LoadedCatalog {
      override resolve(...args: Parameters<LoadedCatalog['resolve']>) {
        resolved += 1;
        return super.resolve(...args);
      }
    })(catalog.catalog);
    const preparer = new Preparer(counting, settings);
    const fuel = (quantity: number, metadata: Record<string, unknown>) =>
      preparer.prepare({ ok: true, activity: { ...base, activity_type: 'fuel', quantity, unit: 'litre', metadata } });
    for (let i = 1; i <= 50; i += 1) fuel(i, { amount_inr: i * 100, fuel_type: 'diesel' });
    expect(resolved).toBe(1);
    const petrol = fuel(5, { amount_inr: 1, fuel_type: 'petrol' });
    expect(resolved).toBe(2);
    expect(petrol).toMatchObject({ ok: true, calculation: { activity_type: 'fuel.petrol' } });
  });

  it('keys an activity by every field of the submission schema but quantity and metadata', () => {
    const full: ActivitySubmission = {
      ...base,
      location: { country: 'IN', state: 'KA', city: 'Bengaluru', grid_region: 'south' },
      source: { type: 'bill', confidence: 0.9, name: 'BESCOM', reference: 'INV-1' },
      site_id: '6f1e2d3c-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    };
    const shape = ActivitySubmissionSchema.shape;
    const nested = {
      period: Object.keys(shape.period.shape),
      location: Object.keys(shape.location.in.shape),
      source: Object.keys(shape.source.unwrap().shape),
    } as Record<string, string[]>;
    // A field added to the schema must be added to the sample (and so to the key) before this passes.
    expect(Object.keys(shape).sort()).toEqual([...Object.keys(full), 'metadata'].sort());
    const changed = (path: string[]) => {
      const copy = structuredClone(full) as unknown as Record<string, unknown>;
      const [top, leaf] = path as [string, string?];
      const mutate = (value: unknown) => (typeof value === 'number' ? value + 0.5 : `${value as string}x`);
      if (leaf === undefined) copy[top] = mutate(copy[top]);
      else (copy[top] as Record<string, unknown>)[leaf] = mutate((copy[top] as Record<string, unknown>)[leaf]);
      return activityPath(copy as unknown as ActivitySubmission);
    };
    const key = activityPath(full);
    for (const top of Object.keys(full).filter((k) => k !== 'quantity')) {
      for (const path of nested[top]?.map((leaf) => [top, leaf]) ?? [[top]]) {
        expect(changed(path), path.join('.')).not.toEqual(key);
        expect(nested[top]?.every((leaf) => leaf in (full as never)[top]) ?? true, top).toBe(true);
      }
    }
    expect(activityPath({ ...full, quantity: 1, metadata: { any: 1 } })).toEqual(key);
    expect(activityPath({ ...full, location: { ...full.location, state: '' } })).not.toEqual(
      activityPath({ ...full, location: { ...full.location, state: undefined } }),
    );
  });

  it('passes a mapping failure through untouched', () => {
    const failure = { ok: false as const, error: { field: 'date', reason: 'is not a date' } };
    expect(new Preparer(catalog, settings).prepare(failure)).toBe(failure);
  });
});
