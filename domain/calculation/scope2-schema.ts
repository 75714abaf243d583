import { z } from 'zod';

/**
 * The Scope 2 shapes of a calculation: the electricity sources, an instrument's Quality Criteria
 * facts, the calculation record's `scope2` and the activity columns (electricity-source.ts fills them).
 */
export const ELECTRICITY_SOURCES = ['grid', 'captive_renewable', 'green_tariff', 'ppa', 'supplier_specific'] as const;
export type ElectricitySource = (typeof ELECTRICITY_SOURCES)[number];

/** Certificate schemes an unbundled energy attribute certificate may be issued under in the markets served. */
export const CERTIFICATE_SCHEMES = ['REC', 'I-REC'] as const;

/**
 * The Scope 2 Quality Criteria facts of a contractual instrument (GHG Protocol Scope 2 Guidance,
 * ch. 7; reference factors-2026-additions.md §5b), as recorded in the calculation record.
 */
export const InstrumentFactsSchema = z.object({
  /** REC (CERC 2022 Regulations) or I-REC; null for a contract that names none. */
  scheme: z.enum(CERTIFICATE_SCHEMES).nullable(),
  /** Calendar year the certified electricity was generated in. */
  vintage: z.number().int(),
  /** The fiscal year (April to March) of the consumption the vintage must overlap. */
  consumption_fiscal_year: z.string(),
  /** ISO country of the instrument's market; it must be the consumption's. */
  market: z.string(),
  retired_on_behalf: z.literal(true),
  certificates: z.number().int().positive().describe('how many certificate ids the activity names'),
});
export type InstrumentFacts = z.infer<typeof InstrumentFactsSchema>;

const MARKET_BASES = [
  'residual_mix_proxy',
  'contractual_instrument',
  'supplier_specific',
  'on_site_generation',
  'certificate',
] as const;

/** The calculation record's `scope2`: how each Scope 2 figure of an electricity activity or certificate was reached. */
export const Scope2RecordSchema = z.object({
  electricity_source: z.enum([...ELECTRICITY_SOURCES, 'certificate']),
  location_based: z.enum(['grid_average', 'not_purchased']),
  market_based: z.object({
    basis: z.enum(MARKET_BASES),
    /** kg CO2e per kWh for supplier_specific, else null (the grid factor cited, or 0). */
    supplier_factor: z.number().nullable(),
    source: z.string(),
  }),
  instrument: InstrumentFactsSchema.nullable(),
  /** Why a named contract's instrument does not count (the criterion it fails); null when it counts or there is none. */
  instrument_not_counted: z.string().nullable(),
});
export type Scope2Record = z.infer<typeof Scope2RecordSchema>;

/** Per-activity Scope 2 columns: null for activities that are neither electricity nor a certificate. */
export const Scope2ColumnsSchema = z.object({
  electricity_source: z.enum([...ELECTRICITY_SOURCES, 'certificate']).nullable(),
  /** Market-based kg CO2e (0 for a certificate: its cover lowers the grid electricity it matches); the location-based figure is emissions_kg_co2e. */
  market_based_kg_co2e: z.number().nullable(),
  /** kWh from renewable sources (captive, or a counted green tariff or PPA). */
  renewable_kwh: z.number().nullable(),
  /** kWh covered by a counted contractual instrument (certificate, green tariff, PPA, supplier-specific rate); a certificate's matched kWh. */
  instrument_kwh: z.number().nullable(),
  /** A certificate's kWh that no grid electricity of its market and fiscal year matches: not counted, disclosed; null for others. */
  unmatched_kwh: z.number().nullable(),
});
export type Scope2Columns = z.infer<typeof Scope2ColumnsSchema>;

export const NO_SCOPE2: Scope2Columns = {
  electricity_source: null,
  market_based_kg_co2e: null,
  renewable_kwh: null,
  instrument_kwh: null,
  unmatched_kwh: null,
};
