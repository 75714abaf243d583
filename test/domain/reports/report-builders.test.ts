import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../domain/reports/build-report.ts';
import { cells, sampleFigures, table } from './report-figures-fixture.ts';

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1e6) / 1e6;

describe('BRSR Principle 6 builder', () => {
  const doc = buildReport(sampleFigures());

  it('fills Essential Indicator 1 from energy in GJ, with intensities from the profile of each year', () => {
    const energy = table(doc, 'energy');
    expect(energy.columns.map((c) => c.label)).toEqual([
      'Parameter',
      'Unit',
      'FY2024-25 (Current Financial Year)',
      'FY2023-24 (Previous Financial Year)',
    ]);
    expect(cells(energy, 'Total electricity consumption (A)')).toMatchObject({
      unit: 'GJ',
      current: 540,
      previous: 486,
    });
    expect(cells(energy, 'Total electricity consumption (D)')).toMatchObject({ current: 3600, previous: 3240 });
    expect(cells(energy, 'Total fuel consumption (E)')).toMatchObject({ current: 359.9 });
    expect(cells(energy, 'Total energy consumed (A+B+C+D+E+F)')).toMatchObject({ current: 4499.9 });
    // 4,499.9 GJ over 1,250 crore rupees; PPP: revenue / 22.4; output 1,50,000 tonnes.
    expect(cells(energy, /^Energy intensity per rupee of turnover \(/).current).toBe(
      Number((4499.9 / 12_500_000_000).toPrecision(4)),
    );
    expect(cells(energy, /adjusted for Purchasing Power Parity/).current).toBe(
      Number((4499.9 / (12_500_000_000 / 22.4)).toPrecision(4)),
    );
    expect(cells(energy, /physical output/)).toMatchObject({
      unit: 'GJ per tonne of cement',
      current: Number((4499.9 / 150_000).toPrecision(4)),
    });
    expect(cells(energy, /^Independent assessment/).current).toBe('Y: Example Assurance LLP (reasonable assurance)');
  });

  it('says "not provided" where the profile has no figure, never a number', () => {
    const ei7 = table(doc, 'ghg-scope-1-2');
    for (const parameter of [
      /per rupee of turnover \(/,
      /adjusted for Purchasing Power Parity/,
      /physical output/,
      /^Independent assessment/,
    ]) {
      expect(cells(ei7, parameter).previous).toBe('not provided');
    }
    const withoutRevenue = buildReport(
      sampleFigures(
        {},
        {
          fiscal_years: {
            'FY2024-25': {
              revenue_from_operations_inr: null,
              ppp_conversion_factor: null,
              physical_output: null,
              optional_intensity: null,
            },
          },
        },
      ),
    );
    const energy = table(withoutRevenue, 'energy');
    expect(cells(energy, /^Energy intensity per rupee of turnover \(/).current).toBe('not provided');
    expect(cells(energy, /adjusted for Purchasing Power Parity/).current).toBe('not provided');
    expect(cells(energy, /physical output/).current).toBe('not provided');
    expect(cells(energy, /^Independent assessment/).current).toBe('not provided');
  });

  it('reports Scope 1 and 2 in tonnes with a gas break-up that adds up to each total', () => {
    const ei7 = table(doc, 'ghg-scope-1-2');
    const scope1 = cells(ei7, /^Total Scope 1 emissions/);
    expect(scope1).toMatchObject({ unit: 'tCO2e', current: 28.889, previous: 26.001 });
    const index = ei7.rows.findIndex((r) => String(r.cells.parameter).startsWith('Total Scope 1 emissions'));
    const breakup = ei7.rows.slice(index + 1, index + 9).map((r) => r.cells.current as number);
    expect(ei7.rows[index + 1]!.cells.parameter).toBe('of which CO2');
    // The scopes share the total's rounding (Scope 3 takes the spare kilogram), the gases their scope's.
    expect(breakup.slice(0, 4)).toEqual([26.4, 0.1, 0.301, 2.088]);
    expect(sum(breakup)).toBe(28.889);
    expect(cells(ei7, 'Total Scope 1 and Scope 2 emissions')).toMatchObject({ current: 740.589 });
    expect(ei7.notes).toContain(
      'FY2024-25: 711.700 tCO2e of Scope 2 is from CO2-only factors (CEA grid, India GHG Program), which exclude CH4 and N2O.',
    );
  });

  it('states market-based Scope 2 beside the location-based total, outside the Scope 1 and 2 total', () => {
    const figures = sampleFigures();
    figures.current.totals.market = { ...figures.current.totals.market, total_kg: 581_235.178, scope2_kg: 500_000 };
    const ei7 = table(buildReport(figures), 'ghg-scope-1-2');
    expect(cells(ei7, /^Total Scope 2 emissions, market-based/)).toMatchObject({ current: 500, previous: 640.53 });
    expect(cells(ei7, /^Total Scope 2 emissions \(/).current).toBe(711.7);
    expect(cells(ei7, 'Total Scope 1 and Scope 2 emissions').current).toBe(740.589);
  });

  it('reports Scope 3 by GHG Protocol category, "not reported" where no activity was recorded', () => {
    const categories = table(doc, 'scope-3-categories');
    expect(categories.rows).toHaveLength(15);
    expect(cells(categories, '1. Purchased goods and services')).toMatchObject({ current: 40, previous: 36 });
    expect(cells(categories, '6. Business travel')).toMatchObject({ current: 12.346 });
    expect(cells(categories, '7. Employee commuting')).toMatchObject({
      current: 'not reported',
      previous: 'not reported',
    });
    expect(cells(table(doc, 'ghg-scope-3'), /^Total Scope 3 emissions \(/).current).toBe(52.346);
  });

  it('omits Leadership Indicator 2 when scope 3 is not included', () => {
    const without = buildReport(
      sampleFigures({
        include: { scope_1: true, scope_2: true, scope_3: false, verification: false, audit_trail: false },
      }),
    );
    expect(without.sections.map((s) => s.id)).not.toContain('brsr-p6-li2');
  });
});

describe('GHG Protocol builder', () => {
  const doc = buildReport(sampleFigures({ report_type: 'ghg_protocol' }));

  it('lists all fifteen Scope 3 categories and names the unreported ones as exclusions', () => {
    const scope3 = table(doc, 'scope-3-categories');
    expect(scope3.rows.filter((r) => r.cells.status === 'not reported')).toHaveLength(12);
    // Diesel and grid electricity are recorded: their upstream emissions exist, they are not calculated.
    expect(cells(scope3, '3. Fuel- and energy-related activities').status).toBe('not calculated');
    expect(cells(scope3, 'Total Scope 3')).toMatchObject({ activities: 29, emissions: 52.346 });
    const exclusions = doc.sections.find((s) => s.id === 'methodology')!.blocks.find((b) => b.id === 'exclusions');
    expect(exclusions?.kind === 'text' && exclusions.paragraphs.join(' ')).toContain(
      '2, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15',
    );
  });

  it('states both Scope 2 figures, with the residual-mix proxy disclosed, and keeps memo items outside the scopes', () => {
    // No instrument in the fixture: market-based equals location-based.
    expect(cells(table(doc, 'summary-by-scope'), 'Scope 2: market-based').emissions).toBe(711.7);
    const figures = sampleFigures({ report_type: 'ghg_protocol' });
    figures.current.totals.market = {
      total_kg: figures.current.totals.total_kg - 211_700.4,
      scope2_kg: 499_999.6,
      instrument_kwh: 300_000,
      unmatched_instrument_kwh: 0,
      residual_mix: 'No residual mix is published for India: the CEA grid average stands in.',
    };
    const withInstruments = buildReport(figures);
    expect(cells(table(withInstruments, 'summary-by-scope'), 'Scope 2: market-based').emissions).toBe(500);
    expect(cells(table(withInstruments, 'summary-by-scope'), 'Scope 2: location-based').emissions).toBe(711.7);
    const scope2 = table(withInstruments, 'scope-2-methods');
    expect(cells(scope2, /^Market-based/).emissions).toBe(500);
    expect(scope2.notes[0]).toContain('Contractual instruments cover 3,00,000 kWh.');
    expect(scope2.notes[0]).toContain('No residual mix is published for India');
    // The total stays location-based (dual reporting: the market-based figure is beside it, not added).
    expect(cells(table(doc, 'summary-by-scope'), 'Total (Scopes 1, 2 location-based and 3)').emissions).toBe(792.935);
    expect(cells(table(doc, 'outside-scopes'), 'Memo: radiative forcing uplift of flights').emissions).toBe(5);
  });

  it('prints factor ids only in the appendix, after the sign-off', () => {
    const ids = doc.sections.map((s) => s.id);
    expect(ids.at(-1)).toBe('factors');
    expect(doc.sections.at(-1)!.title).toBe('Appendix: emission factors used');
    const body = doc.sections.slice(0, -1).flatMap((s) => s.blocks);
    expect(body.some((b) => b.kind === 'table' && b.columns.some((c) => c.label === 'Factor id'))).toBe(false);
    const signed = buildReport(sampleFigures({ report_type: 'ghg_protocol', sign_off: { prepared_by: 'M. Nair' } }));
    expect(signed.sections.slice(-2).map((s) => s.id)).toEqual(['sign-off', 'factors']);
  });

  it('draws only the energy sources some period consumed, and no energy chart without energy', () => {
    const chart = doc.sections.flatMap((s) => s.blocks).find((b) => b.id === 'energy-by-source');
    expect(chart?.kind === 'chart' && chart.categories).toEqual([
      'Renewable electricity (A)',
      'Non-renewable electricity (D)',
      'Non-renewable fuel (E)',
    ]);
    const figures = sampleFigures({ report_type: 'ghg_protocol' });
    figures.current.disclosure = figures.current.disclosure.map((g) => ({ ...g, energy_class: null, energy_gj: 0 }));
    expect(
      buildReport(figures)
        .sections.flatMap((s) => s.blocks)
        .some((b) => b.id === 'energy-by-source'),
    ).toBe(false);
  });

  it('breaks Scope 1 down by source type and lists the factors used', () => {
    const scope1 = table(doc, 'scope-1-sources');
    expect(cells(scope1, 'Fuel combustion (fuels purchased or logged)')).toMatchObject({
      activities: 40,
      emissions: 26.801,
    });
    expect(cells(scope1, 'Refrigerant R-410A (leakage and top-up)').emissions).toBe(2.088);
    expect(cells(scope1, 'Total Scope 1').emissions).toBe(28.889);
    expect(cells(table(doc, 'emission-factors'), 'cea-v21-fy2024-25')).toMatchObject({
      value: 0.7117,
      unit: 'kg CO2/kWh',
      version: 'v21.0',
    });
  });
});

describe('custom builder', () => {
  it('groups by fiscal quarter, the quarters adding up to each scope total', () => {
    const doc = buildReport(
      sampleFigures({
        report_type: 'custom',
        group_by: 'fiscal_quarter',
        include: { scope_1: true, scope_2: true, scope_3: false, verification: false, audit_trail: false },
      }),
    );
    const grouped = table(doc, 'grouped-emissions');
    expect(grouped.columns.map((c) => c.key)).toEqual(['parameter', 'scope_1', 'scope_2', 'total']);
    expect(grouped.rows.map((r) => r.cells.parameter)).toEqual([
      'FY2024-25 Q1',
      'FY2024-25 Q2',
      'FY2024-25 Q3',
      'FY2024-25 Q4',
      'Total',
    ]);
    const quarters = grouped.rows.slice(0, 4);
    expect(sum(quarters.map((r) => r.cells.scope_2 as number))).toBe(711.7);
    expect(sum(quarters.map((r) => r.cells.total as number))).toBe(cells(grouped, 'Total').total);
  });

  it('groups by activity type within the chosen scopes', () => {
    const doc = buildReport(sampleFigures({ report_type: 'custom', group_by: 'activity_type' }));
    const grouped = table(doc, 'grouped-emissions');
    expect(cells(grouped, 'Purchased electricity')).toMatchObject({ scope_2: 711.7, total: 711.7 });
    expect(cells(grouped, 'Purchases: steel (spend-based)')).toMatchObject({ scope_3: 40 });
  });
});
