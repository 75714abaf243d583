import type { FiscalYearFigures } from './company-profile.ts';
import type { NumberFormat } from './indian-number.ts';
import {
  ENERGY,
  energyChart,
  energyRows,
  GAS_LABELS,
  gasBreakup,
  GJ,
  INTENSITY,
  intensity,
  monthChart,
  NOT_PROVIDED,
  parameterColumn,
  periodColumns,
  row,
  scopeChart,
  scopeTonnes,
  sumTonnes,
  TCO2E,
  TONNES,
  unitColumn,
  type EnergyRows,
} from './report-blocks.ts';
import type { ReportCell, ReportDocument, ReportSection, TableBlock, TableRow } from './report-document.ts';
import { GASES, type PeriodFigures, type ReportFigures, type ScopeKey } from './report-figures.ts';
import { methodologyText, monthlyTable, reportDocument } from './report-sections.ts';
import { scope3ByCategory, scope3CategoryLabel } from './scope3-breakdown.ts';

/**
 * SEBI BRSR Section C, Principle 6 (SEBI/HO/CFD/CFD-SEC-2/P/CIR/2023/122, Annexure II): Essential
 * Indicators 1 (energy) and 7 (Scope 1 and 2), Leadership Indicator 2 (Scope 3), each with the
 * current and previous financial year side by side, row labels as in the format.
 */

interface Year {
  figures: PeriodFigures;
  profile: FiscalYearFigures | null;
  energy: EnergyRows;
}

const ASSURANCE_TYPES = {
  assessment: 'independent assessment',
  limited_assurance: 'limited assurance',
  reasonable_assurance: 'reasonable assurance',
};

const ASSURANCE_QUESTION =
  'Independent assessment / evaluation / assurance carried out by an external agency? (Y/N) If yes, name of the external agency.';

function assurance(year: Year): ReportCell {
  const given = year.profile?.assurance;
  if (given === undefined) return NOT_PROVIDED;
  return given ? `Y: ${given.provider} (${ASSURANCE_TYPES[given.type]})` : 'N';
}

/** Revenue from operations adjusted for PPP: INR divided by the PPP conversion factor (INR per international dollar). */
function pppRevenue(year: Year): number | null {
  const revenue = year.profile?.revenue_from_operations_inr;
  const ppp = year.profile?.ppp_conversion_factor;
  return revenue && ppp ? revenue / ppp.value : null;
}

/** Intensity per physical output; a year whose output is in another unit than the current year's is not comparable. */
function perOutput(value: number, year: Year, unit: string | undefined): ReportCell {
  const output = year.profile?.physical_output;
  if (!output) return NOT_PROVIDED;
  if (output.unit !== unit) return `not comparable (output in ${output.unit})`;
  return intensity(value, output.value);
}

class YearTable {
  readonly rows: TableRow[] = [];
  constructor(private readonly years: Year[]) {}

  add(
    style: TableRow['style'],
    parameter: string,
    unit: string | null,
    value: ((year: Year) => ReportCell) | null,
    format: NumberFormat | null = null,
  ) {
    const cells: Record<string, ReportCell> = { parameter, unit };
    if (value) {
      cells.current = value(this.years[0]);
      if (this.years[1]) cells.previous = value(this.years[1]);
    }
    this.rows.push(row(style, cells, format));
  }

  /** The three intensity rows BRSR asks for (per rupee, PPP-adjusted, per physical output) and the assurance row. */
  intensities(of: string, unit: string, total: (year: Year) => number, includePppAndOutput = true) {
    const outputUnit = this.years.find((y) => y.profile?.physical_output)?.profile?.physical_output?.unit;
    this.add(
      'item',
      `${of} intensity per rupee of turnover (${of} / Revenue from operations)`,
      `${unit} per INR`,
      (y) => intensity(total(y), y.profile?.revenue_from_operations_inr),
      INTENSITY,
    );
    if (includePppAndOutput) {
      this.add(
        'item',
        `${of} intensity per rupee of turnover adjusted for Purchasing Power Parity (PPP) (${of} / Revenue from operations adjusted for PPP)`,
        `${unit} per international $ (PPP)`,
        (y) => intensity(total(y), pppRevenue(y)),
        INTENSITY,
      );
      this.add(
        'item',
        `${of} intensity in terms of physical output`,
        outputUnit ? `${unit} per ${outputUnit}` : `${unit} per unit of output`,
        (y) => perOutput(total(y), y, outputUnit),
        INTENSITY,
      );
    }
  }

  assurance() {
    this.add('item', ASSURANCE_QUESTION, null, assurance);
  }

  table(id: string, title: string, notes: string[]): TableBlock {
    const [current, previous] = this.years;
    return {
      kind: 'table',
      id,
      title,
      columns: [
        parameterColumn(),
        unitColumn(),
        ...periodColumns(current.figures.period, previous?.figures.period ?? null, null),
      ],
      rows: this.rows,
      notes,
    };
  }
}

function energySection(years: Year[]): ReportSection {
  const t = new YearTable(years);
  const e = (key: keyof EnergyRows) => (y: Year) => y.energy[key];
  t.add('heading', 'From renewable sources', null, null);
  t.add('sub_item', 'Total electricity consumption (A)', GJ, e('A'), ENERGY);
  t.add('sub_item', 'Total fuel consumption (B)', GJ, e('B'), ENERGY);
  t.add('sub_item', 'Energy consumption through other sources (C)', GJ, e('C'), ENERGY);
  t.add('subtotal', 'Total energy consumed from renewable sources (A+B+C)', GJ, e('renewable'), ENERGY);
  t.add('heading', 'From non-renewable sources', null, null);
  t.add('sub_item', 'Total electricity consumption (D)', GJ, e('D'), ENERGY);
  t.add('sub_item', 'Total fuel consumption (E)', GJ, e('E'), ENERGY);
  t.add('sub_item', 'Energy consumption through other sources (F)', GJ, e('F'), ENERGY);
  t.add('subtotal', 'Total energy consumed from non-renewable sources (D+E+F)', GJ, e('non_renewable'), ENERGY);
  t.add('total', 'Total energy consumed (A+B+C+D+E+F)', GJ, e('total'), ENERGY);
  t.intensities('Energy', GJ, (y) => y.energy.total);
  t.assurance();
  return {
    id: 'brsr-p6-ei1',
    title: 'Essential Indicator 1: Details of total energy consumption (in Joules or multiples) and energy intensity',
    short_title: 'EI-1 Energy',
    reference: 'BRSR Section C, Principle 6, Essential Indicator 1',
    blocks: [
      t.table('energy', 'Energy consumption and intensity', [
        'Energy = fuel quantity x calorific value, electricity kWh x 0.0036 GJ. Travel, hotel stays, spend and refrigerants are not energy consumed by the entity and are not counted.',
        'Electricity is renewable only when its source is named (captive solar or wind, a green tariff or PPA with certificates); grid electricity is non-renewable.',
      ]),
      energyChart(
        'energy-by-source',
        years.map((y) => ({ period: y.figures.period, energy: y.energy })),
      ),
    ],
  };
}

/** A scope's total row and its gas break-up rows (the format's "Break-up of the GHG into CO2, CH4, ..."). */
function scopeRows(t: YearTable, years: Year[], scope: ScopeKey) {
  const breakups = new Map(
    years.map((y) => [y, gasBreakup(y.figures.disclosure, scope, scopeTonnes(y.figures.totals)[scope])]),
  );
  t.add(
    'subtotal',
    `Total Scope ${scope} emissions (Break-up of the GHG into CO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if available)`,
    TCO2E,
    (y) => scopeTonnes(y.figures.totals)[scope],
    TONNES,
  );
  for (const gas of GASES)
    t.add('sub_item', `of which ${GAS_LABELS[gas]}`, TCO2E, (y) => breakups.get(y)!.gases[gas], TONNES);
  t.add(
    'sub_item',
    'not broken up by gas (no per-gas figure published)',
    TCO2E,
    (y) => breakups.get(y)!.not_split,
    TONNES,
  );
  return years.flatMap((y) => {
    const co2Only = breakups.get(y)!.co2_only;
    return co2Only > 0
      ? [
          `${y.figures.period.label}: ${co2Only} tCO2e of Scope ${scope} is from CO2-only factors (CEA grid, India GHG Program), which exclude CH4 and N2O.`,
        ]
      : [];
  });
}

const scope12 = (y: Year) => {
  const s = scopeTonnes(y.figures.totals);
  return sumTonnes([s['1'], s['2']]);
};

function ghgSection(years: Year[], figures: ReportFigures): ReportSection {
  const t = new YearTable(years);
  const notes = [...scopeRows(t, years, '1'), ...scopeRows(t, years, '2')];
  t.add('subtotal', 'Total Scope 1 and Scope 2 emissions', TCO2E, scope12, TONNES);
  t.intensities('Total Scope 1 and Scope 2 emissions', TCO2E, scope12);
  t.assurance();
  const current = years[0].figures;
  return {
    id: 'brsr-p6-ei7',
    title:
      'Essential Indicator 7: Details of greenhouse gas emissions (Scope 1 and Scope 2 emissions) and its intensity',
    short_title: 'EI-7 Scope 1 and 2',
    reference: 'BRSR Section C, Principle 6, Essential Indicator 7',
    blocks: [
      t.table('ghg-scope-1-2', 'Scope 1 and Scope 2 emissions and intensity', [
        'Scope 2 is location-based (grid average factors); no market-based figure is reported because no contractual instruments are recorded.',
        ...notes,
      ]),
      scopeChart(
        'emissions-by-scope',
        years.map((y) => y.figures),
        figures.request.include.scope_3 ? ['1', '2', '3'] : ['1', '2'],
      ),
      monthChart('emissions-by-month', current.totals, figures.request.include.scope_3 ? ['1', '2', '3'] : ['1', '2']),
    ],
  };
}

function scope3Section(years: Year[]): ReportSection {
  const t = new YearTable(years);
  const notes = scopeRows(t, years, '3');
  t.intensities('Total Scope 3 emissions', TCO2E, (y) => scopeTonnes(y.figures.totals)['3'], false);
  t.assurance();
  const categories = new Map(
    years.map((y) => [y, scope3ByCategory(y.figures.disclosure, scopeTonnes(y.figures.totals)['3'])]),
  );
  const byCategory = new YearTable(years);
  for (const [i, { category }] of categories.get(years[0])!.entries()) {
    if (category === null && years.every((y) => categories.get(y)![i].activities === 0)) continue;
    const label = category === null ? 'Without a category' : scope3CategoryLabel(category);
    byCategory.add(
      'item',
      label,
      TCO2E,
      (y) => {
        const entry = categories.get(y)![i];
        return entry.activities > 0 ? entry.tonnes : 'not reported';
      },
      TONNES,
    );
  }
  return {
    id: 'brsr-p6-li2',
    title: 'Leadership Indicator 2: Details of Scope 3 emissions and its intensity',
    short_title: 'LI-2 Scope 3',
    reference: 'BRSR Section C, Principle 6, Leadership Indicator 2',
    blocks: [
      t.table('ghg-scope-3', 'Scope 3 emissions and intensity', notes),
      byCategory.table('scope-3-categories', 'Scope 3 emissions by GHG Protocol category', [
        '"not reported": no activity of the category was recorded for the year.',
      ]),
    ],
  };
}

export function buildBrsrReport(figures: ReportFigures): ReportDocument {
  const periods = [figures.current, ...(figures.previous ? [figures.previous] : [])];
  const years: Year[] = periods.map((p) => ({
    figures: p,
    profile: figures.profile.fiscal_years[p.period.label] ?? null,
    energy: energyRows(p.disclosure),
  }));
  const { profile, request } = figures;
  const scopes: ScopeKey[] = request.include.scope_3 ? ['1', '2', '3'] : ['1', '2'];
  const sections: ReportSection[] = [
    {
      id: 'entity',
      title: 'Details of the listed entity',
      short_title: 'Entity',
      reference: 'BRSR Section A',
      blocks: [
        {
          kind: 'facts',
          id: 'entity-details',
          title: 'Listed entity',
          items: [
            { label: 'Name of the listed entity', value: profile.legal_name },
            { label: 'Corporate Identity Number (CIN)', value: profile.cin ?? NOT_PROVIDED },
            { label: 'Sector', value: profile.sector ?? NOT_PROVIDED },
            { label: 'Reporting boundary', value: profile.reporting_boundary ?? NOT_PROVIDED },
            {
              label: 'Financial year for which reporting is being done',
              value: `${figures.current.period.label} (${figures.current.period.start} to ${figures.current.period.end})`,
            },
            ...(figures.previous ? [{ label: 'Previous financial year', value: figures.previous.period.label }] : []),
          ],
        },
      ],
    },
    energySection(years),
    ghgSection(years, figures),
  ];
  if (request.include.scope_3) sections.push(scope3Section(years));
  sections.push({
    id: 'supporting-data',
    title: 'Supporting data',
    short_title: 'Supporting data',
    reference: null,
    blocks: [
      monthlyTable('monthly-emissions', figures.current.totals, scopes),
      methodologyText([
        'Revenue from operations, the PPP conversion factor, physical output and assurance are taken from the company profile for each financial year; a missing one makes its cell say "not provided".',
        'Intensity adjusted for PPP divides revenue from operations by the PPP conversion factor (INR per international dollar) before dividing the emissions or energy by it.',
      ]),
    ],
  });
  return reportDocument(
    figures,
    {
      report_type: 'brsr',
      title: 'Business Responsibility and Sustainability Report: Principle 6 (Environment)',
      subtitle:
        'SEBI BRSR Section C, Principle 6: Businesses should respect and make efforts to protect and restore the environment',
    },
    sections,
  );
}
