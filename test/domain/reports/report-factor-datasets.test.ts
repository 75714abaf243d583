import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../domain/reports/build-report.ts';
import { reportFacts } from '../../../domain/reports/render/report-files.ts';
import { renderReport } from '../../../domain/reports/render/render-report.ts';
import { pdfText } from '../../support/report-files.ts';
import { group, sampleFigures, table } from './report-figures-fixture.ts';

/** The three datasets of the real-service dataset, as activities keep their factors' source and version. */
const DATASETS = [
  { id: 'cea.v21.in.electricity.fy2024-25', source: 'CEA CO2 Baseline Database v21.0 (2025)', version: 'v21.0' },
  {
    id: 'desnz.2024.gb.fuel.diesel',
    source: 'DESNZ GHG Conversion Factors 2024 v1.1 (2024)',
    version: '2024 v1.1',
  },
  { id: 'desnz.2025.in.hotel.room-night', source: 'DESNZ GHG Conversion Factors 2025 (2025)', version: '2025' },
  { id: 'india-ghg.road.2015', source: 'India GHG Program: Road Transport Emission Factors (2015)', version: '2015' },
];

function figures() {
  const f = sampleFigures({ report_type: 'ghg_protocol' });
  f.current.disclosure = DATASETS.map(({ id, source, version }, i) =>
    group({
      scope: i === 0 ? '2' : '1',
      activity_type: `type.${i}`,
      kg: 1000,
      factor: { id, value: 1, unit: 'kg CO2e/unit', source, version },
    }),
  );
  f.snapshot.factor_datasets = DATASETS.map(({ source, version }) => ({ source, version, activities: 1 }));
  return f;
}

describe('factor datasets as the report names them', () => {
  it('states each dataset once on the cover, without repeating its version or year', async () => {
    const doc = buildReport(figures());
    expect(reportFacts(doc).find((f) => f.label === 'Factor datasets')!.value).toBe(
      'CEA CO2 Baseline Database v21.0; DESNZ GHG Conversion Factors 2024 v1.1; DESNZ GHG Conversion Factors 2025; India GHG Program: Road Transport Emission Factors 2015',
    );
    const { text } = await pdfText((await renderReport(doc, 'pdf')).body);
    expect(text).not.toContain('(2024 v1.1)');
    expect(text).not.toContain('(v21.0)');
  });

  it('prints the source in the appendix without the version of the column beside it', () => {
    const appendix = table(buildReport(figures()), 'emission-factors');
    expect(appendix.rows.filter((r) => r.style === 'item').map((r) => [r.cells.source, r.cells.version])).toEqual([
      ['CEA CO2 Baseline Database', 'v21.0'],
      ['DESNZ GHG Conversion Factors', '2024 v1.1'],
      ['DESNZ GHG Conversion Factors', '2025'],
      ['India GHG Program: Road Transport Emission Factors', '2015'],
    ]);
  });
});
