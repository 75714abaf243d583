import { randomUUID } from 'node:crypto';
import { ensureErpConnection, lockErpConnection } from '../../db/queries/erp-connections.ts';
import { heldVoucherEmissions } from '../../db/queries/erp-vouchers.ts';
import { completeIngestJob } from '../../db/queries/ingest-job-runs.ts';
import { findIngestJob, insertIngestJob } from '../../db/queries/ingest-jobs.ts';
import type { ErpPushRequest, PushedTallyAnswers } from '../../domain/erp/erp-push-schema.ts';
import { DEFAULT_TALLY_TIMEOUT_MS, emptySyncResult, type ErpSyncJobSpec } from '../../domain/erp/erp-sync-schema.ts';
import { voucherTypeIndex } from '../../domain/erp/tally-voucher-types.ts';
import { roundKg } from '../../domain/numbers.ts';
import { requestFold } from '../../jobs/definitions/aggregate-fold.ts';
import { erpSync } from '../../jobs/definitions/erp-sync.ts';
import type { Actor } from '../actor.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import { ApiError, notFound } from '../service-errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { checkSiteRules } from '../sites/check-site-rules.ts';
import { calculateErpChunk, syncCalculation } from './calculate-erp-chunk.ts';
import { commitErpChunkIn } from './erp-chunk-commit.ts';
import { pullChunk } from './erp-chunk-pull.ts';
import type { ErpDeps } from './erp-deps.ts';
import { ErpSyncFailure, parsedTallyClient, type TallyAnswers } from './tally-client.ts';
import {
  checkPushedTallyUrl,
  decodePushedAnswers,
  fromPushedAnswers,
  openPushedCompany,
  pushedTallyAnswers,
} from './pushed-tally-answers.ts';

type PushDeps = ErpDeps & Pick<ServiceDeps, 'config' | 'rollups'>;

/**
 * The pushed answers as the Tally client of a pull reads them. `companies` is the list read before
 * the Day Book (the company, its GUID and watermarks) or after it (is it still open?).
 */
function pushedAnswers(
  bytes: Record<keyof PushedTallyAnswers, Buffer>,
  range: { from: string; to: string },
  companies: Buffer,
): TallyAnswers {
  return pushedTallyAnswers({
    companies: () => Promise.resolve(companies),
    voucherTypes: () => Promise.resolve(bytes.voucher_types),
    dayBook: (_company, from, to) =>
      from === range.from && to === range.to
        ? Promise.resolve(bytes.day_book)
        : Promise.reject(
            new ErpSyncFailure('ERP_ERROR', `a push carries no answer for the Day Book of ${from} … ${to}`),
          ),
  });
}

/**
 * POST /v1/ingest/erp-sync/push: one chunk of Tally answers read by the on-premise connector, run
 * through the pull's own steps after its fetch: the company and its GUID from the company list
 * (the connection), the Day Book checked by pullChunk (another company echoed, held vouchers
 * left out while the company is no longer open), calculated by the mapping, committed by
 * commitErpChunk (voucher keys, ALTERIDs, deletions, period locks, audit, warnings). The chunk and
 * its erp_sync job row (the record of the push: result, skipped vouchers) commit in one
 * transaction, during the request: a chunk is bounded by ERP_MAX_RESPONSE_BYTES. A repeated push of
 * the same answers finds every voucher unchanged and writes no activity.
 */
export async function pushErpChunk(deps: PushDeps, actor: Actor, input: ErpPushRequest) {
  const { db } = deps;
  const bytes = decodePushedAnswers(input.answers, deps.config.ERP_MAX_RESPONSE_BYTES);
  checkPushedTallyUrl(input.tally_url);
  await checkSiteRules(db, actor, input.mappings, 'mappings');
  const named = { tally_url: input.tally_url, company: input.company };
  const range = input.date_range;
  const after = parsedTallyClient(pushedAnswers(bytes, range, bytes.companies_after), named);
  const company = await openPushedCompany(pushedAnswers(bytes, range, bytes.companies), named);
  if (input.connection_id) {
    const connection = await lockErpConnection(db, actor, input.connection_id);
    if (!connection) throw notFound('ERP connection');
    if (connection.company_guid !== null && connection.company_guid !== company.guid) {
      throw new ApiError(
        409,
        'CONFLICT',
        `Tally answered company '${company.name}' with GUID ${company.guid}, but connection ${connection.id} is ` +
          `company '${connection.company}' (GUID ${connection.company_guid}): nothing was stored`,
        { field: 'connection_id', reason: 'company_guid_mismatch', company_guid: connection.company_guid },
      );
    }
  }
  const connectionId = await ensureErpConnection(db, actor, {
    erpSystem: 'tally',
    endpoint: new URL(input.tally_url).href,
    company: company.name,
    companyGuid: company.guid,
  });
  const { rules, mappingHash, preparer, locks } = await syncCalculation(
    deps,
    actor,
    input.mappings ?? [],
    actor.country,
  );
  const vouchers = await fromPushedAnswers(() => pullChunk(db, after, company, connectionId, range));
  const voucherTypes = voucherTypeIndex(await fromPushedAnswers(() => after.voucherTypes(company.name)));
  const calculated = await calculateErpChunk(db, vouchers, {
    connectionId,
    company: company.name,
    country: actor.country,
    rules,
    voucherTypes,
    preparer,
    locks,
  });

  const spec: ErpSyncJobSpec = {
    kind: 'erp_sync',
    erp_system: input.erp_system,
    connection_config: {
      ...named,
      timeout_ms: DEFAULT_TALLY_TIMEOUT_MS,
      ...(input.mappings ? { mappings: input.mappings } : {}),
    },
    date_range: range,
    country: actor.country,
    pushed: true,
  };
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await insertIngestJob(trx, actor, {
      id,
      kind: 'erp_sync',
      queue: erpSync.queue,
      payload: spec,
      rowsTotal: null,
      apiKeyId: actor.keyId,
      requestId: actor.requestId,
    });
    const result = await commitErpChunkIn(trx, {
      owner: {
        organizationId: actor.organizationId,
        mode: actor.mode,
        apiKeyId: actor.keyId,
        requestId: actor.requestId,
        ingestJobId: id,
      },
      actorLabel: `api_key:${actor.keyId}`,
      connectionId,
      chunk: input.edited ? { ...range, edited: true } : range,
      chunkIndex: 0,
      vouchers: calculated,
      voucherTypes,
      mappingHash,
      watermark: company.voucherWatermark,
      result: { ...emptySyncResult(1), voucher_watermark: company.voucherWatermark, company_guid: company.guid },
    });
    result.total_emissions_kg_co2e = roundKg(await heldVoucherEmissions(trx, connectionId, range.from, range.to));
    await completeIngestJob(trx, id, result);
  });
  await emissionsChanged(deps, actor);
  await requestFold(deps.queues);
  const job = await findIngestJob(db, actor, id);
  if (!job) throw new Error(`push job ${id} vanished after its commit`);
  return job;
}
