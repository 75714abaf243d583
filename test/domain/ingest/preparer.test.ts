import { describe, expect, it } from 'vitest';
import { LoadedCatalog } from '../../../domain/calculation/loaded-catalog.ts';
import { activityKey, Preparer } from '../../../domain/ingest/prepare-record.ts';
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
];

describe('Preparer', () => {
  it('gives every item exactly what calculating it alone gives, resolving each distinct activity once', () => {
    const preparer = new Preparer(catalog, settings);
    for (const item of [...items, ...items]) {
      const alone = catalog.calculate(item, settings);
      const prepared = preparer.prepare({ ok: true, activity: item });
      if (alone.ok) expect(prepared).toEqual({ ok: true, activity: item, calculation: alone.value });
      else expect(prepared).toEqual(alone);
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
      return activityKey(copy as unknown as ActivitySubmission);
    };
    const key = activityKey(full);
    for (const top of Object.keys(full).filter((k) => k !== 'quantity')) {
      for (const path of nested[top]?.map((leaf) => [top, leaf]) ?? [[top]]) {
        expect(changed(path), path.join('.')).not.toBe(key);
        expect(nested[top]?.every((leaf) => leaf in (full as never)[top]) ?? true, top).toBe(true);
      }
    }
    expect(activityKey({ ...full, quantity: 1, metadata: { any: 1 } })).toBe(key);
    expect(activityKey({ ...full, location: { ...full.location, state: '' } })).not.toBe(
      activityKey({ ...full, location: { ...full.location, state: undefined } }),
    );
  });

  it('passes a mapping failure through untouched', () => {
    const failure = { ok: false as const, error: { field: 'date', reason: 'is not a date' } };
    expect(new Preparer(catalog, settings).prepare(failure)).toBe(failure);
  });
});
