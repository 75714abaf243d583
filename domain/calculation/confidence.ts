import type { VerificationTag } from '../factors/factor-definition.ts';
import type { MatchQuality } from './resolve-factor.ts';

/**
 * confidence_score — how much to trust one calculated figure, 0..1, two decimals.
 *
 *   score = min(cap, clamp(data × match, 0, 1)), rounded to 2 decimals
 *
 * data: source.confidence when submitted, otherwise by source.type:
 *   erp 0.85 · api 0.80 · csv 0.75 · upload 0.75 · manual 0.70 · any other type, or no source, 0.60
 * match: product of
 *   each location level the submission named (grid region, state, country) that had no factor  × 0.90
 *   another country's factor used as a proxy (DESNZ travel/fuel, EPA spend outside the US)     × 0.85
 *   factor from another year: within 2 years × 0.90, further × 0.80
 *   factor verification tag: V × 1.00 · S × 0.90 · U × 0.75
 *   each assumption stated in a notice (a fuel, travel mode, unit, flight band or cabin not given)  × 0.90
 * cap: spend-based estimates (spend.*) at most 0.40 — EEIO averages say little about one purchase.
 *
 * Example: 1,000 kWh in IN for FY2024-25, manual entry, CEA v21.0 ([S]): 0.70 × 0.90 = 0.63.
 */
export const SOURCE_TYPE_CONFIDENCE: Readonly<Record<string, number>> = {
  erp: 0.85,
  api: 0.8,
  csv: 0.75,
  upload: 0.75,
  manual: 0.7,
};
export const UNKNOWN_SOURCE_CONFIDENCE = 0.6;
export const SPEND_CONFIDENCE_CAP = 0.4;

const VERIFICATION_MULTIPLIER: Record<VerificationTag, number> = { V: 1, S: 0.9, U: 0.75 };

export interface ConfidenceInput {
  source?: { type: string; confidence?: number };
  match: MatchQuality;
  verification: VerificationTag;
  spendBased: boolean;
  /** Assumptions made for this activity (each stated in a notice). */
  assumptions?: number;
}

export function confidenceScore({ source, match, verification, spendBased, assumptions = 0 }: ConfidenceInput): number {
  const data =
    source?.confidence ?? SOURCE_TYPE_CONFIDENCE[source?.type.trim().toLowerCase() ?? ''] ?? UNKNOWN_SOURCE_CONFIDENCE;
  let multiplier = 0.9 ** match.regionSteps * VERIFICATION_MULTIPLIER[verification] * 0.9 ** assumptions;
  if (match.proxy) multiplier *= 0.85;
  if (match.yearFallback !== 'none') multiplier *= match.yearGap <= 2 ? 0.9 : 0.8;
  const score = Math.min(1, Math.max(0, data * multiplier), spendBased ? SPEND_CONFIDENCE_CAP : 1);
  // toFixed on a nudged value so 0.625 rounds to 0.63, not 0.62 (binary 0.6249999…).
  return Number((score + 1e-9).toFixed(2));
}
