import type { Db } from '../../db/database.ts';
import { insertActivities } from '../../db/queries/activities.ts';
import { activitiesById, matchCertificates } from '../../db/queries/certificate-matching.ts';
import { insertClaims, type ClaimRow } from '../../db/queries/instrument-claims.ts';
import { timeOrderedUuid } from '../../db/time-ordered-uuid.ts';
import { instrumentClaims, type InstrumentClaim } from '../../domain/calculation/instrument-claims.ts';
import type { ActivityRow, Mode, NewActivity, NewActivityResolution } from '../../db/schema.ts';
import { ResolutionRows } from './resolution-rows.ts';
import type { Calculation } from '../../domain/calculation/calculation-schema.ts';
import { formulaTemplateOf, joinCalculation, rowCalculation } from '../../domain/calculation/stored-calculation.ts';
import type { Actor } from '../actor.ts';
import type { ActivitySubmission } from '../../domain/schemas/activity-submission.ts';

/** Who stored an activity and through which path: every row is scoped to (organisation, mode). */
export interface ActivityOwner {
  organizationId: string;
  mode: Mode;
  apiKeyId?: string | null;
  requestId?: string | null;
  ingestJobId?: string | null;
}

/** What a request's actor stores is owned by its key's organisation and mode. */
export function actorOwner(actor: Actor): ActivityOwner {
  return { organizationId: actor.organizationId, mode: actor.mode, apiKeyId: actor.keyId, requestId: actor.requestId };
}

/**
 * What storing a calculation writes: the resolution it shares with others (stored unless it exists)
 * and the activity's columns it fills (result, disclosure data, the row's own calculation figures).
 */
export function calculationWrite(organizationId: string, calculation: Calculation, resolutions = new ResolutionRows()) {
  const formula = formulaTemplateOf(calculation);
  const resolution = resolutions.resolve(organizationId, calculation, formula);
  const row = rowCalculation(calculation, formula);
  const columns = {
    activity_type: calculation.activity_type,
    emissions_kg_co2e: calculation.emissions_kg_co2e,
    ...calculation.disclosure,
    resolution_id: resolution.id,
    converted_quantity: row.converted_quantity,
    period_midpoint: row.period_midpoint,
    formula: row.formula,
    calculation_extra: row.calculation_extra && JSON.stringify(row.calculation_extra),
  } satisfies Partial<NewActivity>;
  return { columns, resolution };
}

/** An activity to store, the resolution it references (inserted unless it exists) and the certificate ids it claims. */
export interface ActivityWrite {
  activity: NewActivity & ReturnType<typeof calculationWrite>['columns'];
  resolution: NewActivityResolution;
  claims: InstrumentClaim[];
}

/** A write's claims under its activity's id (set when it has claims). */
export function claimRows(write: ActivityWrite): ClaimRow[] {
  return write.claims.map((claim) => ({
    activityId: write.activity.id!,
    scheme: claim.scheme,
    certificateId: claim.certificate_id,
    kwh: claim.kwh,
  }));
}

/** The row that keeps a submission and its own calculation figures, and the resolution it shares with others. */
export function buildActivityRow(
  owner: ActivityOwner,
  submission: ActivitySubmission,
  calculation: Calculation,
  ingestLine: number | null = null,
  resolutions = new ResolutionRows(),
): ActivityWrite {
  const { columns, resolution } = calculationWrite(owner.organizationId, calculation, resolutions);
  const activity = {
    organization_id: owner.organizationId,
    mode: owner.mode,
    scope: Number(submission.scope),
    quantity: submission.quantity,
    unit: submission.unit,
    period_start: submission.period.start,
    period_end: submission.period.end,
    country: submission.location.country,
    state: submission.location.state ?? null,
    city: submission.location.city ?? null,
    grid_region: submission.location.grid_region ?? null,
    source_type: submission.source?.type ?? null,
    source_confidence: submission.source?.confidence ?? null,
    source_name: submission.source?.name ?? null,
    source_reference: submission.source?.reference ?? null,
    metadata: JSON.stringify(submission.metadata ?? {}),
    ...columns,
    ingest_job_id: owner.ingestJobId ?? null,
    ingest_line: ingestLine,
    api_key_id: owner.apiKeyId ?? null,
    request_id: owner.requestId ?? null,
    site_id: submission.site_id ?? null,
  } satisfies NewActivity;
  const claims = instrumentClaims(submission.metadata, calculation.disclosure);
  // Its claims name it before it is stored.
  return { activity: claims.length > 0 ? { ...activity, id: timeOrderedUuid() } : activity, resolution, claims };
}

/** The resolution's columns an activity's result shows, under activity_details' names. */
function resolutionColumns(resolution: NewActivityResolution) {
  return {
    factor_id: resolution.factor_id,
    factor_value: resolution.factor_value,
    factor_unit: resolution.factor_unit,
    factor_source: resolution.factor_source,
    factor_version: resolution.factor_version,
    factor_region: resolution.factor_region,
    confidence_score: resolution.confidence_score,
    notices: JSON.parse(resolution.notices) as unknown[],
  };
}

/**
 * Stores built activities of one organisation and mode, the resolutions they reference and the
 * certificate ids they claim; electricity and certificates are then matched (certificate-matching.ts),
 * all in one transaction (the caller's when `db` is one). Returns each as written, with the id and
 * creation time the database gave it (enough for toActivityResult, which shows no Scope 2 figure). A claim
 * of an id live elsewhere fails on the claims' unique index: callers check first (certificate-claims.ts).
 */
export async function storeActivities(db: Db, writes: readonly ActivityWrite[]) {
  const first = writes[0]?.activity;
  if (!first) return [];
  const scope = { organizationId: first.organization_id, mode: first.mode };
  const claims = writes.flatMap(claimRows);
  const scope2 = writes.some((write) => write.activity.electricity_source !== null);
  const store = async (trx: Db) => {
    const stored = await insertActivities(
      trx,
      writes.map((write) => write.activity),
      writes.map((write) => write.resolution),
    );
    await insertClaims(trx, scope, claims);
    if (scope2) {
      await matchCertificates(
        trx,
        scope,
        activitiesById(
          scope,
          stored.map((row) => row.id),
        ),
      );
    }
    return stored;
  };
  const stored = scope2 && !db.isTransaction ? await db.transaction().execute(store) : await store(db);
  const shown = new Map<string, ReturnType<typeof resolutionColumns>>();
  return writes.map(({ activity, resolution }, i) => {
    let columns = shown.get(resolution.id);
    if (!columns) shown.set(resolution.id, (columns = resolutionColumns(resolution)));
    // Not a spread: adding keys to a spread copy of a 40-key object costs V8 ~5 µs a key.
    return Object.assign({}, activity, columns, stored[i]!);
  });
}

/** A stored activity's full calculation record: its resolution's template and its own figures. */
export function storedCalculation(row: ActivityRow): Record<string, unknown> {
  return joinCalculation(row.calculation_template, row);
}

/**
 * The submission a stored activity was made from, to calculate it again: under the activity type as
 * submitted (kept in the calculation record), so every assumption is made and stated again; rows
 * stored before it was kept use their canonical type.
 */
export function submissionFromRow(row: ActivityRow): ActivitySubmission {
  const optional = (value: string | null) => value ?? undefined;
  const input = row.calculation_template.input as { activity_type?: unknown } | undefined;
  return {
    activity_type: typeof input?.activity_type === 'string' ? input.activity_type : row.activity_type,
    scope: String(row.scope) as '1' | '2' | '3',
    quantity: Number(row.quantity),
    unit: row.unit,
    period: { start: row.period_start, end: row.period_end },
    location: {
      country: row.country,
      state: optional(row.state),
      city: optional(row.city),
      grid_region: optional(row.grid_region),
    },
    source:
      row.source_type === null
        ? undefined
        : {
            type: row.source_type,
            confidence: Number(row.source_confidence),
            name: optional(row.source_name),
            reference: optional(row.source_reference),
          },
    metadata: row.metadata,
    site_id: optional(row.site_id),
  };
}
