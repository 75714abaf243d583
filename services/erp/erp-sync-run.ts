import {
  connectionSyncState,
  ensureErpConnection,
  rangeUpToDate,
  recordMasters,
  setConnectionWatermark,
} from '../../db/queries/erp-connections.ts';
import { countHeldVouchers, heldVoucherEmissions } from '../../db/queries/erp-vouchers.ts';
import { recordErpScheduleRun } from '../../db/queries/erp-schedules.ts';
import { completeIngestJob, saveJobCheckpoint } from '../../db/queries/ingest-job-runs.ts';
import { findIngestJobById, type IngestJobView } from '../../db/queries/ingest-jobs.ts';
import { emptySyncResult, ErpSyncJobSpec, ErpSyncResult } from '../../domain/erp/erp-sync-schema.ts';
import { monthChunks, type SyncChunk } from '../../domain/erp/month-chunks.ts';
import { voucherTypeIndex, type TallyVoucherType } from '../../domain/erp/tally-voucher-types.ts';
import { requestFold } from '../../jobs/definitions/aggregate-fold.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import { roundKg } from '../../domain/numbers.ts';
import { chunkCheckpoint, commitErpChunk, type ChunkCommit } from './erp-chunk-commit.ts';
import { pullChunk } from './erp-chunk-pull.ts';
import { calculateErpChunk, syncCalculation } from './calculate-erp-chunk.ts';
import { editsToCatchUp } from './erp-edit-catch-up.ts';
import type { JobOutcome, JobRun } from '../job-outcome.ts';
import type { ErpDeps } from './erp-deps.ts';
import { ErpSyncFailure, syncTimeout, tallyClient } from './tally-client.ts';
import { tallyOutboundPolicy } from './erp-host-policy.ts';

export type ErpRunOutcome = JobOutcome<ErpSyncResult>;

/** A sync's dependencies and its budget (ERP_SYNC_MAX_MS, the worker's erpSyncMaxMs). */
type SyncRunDeps = ErpDeps & { erpSyncMaxMs: number };

async function syncChunks(
  deps: SyncRunDeps,
  claimed: IngestJobView,
  spec: ErpSyncJobSpec,
  run: JobRun,
): Promise<ErpRunOutcome> {
  const { db } = deps;
  const owner = {
    organizationId: claimed.organization_id,
    mode: claimed.mode,
    apiKeyId: claimed.api_key_id,
    requestId: claimed.request_id,
    ingestJobId: claimed.id,
  };
  const config = spec.connection_config;
  const { rules, mappingHash, preparer, locks } = await syncCalculation(
    deps,
    owner,
    config.mappings ?? [],
    spec.country,
  );
  // A resumed run (after a yield, a release or a retry) goes on with what its earlier runs left of the budget.
  const resumed = claimed.result ? ErpSyncResult.safeParse(claimed.result) : undefined;
  const earlier = resumed?.success ? resumed.data : undefined;
  const started = Date.now();
  const spentMs = earlier?.run_ms ?? 0;
  const deadline = { at: started + deps.erpSyncMaxMs - spentMs, maxMs: deps.erpSyncMaxMs };
  // Only the hosts this organisation registered (checked before connecting, redirects included).
  const client = tallyClient(await tallyOutboundPolicy(deps, owner), config, deadline);

  // Read before the pull: an edit made while pulling raises the watermark past this value, so the next sync looks again.
  const company = await client.openCompany();
  // A resumed run keeps the first run's: months read at it must not be recorded current at a later one.
  const watermark = earlier ? earlier.voucher_watermark : company.voucherWatermark;
  // The company is the connection, by its GUID: another URL spelling of the same Tally reaches the same one.
  const connectionId = await ensureErpConnection(db, owner, {
    erpSystem: 'tally',
    endpoint: new URL(config.tally_url).href,
    company: company.name,
    companyGuid: company.guid,
  });
  const state = await connectionSyncState(db, connectionId);
  const connection = { id: connectionId, organizationId: owner.organizationId };
  const catchUp = await editsToCatchUp(db, client, company, connection, state, spec.date_range);
  const chunks: SyncChunk[] = [
    ...monthChunks(spec.date_range.from, spec.date_range.to),
    ...catchUp.ranges.map((range) => ({ ...range, edited: true })),
  ];
  let result = earlier ?? emptySyncResult(chunks.length);
  result.chunks_total = chunks.length;
  result.voucher_watermark = watermark;
  result.company_guid = company.guid;
  result.edits = catchUp.edits;
  let types: Map<string, TallyVoucherType> | undefined;
  const actorLabel = spec.schedule_id ? `erp_schedule:${spec.schedule_id}` : `api_key:${claimed.api_key_id}`;

  let pulled = false;
  for (let index = claimed.resume_line ?? 0; index < chunks.length; index += 1) {
    if (run.shutdown.aborted) return { state: 'released' };
    // Past the budget: stop between months, so what is committed is whole months (recorded by runErpSync).
    if (Date.now() >= deadline.at) throw syncTimeout(deadline);
    // Others wait for an erp worker (another organisation's sync): they go first, this one resumes after them.
    if (pulled && (await run.othersWaiting())) return { state: 'yielded' };
    const chunk = chunks[index];
    if (
      !spec.force &&
      !chunk.edited &&
      !catchUp.renamedDates.some((date) => chunk.from <= date && date <= chunk.to) &&
      watermark !== null &&
      (await rangeUpToDate(db, { connectionId, from: chunk.from, to: chunk.to, watermark, mappingHash }))
    ) {
      const held = await countHeldVouchers(db, connectionId, chunk.from, chunk.to);
      result.unchanged += held;
      result.records_synced += held;
      result.chunks_done = index + 1;
      result.chunks.push({ ...chunk, pulled: false, vouchers: held });
      result.run_ms = spentMs + (Date.now() - started);
      await saveJobCheckpoint(db, claimed.id, chunkCheckpoint(result, index));
      continue;
    }
    const vouchers = await pullChunk(db, client, company, connectionId, chunk);
    types ??= voucherTypeIndex(await client.voucherTypes(company.name));
    const calculated = await calculateErpChunk(db, vouchers, {
      connectionId,
      company: company.name,
      country: spec.country,
      rules,
      voucherTypes: types,
      preparer,
      locks,
    });
    result.run_ms = spentMs + (Date.now() - started);
    const commit: ChunkCommit = {
      owner,
      actorLabel,
      connectionId,
      chunk,
      chunkIndex: index,
      vouchers: calculated,
      voucherTypes: types,
      mappingHash,
      watermark,
      result,
    };
    result = await commitErpChunk(db, commit);
    pulled = true;
    // Cached emissions answers of every API process see the chunk's deltas now, not at the next fold.
    await emissionsChanged(deps, owner);
  }

  // Current only when every voucher altered since the last watermark was read (else the next sync looks again).
  if (catchUp.current) await setConnectionWatermark(db, connectionId, watermark);
  if (catchUp.masters) {
    const { rows, watermark: masterWatermark } = catchUp.masters;
    await recordMasters(db, connection, rows, masterWatermark);
  }
  result.total_emissions_kg_co2e = roundKg(
    await heldVoucherEmissions(db, connectionId, spec.date_range.from, spec.date_range.to),
  );
  result.run_ms = spentMs + (Date.now() - started);
  await completeIngestJob(db, claimed.id, result);
  await requestFold(deps.queues);
  return { state: 'completed', result };
}

/**
 * At most one sync talks to one Tally host and company at a time: the runtime holds this key for the
 * run, and a sync that finds it taken is `busy` (tried again shortly).
 */
export function erpSyncExclusiveKey(payload: unknown): string {
  const { tally_url, company } = ErpSyncJobSpec.parse(payload).connection_config;
  return `erp-sync:${new URL(tally_url).host}:${company.toLowerCase()}`;
}

async function recordScheduleRun(
  deps: ErpDeps,
  spec: ErpSyncJobSpec,
  jobId: string,
  outcome: ErpRunOutcome,
): Promise<void> {
  if (!spec.schedule_id || (outcome.state !== 'completed' && outcome.state !== 'failed')) return;
  const run =
    outcome.state === 'completed'
      ? { jobId, status: 'completed', recordsSynced: outcome.result.records_synced, error: null }
      : { jobId, status: 'failed', recordsSynced: null, error: `${outcome.code}: ${outcome.message}` };
  await recordErpScheduleRun(deps.db, spec.schedule_id, run, spec.fire_time ? new Date(spec.fire_time) : new Date());
}

/**
 * The worker's use case for one claimed erp.sync job (the runtime holds its erpSyncExclusiveKey):
 * syncs its range chunk by chunk from the checkpoint on, within ERP_SYNC_MAX_MS of running time across
 * its runs (ERP_TIMEOUT past it), yielding its worker between months to jobs waiting for one. An ERP failure (unreachable, timeout, a
 * Tally refusal, a refused redirect) fails the job at once with its code; the chunks committed
 * before it stay, and a later sync skips them while Tally's watermark is unchanged. Other errors
 * propagate for the queue to retry from the checkpoint.
 */
export async function runErpSync(deps: SyncRunDeps, claimed: IngestJobView, run: JobRun): Promise<ErpRunOutcome> {
  const spec = ErpSyncJobSpec.parse(claimed.payload);
  let outcome: ErpRunOutcome;
  try {
    outcome = await syncChunks(deps, claimed, spec, run);
  } catch (error) {
    if (!(error instanceof ErpSyncFailure)) throw error;
    const latest = await findIngestJobById(deps.db, claimed.id);
    const parsed = ErpSyncResult.safeParse(latest?.result);
    const progress = parsed.success
      ? parsed.data
      : emptySyncResult(monthChunks(spec.date_range.from, spec.date_range.to).length);
    deps.log.warn({ jobId: claimed.id, code: error.code }, `erp sync failed: ${error.message}`);
    outcome = {
      state: 'failed',
      code: error.code,
      message: error.message,
      result: { ...progress, error_code: error.code, ...(error.field ? { error_field: error.field } : {}) },
    };
  }
  await recordScheduleRun(deps, spec, claimed.id, outcome);
  return outcome;
}
