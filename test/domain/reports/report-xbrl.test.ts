import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../domain/reports/build-report.ts';
import type { ReportDocument } from '../../../domain/reports/report-document.ts';
import { renderReport } from '../../../domain/reports/render/render-report.ts';
import { sampleFigures } from './report-figures-fixture.ts';

/** The element names of the taxonomy reference notes, §6 (backticked local names in its tables), kept in test/fixtures. */
function referenceElements(): Set<string> {
  const section = readFileSync(
    fileURLToPath(new URL('../../fixtures/brsr-xbrl-reference-elements.md', import.meta.url)),
    'utf8',
  );
  return new Set([...section.matchAll(/`([A-Z][A-Za-z0-9]+)`/g)].map((m) => m[1]!));
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

async function instanceOf(doc: ReportDocument) {
  const xml = (await renderReport(doc, 'xbrl')).body.toString('utf8');
  return { xml, root: parser.parse(xml)['xbrli:xbrl'] as Record<string, unknown> };
}

describe('BRSR XBRL instance', () => {
  const doc = buildReport(sampleFigures({ format: 'xbrl' }));

  it('is well-formed, refers to the entry point of the taxonomy version in the profile and names the company by its CIN', async () => {
    const { xml, root } = await instanceOf(doc);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(root['@_xmlns:in-capmkt']).toBe('https://www.sebi.gov.in/xbrl/2026-02-28/in-capmkt');
    expect(root['link:schemaRef']).toMatchObject({ '@_xlink:href': 'in-capmkt-ent-2026-02-28.xsd' });
    const contexts = list(root['xbrli:context'] as Record<string, any>[]);
    expect(contexts.map((c) => c['@_id'])).toEqual(['DCYMain', 'DPYMain']);
    for (const context of contexts)
      expect(context['xbrli:entity']['xbrli:identifier']).toEqual({
        '@_scheme': 'https://www.sebi.gov.in/in-capmkt/CorporateIdentityNumber',
        '#text': 'L26940MH1999PLC123456',
      });
    expect(contexts[0]!['xbrli:period']).toEqual({ 'xbrli:startDate': '2024-04-01', 'xbrli:endDate': '2025-03-31' });
    expect(contexts[1]!['xbrli:period']).toEqual({ 'xbrli:startDate': '2023-04-01', 'xbrli:endDate': '2024-03-31' });
  });

  it("gives every fact a context, every numeric fact a declared unit and decimals, with the reference's element names and the json report's values", async () => {
    const { root } = await instanceOf(doc);
    const json = JSON.parse((await renderReport(doc, 'json')).body.toString('utf8')) as ReportDocument;
    const expected = new Map<string, unknown>();
    const keyed = json.sections.flatMap((s) =>
      s.blocks.flatMap((b) => (b.kind === 'table' ? b.rows.filter((r) => r.key) : [])),
    );
    const contextIds = new Set(list(root['xbrli:context'] as { '@_id': string }[]).map((c) => c['@_id']));
    const unitIds = new Set(list(root['xbrli:unit'] as { '@_id': string }[]).map((u) => u['@_id']));
    const allowed = referenceElements();
    const facts = Object.entries(root).filter(([name]) => name.startsWith('in-capmkt:'));
    let numeric = 0;
    for (const [name, value] of facts) {
      const element = name.slice('in-capmkt:'.length);
      expect(allowed, element).toContain(element);
      for (const fact of list(value as Record<string, string>[])) {
        expect(contextIds).toContain(fact['@_contextRef']);
        if (fact['@_unitRef'] === undefined) continue;
        numeric += 1;
        expect(unitIds).toContain(fact['@_unitRef']);
        expect(fact['@_decimals']).toBe('INF');
        expected.set(`${element}|${fact['@_contextRef']}`, Number(fact['#text']));
      }
    }
    // Every figure is the json document's cell of the row the element stands for.
    const byElement = (element: string, context: 'DCYMain' | 'DPYMain') => expected.get(`${element}|${context}`);
    const row = (key: string) => keyed.find((r) => r.key === key)!.cells;
    expect(byElement('TotalScope1Emissions', 'DCYMain')).toBe(row('ei7.scope_1').current);
    expect(byElement('TotalScope1Emissions', 'DPYMain')).toBe(row('ei7.scope_1').previous);
    expect(byElement('TotalScope2Emissions', 'DCYMain')).toBe(row('ei7.scope_2').current);
    expect(byElement('TotalScope3Emissions', 'DCYMain')).toBe(row('li2.scope_3').current);
    expect(byElement('TotalEnergyConsumedFromRenewableAndNonRenewableSources', 'DCYMain')).toBe(
      row('ei1.total').current,
    );
    expect(byElement('TotalElectricityConsumptionFromRenewableSources', 'DPYMain')).toBe(row('ei1.A').previous);
    expect(byElement('TotalScope1AndScope2EmissionsIntensityPerRupeeOfTurnover', 'DCYMain')).toBe(
      row('ei7.intensity_inr').current,
    );
    // Cells that are not numbers ("not provided" for FY2023-24's turnover) are not facts.
    expect(row('ei7.intensity_inr').previous).toBe('not provided');
    expect(byElement('TotalScope1AndScope2EmissionsIntensityPerRupeeOfTurnover', 'DPYMain')).toBeUndefined();
    const numericCells = keyed.flatMap((r) => [r.cells.current, r.cells.previous]).filter((v) => typeof v === 'number');
    // The renewable share, the Scope 1+2 sum and market-based Scope 2 have no element in the taxonomy
    // reference; every other keyed number is a fact.
    const unmapped = ['ei1.renewable_share', 'ei7.scope_1_2', 'ei7.scope_2_market'].flatMap((key) => {
      const { current, previous } = keyed.find((r) => r.key === key)!.cells;
      return [current, previous].filter((v) => typeof v === 'number');
    });
    expect(numeric).toBe(numericCells.length - unmapped.length);
  });
});
