import { parameterColumn, numberColumn, row, scopeTonnes, textColumn } from './report-blocks.ts';
import type { FiledFigures, ReportPeriod, ReportSection, Restatement } from './report-document.ts';
import type { EmissionTotals } from './report-figures.ts';
import { humanDate } from './report-labels.ts';

/** What a report files for a period: its scope totals as printed (tonnes to the kilogram). */
export function filedFigures(totals: EmissionTotals): FiledFigures {
  const scopes = scopeTonnes(totals);
  return {
    scope_1_t: scopes['1'],
    scope_2_t: scopes['2'],
    scope_3_t: scopes['3'],
    total_t: Math.round(totals.total_kg) / 1000,
  };
}

/** The latest earlier completed report that filed figures for a period, and what changed since it read its data. */
export interface EarlierFiling {
  report: Restatement['earlier_report'];
  filed: FiledFigures;
  /** Why the figures may differ, in words (services/reports gathers it from the audit log). */
  reason: string;
}

const FIGURE_ORDER = ['scope_1_t', 'scope_2_t', 'scope_3_t', 'total_t'] as const;

const FIGURE_LABELS: Record<Restatement['figure'], string> = {
  scope_1_t: 'Scope 1',
  scope_2_t: 'Scope 2 (location-based)',
  scope_3_t: 'Scope 3',
  total_t: 'Total',
};

/** The earlier report in words (its id stays in the json's restatements, out of the printed document). */
const EARLIER_REPORT_NAMES: Record<Restatement['earlier_report']['report_type'], string> = {
  brsr: 'BRSR',
  ghg_protocol: 'GHG Protocol inventory',
  custom: 'Emissions report',
};

/** Which figures a period prints differently from what was filed for it. */
export const restatedFigures = (filed: FiledFigures, now: FiledFigures) =>
  FIGURE_ORDER.filter((figure) => filed[figure] !== now[figure]);

/** The figures of a period that differ from what an earlier report filed for it, each with old, new and reason. */
export function restatementsOf(period: ReportPeriod, now: FiledFigures, earlier: EarlierFiling): Restatement[] {
  return restatedFigures(earlier.filed, now).map((figure) => ({
    period,
    figure,
    previously_reported: earlier.filed[figure],
    now_reported: now[figure],
    // In kilograms first: tonnes to three decimals subtract with binary noise.
    difference: (Math.round(now[figure] * 1000) - Math.round(earlier.filed[figure] * 1000)) / 1000,
    earlier_report: earlier.report,
    reason: earlier.reason,
  }));
}

/** The restated figures as a section: period, figure, previously reported, now, difference, which report and why. */
export function restatementSection(restatements: readonly Restatement[]): ReportSection {
  return {
    id: 'restatements',
    title: 'Restatements of previously reported figures',
    short_title: 'Restatements',
    reference: null,
    blocks: [
      {
        kind: 'table',
        id: 'restatement-reconciliation',
        title: 'Reconciliation with earlier reports',
        columns: [
          parameterColumn('Figure'),
          textColumn('period', 'Period'),
          numberColumn('previously', 'Previously reported', 'tCO2e', null),
          numberColumn('now', 'Now reported', 'tCO2e', null),
          numberColumn('difference', 'Difference', 'tCO2e', null),
          textColumn('earlier', 'Earlier report'),
          textColumn('reason', 'Reason'),
        ],
        rows: restatements.map((r) =>
          row('item', {
            parameter: FIGURE_LABELS[r.figure],
            period: r.period.label,
            previously: r.previously_reported,
            now: r.now_reported,
            difference: r.difference,
            earlier: `${EARLIER_REPORT_NAMES[r.earlier_report.report_type]}, data read ${humanDate(r.earlier_report.read_at)}`,
            reason: r.reason,
          }),
        ),
        notes: [
          'An earlier completed report printed these figures for the same period; this report prints them as the data now stands.',
        ],
      },
    ],
  };
}
