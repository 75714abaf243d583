import type { Notice, Result } from './calculation-schema.ts';
import { instrumentFacts } from './instrument-quality.ts';
import { ELECTRICITY_SOURCES, type ElectricitySource, type Scope2Columns, type Scope2Record } from './scope2-schema.ts';

/**
 * Where electricity came from (metadata.electricity_source, default 'grid'), and the two Scope 2
 * figures that follow (GHG Protocol Scope 2 Guidance; reference factors-2026-additions.md §5):
 * - location-based: the grid average factor for every kWh bought, whatever the contract; 0 for
 *   electricity generated on site and consumed there (not purchased: captive_renewable);
 * - market-based: 0 for a green tariff or PPA whose certificates meet the Quality Criteria, the
 *   supplier's own factor for supplier_specific, and otherwise the grid average as a proxy for the
 *   residual mix (none is published for India), disclosed as such.
 * An unbundled certificate (activity type energy_attribute_certificate) is no emission: its kWh are
 * matched against the grid electricity of its market and fiscal year once stored
 * (db/queries/certificate-matching.ts), which zeroes the market-based figure of up to that many kWh;
 * what no grid kWh match is unmatched, not counted and disclosed.
 */
/** Names accepted for a source; the first two were the only captive names before captive_renewable. */
const ALIASES: Readonly<Record<string, ElectricitySource>> = {
  captive_solar: 'captive_renewable',
  captive_wind: 'captive_renewable',
};
const CONTRACTS: ReadonlySet<ElectricitySource> = new Set(['green_tariff', 'ppa']);

/** The activity type of an unbundled energy attribute certificate (REC, I-REC). */
export const CERTIFICATE_TYPE = 'energy_attribute_certificate';

const RESIDUAL_MIX_PROXY =
  'grid average as the residual-mix proxy: no residual mix is published for this market (it may double count attributes claimed by others)';

/** What a resolution knows about Scope 2 before the quantity: how each figure follows from the grid-priced one. */
export interface Scope2Basis {
  record: Scope2Record;
  location: 'grid' | 'zero';
  market: 'grid' | 'zero' | 'supplier';
  renewable: boolean;
  instrument: boolean;
  notice: Notice | null;
}

type Metadata = Record<string, unknown> | undefined;
interface Consumption {
  country: string;
  /** The period's midpoint, as the factor year was looked up. */
  midpoint: string;
}

const keyOf = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function sourceOf(metadata: Metadata): Result<ElectricitySource> {
  const given = metadata?.electricity_source;
  if (given === undefined) return { ok: true, value: 'grid' };
  const key = typeof given === 'string' ? keyOf(given) : '';
  const source = ALIASES[key] ?? ELECTRICITY_SOURCES.find((s) => s === key);
  if (source) return { ok: true, value: source };
  return {
    ok: false,
    error: {
      field: 'metadata.electricity_source',
      reason: `must be one of ${ELECTRICITY_SOURCES.join(', ')} (captive_solar and captive_wind are read as captive_renewable)`,
    },
  };
}

function supplierFactor(metadata: Metadata): Result<{ value: number; source: string }> {
  const value = metadata?.supplier_factor;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 2) {
    return {
      ok: false,
      error: {
        field: 'metadata.supplier_factor',
        reason: "is required for supplier_specific: the supplier's emission rate in kg CO2e per kWh (0 to 2)",
      },
    };
  }
  const source = metadata?.supplier_factor_source;
  if (typeof source !== 'string' || source.trim() === '') {
    return {
      ok: false,
      error: {
        field: 'metadata.supplier_factor_source',
        reason: "is required for supplier_specific: where the supplier's factor is published (document, year)",
      },
    };
  }
  return { ok: true, value: { value, source: source.trim() } };
}

const basis = (
  record: Omit<Scope2Record, 'instrument' | 'instrument_not_counted'> & Partial<Scope2Record>,
  rest: Omit<Scope2Basis, 'record'>,
): Scope2Basis => ({ record: { instrument: null, instrument_not_counted: null, ...record }, ...rest });

/** An unbundled certificate: counted when it meets the Quality Criteria, refused (with the reason) when not. */
function certificateBasis(metadata: Metadata, consumption: Consumption): Result<Scope2Basis> {
  const facts = instrumentFacts(metadata, consumption, true);
  if (!facts.ok) return facts;
  return {
    ok: true,
    value: basis(
      {
        electricity_source: 'certificate',
        location_based: 'not_purchased',
        market_based: {
          basis: 'certificate',
          supplier_factor: null,
          source: `${facts.value.scheme} certificates matched against the grid electricity of ${consumption.country} in ${facts.value.consumption_fiscal_year}: they zero the market-based figure of up to their kWh; the rest is unmatched`,
        },
        instrument: facts.value,
      },
      {
        location: 'zero',
        market: 'zero',
        renewable: false,
        instrument: true,
        notice: {
          code: 'CERTIFICATES_APPLIED',
          message: `Unbundled ${facts.value.scheme} certificates (vintage ${facts.value.vintage}) are matched against the ${consumption.country} grid electricity recorded in ${facts.value.consumption_fiscal_year}: its market-based Scope 2 figure is zeroed for up to their kWh, and kWh beyond the grid electricity recorded are unmatched and not counted. They are no emission and no energy, and leave the location-based figure as it is.`,
        },
      },
    ),
  };
}

function contractBasis(source: ElectricitySource, metadata: Metadata, consumption: Consumption): Scope2Basis {
  const facts = instrumentFacts(metadata, consumption, false);
  if (!facts.ok) {
    const reason = `${facts.error.field} ${facts.error.reason}`;
    return basis(
      {
        electricity_source: source,
        location_based: 'grid_average',
        market_based: { basis: 'residual_mix_proxy', supplier_factor: null, source: RESIDUAL_MIX_PROXY },
        instrument_not_counted: reason,
      },
      {
        location: 'grid',
        market: 'grid',
        renewable: false,
        instrument: false,
        notice: {
          code: 'INSTRUMENT_NOT_COUNTED',
          message: `The ${source} is not counted as renewable or in the market-based figure: ${reason}. Both Scope 2 figures use the grid average.`,
        },
      },
    );
  }
  return basis(
    {
      electricity_source: source,
      location_based: 'grid_average',
      market_based: {
        basis: 'contractual_instrument',
        supplier_factor: null,
        source: `${source} with certificates meeting the Scope 2 Quality Criteria: 0 kg CO2e/kWh`,
      },
      instrument: facts.value,
    },
    {
      location: 'grid',
      market: 'zero',
      renewable: true,
      instrument: true,
      notice: {
        code: 'LOCATION_BASED_SCOPE2',
        message: `Renewable electricity (${source}) counts as renewable energy and is 0 kg CO2e market-based; its location-based Scope 2 figure still uses the grid average factor.`,
      },
    },
  );
}

/**
 * The Scope 2 basis of an electricity activity (by metadata.electricity_source) or of a certificate.
 * Refused: an unknown source, a supplier-specific rate without its factor and source, and a
 * certificate failing the Quality Criteria. A green tariff or PPA failing them is stored with both
 * figures at the grid average and a notice giving the reason.
 */
export function scope2Basis(activityType: string, metadata: Metadata, consumption: Consumption): Result<Scope2Basis> {
  if (activityType === CERTIFICATE_TYPE) return certificateBasis(metadata, consumption);
  const source = sourceOf(metadata);
  if (!source.ok) return source;
  if (CONTRACTS.has(source.value)) return { ok: true, value: contractBasis(source.value, metadata, consumption) };
  switch (source.value) {
    case 'captive_renewable':
      return {
        ok: true,
        value: basis(
          {
            electricity_source: 'captive_renewable',
            location_based: 'not_purchased',
            market_based: {
              basis: 'on_site_generation',
              supplier_factor: null,
              source: 'renewable electricity generated and consumed on site',
            },
          },
          {
            location: 'zero',
            market: 'zero',
            renewable: true,
            instrument: false,
            notice: {
              code: 'CAPTIVE_RENEWABLE',
              message:
                'Renewable electricity generated on site and consumed there is not purchased electricity: 0 kg CO2e Scope 2 under both methods (and no Scope 1 for solar or wind); counted as renewable energy. The grid factor is cited but not applied.',
            },
          },
        ),
      };
    case 'supplier_specific': {
      const supplier = supplierFactor(metadata);
      if (!supplier.ok) return supplier;
      const { value, source: cited } = supplier.value;
      return {
        ok: true,
        value: basis(
          {
            electricity_source: 'supplier_specific',
            location_based: 'grid_average',
            market_based: { basis: 'supplier_specific', supplier_factor: value, source: cited },
          },
          {
            location: 'grid',
            market: 'supplier',
            renewable: false,
            instrument: true,
            notice: {
              code: 'SUPPLIER_SPECIFIC_FACTOR',
              message: `Market-based Scope 2 uses the supplier's factor ${value} kg CO2e/kWh (${cited}); location-based uses the grid average.`,
            },
          },
        ),
      };
    }
    default:
      return {
        ok: true,
        value: basis(
          {
            electricity_source: 'grid',
            location_based: 'grid_average',
            market_based: { basis: 'residual_mix_proxy', supplier_factor: null, source: RESIDUAL_MIX_PROXY },
          },
          { location: 'grid', market: 'grid', renewable: false, instrument: false, notice: null },
        ),
      };
  }
}

/**
 * The activity's Scope 2 figures from its basis, `gridKg` (its kWh at the grid factor resolved for its
 * period and market) and `kwh`. `location` is the activity's emissions_kg_co2e. A certificate's
 * instrument kWh are all of its kWh until it is matched (certificate-matching.ts).
 */
export function scope2Figures(
  scope2: Scope2Basis,
  gridKg: number,
  kwh: number,
  clean: (n: number) => number,
): { location: number; columns: Scope2Columns } {
  const market =
    scope2.market === 'grid'
      ? gridKg
      : scope2.market === 'zero'
        ? 0
        : clean(kwh * (scope2.record.market_based.supplier_factor ?? 0));
  const certificate = scope2.record.electricity_source === 'certificate';
  return {
    location: scope2.location === 'grid' ? gridKg : 0,
    columns: {
      electricity_source: scope2.record.electricity_source,
      market_based_kg_co2e: market,
      renewable_kwh: scope2.renewable ? kwh : 0,
      instrument_kwh: scope2.instrument ? kwh : 0,
      unmatched_kwh: certificate ? 0 : null,
    },
  };
}

/** What the formula adds for Scope 2 when a figure is not the grid-priced one ('' for grid electricity). */
export function scope2Formula(
  figures: ReturnType<typeof scope2Figures>,
  gridKg: number,
  show: (n: number) => string,
): string {
  const { location, columns } = figures;
  if (location === gridKg && columns.market_based_kg_co2e === gridKg) return '';
  return ` at the grid factor; Scope 2 location-based ${show(location)}, market-based ${show(columns.market_based_kg_co2e ?? 0)} kg CO2e`;
}
