import type { ActivityRow, Mode, NewActivity } from '../../db/schema.ts';
import type { Calculation } from '../../domain/calculation/calculation-schema.ts';
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

/** The columns a calculation fills: the result, the exact factor it used and the per-activity disclosure data. */
export function calculationColumns(calculation: Calculation) {
  return {
    activity_type: calculation.activity_type,
    emissions_kg_co2e: calculation.emissions_kg_co2e,
    ...calculation.disclosure,
    factor_id: calculation.factor.id,
    factor_value: calculation.factor.value,
    factor_unit: calculation.factor.unit,
    factor_source: calculation.factor.source,
    factor_version: calculation.factor.version,
    factor_region: calculation.factor.region,
    confidence_score: calculation.confidence_score,
    calculation: JSON.stringify(calculation.calculation),
    notices: JSON.stringify(calculation.notices),
  } satisfies Partial<NewActivity>;
}

/** The row that keeps a submission, its calculation and the exact factor it used. */
export function buildActivityRow(
  owner: ActivityOwner,
  submission: ActivitySubmission,
  calculation: Calculation,
  ingestLine: number | null = null,
): NewActivity {
  return {
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
    ...calculationColumns(calculation),
    ingest_job_id: owner.ingestJobId ?? null,
    ingest_line: ingestLine,
    api_key_id: owner.apiKeyId ?? null,
    request_id: owner.requestId ?? null,
  };
}

/**
 * The submission a stored activity was made from, to calculate it again: under the activity type as
 * submitted (kept in the calculation record), so every assumption is made and stated again; rows
 * stored before it was kept use their canonical type.
 */
export function submissionFromRow(row: ActivityRow): ActivitySubmission {
  const optional = (value: string | null) => value ?? undefined;
  const input = row.calculation.input as { activity_type?: unknown } | undefined;
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
  };
}
