import type { Notice, Result } from './calculation-schema.ts';

/**
 * Where electricity came from, for BRSR Essential Indicator 1 (renewable vs non-renewable energy):
 * metadata.electricity_source, default 'grid'. Grid electricity counts as non-renewable (CEA publishes
 * no renewable share to split it by). A green tariff or PPA is renewable only with its certificates
 * (metadata.certificates: the REC/I-REC or guarantee ids), which is also what makes the market-based
 * Scope 2 figure zero. Location-based Scope 2 is the grid average whatever the contract.
 */
const SOURCES = ['grid', 'captive_solar', 'captive_wind', 'green_tariff', 'ppa'] as const;
type ElectricitySource = (typeof SOURCES)[number];
const NEEDS_CERTIFICATES: ReadonlySet<ElectricitySource> = new Set(['green_tariff', 'ppa']);

function hasCertificates(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v.trim() !== '');
}

export function electricityRenewable(
  metadata: Record<string, unknown> | undefined,
): Result<{ renewable: boolean; notice: Notice | null }> {
  const given = metadata?.electricity_source;
  const key =
    typeof given === 'string'
      ? given
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      : given;
  if (key === undefined) return { ok: true, value: { renewable: false, notice: null } };
  if (!SOURCES.includes(key as ElectricitySource)) {
    return {
      ok: false,
      error: { field: 'metadata.electricity_source', reason: `must be one of ${SOURCES.join(', ')}` },
    };
  }
  const source = key as ElectricitySource;
  if (NEEDS_CERTIFICATES.has(source) && !hasCertificates(metadata?.certificates)) {
    return {
      ok: false,
      error: {
        field: 'metadata.certificates',
        reason: `is required for ${source}: the certificate ids (e.g. I-REC) that make the electricity renewable`,
      },
    };
  }
  if (source === 'grid') return { ok: true, value: { renewable: false, notice: null } };
  return {
    ok: true,
    value: {
      renewable: true,
      notice: {
        code: 'LOCATION_BASED_SCOPE2',
        message: `Renewable electricity (${source}) counts as renewable energy; its location-based Scope 2 figure still uses the grid average factor.`,
      },
    },
  };
}
