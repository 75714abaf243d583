import {
  connectionSyncState,
  findErpConnectionByGuid,
  lockErpConnection,
  setConnectionWatermark,
} from '../../db/queries/erp-connections.ts';
import type {
  ErpPushCurrentRequest,
  ErpPushEditsAnswer,
  ErpPushEditsRequest,
} from '../../domain/erp/erp-push-schema.ts';
import type { Actor } from '../actor.ts';
import { ApiError, notFound } from '../service-errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { listErpConnectionViews, type ErpConnectionView } from './erp-connection-service.ts';
import type { ErpDeps } from './erp-deps.ts';
import { editsToCatchUp } from './erp-edit-catch-up.ts';
import {
  checkPushedTallyUrl,
  decodePushedAnswers,
  openPushedCompany,
  pushedTallyAnswers,
} from './pushed-tally-answers.ts';
import { parsedTallyClient } from './tally-client.ts';

/**
 * POST /v1/ingest/erp-sync/push/edits: the pull's catch-up of back-dated edits, on answers the
 * connector read. Tally's vouchers altered since the connection's voucher watermark (all dates)
 * give the ranges synced before, outside the run, to push again (as editsToCatchUp chooses them
 * for a pull). Renamed masters are not looked for on this path: the note says so.
 */
export async function pushEditsToCatchUp(
  deps: Pick<ErpDeps, 'db'> & Pick<ServiceDeps, 'config'>,
  actor: Actor,
  input: ErpPushEditsRequest,
): Promise<ErpPushEditsAnswer> {
  const bytes = decodePushedAnswers(input.answers, deps.config.ERP_MAX_RESPONSE_BYTES);
  checkPushedTallyUrl(input.tally_url);
  const named = { tally_url: input.tally_url, company: input.company };
  const answers = pushedTallyAnswers({
    companies: () => Promise.resolve(bytes.companies),
    alteredVouchers: () => Promise.resolve(bytes.altered_vouchers),
  });
  const company = await openPushedCompany(answers, named);
  const connection = await findErpConnectionByGuid(deps.db, actor, company.guid);
  if (!connection) throw notFound('ERP connection');
  const state = await connectionSyncState(deps.db, connection.id);
  if (state.voucherWatermark !== input.since_watermark)
    throw new ApiError(
      409,
      'CONFLICT',
      `The connection's vouchers are current at ${state.voucherWatermark}, not ${input.since_watermark}: ask Tally again from it`,
      { field: 'since_watermark', reason: 'stale_watermark', voucher_watermark: state.voucherWatermark },
    );
  const catchUp = await editsToCatchUp(
    deps.db,
    parsedTallyClient(answers, named),
    company,
    { id: connection.id, organizationId: actor.organizationId },
    state,
    input.date_range,
  );
  return {
    connection_id: connection.id,
    voucher_watermark: company.voucherWatermark,
    current: catchUp.current,
    ranges: catchUp.ranges,
    edits: catchUp.edits,
  };
}

/**
 * POST /v1/ingest/erp-sync/push/current: the connector pushed every range of a run and every edited
 * range, so the connection's vouchers are current at the $AltVchId it read at the start (what a
 * completed pull records). The watermark only rises: an older run finishing late changes nothing.
 */
export async function markPushedConnectionCurrent(
  deps: Pick<ErpDeps, 'db'>,
  actor: Actor,
  input: ErpPushCurrentRequest,
): Promise<ErpConnectionView> {
  const found = await findErpConnectionByGuid(deps.db, actor, input.company_guid);
  if (!found) throw notFound('ERP connection');
  await deps.db.transaction().execute(async (trx) => {
    const connection = await lockErpConnection(trx, actor, found.id);
    if (!connection) throw notFound('ERP connection');
    const held = connection.voucher_watermark === null ? null : Number(connection.voucher_watermark);
    if (held === null || held < input.voucher_watermark)
      await setConnectionWatermark(trx, connection.id, input.voucher_watermark);
  });
  const view = (await listErpConnectionViews(deps, actor)).find((row) => row.id === found.id);
  if (!view) throw notFound('ERP connection');
  return view;
}
