import type { FactorDefinition } from '../factors/factor-definition.ts';
import type { Notice } from './calculation-schema.ts';
import type { FactorCatalog } from './resolve-factor.ts';

/** Rows that go with the factor an activity was priced with (domain/factors/desnz-companions.ts). */
export type CompanionKind = 'wtt' | 'biogenic' | 'td_loss';

const COMPANION_NAMES: Record<CompanionKind, { name: string; notice: string }> = {
  wtt: { name: 'well-to-tank', notice: 'CATEGORY3_YEAR_FALLBACK' },
  biogenic: { name: 'biogenic CO2', notice: 'BIOGENIC_YEAR_FALLBACK' },
  td_loss: { name: 'T&D losses', notice: 'CATEGORY3_YEAR_FALLBACK' },
};

/**
 * The `kind` row of the same publisher's row `factor`: same type, unit, region and blend, from the
 * same edition when it has one, else the nearest edition (later first on a tie) with a notice naming
 * both years (its own code: the activity's factor itself did not fall back). Null when the publisher gives no such row for the fuel (a 100% mineral fuel has no
 * biogenic CO2 row, CEA no well-to-tank).
 */
export function companionFactor(
  catalog: FactorCatalog,
  kind: CompanionKind,
  factor: FactorDefinition,
): { factor: FactorDefinition; notice: Notice | null } | null {
  const candidates = catalog
    .forType(`${kind}.${factor.activity_type}`)
    .filter(
      (c) =>
        c.unit === factor.unit &&
        c.region === factor.region &&
        c.dataset === factor.dataset &&
        c.parameters.blend === factor.parameters.blend,
    );
  let best: FactorDefinition | undefined;
  for (const candidate of candidates) {
    const gap = Math.abs(candidate.source_year - factor.source_year);
    const bestGap = best ? Math.abs(best.source_year - factor.source_year) : Infinity;
    if (gap < bestGap || (gap === bestGap && best && candidate.source_year > best.source_year)) best = candidate;
  }
  if (!best) return null;
  const notice: Notice | null =
    best.source_year === factor.source_year
      ? null
      : {
          code: COMPANION_NAMES[kind].notice,
          message: `${factor.source_name} gives no ${COMPANION_NAMES[kind].name} row for ${factor.year_label}; the ${best.year_label} row (${best.id}) was used.`,
        };
  return { factor: best, notice };
}
