import { isSpendCategory, type SpendCategory } from './mapper-vocabulary.ts';

/** What a ledger line can be classified as: a spend category, or electricity (which has no spend factor). */
export type Classification = SpendCategory | 'electricity';

/**
 * Keyword rules for ledger/bank text, FIRST MATCH WINS, so specific rules come before generic ones:
 * electricity utilities before anything else; cloud hosting, custom development and IT services
 * before software; mobile before other telecom; life before general insurance; bottles before plastics; flights,
 * trains, car rental, hotels and food before taxis; travel agencies only when no travel mode matched;
 * couriers before freight and fuel ("fuel surcharge" on a courier bill); legal/accounting/IT before
 * generic consulting. Keywords match whole words (case and punctuation ignored).
 */
export const CLASSIFICATION_RULES: ReadonlyArray<readonly [Classification, readonly string[]]> = [
  [
    'electricity',
    [
      'electricity',
      'power bill',
      'bescom',
      'msedcl',
      'mseb',
      'tata power',
      'bses',
      'tpddl',
      'tneb',
      'tangedco',
      'kseb',
      'cesc',
      'uppcl',
      'pspcl',
      'wbsedcl',
      'torrent power',
    ],
  ],
  [
    'hosting',
    [
      'aws',
      'amazon web services',
      'azure',
      'gcp',
      'cloud',
      'hosting',
      'digitalocean',
      'data centre',
      'data center',
      'hostinger',
    ],
  ],
  [
    'custom_software',
    ['software development', 'custom software', 'web development', 'app development', 'programming services'],
  ],
  ['it_services', ['it services', 'it support', 'it consulting', 'managed services', 'infosys', 'wipro']],
  [
    'software',
    [
      'software',
      'saas',
      'licence',
      'license',
      'licenses',
      'licences',
      'office 365',
      'microsoft 365',
      'google workspace',
      'zoho',
      'adobe',
      'atlassian',
      'slack',
      'github',
      'salesforce',
    ],
  ],
  [
    'air_travel',
    [
      'indigo',
      'air india',
      'airline',
      'airlines',
      'flight',
      'flights',
      'airfare',
      'air ticket',
      'spicejet',
      'vistara',
      'akasa',
      'air asia',
      'airasia',
      'emirates',
      'lufthansa',
      'british airways',
      'qatar airways',
    ],
  ],
  ['rail_travel', ['irctc', 'railway', 'railways', 'rail', 'train']],
  ['car_rental', ['car rental', 'car hire', 'car lease', 'self drive', 'zoomcar', 'avis', 'hertz']],
  [
    'hotel',
    [
      'hotel',
      'hotels',
      'taj',
      'oyo',
      'marriott',
      'hyatt',
      'hilton',
      'radisson',
      'lemon tree',
      'treebo',
      'ihg',
      'airbnb',
      'resort',
      'lodging',
      'accommodation',
    ],
  ],
  [
    'restaurants',
    [
      'restaurant',
      'restaurants',
      'swiggy',
      'zomato',
      'uber eats',
      'food',
      'catering',
      'canteen',
      'cafe',
      'meal',
      'meals',
      'dining',
      'lunch',
      'dinner',
    ],
  ],
  ['taxi', ['uber', 'ola', 'taxi', 'taxis', 'cab', 'cabs', 'meru', 'rapido', 'blusmart']],
  ['travel_agency', ['makemytrip', 'yatra', 'cleartrip', 'easemytrip', 'thomas cook', 'travel agent', 'travel agency']],
  [
    'courier',
    [
      'courier',
      'couriers',
      'bluedart',
      'blue dart',
      'dtdc',
      'delhivery',
      'fedex',
      'dhl',
      'xpressbees',
      'ecom express',
      'shiprocket',
      'speed post',
      'india post',
    ],
  ],
  [
    'freight',
    ['freight', 'logistics', 'cargo', 'trucking', 'haulage', 'transporter', 'transportation charges', 'lorry hire'],
  ],
  ['warehousing', ['warehouse', 'warehousing', 'godown', 'storage charges']],
  [
    'fuel',
    [
      'petrol',
      'diesel',
      'fuel',
      'hpcl',
      'iocl',
      'bpcl',
      'indian oil',
      'bharat petroleum',
      'hindustan petroleum',
      'nayara',
      'cng',
      'lpg',
      'gas cylinder',
    ],
  ],
  ['wireless_telecom', ['mobile bill', 'postpaid', 'prepaid', 'mobile recharge', 'sim card']],
  [
    'telecom',
    [
      'airtel',
      'jio',
      'vodafone',
      'bsnl',
      'mtnl',
      'telecom',
      'broadband',
      'internet',
      'fibernet',
      'phone bill',
      'landline',
      'leased line',
    ],
  ],
  ['rent', ['rent', 'lease', 'coworking', 'co working', 'wework']],
  ['cleaning', ['cleaning', 'housekeeping', 'janitorial']],
  ['computers', ['laptop', 'laptops', 'computer', 'computers', 'desktop', 'macbook', 'dell', 'lenovo', 'printer']],
  ['stationery', ['stationery', 'stationary', 'office supplies', 'paper', 'pens']],
  [
    'legal',
    [
      'legal',
      'lawyer',
      'lawyers',
      'advocate',
      'advocates',
      'law firm',
      'attorney',
      'solicitor',
      'notary',
      'litigation',
    ],
  ],
  [
    'accounting',
    [
      'audit',
      'auditor',
      'auditors',
      'ca',
      'chartered accountant',
      'accounting',
      'accountant',
      'bookkeeping',
      'tax consultant',
      'gst filing',
    ],
  ],
  ['life_insurance', ['life insurance', 'lic', 'term insurance', 'term plan']],
  ['insurance', ['insurance', 'icici lombard', 'hdfc ergo', 'bajaj allianz', 'new india assurance', 'star health']],
  ['advertising', ['advertising', 'advertisement', 'ads', 'marketing', 'billboard', 'hoarding']],
  ['consulting', ['consulting', 'consultant', 'consultants', 'consultancy', 'advisory']],
  ['water', ['water', 'jal board', 'bwssb']],
  ['waste', ['waste', 'garbage', 'recycling', 'sewage']],
  ['cement', ['cement', 'ultratech', 'ambuja', 'dalmia']],
  ['steel', ['steel', 'tmt', 'sail', 'rebar']],
  ['plastic_bottles', ['plastic bottles', 'pet bottles', 'bottles', 'preforms']],
  ['plastics', ['plastic', 'plastics', 'pvc', 'polythene', 'hdpe', 'ldpe']],
];

const words = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** The first rule with a keyword among the text's words, with the keyword that decided it. */
export function classifySpend(text: string): { category: Classification; keyword: string } | undefined {
  const haystack = words(text);
  for (const [category, keywords] of CLASSIFICATION_RULES) {
    const keyword = keywords.find((k) => haystack.includes(words(k)));
    if (keyword) return { category, keyword };
  }
  return undefined;
}

/** An explicitly named category: 'it_services', 'IT services', 'spend.hotel' → the category; else undefined. */
export function namedSpendCategory(text: string): Classification | undefined {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/^spend\./, '')
    .replace(/[\s-]+/g, '_');
  return key === 'electricity' || isSpendCategory(key) ? key : undefined;
}

/** Why a spend line that is fuel cannot be accepted (the engine refuses spend.fuel for the same reason). */
export const FUEL_SPEND_RECORD_REASON =
  'is fuel the company burns, which is Scope 1 combustion: send the quantity bought as a fuel_purchase record ' +
  "(litres, kg or SCM); money alone cannot be priced, as the EPA refinery factor covers only the fuel's upstream";

/** Why a spend line that is electricity cannot be accepted. */
export const ELECTRICITY_SPEND_REASON =
  'is electricity, which has no spend-based factor: send the kWh from the bill as an electricity_bill record';
