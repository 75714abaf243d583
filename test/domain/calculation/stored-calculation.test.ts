import { describe, expect, it } from 'vitest';
import {
  fitsFormulaTemplate,
  formulaTemplateOf,
  joinCalculation,
  SharedResolution,
  splitCalculation,
} from '../../../domain/calculation/stored-calculation.ts';
import type { ActivitySubmission } from '../../../domain/schemas/activity-submission.ts';
import { calculated } from '../../support/calculated.ts';
import { returnedCalculation } from '../../../domain/calculation/purchase-return.ts';

const submissions: [string, Partial<ActivitySubmission>][] = [
  ['grid electricity', {}],
  ['MWh converted', { quantity: 1.5, unit: 'MWh' }],
  ['diesel (energy)', { activity_type: 'fuel.diesel', scope: '1', quantity: 100, unit: 'litre' }],
  ['INR hotel spend', { activity_type: 'spend.hotel', scope: '3', quantity: 100_000, unit: 'INR' }],
  ['USD spend', { activity_type: 'spend.freight', scope: '3', quantity: 250, unit: 'USD' }],
  ['long-haul flight (RF pair)', { activity_type: 'travel.flight.long_haul', scope: '3', quantity: 1000, unit: 'km' }],
  ['R-22 (non-Kyoto memo)', { activity_type: 'refrigerant.r22', scope: '1', quantity: 2, unit: 'kg' }],
  ['hotel nights', { activity_type: 'hotel', scope: '3', quantity: 2, unit: 'room-nights' }],
];

/** A row's columns as PostgreSQL returns them: numerics as text. */
const asStored = (value: number | null) => (value === null ? null : String(value));

describe('splitCalculation / joinCalculation', () => {
  it.each(submissions)('gives back the whole calculation record: %s', (_name, overrides) => {
    const { submission, calculation } = calculated(overrides);
    const { resolution, row } = splitCalculation(calculation);
    const joined = joinCalculation(JSON.parse(JSON.stringify(resolution.template)) as Record<string, unknown>, {
      quantity: asStored(submission.quantity)!,
      emissions_kg_co2e: asStored(calculation.emissions_kg_co2e)!,
      energy_gj: asStored(calculation.disclosure.energy_gj),
      converted_quantity: asStored(row.converted_quantity),
      period_midpoint: row.period_midpoint,
      formula: row.formula,
      calculation_extra: row.calculation_extra,
    });
    expect(joined).toEqual(JSON.parse(JSON.stringify(calculation.calculation)));
  });

  it('shares one resolution between rows that differ only in quantity and date', () => {
    const one = splitCalculation(calculated({ quantity: 1000 }).calculation);
    const other = splitCalculation(
      calculated({ quantity: 37.5, period: { start: '2024-06-01', end: '2024-06-30' } }).calculation,
    );
    expect(JSON.stringify(other.resolution)).toBe(JSON.stringify(one.resolution));
    expect(other.row).not.toEqual(one.row);
    // The formula is the resolution's, with the row's figures as placeholders; rows store none.
    expect(one.resolution.template.formula_template).toBe('{q} × 0.7117 kg CO2/kWh = {e} kg CO2');
    expect([one.row.formula, other.row.formula]).toEqual([null, null]);
  });

  it("keeps a row's formula when its figures cannot be put back into a shared template", () => {
    // 7 kWh: the figure '7' is also inside the factor's '0.7117'.
    const { calculation } = calculated({ quantity: 7 });
    const { resolution, row } = splitCalculation(calculation);
    expect(resolution.template).not.toHaveProperty('formula_template');
    expect(row.formula).toBe(calculation.calculation.formula);
  });

  it('keeps spend and radiative-forcing figures out of the shared template', () => {
    const spend = splitCalculation(calculated(submissions[3]![1]).calculation);
    expect(spend.resolution.template.spend).not.toHaveProperty('usd_nominal');
    expect(Object.keys(spend.row.calculation_extra!.spend!).sort()).toEqual([
      'amount',
      'usd_dollar_year',
      'usd_nominal',
    ]);
    const flight = splitCalculation(calculated(submissions[5]![1]).calculation);
    expect(flight.resolution.template.radiative_forcing).toMatchObject({ setting: 'included' });
    expect(flight.row.calculation_extra!.radiative_forcing).toHaveProperty('without_rf_kg_co2e');
  });

  it('leaves a record as it was stored when the template already holds a figure or lacks its object', () => {
    const legacy = { input: { quantity: 5, unit: 'kWh' }, converted: { quantity: 5, unit: 'kWh' } };
    expect(
      joinCalculation(legacy, {
        quantity: '7',
        emissions_kg_co2e: '4.9819',
        energy_gj: '0.018',
        converted_quantity: null,
        period_midpoint: null,
        formula: null,
        calculation_extra: null,
      }),
    ).toEqual(legacy);
  });

  it('says a calculation shares a resolution exactly when splitting it gives that resolution', () => {
    const variants = [
      ...submissions.map(([, overrides]) => overrides),
      ...submissions.map(([, overrides]) => ({ ...overrides, quantity: 7 })),
      { period: { start: '2024-06-01', end: '2024-06-30' } },
      { source: { type: 'bill', confidence: 0.9 } },
      { location: { country: 'GB' } },
    ];
    const calculations = variants.map((overrides) => calculated(overrides).calculation);
    for (const one of calculations) {
      const content = splitCalculation(one).resolution;
      for (const other of calculations) {
        const same = JSON.stringify(splitCalculation(other).resolution) === JSON.stringify(content);
        expect(new SharedResolution(content).sharedBy(other)).toBe(same);
      }
    }
  });

  it('tells apart a calculation that differs in a shared figure, a notice or a field of the record', () => {
    const { calculation } = calculated({});
    const content = splitCalculation(calculation).resolution;
    const changed = (change: (copy: typeof calculation) => void) => {
      const copy = structuredClone(calculation);
      change(copy);
      return new SharedResolution(content).sharedBy(copy);
    };
    expect(changed(() => undefined)).toBe(true);
    expect(changed((copy) => (copy.calculation.converted.quantity += 1))).toBe(true);
    expect(changed((copy) => (copy.calculation.factor_value += 1))).toBe(false);
    expect(changed((copy) => (copy.calculation.converted.unit = 'MWh'))).toBe(false);
    expect(changed((copy) => copy.notices.push({ code: 'X', message: 'another notice' }))).toBe(false);
    expect(changed((copy) => Object.assign(copy.calculation, { extra: 1 }))).toBe(false);
    expect(changed((copy) => Object.assign(copy.calculation.input, { extra: 1 }))).toBe(false);
    expect(changed((copy) => (copy.confidence_score -= 0.1))).toBe(false);
    // The same record with its keys in another order.
    const reversed = (copy: typeof calculation) =>
      (copy.calculation = Object.fromEntries(Object.entries(copy.calculation).reverse()) as typeof copy.calculation);
    expect(changed(reversed)).toBe(true);
    expect(
      changed((copy) => {
        reversed(copy);
        copy.calculation.factor_unit = 'kg CO2e/MWh';
      }),
    ).toBe(false);
  });

  it("checks a row's formula against another row's template exactly when working it out gives that template", () => {
    const quantities = [1000, 7, 2, 1, 0.001, 37.5, 123456.789, 1e-7, 5e6, 0.1 + 0.2, 711.7, 2024, 3.6, 100, 10];
    const calculations = submissions.flatMap(([, overrides]) => {
      const made = quantities.map((quantity) => calculated({ ...overrides, quantity }).calculation);
      return [...made, ...made.map(returnedCalculation)];
    });
    const templates = new Set(calculations.map(formulaTemplateOf).filter((template) => template !== null));
    let fits = 0;
    for (const calculation of calculations) {
      const own = formulaTemplateOf(calculation);
      for (const template of templates) {
        expect(fitsFormulaTemplate(calculation, template)).toBe(own === template);
        if (own === template) fits += 1;
      }
    }
    // Many do fit (a purchase return's formula or a figure inside a factor's gives no template).
    expect(fits).toBeGreaterThan(calculations.length / 4);
  });
});
