import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database.ts';
import type { TenantScope } from './tenant-scope.ts';

/** A certificate id an activity (by id) claims, and the claim's kWh. */
export interface ClaimRow {
  activityId: string;
  scheme: string;
  certificateId: string;
  kwh: number;
}

/** The claims as a relation (activity_id, scheme, certificate_id, kwh, ord), in the order given. */
function claimsRelation(claims: readonly ClaimRow[], alias = 'w'): RawBuilder<unknown> {
  return sql`unnest(${claims.map((c) => c.activityId)}::uuid[], ${claims.map((c) => c.scheme)}::text[],
    ${claims.map((c) => c.certificateId)}::text[], ${claims.map((c) => c.kwh)}::numeric[])
    WITH ORDINALITY AS ${sql.raw(alias)}(activity_id, scheme, certificate_id, kwh, ord)`;
}

/** Why a claim is refused: the id is live elsewhere (`holder`, an activity id) or earlier in the same write (null). */
export interface ClaimConflict {
  activityId: string;
  scheme: string;
  certificateId: string;
  holder: string | null;
}

/**
 * The claims (of activities not stored yet) that would reuse a certificate id: one live in the
 * organisation and mode, or one an earlier claim of the same list takes. First conflict per activity.
 */
export async function findClaimConflicts(
  db: Db,
  scope: TenantScope,
  claims: readonly ClaimRow[],
): Promise<ClaimConflict[]> {
  if (claims.length === 0) return [];
  const result = await sql<ClaimConflict>`
    SELECT DISTINCT ON (w.activity_id) w.activity_id AS "activityId", w.scheme, w.certificate_id AS "certificateId",
           c.activity_id AS holder
    FROM ${claimsRelation(claims)}
    LEFT JOIN instrument_claims c ON c.organization_id = ${scope.organizationId} AND c.mode = ${scope.mode}
      AND c.scheme = w.scheme AND c.certificate_id = w.certificate_id AND c.released_at IS NULL
    WHERE c.activity_id IS NOT NULL
       OR EXISTS (SELECT 1 FROM ${claimsRelation(claims, 'e')}
                  WHERE e.scheme = w.scheme AND e.certificate_id = w.certificate_id AND e.ord < w.ord
                    AND e.activity_id <> w.activity_id)
    ORDER BY w.activity_id, w.ord`.execute(db);
  return result.rows;
}

/**
 * Inserts claims of stored activities. A reused id fails on the live-claims unique index (a race
 * lost), unless `reused` is 'skipped': a recalculation then leaves an id two activities stored
 * before claims existed both name with whichever claimed it first.
 */
export async function insertClaims(
  db: Db,
  scope: TenantScope,
  claims: readonly ClaimRow[],
  reused: 'fail' | 'skipped' = 'fail',
): Promise<void> {
  if (claims.length === 0) return;
  await sql`
    INSERT INTO instrument_claims (organization_id, mode, scheme, certificate_id, activity_id, kwh)
    SELECT ${scope.organizationId}::uuid, ${scope.mode}, w.scheme, w.certificate_id, w.activity_id, w.kwh
    FROM ${claimsRelation(claims)}
    ${reused === 'skipped' ? sql`ON CONFLICT (organization_id, mode, scheme, certificate_id) WHERE released_at IS NULL DO NOTHING` : sql``}`.execute(
    db,
  );
}

/** Frees the certificate ids these activities claim (deleted, or recalculated to claim others). */
export async function releaseClaims(db: Db, scope: TenantScope, activityIds: readonly string[]): Promise<void> {
  if (activityIds.length === 0) return;
  await sql`
    UPDATE instrument_claims SET released_at = now()
    WHERE organization_id = ${scope.organizationId} AND mode = ${scope.mode}
      AND activity_id = ANY(${activityIds as string[]}::uuid[]) AND released_at IS NULL`.execute(db);
}

/** The unique violation of the live-claims index: two writers claimed the same id at once. */
export function isClaimReuse(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '23505' &&
    (error as { constraint?: unknown }).constraint === 'instrument_claims_live_idx'
  );
}

/** A claim of a row an ingest batch copies: its line, the field a refusal names and the row's raw text. */
export interface CopiedClaim extends ClaimRow {
  line: number;
  field: string;
  raw: string | null;
}

/**
 * After a batch's COPY (same transaction): each copied row that would reuse a certificate id (live in
 * the organisation and mode, or taken by an earlier row of the batch) is removed again and recorded
 * as a bad row naming `field`; the other rows' claims are inserted. One statement; returns the
 * lines of the rows removed.
 */
export function claimCopiedRows(
  job: { id: string; organizationId: string; mode: TenantScope['mode'] },
  claims: readonly CopiedClaim[],
): RawBuilder<{ lines: number[] }> {
  const { organizationId, mode } = job;
  return sql<{ lines: number[] }>`
    WITH w AS (
      SELECT w.*, x.line, x.field, x.raw FROM ${claimsRelation(claims)}
      JOIN unnest(${claims.map((c) => c.line)}::int4[], ${claims.map((c) => c.field)}::text[],
                  ${claims.map((c) => c.raw)}::text[]) WITH ORDINALITY AS x(line, field, raw, ord) ON x.ord = w.ord
    ), refused AS (
      SELECT DISTINCT ON (w.activity_id) w.activity_id, w.line, w.field, w.raw, w.scheme, w.certificate_id,
             c.activity_id AS holder
      FROM w LEFT JOIN instrument_claims c ON c.organization_id = ${organizationId} AND c.mode = ${mode}
        AND c.scheme = w.scheme AND c.certificate_id = w.certificate_id AND c.released_at IS NULL
      WHERE c.activity_id IS NOT NULL
         OR EXISTS (SELECT 1 FROM w AS e WHERE e.scheme = w.scheme AND e.certificate_id = w.certificate_id
                    AND e.ord < w.ord AND e.activity_id <> w.activity_id)
      ORDER BY w.activity_id, w.ord
    ), removed AS (
      DELETE FROM activities WHERE organization_id = ${organizationId}
        AND id IN (SELECT activity_id FROM refused) RETURNING id
    ), errors AS (
      INSERT INTO ingest_job_errors (organization_id, job_id, line, field, reason, raw)
      SELECT ${organizationId}::uuid, ${job.id}::uuid, line, field,
             'certificate ' || ltrim(scheme || ' ' || certificate_id) || ' is already claimed by '
               || coalesce('activity ' || holder, 'an earlier row of this file')
               || ': a certificate carries one claim (Scope 2 Quality Criterion 2); delete that activity to free it',
             raw
      FROM refused ON CONFLICT DO NOTHING
    ), claimed AS (
      INSERT INTO instrument_claims (organization_id, mode, scheme, certificate_id, activity_id, kwh)
      SELECT ${organizationId}::uuid, ${mode}, scheme, certificate_id, activity_id, kwh FROM w
      WHERE activity_id NOT IN (SELECT activity_id FROM refused)
    )
    SELECT coalesce(array_agg(line), '{}')::int4[] AS lines FROM refused WHERE activity_id IN (SELECT id FROM removed)`;
}
