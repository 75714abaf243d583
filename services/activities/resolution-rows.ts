import { createHash } from 'node:crypto';
import type { NewActivityResolution } from '../../db/schema.ts';
import type { ResolutionContent } from '../../domain/calculation/stored-calculation.ts';

/** A resolution's id: a hash of its organisation and content, as a UUID (equal content, equal id). */
function resolutionId(organizationId: string, content: string): string {
  const hex = createHash('sha256').update(organizationId).update('\n').update(content).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Whether two JSON values are equal. Faster than util.isDeepStrictEqual here: the rows of one
 * resolution share most of their objects and strings, which compare by identity first.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Distinct resolutions a bulk run remembers before starting afresh (rows whose notices quote their own figures each make one). */
const REMEMBERED_RESOLUTIONS = 10_000;

/**
 * Resolution rows by content: a bulk run hashes each distinct resolution once. One per run (its
 * memory is bounded); `resolve` of equal content returns the same row.
 */
export class ResolutionRows {
  /** Known rows by a cheap key (organisation, factor, confidence, notices); equal content is then checked whole. */
  private readonly known = new Map<string, { content: ResolutionContent; row: NewActivityResolution }[]>();
  private size = 0;

  resolve(organizationId: string, content: ResolutionContent): NewActivityResolution {
    const key = `${organizationId}|${content.factor_id}|${content.confidence_score}|${content.notices.map((n) => n.message).join('|')}`;
    const bucket = this.known.get(key);
    const found = bucket?.find((known) => sameJson(known.content, content));
    if (found) return found.row;
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
      this.known.clear();
      this.size = 0;
    }
    if (bucket) bucket.push({ content, row });
    else this.known.set(key, [{ content, row }]);
    this.size += 1;
    return row;
  }
}
