import { fyOf } from '../calculation/fiscal-year.ts';
import { category3LineType } from '../calculation/category3.ts';
import {
  energyChart,
  energyRows,
  monthChart,
  numberColumn,
  parameterColumn,
  reportedScopes,
  row,
  scopeChart,
  scopeLabel,
  scopeTonnes,
  sumTonnes,
  TCO2E,
  TONNES,
} from './report-blocks.ts';
import type { ReportDocument, ReportSection } from './report-document.ts';
import { activityTypeLabel, boundaryLabel, humanDate, monthLabel } from './report-labels.ts';
import type { ReportFigures } from './report-figures.ts';
import type { CustomGrouping } from './report-request.ts';
import {
  energyTable,
  gasMatrix,
  type GroupedAmount,
  groupedTable,
  withMonthsWithoutData,
  methodologyText,
  reportDocument,
} from './report-sections.ts';

/** A custom report: the chosen scopes, grouped by month, fiscal quarter, activity type, location, data source, site or legal entity. */

const GROUPINGS: Record<CustomGrouping, { title: string; keyLabel: string }> = {
  month: { title: 'Emissions by month', keyLabel: 'Month' },
  fiscal_quarter: { title: 'Emissions by fiscal quarter', keyLabel: 'Fiscal quarter' },
  activity_type: { title: 'Emissions by activity type', keyLabel: 'Activity type' },
  location: { title: 'Emissions by location', keyLabel: 'Country / state' },
  source: { title: 'Emissions by data source', keyLabel: 'Source type / name' },
  site: { title: 'Emissions by site', keyLabel: 'Site (code and name)' },
  entity: { title: 'Emissions by legal entity', keyLabel: 'Legal entity' },
};

/** 'FY2024-25 Q1' (April-June) for a 'YYYY-MM' month. */
function fiscalQuarter(month: string): string {
  const quarter = Math.floor(((Number(month.slice(5, 7)) + 8) % 12) / 3) + 1;
  return `${fyOf(`${month}-01`).label} Q${quarter}`;
}

function groupedAmounts(figures: ReportFigures, grouping: CustomGrouping): GroupedAmount[] {
  const { totals, disclosure } = figures.current;
  const byMonth = (key: (month: string) => string) =>
    totals.months.flatMap((m) =>
      (['1', '2', '3'] as const).map((scope) => ({ key: key(m.month), scope, kg: m.by_scope[scope] })),
    );
  switch (grouping) {
    case 'month':
      return byMonth(monthLabel);
    case 'fiscal_quarter':
      return byMonth(fiscalQuarter);
    case 'activity_type':
      return [
        ...[...disclosure].map((g) => ({ type: g.activity_type, scope: g.scope, kg: g.kg })),
        // Category 3 counted in Scope 3 is a line of its own: the companion factor's type it was priced with.
        ...(figures.scope3_category3 === 'included'
          ? disclosure
              .filter((g) => g.scope !== '3' && g.category3_kg !== 0)
              .map((g) => ({ type: category3LineType(g.activity_type), scope: '3' as const, kg: g.category3_kg }))
          : []),
      ]
        .sort((a, b) => a.type.localeCompare(b.type))
        .map((g) => ({ key: activityTypeLabel(g.type), scope: g.scope, kg: g.kg }));
    case 'location':
    case 'source':
    case 'site':
    case 'entity':
      return figures.groups ?? [];
  }
}

export function buildCustomReport(figures: ReportFigures): ReportDocument {
  const { profile, request, current } = figures;
  const scopes = reportedScopes(request.include);
  const grouping = request.group_by ?? 'month';
  const s = scopeTonnes(current.totals);
  const energy = energyRows(current.disclosure);
  const { title, keyLabel } = GROUPINGS[grouping];
  const amounts = groupedAmounts(figures, grouping).filter((a) => scopes.includes(a.scope));
  const grouped = groupedTable('grouped-emissions', title, keyLabel, amounts, current.totals, scopes);

  const sections: ReportSection[] = [
    {
      id: 'overview',
      title: 'Overview',
      short_title: 'Overview',
      reference: null,
      blocks: [
        {
          kind: 'facts',
          id: 'overview-facts',
          title: 'Report',
          items: [
            { label: 'Company', value: profile.legal_name },
            { label: 'Period', value: `${humanDate(current.period.start)} to ${humanDate(current.period.end)}` },
            { label: 'Scopes', value: scopes.map(scopeLabel).join(', ') },
            { label: 'Grouped by', value: keyLabel.toLowerCase() },
            { label: 'Reporting boundary', value: boundaryLabel(profile.reporting_boundary) },
          ],
        },
        {
          kind: 'table',
          id: 'totals-by-scope',
          title: 'Emissions by scope',
          columns: [parameterColumn('Scope'), numberColumn('emissions', 'Emissions', TCO2E, TONNES, 'current')],
          rows: [
            ...scopes.map((scope) => row('item', { parameter: scopeLabel(scope), emissions: s[scope] })),
            row('total', { parameter: 'Total', emissions: sumTonnes(scopes.map((scope) => s[scope])) }),
          ],
          notes: [],
        },
        scopeChart('emissions-by-scope', [current], scopes),
        monthChart('emissions-by-month', current.totals, scopes),
      ],
    },
    {
      id: 'grouped',
      title,
      short_title: title.replace('Emissions by', 'By'),
      reference: null,
      blocks: [grouping === 'month' ? withMonthsWithoutData(grouped, current.coverage) : grouped],
    },
    {
      id: 'gases',
      title: 'Greenhouse gases',
      short_title: 'Greenhouse gases',
      reference: null,
      blocks: [
        gasMatrix(
          'gases-by-scope',
          current.disclosure,
          current.totals,
          scopes,
          figures.gwp_set,
          figures.scope3_category3,
        ),
      ],
    },
    {
      id: 'energy',
      title: 'Energy',
      short_title: 'Energy',
      reference: null,
      blocks: [energyTable('energy', energy), ...energyChart('energy-by-source', [{ period: current.period, energy }])],
    },
    {
      id: 'methodology',
      title: 'Methodology',
      short_title: 'Methodology',
      reference: null,
      blocks: [methodologyText(figures.gwp_set, [])],
    },
  ];
  return reportDocument(
    figures,
    {
      report_type: 'custom',
      title: 'Emissions report',
      subtitle: 'Emissions by scope for a chosen period and grouping',
    },
    sections,
  );
}
