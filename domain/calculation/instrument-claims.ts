import type { Disclosure } from './calculation-schema.ts';
import { certificateIds, schemeOf } from './instrument-quality.ts';

/** One certificate id an activity counts, and its share of the activity's kWh. */
export interface InstrumentClaim {
  /** REC or I-REC; '' for a contract that names no scheme. */
  scheme: string;
  certificate_id: string;
  kwh: number;
}

/**
 * The certificate ids a calculated activity counts: every id of an unbundled certificate, and those
 * of a green tariff or PPA whose instrument counts (renewable kWh). A certificate id carries one
 * claim (Scope 2 Quality Criterion 2), so each is claimed once per organisation and mode
 * (db/queries/instrument-claims.ts). An instrument that does not count claims nothing.
 */
export function instrumentClaims(
  metadata: Record<string, unknown> | undefined,
  disclosure: Pick<Disclosure, 'electricity_source' | 'renewable_kwh' | 'instrument_kwh'>,
): InstrumentClaim[] {
  const source = disclosure.electricity_source;
  const kwh =
    source === 'certificate'
      ? disclosure.instrument_kwh
      : source === 'green_tariff' || source === 'ppa'
        ? disclosure.renewable_kwh
        : null;
  if (!kwh) return [];
  const ids = certificateIds(metadata?.certificates);
  if (!ids) return [];
  const scheme = schemeOf(metadata?.certificate_scheme) ?? '';
  return ids.map((certificate_id) => ({ scheme, certificate_id, kwh: kwh / ids.length }));
}
