import type { FiscalYearFigures } from './company-profile.ts';
import { locationCountsTable } from './facility-tables.ts';
import type { NumberFormat } from './indian-number.ts';
import { coverageNote, hasData, NO_DATA } from './period-coverage.ts';
import {
  category3Note,
  category3Status,
  CATEGORY3_METHOD,
  co2OnlyNote,
  notSplitNote,
  category3NotSplitNote,
  scope2MethodNote,
} from './report-caveats.ts';
import {
  ENERGY,
  energyChart,
  energyRows,
  GAS_LABELS,
  gasBreakup,
  GJ,
  INTENSITY,
  intensity,
  marketScope2Tonnes,
  monthChart,
  NOT_PROVIDED,
  parameterColumn,
  percentOf,
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
import type {
  ReportBlock,
  ReportCell,
  ReportDocument,
  ReportSection,
  TableBlock,
  TableRow,
} from './report-document.ts';
import { GASES, type PeriodFigures, type ReportFigures, type ScopeKey } from './report-figures.ts';
import { coverageTable, methodologyText, monthlyTable, reportDocument } from './report-sections.ts';
import { boundaryLabel, humanDate } from './report-labels.ts';
import { scope3ByCategory, scope3CategoryLabel } from './scope3-breakdown.ts';

/**
 * SEBI BRSR Section C, Principle 6 (SEBI/HO/CFD/CFD-SEC-2/P/CIR/2023/122, Annexure II): Essential
 * Indicators 1 (energy) and 7 (Scope 1 and 2), Leadership Indicator 2 (Scope 3), each with the
 * current and previous financial year side by side, row labels as in the format, BRSR Core rows
 * (Annexure I) marked. A year without data says "no data recorded" rather than zero.
 */

interface Year {
  figures: PeriodFigures;
  profile: FiscalYearFigures | null;
  energy: EnergyRows;
  /** Whether any activity is dated in the year: without one its figures are unknown, not zero. */
  recorded: boolean;
}

const ASSURANCE_TYPES = {
  assessment: 'independent assessment',
  limited_assurance: 'limited assurance',
  reasonable_assurance: 'reasonable assurance',
};

const ASSURANCE_QUESTION =
  'Independent assessment / evaluation / assurance carried out by an external agency? (Y/N) If yes, name of the external agency.';

/** Which indicators an assurance statement may stand under: BRSR Core ones (EI-1, EI-7) or every one. */
type Indicator = 'brsr_core' | 'leadership';

function assurance(year: Year, indicator: Indicator): ReportCell {
  const given = year.profile?.assurance;
  if (given === undefined) return NOT_PROVIDED;
  if (!given) return 'N';
  if (indicator === 'leadership' && given.covers === 'brsr_core')
    return `N: the ${ASSURANCE_TYPES[given.type]} by ${given.provider} covers the BRSR Core indicators only`;
  return `Y: ${given.provider} (${ASSURANCE_TYPES[given.type]})`;
}

/** Revenue from operations adjusted for PPP: INR divided by the PPP conversion factor (INR per international dollar). */
function pppRevenue(year: Year): number | null {
  const revenue = year.profile?.revenue_from_operations_inr;
  const ppp = year.profile?.ppp_conversion_factor;
  return revenue && ppp ? revenue / ppp.value : null;
}

/** Intensity per a unit the current year names; a year whose unit differs is not comparable. */
function perUnit(value: number, given: { value: number; unit: string } | null | undefined, unit: string | undefined) {
  if (!given) return NOT_PROVIDED;
  if (given.unit !== unit) return `not comparable (in ${given.unit})`;
  return intensity(value, given.value);
}

interface RowOptions {
  /** The row's stable name (TableRow.key). */
  key?: string;
  format?: NumberFormat | null;
  /** The figure comes from activities: a year without any says "no data recorded". */
  measured?: boolean;
  brsrCore?: boolean;
}

class YearTable {
  readonly rows: TableRow[] = [];
  constructor(private readonly years: Year[]) {}

  add(
    style: TableRow['style'],
    parameter: string,
    unit: string | null,
    value: ((year: Year) => ReportCell) | null,
    { key, format = null, measured = true, brsrCore = false }: RowOptions = {},
  ) {
    const cells: Record<string, ReportCell> = { parameter, unit };
    const cell = (year: Year) => (measured && !year.recorded ? NO_DATA : value!(year));
    if (value) {
      cells.current = cell(this.years[0]);
      if (this.years[1]) cells.previous = cell(this.years[1]);
    }
    this.rows.push({ ...row(style, cells, format, brsrCore), key: key ?? null });
  }

  /** The intensity rows BRSR asks for (per rupee, PPP-adjusted, per physical output, optional); PPP and output are Core where the total is. */
  intensities(
    key: string,
    of: string,
    unit: string,
    total: (year: Year) => number,
    core: boolean,
    pppAndOutput = true,
  ) {
    const unitOf = (pick: (p: FiscalYearFigures) => { unit: string } | null) =>
      this.years.map((y) => (y.profile ? pick(y.profile) : null)).find((given) => given)?.unit;
    const outputUnit = unitOf((p) => p.physical_output);
    const optionalUnit = unitOf((p) => p.optional_intensity);
    this.add(
      'item',
      `${of} intensity per rupee of turnover (${of} / Revenue from operations)`,
      `${unit} per INR`,
      (y) => intensity(total(y), y.profile?.revenue_from_operations_inr),
      { key: `${key}.intensity_inr`, format: INTENSITY },
    );
    if (pppAndOutput) {
      this.add(
        'item',
        `${of} intensity per rupee of turnover adjusted for Purchasing Power Parity (PPP) (${of} / Revenue from operations adjusted for PPP)`,
        `${unit} per international $ (PPP)`,
        (y) => intensity(total(y), pppRevenue(y)),
        { key: `${key}.intensity_ppp`, format: INTENSITY, brsrCore: core },
      );
      this.add(
        'item',
        `${of} intensity in terms of physical output`,
        outputUnit ? `${unit} per ${outputUnit}` : `${unit} per unit of output`,
        (y) => perUnit(total(y), y.profile?.physical_output, outputUnit),
        { key: `${key}.intensity_output`, format: INTENSITY, brsrCore: core },
      );
    }
    if (optionalUnit)
      this.add(
        'item',
        `${of} intensity (optional): the relevant metric may be selected by the entity`,
        `${unit} per ${optionalUnit}`,
        (y) => perUnit(total(y), y.profile?.optional_intensity, optionalUnit),
        { key: `${key}.intensity_optional`, format: INTENSITY },
      );
  }

  assurance(indicator: Indicator) {
    this.add('item', ASSURANCE_QUESTION, null, (y) => assurance(y, indicator), { measured: false });
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

/** Each year's coverage note (none when every year is fully covered). */
const coverageNotes = (years: Year[]) =>
  years.flatMap((y) => coverageNote(y.figures.period.label, y.figures.coverage) ?? []);

const CORE_NOTE = "Rows marked BRSR Core are the Core indicators of SEBI's BRSR Core (Annexure I).";

/** Charts draw only years with data: a year without any is not a year of zero bars. */
const charted = (years: Year[]) => years.filter((y) => y.recorded);

function energySection(years: Year[]): ReportSection {
  const t = new YearTable(years);
  const e = (key: keyof EnergyRows) => (y: Year) => y.energy[key];
  const energy = (key: string) => ({ key: `ei1.${key}`, format: ENERGY });
  t.add('heading', 'From renewable sources', null, null);
  t.add('sub_item', 'Total electricity consumption (A)', GJ, e('A'), energy('A'));
  t.add('sub_item', 'Total fuel consumption (B)', GJ, e('B'), energy('B'));
  t.add('sub_item', 'Energy consumption through other sources (C)', GJ, e('C'), energy('C'));
  t.add('subtotal', 'Total energy consumed from renewable sources (A+B+C)', GJ, e('renewable'), energy('renewable'));
  t.add('heading', 'From non-renewable sources', null, null);
  t.add('sub_item', 'Total electricity consumption (D)', GJ, e('D'), energy('D'));
  t.add('sub_item', 'Total fuel consumption (E)', GJ, e('E'), energy('E'));
  t.add('sub_item', 'Energy consumption through other sources (F)', GJ, e('F'), energy('F'));
  t.add(
    'subtotal',
    'Total energy consumed from non-renewable sources (D+E+F)',
    GJ,
    e('non_renewable'),
    energy('non_renewable'),
  );
  t.add('total', 'Total energy consumed (A+B+C+D+E+F)', GJ, e('total'), { ...energy('total'), brsrCore: true });
  t.add(
    'item',
    '% of energy consumed from renewable sources',
    '%',
    (y) => percentOf(y.energy.renewable, y.energy.total),
    { key: 'ei1.renewable_share', format: { decimals: 2 }, brsrCore: true },
  );
  t.intensities('ei1', 'Energy', GJ, (y) => y.energy.total, true);
  t.assurance('brsr_core');
  const blocks: ReportBlock[] = [
    t.table('energy', 'Energy consumption and intensity', [
      'Energy = fuel quantity x calorific value, electricity kWh x 0.0036 GJ. Travel, hotel stays, spend and refrigerants are not energy consumed by the entity and are not counted.',
      'Electricity is renewable only when its source is named (captive solar or wind, a green tariff or PPA with certificates); grid electricity is non-renewable.',
      CORE_NOTE,
      ...coverageNotes(years),
    ]),
  ];
  blocks.push(
    ...energyChart(
      'energy-by-source',
      charted(years).map((y) => ({ period: y.figures.period, energy: y.energy })),
    ),
  );
  return {
    id: 'brsr-p6-ei1',
    title: 'Essential Indicator 1: Details of total energy consumption (in Joules or multiples) and energy intensity',
    short_title: 'EI-1 Energy',
    reference: 'BRSR Section C, Principle 6, Essential Indicator 1',
    blocks,
  };
}

/** Activities of a scope in a year: a scope without any has no figure to state. */
const scopeActivities = (y: Year, scope: ScopeKey) =>
  y.figures.disclosure.filter((g) => g.scope === scope).reduce((n, g) => n + g.activities, 0);

/** A scope's total row and its gas break-up rows (the format's "Break-up of the GHG into CO2, CH4, ..."). */
function scopeRows(
  t: YearTable,
  key: string,
  years: Year[],
  scope: ScopeKey,
  brsrCore: boolean,
  category3: ReportFigures['scope3_category3'],
): string[] {
  const breakups = new Map(
    years.map((y) => [y, gasBreakup(y.figures.disclosure, scope, scopeTonnes(y.figures.totals)[scope], category3)]),
  );
  const inScope = (value: (y: Year) => ReportCell) => (y: Year) => (scopeActivities(y, scope) > 0 ? value(y) : NO_DATA);
  t.add(
    'subtotal',
    `Total Scope ${scope} emissions (Break-up of the GHG into CO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if available)`,
    TCO2E,
    inScope((y) => scopeTonnes(y.figures.totals)[scope]),
    { key: `${key}.scope_${scope}`, format: TONNES, brsrCore },
  );
  for (const gas of GASES)
    t.add(
      'sub_item',
      `of which ${GAS_LABELS[gas]}`,
      TCO2E,
      inScope((y) => breakups.get(y)!.gases[gas]),
      { format: TONNES },
    );
  t.add(
    'sub_item',
    'not broken up by gas',
    TCO2E,
    inScope((y) => breakups.get(y)!.not_split),
    { format: TONNES },
  );
  return years.flatMap((y) => {
    const label = `${y.figures.period.label}: `;
    const notes = [
      co2OnlyNote(label, scope, breakups.get(y)!.co2_only),
      y.recorded ? notSplitNote(label, y.figures.disclosure, scope) : null,
      category3NotSplitNote(label, breakups.get(y)!.category3),
    ];
    return notes.filter((note) => note !== null);
  });
}

const scope12 = (y: Year) => {
  const s = scopeTonnes(y.figures.totals);
  return sumTonnes([s['1'], s['2']]);
};

function ghgSection(years: Year[], figures: ReportFigures): ReportSection {
  const t = new YearTable(years);
  const notes = [
    ...scopeRows(t, 'ei7', years, '1', true, figures.scope3_category3),
    ...scopeRows(t, 'ei7', years, '2', true, figures.scope3_category3),
  ];
  // BRSR asks for the CEA grid (location-based) figure; the market-based one is stated beside it, outside the totals.
  t.add(
    'item',
    'Total Scope 2 emissions, market-based (GHG Protocol Scope 2 Guidance; for information, not in the totals)',
    TCO2E,
    (y) => (scopeActivities(y, '2') > 0 ? marketScope2Tonnes(y.figures.totals) : NO_DATA),
    { key: 'ei7.scope_2_market', format: TONNES },
  );
  t.add('subtotal', 'Total Scope 1 and Scope 2 emissions', TCO2E, scope12, { key: 'ei7.scope_1_2', format: TONNES });
  t.intensities('ei7', 'Total Scope 1 and Scope 2 emissions', TCO2E, scope12, true);
  t.assurance('brsr_core');
  const current = years[0].figures;
  const scopes: ScopeKey[] = figures.request.include.scope_3 ? ['1', '2', '3'] : ['1', '2'];
  const blocks: ReportBlock[] = [
    t.table('ghg-scope-1-2', 'Scope 1 and Scope 2 emissions and intensity', [
      scope2MethodNote(current.disclosure, current.totals.market),
      ...notes,
      CORE_NOTE,
      ...coverageNotes(years),
    ]),
  ];
  const drawn = charted(years);
  if (drawn.length > 0) {
    blocks.push(
      scopeChart(
        'emissions-by-scope',
        drawn.map((y) => y.figures),
        scopes,
      ),
    );
  }
  if (years[0].recorded) blocks.push(monthChart('emissions-by-month', current.totals, scopes));
  return {
    id: 'brsr-p6-ei7',
    title:
      'Essential Indicator 7: Details of greenhouse gas emissions (Scope 1 and Scope 2 emissions) and its intensity',
    short_title: 'EI-7 Scope 1 and 2',
    reference: 'BRSR Section C, Principle 6, Essential Indicator 7',
    blocks,
  };
}

function scope3Section(years: Year[], category3: ReportFigures['scope3_category3']): ReportSection {
  const t = new YearTable(years);
  const notes = scopeRows(t, 'li2', years, '3', false, category3);
  t.intensities('li2', 'Total Scope 3 emissions', TCO2E, (y) => scopeTonnes(y.figures.totals)['3'], false, false);
  t.assurance('leadership');
  const categories = new Map(
    years.map((y) => [y, scope3ByCategory(y.figures.disclosure, scopeTonnes(y.figures.totals)['3'], category3)]),
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
        if (entry.activities > 0) return entry.tonnes;
        return category === 3 ? category3Status(y.figures.disclosure, category3) : 'not reported';
      },
      { format: TONNES },
    );
  }
  const statuses = new Set(
    years.filter((y) => y.recorded).map((y) => category3Status(y.figures.disclosure, category3)),
  );
  return {
    id: 'brsr-p6-li2',
    title: 'Leadership Indicator 2: Details of Scope 3 emissions and its intensity',
    short_title: 'LI-2 Scope 3',
    reference: 'BRSR Section C, Principle 6, Leadership Indicator 2',
    blocks: [
      t.table('ghg-scope-3', 'Scope 3 emissions and intensity', [
        'Scope 3 is a leadership indicator, not a BRSR Core indicator.',
        ...notes,
        ...coverageNotes(years),
      ]),
      byCategory.table('scope-3-categories', 'Scope 3 emissions by GHG Protocol category', [
        '"not reported": no activity of the category was recorded for the year.',
        ...[...statuses].flatMap(category3Note),
        ...(statuses.has('reported') ? [CATEGORY3_METHOD] : []),
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
    recorded: hasData(p.coverage),
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
            {
              label: 'Reporting boundary',
              value: boundaryLabel(profile.reporting_boundary),
            },
            {
              label: 'Financial year for which reporting is being done',
              value: `${figures.current.period.label} (${humanDate(figures.current.period.start)} to ${humanDate(figures.current.period.end)})`,
            },
            ...(figures.previous ? [{ label: 'Previous financial year', value: figures.previous.period.label }] : []),
          ],
        },
        locationCountsTable(figures.sites),
        coverageTable('data-coverage', periods),
      ],
    },
    energySection(years),
    ghgSection(years, figures),
  ];
  if (request.include.scope_3) sections.push(scope3Section(years, figures.scope3_category3));
  sections.push({
    id: 'supporting-data',
    title: 'Supporting data',
    short_title: 'Supporting data',
    reference: null,
    blocks: [
      monthlyTable('monthly-emissions', figures.current.totals, scopes, figures.current.coverage),
      methodologyText(figures.gwp_set, [
        'Revenue from operations, the PPP conversion factor, physical output, the optional intensity metric and assurance are taken from the company profile for each financial year; a missing one makes its cell say "not provided".',
        'Intensity adjusted for PPP divides revenue from operations by the PPP conversion factor (INR per international dollar) before dividing the emissions or energy by it.',
        'A year in which no activity is dated says "no data recorded": its emissions and energy are unknown, not zero.',
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
