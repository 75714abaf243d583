/**
 * What a filed document calls the service's codes: activity types ('fuel.natural_gas' is "Natural
 * gas (fuel combustion)") and calculation notices ('YEAR_FALLBACK' is explained in a sentence). A
 * document never prints a code a reader would have to look up.
 */

const WORDS: Record<string, string> = {
  lpg: 'LPG',
  cng: 'CNG',
  ldv: 'light-duty',
  mdv: 'medium-duty',
  hdv: 'heavy-duty',
  r32: 'R-32',
  r125: 'R-125',
  r134a: 'R-134a',
  r410a: 'R-410A',
  r22: 'R-22 (HCFC-22)',
  sf6: 'SF6',
  nf3: 'NF3',
  it: 'IT',
};

const words = (part: string) =>
  part
    .split('_')
    .map((word) => WORDS[word] ?? word)
    .join(' ');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** By family: how the rest of the type reads, and what the family adds in brackets. */
const FAMILY_LABELS: Record<string, (rest: string[]) => string> = {
  electricity: () => 'Purchased electricity',
  fuel: (rest) => `${capitalised(words(rest.join(' ')))} (fuel combustion)`,
  vehicle: (rest) => `Company ${rest.map(words).join(', ')}`.replace('three wheeler', 'three-wheeler'),
  refrigerant: (rest) => `Refrigerant ${words(rest.join(' '))} (leakage and top-up)`,
  travel: (rest) => {
    const [mode, ...detail] = rest;
    const what =
      mode === 'flight' ? 'Flights' : mode === 'car' ? 'Car travel' : `${capitalised(words(mode ?? 'travel'))} travel`;
    return detail.length ? `${what}, ${detail.map(words).join(', ')}` : what;
  },
  hotel: () => 'Hotel stays',
  spend: (rest) => `Purchases: ${words(rest.join(' '))} (spend-based)`,
  // Scope 3 category 3 lines (domain/calculation/category3.ts category3LineType).
  wtt: (rest) => `${capitalised(words(rest.slice(1).join(' ')))} (well-to-tank)`,
  td_loss: () => 'Purchased electricity (transmission and distribution losses)',
};

/** 'fuel.natural_gas' as 'Natural gas (fuel combustion)'; a type of no known family as its words. */
export function activityTypeLabel(activityType: string): string {
  const [family = '', ...rest] = activityType.split('.');
  const label = FAMILY_LABELS[family];
  return label ? label(rest) : capitalised(words(activityType.replaceAll('.', ' ')));
}

/** Each notice a calculation may carry, as a reader of the report needs it said. */
const NOTICE_LABELS: Record<string, string> = {
  REGION_PROXY: "Another country's factor used where none is published for the activity's country",
  REGION_FALLBACK: "A national or global factor used where none is published for the activity's state or region",
  YEAR_FALLBACK: "The nearest published year's factor used where none covers the activity's year",
  FACTOR_VERSION: 'A factor published in several editions: the newest edition used',
  FUEL_TYPE_ASSUMED: 'Fuel not named in the record: a fuel assumed',
  UNIT_ASSUMED: 'Unit not given in the record: the unit the fuel is sold in assumed',
  UNIT_ASSUMPTION: 'Distance read as passenger-kilometres',
  TRAVEL_MODE_ASSUMED: 'Travel mode not named: inferred from origin and destination',
  FLIGHT_BAND_ASSUMED: 'Flight distance band not given: priced as domestic (the highest per-km factor)',
  CABIN_ASSUMED: 'Cabin class not given: priced as economy',
  CABIN_NOT_PUBLISHED: "No factor for the cabin class: priced at the band's average passenger",
  RADIATIVE_FORCING: 'Flights: radiative forcing uplift applied as the organisation chose',
  CO2_ONLY: 'Factor published as CO2 only: CH4 and N2O not included',
  OUTSIDE_SCOPES: 'Gas outside the Kyoto basket: reported as a memo item, not in the scopes',
  ENERGY_CONTENT_UNKNOWN: 'No calorific value for the fuel and unit: energy not estimated',
  FX_RATE_FALLBACK: "Spend converted at the nearest year's exchange rate",
  CPI_FALLBACK: "Spend deflated with the nearest year's price index",
  SCOPE_MISMATCH: 'Reported in another scope than the GHG Protocol assigns: kept as submitted',
  SCOPE3_CATEGORY_MISSING: 'Scope 3 activity without a category',
  LOCATION_BASED_SCOPE2: 'Renewable electricity: location-based Scope 2 still uses the grid average factor',
  GWP_SET_NOT_APPLIED:
    "Factor without a published gas split: its CO2e stays on the source's AR5 GWPs, not the organisation's set",
  CATEGORY3_YEAR_FALLBACK:
    "Scope 3 category 3 (well-to-tank, T&D losses) at another year's factor or loss rate: none published for the activity's year",
  BIOGENIC_YEAR_FALLBACK: "Biogenic CO2 at another year's factor: none published for the activity's year",
};

/** A notice code as a sentence; an unknown code reads as its words rather than as a code. */
export function noticeLabel(code: string): string {
  return NOTICE_LABELS[code] ?? capitalised(code.toLowerCase().replaceAll('_', ' '));
}

export const REPORT_TYPE_NAMES: Record<string, string> = {
  brsr: 'BRSR Principle 6 (SEBI Business Responsibility and Sustainability Report)',
  ghg_protocol: 'GHG Protocol corporate inventory',
  custom: 'Emissions report',
};

/** '2024-04' as 'Apr 2024'. */
export const monthLabel = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]!.slice(0, 3)} ${month.slice(0, 4)}`;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2025-05-02T10:04:31.123Z' as '2 May 2025, 10:04 UTC'; '2025-04-01' as '1 April 2025'. */
export function humanDate(iso: string): string {
  const day = `${Number(iso.slice(8, 10))} ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  return iso.length > 10 ? `${day}, ${iso.slice(11, 16)} UTC` : day;
}

/** BRSR's reporting boundary as the document says it. */
export const boundaryLabel = (boundary: 'standalone' | 'consolidated' | null): string =>
  boundary === null ? 'not provided' : capitalised(boundary);

/**
 * A factor dataset as a filed document names it, each part once. Activities keep the source with its
 * publication year and the version apart ('DESNZ GHG Conversion Factors 2024 v1.1 (2024)', '2024 v1.1'):
 * `name` drops the year and a version the name ends with (for a table with a version column beside
 * it), `label` is the name with its version ('DESNZ GHG Conversion Factors 2024 v1.1').
 */
export function factorDataset(source: string, version: string): { name: string; label: string } {
  const base = source.replace(/\s*\(\d{4}\)$/, '');
  const name = version !== '' && base.endsWith(` ${version}`) ? base.slice(0, -version.length - 1) : base;
  return { name, label: base.includes(version) ? base : `${base} ${version}` };
}
