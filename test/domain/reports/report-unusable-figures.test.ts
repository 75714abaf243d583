import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../domain/reports/build-report.ts';
import { renderReport } from '../../../domain/reports/render/render-report.ts';
import { cells, sampleFigures, table } from './report-figures-fixture.ts';

/** A profile stored before PUT bounded its figures: every figure the same extreme value. */
const storedWith = (value: number, format: 'json' | 'csv' | 'excel' | 'pdf') =>
  sampleFigures(
    { format },
    {
      fiscal_years: {
        'FY2024-25': {
          revenue_from_operations_inr: value,
          ppp_conversion_factor: { value, source: 'IMF', year: 2024 },
          physical_output: { value, unit: 'tonne of cement' },
          optional_intensity: { value, unit: 'room-night' },
        },
      },
    },
  );

describe('a BRSR report over profile figures it cannot use', () => {
  it.each([1e-320, 1e308])(
    '%s: every format renders, and the intensity rows say the figure is not used',
    async (value) => {
      for (const format of ['json', 'csv', 'excel', 'pdf'] as const) {
        const doc = buildReport(storedWith(value, format));
        const rendered = await renderReport(doc, format);
        expect(rendered.body.length, format).toBeGreaterThan(0);
        const energy = table(doc, 'energy');
        for (const row of [/^Energy intensity per rupee of turnover \(/, /physical output/]) {
          expect(cells(energy, row).current).toMatch(
            /^not used: the profile's figure \(.+\) gives no usable intensity$/,
          );
        }
        // The previous year's profile is missing, not unusable.
        expect(cells(energy, /^Energy intensity per rupee of turnover \(/).previous).toBe('not provided');
      }
    },
  );
});
