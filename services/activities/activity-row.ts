import type { Db } from '../../db/database.ts';
import { insertActivities } from '../../db/queries/activities.ts';
import { activitiesById, matchCertificates } from '../../db/queries/certificate-matching.ts';
import { insertClaims, type ClaimRow } from '../../db/queries/instrument-claims.ts';
import { timeOrderedUuid } from '../../db/time-ordered-uuid.ts';
import { instrumentClaims, type InstrumentClaim } from '../../domain/calculation/instrument-claims.ts';
import type { ActivityRow, Mode, NewActivity, NewActivityResolution } from '../../db/schema.ts';
import { ResolutionRows } from './resolution-rows.ts';
import type { Calculation, Disclosure } from '../../domain/calculation/calculation-schema.ts';
import { joinCalculation, rowCalculation, type RowCalculation } from '../../domain/calculation/stored-calculation.ts';
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
 * The stored row of a submission and its calculation (result, disclosure data, the resolution it
 * references, its own calculation figures): one object literal naming every column. A bulk intake
 * builds one per row, and spreading the disclosure and calculation columns into it cost V8 more than
 * all the rest of the row (keys added one by one: about 3 µs a row, against 0.2 µs for the literal).
 */
function activityColumns(
  owner: ActivityOwner,
  submission: ActivitySubmission,
  calculation: Calculation,
  resolutionId: string,
  own: RowCalculation,
  ingestLine: number | null,
  id: string | undefined,
) {
  const d = calculation.disclosure;
  return {
    id,
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
    activity_type: calculation.activity_type,
    emissions_kg_co2e: calculation.emissions_kg_co2e,
    energy_gj: d.energy_gj,
    energy_class: d.energy_class,
    energy_renewable: d.energy_renewable,
    co2_kg_co2e: d.co2_kg_co2e,
    ch4_kg_co2e: d.ch4_kg_co2e,
    n2o_kg_co2e: d.n2o_kg_co2e,
    hfcs_kg_co2e: d.hfcs_kg_co2e,
    pfcs_kg_co2e: d.pfcs_kg_co2e,
    sf6_kg_co2e: d.sf6_kg_co2e,
    nf3_kg_co2e: d.nf3_kg_co2e,
    co2_kg: d.co2_kg,
    ch4_kg: d.ch4_kg,
    n2o_kg: d.n2o_kg,
    hfcs_kg: d.hfcs_kg,
    pfcs_kg: d.pfcs_kg,
    sf6_kg: d.sf6_kg,
    nf3_kg: d.nf3_kg,
    gwp_set: d.gwp_set,
    co2_only: d.co2_only,
    scope3_category: d.scope3_category,
    biogenic_co2_kg: d.biogenic_co2_kg,
    category3_kg_co2e: d.category3_kg_co2e,
    memo_kg_co2e: d.memo_kg_co2e,
    memo_kind: d.memo_kind,
    electricity_source: d.electricity_source,
    market_based_kg_co2e: d.market_based_kg_co2e,
    renewable_kwh: d.renewable_kwh,
    instrument_kwh: d.instrument_kwh,
    unmatched_kwh: d.unmatched_kwh,
    resolution_id: resolutionId,
    converted_quantity: own.converted_quantity,
    period_midpoint: own.period_midpoint,
    formula: own.formula,
    calculation_extra: own.calculation_extra && JSON.stringify(own.calculation_extra),
    ingest_job_id: owner.ingestJobId ?? null,
    ingest_line: ingestLine,
    api_key_id: owner.apiKeyId ?? null,
    request_id: owner.requestId ?? null,
    site_id: submission.site_id ?? null,
  } satisfies NewActivity & Record<keyof Disclosure, unknown>;
}

/** An activity to store, the resolution it references (inserted unless it exists) and the certificate ids it claims. */
export interface ActivityWrite {
  activity: ReturnType<typeof activityColumns>;
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
  const { row: resolution, formula } = resolutions.resolve(owner.organizationId, calculation);
  const own = rowCalculation(calculation, formula);
  const claims = instrumentClaims(submission.metadata, calculation.disclosure);
  // Its claims name it before it is stored; others get theirs when they are.
  const id = claims.length > 0 ? timeOrderedUuid() : undefined;
  const activity = activityColumns(owner, submission, calculation, resolution.id, own, ingestLine, id);
  return { activity, resolution, claims };
}

/**
 * What recalculating a stored activity writes: the resolution its new calculation shares with others
 * (stored unless it exists) and the columns of the row that come from the calculation, not from the
 * submission or who stored it.
 */
export function calculationWrite(
  owner: ActivityOwner,
  submission: ActivitySubmission,
  calculation: Calculation,
  resolutions = new ResolutionRows(),
) {
  const { activity, resolution } = buildActivityRow(owner, submission, calculation, null, resolutions);
  const {
    id,
    organization_id,
    mode,
    scope,
    quantity,
    unit,
    period_start,
    period_end,
    country,
    state,
    city,
    grid_region,
    source_type,
    source_confidence,
    source_name,
    source_reference,
    metadata,
    ingest_job_id,
    ingest_line,
    api_key_id,
    request_id,
    site_id,
    ...columns
  } = activity;
  return { columns, resolution };
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
