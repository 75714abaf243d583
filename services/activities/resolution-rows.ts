import { createHash } from 'node:crypto';
import type { NewActivityResolution } from '../../db/schema.ts';
import type { ResolutionContent } from '../../domain/calculation/stored-calculation.ts';

/** A resolution's id: a hash of its organisation and content, as a UUID (equal content, equal id). */
function resolutionId(organizationId: string, content: string): string {
  const hex = createHash('sha256').update(organizationId).update('\n').update(content).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Distinct resolutions a bulk run remembers before starting afresh (rows whose notices quote their own figures each make one). */
const REMEMBERED_RESOLUTIONS = 10_000;

/**
 * Resolution rows by content: a bulk run hashes each distinct resolution once. One per run (its
 * memory is bounded); `resolve` of equal content returns the same row.
 */
export class ResolutionRows {
  private readonly known = new Map<string, NewActivityResolution>();

  resolve(organizationId: string, content: ResolutionContent): NewActivityResolution {
    const text = JSON.stringify(content);
    const known = this.known.get(text);
    if (known) return known;
    const row: NewActivityResolution = {
      organization_id: organizationId,
      id: resolutionId(organizationId, text),
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
    if (this.known.size >= REMEMBERED_RESOLUTIONS) this.known.clear();
    this.known.set(text, row);
    return row;
  }
}
