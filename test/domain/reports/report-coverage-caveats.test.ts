import { describe, expect, it } from 'vitest';
import type { FiscalYearFigures } from '../../../domain/reports/company-profile.ts';
import { buildReport } from '../../../domain/reports/build-report.ts';
import { periodCoverage } from '../../../domain/reports/period-coverage.ts';
import { reportPeriod } from '../../../domain/reports/report-blocks.ts';
import type { ReportDocument, TableBlock } from '../../../domain/reports/report-document.ts';
import type { PeriodFigures, ReportFigures } from '../../../domain/reports/report-figures.ts';
import { reportFileName } from '../../../domain/reports/render/report-files.ts';
import { lineItems } from '../../../domain/reports/render/line-items.ts';
import { cells, group, sampleFigures, table, totals } from './report-figures-fixture.ts';

const allNotes = (doc: ReportDocument) =>
  doc.sections.flatMap((s) =>
    s.blocks.flatMap((b) => (b.kind === 'table' ? b.notes : b.kind === 'text' ? b.paragraphs : [])),
  );

/** FY2023-24 with no activity at all. */
const emptyYear: PeriodFigures = {
  period: reportPeriod('2023-04-01', '2024-03-31'),
  totals: totals({ '1': 0, '2': 0, '3': 0 }, '2023-04-01', 0),
  disclosure: [],
  coverage: periodCoverage('2023-04-01', '2024-03-31', []),
};

const withPrevious = (previous: PeriodFigures, base: ReportFigures = sampleFigures()): ReportFigures => ({
  ...base,
  previous,
});

describe('coverage: a year without data is not a year of zeros', () => {
  const doc = buildReport(withPrevious(emptyYear));

  it('prints "no data recorded" in every measured cell of the empty comparison year, and no bars for it', () => {
    const energy = table(doc, 'energy');
    expect(cells(energy, 'Total energy consumed (A+B+C+D+E+F)')).toMatchObject({
      current: 4499.9,
      previous: 'no data recorded',
    });
    expect(cells(energy, /^Energy intensity per rupee of turnover \(/).previous).toBe('no data recorded');
    const ei7 = table(doc, 'ghg-scope-1-2');
    expect(cells(ei7, /^Total Scope 1 emissions/).previous).toBe('no data recorded');
    expect(cells(ei7, 'of which CO2').previous).toBe('no data recorded');
    expect(cells(table(doc, 'ghg-scope-3'), /^Total Scope 3 emissions \(/).previous).toBe('no data recorded');
    // The profile-driven assurance row is not a measurement: it keeps saying what the profile says.
    expect(cells(ei7, /^Independent assessment/).previous).toBe('not provided');
    const numbers = doc.sections
      .flatMap((s) => s.blocks)
      .filter((b) => b.kind === 'table' && b.columns.some((c) => c.role === 'previous'))
      .flatMap((b) => (b.kind === 'table' ? b.rows.map((r) => r.cells.previous) : []));
    expect(numbers.filter((value) => typeof value === 'number')).toEqual([]);
    const charts = doc.sections.flatMap((s) => s.blocks).filter((b) => b.kind === 'chart');
    for (const chart of charts) {
      if (chart.kind === 'chart' && chart.id !== 'emissions-by-month')
        expect(chart.series.map((s) => s.name)).toEqual(['FY2024-25']);
    }
    expect(allNotes(doc)).toContain(
      'FY2023-24: no data recorded (no activity is dated in the period); its figures are not zero but unknown.',
    );
  });

  it('says "no data recorded" for a scope without activity in a year that has data', () => {
    const base = sampleFigures();
    const noScope3 = { ...base.current, disclosure: base.current.disclosure.filter((g) => g.scope !== '3') };
    const scope3Less = buildReport({ ...base, current: noScope3 });
    expect(cells(table(scope3Less, 'ghg-scope-3'), /^Total Scope 3 emissions \(/).current).toBe('no data recorded');
  });

  it('flags a partly covered year with the months it lacks, in the notes and the coverage table', () => {
    const base = sampleFigures();
    const partial: PeriodFigures = {
      ...base.previous!,
      coverage: periodCoverage('2023-04-01', '2024-03-31', [{ first_month: '2023-04', last_month: '2023-12' }]),
    };
    const partlyCovered = buildReport(withPrevious(partial, base));
    const note =
      'FY2023-24 is partly covered: no activity is recorded for Jan 2024, Feb 2024 and Mar 2024 (9 of 12 months have data).';
    expect(table(partlyCovered, 'ghg-scope-1-2').notes).toContain(note);
    expect(cells(table(partlyCovered, 'data-coverage'), 'FY2023-24')).toMatchObject({
      months_covered: 9,
      months: 12,
      missing: 'Jan 2024, Feb 2024 and Mar 2024',
    });
    expect(cells(table(partlyCovered, 'data-coverage'), 'FY2024-25')).toMatchObject({ missing: 'none' });
    // A fully covered pair of years prints no coverage note at all.
    expect(allNotes(buildReport(base)).some((n) => n.includes('partly covered'))).toBe(false);
  });
});

describe('caveats follow the data', () => {
  it('says no contractual instrument is recorded only when none is, and counts the renewable electricity otherwise', () => {
    const base = sampleFigures();
    const withRenewable = buildReport(base);
    const note = table(withRenewable, 'ghg-scope-1-2').notes[0];
    expect(note).toContain('3 activities record renewable electricity (540.000 GJ');
    expect(note).not.toContain('No renewable electricity');
    const gridOnly = {
      ...base,
      current: { ...base.current, disclosure: base.current.disclosure.filter((g) => g.energy_renewable !== true) },
    };
    expect(table(buildReport(gridOnly), 'ghg-scope-1-2').notes[0]).toContain(
      'No renewable electricity and no contractual instrument',
    );
  });

  it('names the types whose factors give no per-gas split, and none when every figure is split', () => {
    const base = sampleFigures({ report_type: 'ghg_protocol' });
    const gases = table(buildReport(base), 'gases-by-scope');
    expect(gases.notes.join(' ')).toContain(
      'Scope 3 "not broken up by gas": the factors of Flights, domestic; Purchases: steel (spend-based) were applied as CO2e totals',
    );
    // Scope 1 (diesel and R-410A) is fully split in the fixture: no note claims otherwise.
    expect(gases.notes.some((n) => n.includes('Scope 1 "not broken up by gas"'))).toBe(false);
  });

  it('states biogenic CO2 as not calculated without a figure, and the figure once an activity carries one', () => {
    const base = sampleFigures({ report_type: 'ghg_protocol' });
    const without = table(buildReport(base), 'outside-scopes');
    expect(cells(without, /^Biogenic CO2/).emissions).toBe('not calculated');
    const biodiesel = group({
      scope: '1',
      activity_type: 'fuel.diesel',
      kg: 100,
      biogenic_co2_kg: 1234.5,
      energy_class: 'fuel',
    });
    const withBiogenic = {
      ...base,
      current: { ...base.current, disclosure: [...base.current.disclosure, biodiesel] },
    };
    const outside = table(buildReport(withBiogenic), 'outside-scopes');
    expect(cells(outside, /^Biogenic CO2/).emissions).toBe(1.235);
    expect(outside.notes.join(' ')).not.toContain('not calculated');
  });

  it('reports category 3 once it has activities, "not calculated" while only its fuel and electricity exist, "not reported" without them', () => {
    const base = sampleFigures({ report_type: 'ghg_protocol' });
    const status = (figures: ReportFigures) =>
      cells(table(buildReport(figures), 'scope-3-categories'), '3. Fuel- and energy-related activities').status;
    expect(status(base)).toBe('not calculated');
    const wtt = group({ scope: '3', activity_type: 'fuel.diesel', kg: 6_000, scope3_category: 3 });
    expect(status({ ...base, current: { ...base.current, disclosure: [...base.current.disclosure, wtt] } })).toBe(
      'reported',
    );
    const travelOnly = base.current.disclosure.filter((g) => g.scope === '3');
    expect(status({ ...base, current: { ...base.current, disclosure: travelOnly } })).toBe('not reported');
  });
});

/** Sample figures whose profile holds only FY2024-25's revenue and what is given. */
const currentYearProfile = (year: Partial<FiscalYearFigures>) =>
  sampleFigures(
    {},
    {
      fiscal_years: {
        'FY2024-25': {
          revenue_from_operations_inr: 12_500_000_000,
          ppp_conversion_factor: null,
          physical_output: null,
          optional_intensity: null,
          ...year,
        },
      },
    },
  );

describe('assurance per indicator and BRSR Core', () => {
  it('puts a Core-only assurance under the Core indicators and not under Scope 3', () => {
    const doc = buildReport(sampleFigures());
    expect(cells(table(doc, 'ghg-scope-1-2'), /^Independent assessment/).current).toBe(
      'Y: Example Assurance LLP (reasonable assurance)',
    );
    expect(cells(table(doc, 'ghg-scope-3'), /^Independent assessment/).current).toBe(
      'N: the reasonable assurance by Example Assurance LLP covers the BRSR Core indicators only',
    );
    const all = buildReport(
      currentYearProfile({
        assurance: { provider: 'Example Assurance LLP', type: 'limited_assurance', covers: 'all_indicators' },
      }),
    );
    expect(cells(table(all, 'ghg-scope-3'), /^Independent assessment/).current).toBe(
      'Y: Example Assurance LLP (limited assurance)',
    );
  });

  it('marks the Core rows, adds the renewable share and the optional intensity the company chose', () => {
    const doc = buildReport(currentYearProfile({ optional_intensity: { value: 1250, unit: '₹ crore of turnover' } }));
    const energy = table(doc, 'energy');
    const core = (t: TableBlock) => t.rows.filter((r) => r.brsr_core).map((r) => String(r.cells.parameter));
    expect(core(energy)).toEqual([
      'Total energy consumed (A+B+C+D+E+F)',
      '% of energy consumed from renewable sources',
      expect.stringMatching(/^Energy intensity per rupee of turnover adjusted for Purchasing Power Parity/),
      'Energy intensity in terms of physical output',
    ]);
    expect(cells(energy, '% of energy consumed from renewable sources')).toMatchObject({ unit: '%', current: 12 });
    expect(cells(energy, /^Energy intensity \(optional\)/)).toMatchObject({
      unit: 'GJ per ₹ crore of turnover',
      current: Number((4499.9 / 1250).toPrecision(4)),
      previous: 'not provided',
    });
    expect(core(table(doc, 'ghg-scope-1-2'))).toHaveLength(4);
    expect(core(table(doc, 'ghg-scope-3'))).toEqual([]);
  });
});

describe('footing across every table of one report', () => {
  it('foots the factor table and the confidence bands to the scope totals the summary prints', () => {
    const base = sampleFigures({ report_type: 'ghg_protocol' });
    // Amounts whose lines, rounded alone, would miss the total by a kilogram.
    const odd = [0.4, 0.4, 0.4].map((kg, i) =>
      group({ scope: '1', activity_type: `fuel.test_${i}`, kg: 1000.4 + kg, activities: 1 }),
    );
    const disclosure = [...base.current.disclosure, ...odd];
    const scope1 = base.current.totals.by_scope['1'] + 3002.4;
    const figures: ReportFigures = {
      ...base,
      current: {
        ...base.current,
        disclosure,
        totals: totals({ ...base.current.totals.by_scope, '1': scope1 }, '2024-04-01', 89),
      },
      quality: {
        activities: 89,
        total_kg: scope1 + base.current.totals.by_scope['2'] + base.current.totals.by_scope['3'],
        spend_based_kg: 40_000,
        confidence: [
          { band: 'below 0.50', activities: 4, kg: 40_000.4 },
          { band: '0.50 to 0.69', activities: 25, kg: 12_345.678 },
          { band: '0.70 to 0.89', activities: 40, kg: 29_804.3 },
          { band: '0.90 and above', activities: 20, kg: 711_700 + 2088 - 0.4 + 0.1 },
        ],
        notices: [{ code: 'YEAR_FALLBACK', activities: 3 }],
      },
    };
    const doc = buildReport(figures);
    const summary = table(doc, 'summary-by-scope');
    const reportTotal = cells(summary, /^Total/).emissions as number;
    const kg = (values: unknown[]) => values.reduce<number>((a, v) => a + Math.round((v as number) * 1000), 0);
    for (const id of ['emission-factors', 'confidence']) {
      const t = table(doc, id);
      const key = 'emissions';
      const lines = t.rows.filter((r) => r.style === 'item').map((r) => r.cells[key]);
      const total = t.rows.find((r) => r.style === 'total')!.cells[key];
      expect(kg(lines), id).toBe(Math.round((total as number) * 1000));
      expect(total, id).toBe(reportTotal);
    }
  });
});

describe('no machine language in a filed document', () => {
  const docs = (['brsr', 'ghg_protocol', 'custom'] as const).map((type) => {
    const figures = sampleFigures({ report_type: type, group_by: type === 'custom' ? 'activity_type' : undefined });
    return buildReport({
      ...figures,
      quality: {
        activities: 86,
        total_kg: 1,
        spend_based_kg: 0,
        confidence: [{ band: '0.90 and above', activities: 86, kg: 1 }],
        notices: [{ code: 'YEAR_FALLBACK', activities: 3 }],
      },
    });
  });

  it('prints no activity code, notice code, API path, README, rollup version or raw ISO time', () => {
    for (const doc of docs) {
      const printed = lineItems(doc)
        .filter((line) => line.table !== 'Emission factors used')
        .flatMap((line) => [line.parameter, String(line.current ?? ''), line.text]);
      const prose = allNotes(doc);
      for (const text of [...printed, ...prose]) {
        expect(text).not.toMatch(/\b(fuel|refrigerant|travel|spend|vehicle)\.[a-z_]+/);
        expect(text).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
        expect(text).not.toMatch(/\/v1\/|README|rollup/i);
        expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
      }
    }
  });

  it('names custom report files by their grouping', () => {
    const period = { label: '2024-04-01 to 2024-06-30', start: '2024-04-01', end: '2024-06-30' };
    expect(reportFileName('custom', period, 'csv', 'fiscal_quarter')).toBe(
      'emissions-by-fiscal-quarter-2024-04-01_2024-06-30.csv',
    );
    expect(reportFileName('custom', period, 'pdf')).toBe('emissions-by-month-2024-04-01_2024-06-30.pdf');
    expect(reportFileName('brsr', reportPeriod('2024-04-01', '2025-03-31'), 'pdf')).toBe('brsr-p6-FY2024-25.pdf');
  });
});

describe('GHG Protocol base year without data', () => {
  const withBaseYear = (byScope: { '1': number; '2': number; '3': number }, activities: number) => {
    const figures = sampleFigures({ report_type: 'ghg_protocol' });
    figures.base_year = {
      period: reportPeriod('2023-04-01', '2024-03-31'),
      totals: totals(byScope, '2023-04-01', activities),
    };
    return table(buildReport(figures), 'base-year-emissions');
  };

  it('says "no data recorded" for a base year no activity is dated in, not 0.000', () => {
    const base = withBaseYear({ '1': 0, '2': 0, '3': 0 }, 0);
    expect(cells(base, 'Scope 1')).toMatchObject({ base: 'no data recorded', reported: 28.889 });
    expect(cells(base, 'Scope 3').base).toBe('no data recorded');
    expect(base.notes).toEqual([
      'FY2023-24: no data recorded (no activity is dated in the base year); its emissions are unknown, not zero.',
    ]);
  });

  it('states a recorded base year in tonnes, 0 where its activities emit nothing', () => {
    const base = withBaseYear({ '1': 1_000, '2': 0, '3': 0 }, 4);
    expect(cells(base, 'Scope 1').base).toBe(1);
    expect(cells(base, 'Scope 2 (location-based)').base).toBe(0);
    expect(base.notes).toEqual([]);
  });
});
