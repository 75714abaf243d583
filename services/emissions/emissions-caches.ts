import type { FoldedTotals } from '../../db/queries/emission-totals.ts';
import { VersionedCache } from '../versioned-cache.ts';

/**
 * This process's caches of emissions answers, each bounded by `maxBytes`:
 * - `answers`: the data of each answer as JSON (checked and serialised once), per organisation, mode
 *   and query, valid for one rollup version, which every write changes: exact, never stale;
 * - `folded`: the folded rollup totals answers are built from, valid for one rollup generation
 *   (only folds and resets change it), so an answer after a write reads only the pending deltas.
 */
export function emissionsCaches(maxBytes: number) {
  return {
    answers: new VersionedCache<string>({ maxBytes, sizeOf: (json) => Buffer.byteLength(json) }),
    folded: new VersionedCache<FoldedTotals>({
      maxBytes,
      // About what a row costs in memory: its strings and the object around them.
      sizeOf: (totals) => (totals.types.length + totals.buckets.length) * 160,
    }),
  };
}
export type EmissionsCaches = ReturnType<typeof emissionsCaches>;
