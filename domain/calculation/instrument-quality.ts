import type { FieldError, Result } from './calculation-schema.ts';
import { fyOf } from './fiscal-year.ts';
import { CERTIFICATE_SCHEMES, type InstrumentFacts } from './scope2-schema.ts';

type Metadata = Record<string, unknown> | undefined;

const fail = (field: string, reason: string): { ok: false; error: FieldError } => ({
  ok: false,
  error: { field, reason },
});

/** The certificate ids of `metadata.certificates` (a list, or one text separated by ; or ,); null when any is blank. */
export function certificateIds(value: unknown): string[] | null {
  const ids = typeof value === 'string' ? value.split(/[;,]/) : value;
  if (!Array.isArray(ids)) return null;
  const trimmed = ids.map((id) => (typeof id === 'string' ? id.trim() : ''));
  return trimmed.length > 0 && trimmed.every((id) => id !== '') ? trimmed : null;
}

/** REC or I-REC from how a submission spells it; null when none is named, undefined when it is none of them. */
export function schemeOf(value: unknown): (typeof CERTIFICATE_SCHEMES)[number] | null | undefined {
  if (value === undefined) return null;
  const key =
    typeof value === 'string'
      ? value
          .trim()
          .toUpperCase()
          .replace(/[\s_]+/g, '-')
      : '';
  return CERTIFICATE_SCHEMES.find((scheme) => scheme === key || scheme.replace('-', '') === key);
}

/**
 * Checks an instrument's facts against the Scope 2 Quality Criteria a submission can evidence, in
 * metadata: `certificates` (the ids, criteria 1–3), `retired_on_behalf: true` (criterion 3: retired
 * by or for the company), `vintage` (criterion 4: generated in a calendar year overlapping the fiscal
 * year of the consumption), `instrument_country` (criterion 5: the same market; default the
 * activity's country), `certificate_scheme` (REC or I-REC; required when `schemeRequired`) and, for a
 * contract, `attributes_sold_separately` (criterion 7: the certificates must come with the power).
 * The first failure is the reason the instrument is not counted.
 */
export function instrumentFacts(
  metadata: Metadata,
  consumption: { country: string; midpoint: string },
  schemeRequired: boolean,
): Result<InstrumentFacts> {
  const ids = certificateIds(metadata?.certificates);
  if (!ids) {
    return fail(
      'metadata.certificates',
      'must list the certificate ids (REC or I-REC) that carry the emission-rate attribute of this electricity (Scope 2 Quality Criteria 1-3)',
    );
  }
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) {
    return fail(
      'metadata.certificates',
      `lists ${repeated} twice: a certificate carries one claim (Scope 2 Quality Criterion 2)`,
    );
  }
  const scheme = schemeOf(metadata?.certificate_scheme);
  if (scheme === undefined || (schemeRequired && scheme === null)) {
    return fail('metadata.certificate_scheme', `must be one of ${CERTIFICATE_SCHEMES.join(', ')}`);
  }
  if (metadata?.retired_on_behalf !== true) {
    return fail(
      'metadata.retired_on_behalf',
      'must be true: the certificates must be retired (redeemed or cancelled) by or for the company (Scope 2 Quality Criterion 3)',
    );
  }
  const fy = fyOf(consumption.midpoint);
  const vintage = Number(metadata?.vintage);
  if (!Number.isInteger(vintage) || vintage < 1900 || vintage > 2100) {
    return fail('metadata.vintage', 'must be the calendar year the certified electricity was generated (e.g. 2024)');
  }
  if (vintage !== fy.startYear && vintage !== fy.startYear + 1) {
    return fail(
      'metadata.vintage',
      `${vintage} is not close to the consumption: the vintage must overlap ${fy.label} (${fy.startYear} or ${fy.startYear + 1}) (Scope 2 Quality Criterion 4)`,
    );
  }
  const market =
    typeof metadata?.instrument_country === 'string'
      ? metadata.instrument_country.trim().toUpperCase()
      : consumption.country;
  if (market !== consumption.country) {
    return fail(
      'metadata.instrument_country',
      `${market} is not the market of the consumption (${consumption.country}): instruments must come from the same market (Scope 2 Quality Criterion 5)`,
    );
  }
  if (metadata?.attributes_sold_separately === true) {
    return fail(
      'metadata.attributes_sold_separately',
      "the contract's certificates were sold to someone else: the power then carries no attribute (Scope 2 Quality Criterion 7)",
    );
  }
  return {
    ok: true,
    value: {
      scheme,
      vintage,
      consumption_fiscal_year: fy.label,
      market,
      retired_on_behalf: true,
      certificates: ids.length,
    },
  };
}
