import { randomUUID } from 'node:crypto';
import { insertIngestJob } from '../../db/queries/ingest-jobs.ts';
import { actorOwner, buildActivityRow } from '../activities/activity-row.ts';
import { storeCreatedActivities } from '../activities/store-created-activities.ts';
import { ResolutionRows } from '../activities/resolution-rows.ts';
import { CLAIM_FIELD, claimReuseError, refusedClaims } from '../activities/certificate-claims.ts';
import type { JsonIngestSpec } from '../../domain/ingest/ingest-job-spec.ts';
import { jsonItemMapper, Preparer, type Prepared } from '../../domain/ingest/prepare-record.ts';
import { allSites } from '../sites/load-site-directory.ts';
import { toStoredRecord } from '../../domain/ingest/stored-records.ts';
import { sumKg } from '../../domain/numbers.ts';
import { ApiError } from '../service-errors.ts';
import { readLockedPeriods } from '../periods/locked-periods-guard.ts';
import { toActivityResult } from '../activities/activity-views.ts';
import { toJobAccepted, type IntakeResult, type ItemError, type JobAccepted } from './intake-schemas.ts';
import { enqueueIngestJob } from './enqueue.ts';
import type { Actor } from '../actor.ts';
import { admitJob } from '../limits/job-admission.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** What the request calls its items, for field paths in errors. */
const itemsName = (intake: JsonIngestSpec) => (intake.kind === 'records' ? 'records' : 'activities');

/**
 * No item could be stored: a 400 naming the first problem, with all of them in details.errors; 409
 * PERIOD_LOCKED when every item is dated in a locked year.
 */
function nothingStored(intake: JsonIngestSpec, errors: ItemError[]): ApiError {
  const first = errors[0]!;
  const field = `${itemsName(intake)}[${first.index}]${first.field ? `.${first.field}` : ''}`;
  const locked = errors.every((error) => error.code === 'PERIOD_LOCKED');
  const [status, code] = locked ? ([409, 'PERIOD_LOCKED'] as const) : ([400, 'VALIDATION_ERROR'] as const);
  return new ApiError(status, code, `No item could be stored; first: ${field}: ${first.reason}`, {
    field,
    reason: first.reason,
    errors,
  });
}

/**
 * Partial success within the request: every item is mapped and calculated, the good ones are stored
 * in one statement (visible in GET /v1/emissions when this returns), the bad ones are reported
 * with index, field and reason (one dated in a locked year among them). 201 when all were stored, 207
 * when some were.
 */
export async function ingestJsonNow(
  deps: Pick<ServiceDeps, 'db' | 'factors' | 'queues' | 'rollups'>,
  actor: Actor,
  intake: JsonIngestSpec,
): Promise<{ status: 201 | 207; data: IntakeResult }> {
  const { db, factors } = deps;
  const sites = await allSites(db, actor);
  const map = jsonItemMapper(intake, sites);
  const preparer = new Preparer(await factors.current(), actor.settings, await readLockedPeriods(db, actor));
  const errors: ItemError[] = [];
  const good: { index: number; prepared: Extract<Prepared, { ok: true }> }[] = [];
  intake.records.forEach((item, index) => {
    const prepared = preparer.prepare(map(item));
    if (prepared.ok) good.push({ index, prepared });
    else errors.push({ index, ...prepared.error });
  });
  const owner = actorOwner(actor);
  const resolutions = new ResolutionRows();
  const built = good.map((item) => ({
    ...item,
    write: buildActivityRow(owner, item.prepared.activity, item.prepared.calculation, null, resolutions),
  }));
  // An item reusing a certificate id is a bad item like any other.
  const refused = await refusedClaims(
    db,
    actor,
    built.map((item) => item.write),
  );
  const stored = built.filter((item, i) => {
    const reason = refused.get(i);
    if (reason !== undefined) errors.push({ index: item.index, field: CLAIM_FIELD, reason });
    return reason === undefined;
  });
  errors.sort((a, b) => a.index - b.index);
  if (stored.length === 0) throw nothingStored(intake, errors);

  const rows = await storeCreatedActivities(
    db,
    actor,
    stored.map((item) => item.write),
  ).catch((error: unknown) => {
    throw claimReuseError(error);
  });
  const results = rows.map((row, i) => {
    const { index, prepared } = stored[i]!;
    return {
      index,
      activity_type: row.activity_type,
      scope: String(row.scope) as '1' | '2' | '3',
      ...(prepared.category ? { category: prepared.category } : {}),
      ...toActivityResult(row, sites.codeOf(row.site_id)),
    };
  });
  await emissionsChanged(deps, actor);
  const total = sumKg(results.map((r) => r.emissions_kg_co2e));
  return {
    status: errors.length > 0 ? 207 : 201,
    data: { stored: rows.length, failed: errors.length, total_emissions_kg_co2e: total, results, errors },
  };
}

/** Too many items for one request: the items are committed with their job (the outbox) and a worker takes over. */
export async function acceptJsonJob(
  deps: Pick<ServiceDeps, 'db' | 'queues' | 'log' | 'config'>,
  actor: Actor,
  intake: JsonIngestSpec,
): Promise<JobAccepted> {
  const job = await deps.db.transaction().execute(async (trx) => {
    await admitJob(trx, deps.config, actor.organizationId, 'ingest');
    return insertIngestJob(trx, actor, {
      id: randomUUID(),
      kind: intake.kind,
      payload: { ...intake, records: intake.records.map(toStoredRecord) },
      rowsTotal: intake.records.length,
      apiKeyId: actor.keyId,
      requestId: actor.requestId,
    });
  });
  await enqueueIngestJob(deps, job);
  return toJobAccepted(job, false);
}
