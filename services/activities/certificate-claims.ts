import type { Db } from '../../db/database.ts';
import { findClaimConflicts, isClaimReuse } from '../../db/queries/instrument-claims.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { validationError } from '../service-errors.ts';
import { claimRows, type ActivityWrite } from './activity-row.ts';

/** The field a refused claim names. */
export const CLAIM_FIELD = 'metadata.certificates';

/**
 * Of these writes (not stored yet), those that would claim a certificate id a live activity of the
 * organisation and mode claims, or an earlier write of the same list: by index, with the reason.
 * No query when none claims anything.
 */
export async function refusedClaims(
  db: Db,
  scope: TenantScope,
  writes: readonly ActivityWrite[],
): Promise<Map<number, string>> {
  const claims = writes.flatMap(claimRows);
  const conflicts = await findClaimConflicts(db, scope, claims);
  const indexOf = new Map(writes.map((write, index) => [write.activity.id, index]));
  const refused = new Map<number, string>();
  const byIndex = conflicts
    .map((conflict) => ({ index: indexOf.get(conflict.activityId)!, conflict }))
    .sort((a, b) => a.index - b.index);
  for (const { index, conflict } of byIndex) {
    const scheme = conflict.scheme === '' ? '' : `${conflict.scheme} `;
    const holder = conflict.holder ? `activity ${conflict.holder}` : 'an earlier item of the same submission';
    refused.set(
      index,
      `certificate ${scheme}${conflict.certificateId} is already claimed by ${holder}: a certificate carries one claim (Scope 2 Quality Criterion 2); delete that activity to free it`,
    );
  }
  return refused;
}

/** A claim lost to a concurrent write (the unique index refused it) as a VALIDATION_ERROR; other errors as they are. */
export function claimReuseError(error: unknown, field: string = CLAIM_FIELD): unknown {
  return isClaimReuse(error)
    ? validationError(
        field,
        'names a certificate id another activity claimed at the same time (Scope 2 Quality Criterion 2)',
      )
    : error;
}
