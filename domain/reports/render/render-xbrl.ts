import { XMLBuilder } from 'fast-xml-parser';
import type { ReportDocument, ReportPeriod } from '../report-document.ts';
import type { RenderedReport } from './report-files.ts';

/**
 * A BRSR report's Principle 6 figures as an XBRL instance of SEBI's in-capmkt taxonomy: EI-1 energy
 * and intensities, EI-7 Scope 1 and 2 and intensities, LI-2 Scope 3 and intensities. Element names,
 * namespace pattern, entry-point schema, contexts (DCYMain / DPYMain, the CIN as entity identifier),
 * unit ids and decimals are those of the reference notes on the taxonomy (factors-2026-additions §6).
 * Every value is the document's own cell, so the instance cannot disagree with the other formats; a
 * cell that is not a number ("not provided", "no data recorded") is not reported as a fact.
 */

/** The document row key → the in-capmkt element and the unit its value is in. */
export const BRSR_XBRL_ELEMENTS: Record<string, { element: string; unit: UnitId }> = {
  'ei1.A': { element: 'TotalElectricityConsumptionFromRenewableSources', unit: 'Gigajoule' },
  'ei1.B': { element: 'TotalFuelConsumptionFromRenewableSources', unit: 'Gigajoule' },
  'ei1.C': { element: 'EnergyConsumptionThroughOtherSourcesFromRenewableSources', unit: 'Gigajoule' },
  'ei1.renewable': { element: 'TotalEnergyConsumedFromRenewableSources', unit: 'Gigajoule' },
  'ei1.D': { element: 'TotalElectricityConsumptionFromNonRenewableSources', unit: 'Gigajoule' },
  'ei1.E': { element: 'TotalFuelConsumptionFromNonRenewableSources', unit: 'Gigajoule' },
  'ei1.F': { element: 'EnergyConsumptionThroughOtherSourcesFromNonRenewableSources', unit: 'Gigajoule' },
  'ei1.non_renewable': { element: 'TotalEnergyConsumedFromNonRenewableSources', unit: 'Gigajoule' },
  'ei1.total': { element: 'TotalEnergyConsumedFromRenewableAndNonRenewableSources', unit: 'Gigajoule' },
  'ei1.intensity_inr': { element: 'EnergyIntensityPerRupeeOfTurnover', unit: 'GigajoulePerINR' },
  'ei1.intensity_ppp': {
    element: 'EnergyIntensityPerRupeeOfTurnoverAdjustingForPurchasingPowerParity',
    unit: 'GigajoulePerUSD',
  },
  'ei1.intensity_output': { element: 'EnergyIntensityInTermOfPhysicalOutput', unit: 'GigajoulePerUnitOfOutput' },
  'ei1.intensity_optional': {
    element: 'EnergyIntensityTheRelevantMetricMayBeSelectedByTheEntity',
    unit: 'GigajoulePerUnitOfOutput',
  },
  'ei7.scope_1': { element: 'TotalScope1Emissions', unit: 'MtCO2e' },
  'ei7.scope_2': { element: 'TotalScope2Emissions', unit: 'MtCO2e' },
  'ei7.intensity_inr': { element: 'TotalScope1AndScope2EmissionsIntensityPerRupeeOfTurnover', unit: 'MtCO2ePerINR' },
  'ei7.intensity_ppp': {
    element: 'TotalScope1AndScope2EmissionsIntensityPerRupeeOfTurnoverAdjustedForPurchasingPowerParity',
    unit: 'MtCO2ePerUSD',
  },
  'ei7.intensity_output': {
    element: 'TotalScope1AndScope2EmissionsIntensityInTermOfPhysicalOutput',
    unit: 'MtCO2ePerUnitOfOutput',
  },
  'ei7.intensity_optional': {
    element: 'TotalScope1AndScope2EmissionsIntensityTheRelevantMetricMayBeSelectedByTheEntity',
    unit: 'MtCO2ePerUnitOfOutput',
  },
  'li2.scope_3': { element: 'TotalScope3Emissions', unit: 'MtCO2e' },
  'li2.intensity_inr': { element: 'TotalScope3EmissionsPerRupeeOfTurnover', unit: 'MtCO2ePerINR' },
  'li2.intensity_optional': {
    element: 'TotalScope3EmissionIntensityTheRelevantMetricMayBeSelectedByTheEntity',
    unit: 'MtCO2ePerUnitOfOutput',
  },
};

/**
 * Units by the ids the reference gives (MtCO2e is metric tonnes, not million tonnes). The namespace
 * behind the Non-SI prefix is not published in the sources read; the XBRL Units Registry's is
 * declared for it. The PPP-adjusted intensities are per international dollar, stated as USD; the
 * physical-output and optional intensities are per unit of whatever the company names (pure).
 */
const UNITS = {
  Gigajoule: { measure: 'Non-SI:GJ' },
  MtCO2e: { measure: 'Non-SI:MtCO2e' },
  GigajoulePerINR: { numerator: 'Non-SI:GJ', denominator: 'iso4217:INR' },
  MtCO2ePerINR: { numerator: 'Non-SI:MtCO2e', denominator: 'iso4217:INR' },
  GigajoulePerUSD: { numerator: 'Non-SI:GJ', denominator: 'iso4217:USD' },
  MtCO2ePerUSD: { numerator: 'Non-SI:MtCO2e', denominator: 'iso4217:USD' },
  GigajoulePerUnitOfOutput: { numerator: 'Non-SI:GJ', denominator: 'xbrli:pure' },
  MtCO2ePerUnitOfOutput: { numerator: 'Non-SI:MtCO2e', denominator: 'xbrli:pure' },
} as const;
type UnitId = keyof typeof UNITS;

export const CIN_SCHEME = 'https://www.sebi.gov.in/in-capmkt/CorporateIdentityNumber';
export const inCapmktNamespace = (version: string) => `https://www.sebi.gov.in/xbrl/${version}/in-capmkt`;
export const entryPoint = (version: string) => `in-capmkt-ent-${version}.xsd`;

const CONTEXTS = { current: 'DCYMain', previous: 'DPYMain' } as const;

function unitXml(id: UnitId) {
  const unit = UNITS[id];
  return 'measure' in unit
    ? { '@_id': id, 'xbrli:measure': unit.measure }
    : {
        '@_id': id,
        'xbrli:divide': {
          'xbrli:unitNumerator': { 'xbrli:measure': unit.numerator },
          'xbrli:unitDenominator': { 'xbrli:measure': unit.denominator },
        },
      };
}

function contextXml(id: string, cin: string, period: ReportPeriod) {
  return {
    '@_id': id,
    'xbrli:entity': { 'xbrli:identifier': { '@_scheme': CIN_SCHEME, '#text': cin } },
    'xbrli:period': { 'xbrli:startDate': period.start, 'xbrli:endDate': period.end },
  };
}

export interface XbrlFact {
  element: string;
  context: string;
  unit: UnitId;
  value: number;
}

/** The numeric facts of the document: every keyed row's number, per year column. */
export function brsrFacts(doc: ReportDocument): XbrlFact[] {
  const facts: XbrlFact[] = [];
  for (const block of doc.sections.flatMap((s) => s.blocks)) {
    if (block.kind !== 'table') continue;
    for (const row of block.rows) {
      const mapped = row.key ? BRSR_XBRL_ELEMENTS[row.key] : undefined;
      if (!mapped) continue;
      for (const column of ['current', 'previous'] as const) {
        const value = row.cells[column];
        if (typeof value === 'number') facts.push({ ...mapped, context: CONTEXTS[column], value });
      }
    }
  }
  return facts;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});

/** The instance; a BRSR document without a CIN (its entity identifier) or a taxonomy version cannot be one. */
export function renderXbrl(doc: ReportDocument): RenderedReport {
  const version = doc.xbrl_taxonomy;
  const cin = doc.organization.cin;
  if (doc.report_type !== 'brsr' || !version)
    throw new Error('an XBRL instance is made of a BRSR report with its taxonomy version');
  if (!cin) throw new Error('an XBRL instance identifies the company by its CIN, and the profile has none');
  const facts = brsrFacts(doc);
  const contexts = [contextXml(CONTEXTS.current, cin, doc.period)];
  if (doc.comparison_period) contexts.push(contextXml(CONTEXTS.previous, cin, doc.comparison_period));
  const usedUnits = [...new Set(facts.map((f) => f.unit))].sort();
  const byElement = new Map<string, object[]>();
  const add = (element: string, fact: object) => byElement.set(element, [...(byElement.get(element) ?? []), fact]);
  const about: [string, string][] = [
    ['NameOfTheCompany', doc.organization.name],
    ['CorporateIdentityNumber', cin],
    ['DateOfStartOfFinancialYear', doc.period.start],
    ['DateOfEndOfFinancialYear', doc.period.end],
  ];
  if (doc.organization.reporting_boundary) about.push(['ReportingBoundary', doc.organization.reporting_boundary]);
  for (const [element, value] of about)
    add(`in-capmkt:${element}`, { '@_contextRef': CONTEXTS.current, '#text': value });
  for (const fact of facts)
    add(`in-capmkt:${fact.element}`, {
      '@_contextRef': fact.context,
      '@_unitRef': fact.unit,
      '@_decimals': 'INF',
      '#text': String(fact.value),
    });
  const instance = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'xbrli:xbrl': {
      '@_xmlns:xbrli': 'http://www.xbrl.org/2003/instance',
      '@_xmlns:link': 'http://www.xbrl.org/2003/linkbase',
      '@_xmlns:xlink': 'http://www.w3.org/1999/xlink',
      '@_xmlns:iso4217': 'http://www.xbrl.org/2003/iso4217',
      '@_xmlns:Non-SI': 'http://www.xbrl.org/2009/utr',
      '@_xmlns:in-capmkt': inCapmktNamespace(version),
      'link:schemaRef': { '@_xlink:type': 'simple', '@_xlink:href': entryPoint(version) },
      'xbrli:context': contexts,
      'xbrli:unit': usedUnits.map(unitXml),
      ...Object.fromEntries(byElement),
    },
  };
  return { body: Buffer.from(builder.build(instance) as string, 'utf8'), pages: null, sheets: null };
}
