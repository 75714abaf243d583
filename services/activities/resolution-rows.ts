import { createHash } from 'node:crypto';
import type { NewActivityResolution } from '../../db/schema.ts';
import type { Calculation } from '../../domain/calculation/calculation-schema.ts';
import {
  fitsFormulaTemplate,
  formulaTemplateOf,
  SharedResolution,
  splitCalculation,
} from '../../domain/calculation/stored-calculation.ts';

/** A resolution's id: a hash of its organisation and content, as a UUID (equal content, equal id). */
function resolutionId(organizationId: string, content: string): string {
  const hex = createHash('sha256').update(organizationId).update('\n').update(content).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Distinct resolutions a bulk run remembers before starting afresh (rows whose notices quote their own figures each make one). */
const REMEMBERED_RESOLUTIONS = 10_000;

/** Rows kept per factor, most recently used first: rows whose notices quote their own figures each make one. */
const ROWS_PER_FACTOR = 8;

interface KnownRow {
  organizationId: string;
  shared: SharedResolution;
  row: NewActivityResolution;
}

/** A calculation's resolution row and its formula template (formulaTemplateOf), worked out on the way. */
export interface ResolvedRow {
  row: NewActivityResolution;
  formula: string | null;
}

/**
 * Resolution rows by content: a bulk run hashes each distinct resolution once. One per run (its
 * memory is bounded); `resolve` of an equal resolution returns the same row. Rows are looked up by
 * the calculation's factor object, which a bulk intake shares between the rows it resolved once
 * (Preparer), then checked whole.
 */
export class ResolutionRows {
  private known = new WeakMap<object, KnownRow[]>();
  private size = 0;

  resolve(organizationId: string, calculation: Calculation): ResolvedRow {
    let bucket = this.known.get(calculation.factor);
    // The template of the factor's latest resolution fits most rows, and is checked faster than worked out.
    const latest = bucket?.[0]?.shared.formula ?? null;
    const formula =
      latest !== null && fitsFormulaTemplate(calculation, latest) ? latest : formulaTemplateOf(calculation);
    const index =
      bucket?.findIndex(
        (known) => known.organizationId === organizationId && known.shared.sharedBy(calculation, formula),
      ) ?? -1;
    if (bucket && index >= 0) {
      const found = bucket[index]!;
      if (index > 0) bucket.unshift(...bucket.splice(index, 1));
      return { row: found.row, formula };
    }
    const content = splitCalculation(calculation).resolution;
    const row: NewActivityResolution = {
      organization_id: organizationId,
      id: resolutionId(organizationId, JSON.stringify(content)),
      factor_id: content.factor_id,
      factor_value: content.factor_value,
      factor_unit: content.factor_unit,
      factor_source: content.factor_source,
      factor_version: content.factor_version,
      factor_region: content.factor_region,
      confidence_score: content.confidence_score,
      notices: JSON.stringify(content.notices),
      calculation: JSON.stringify(content.template),
    };
    if (this.size >= REMEMBERED_RESOLUTIONS) {
      this.known = new WeakMap();
      this.size = 0;
      bucket = undefined;
    }
    if (!bucket) this.known.set(calculation.factor, (bucket = []));
    bucket.unshift({ organizationId, shared: new SharedResolution(content), row });
    if (bucket.length > ROWS_PER_FACTOR) bucket.pop();
    this.size += 1;
    return { row, formula };
  }
}
