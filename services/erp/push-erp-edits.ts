import {
  connectionSyncState,
  findErpConnectionByGuid,
  lockErpConnection,
  recordMasters,
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
import { editsToCatchUp, type KnownMaster } from './erp-edit-catch-up.ts';
import {
  checkPushedTallyUrl,
  decodePushedAnswers,
  fromPushedAnswers,
  openPushedCompany,
  pushedTallyAnswers,
} from './pushed-tally-answers.ts';
import { parsedTallyClient, type TallyAnswers } from './tally-client.ts';

/** The pushed altered-masters answers, as the answer to alteredMasters of either kind (whatever `since` was asked). */
function pushedMasters(bytes: { altered_ledgers?: Buffer; altered_stock_items?: Buffer }): Partial<TallyAnswers> {
  const { altered_ledgers: ledgers, altered_stock_items: stockItems } = bytes;
  if (ledgers === undefined || stockItems === undefined) return {};
  return { alteredMasters: (_company, kind) => Promise.resolve(kind === 'ledger' ? ledgers : stockItems) };
}

/** 409: the connector asked Tally from a watermark the connection is no longer current at. */
function staleWatermark(which: 'voucher_watermark' | 'master_watermark', held: number | null, sent: number | null) {
  return new ApiError(409, 'CONFLICT', `The connection's ${which} is ${held}, not ${sent}: ask Tally again from it`, {
    field: `since_${which}`,
    reason: which === 'voucher_watermark' ? 'stale_watermark' : 'stale_master_watermark',
    [which]: held,
  });
}

/**
 * POST /v1/ingest/erp-sync/push/edits: the pull's catch-up of back-dated edits and renamed masters,
 * on answers the connector read. Tally's vouchers altered since the connection's voucher watermark
 * (all dates), and its ledgers and stock items altered since the master watermark, give the ranges
 * synced before, outside the run, to push again (as editsToCatchUp chooses them for a pull). An
 * answer the connector did not send is not looked for, and the note says so.
 */
export async function pushEditsToCatchUp(
  deps: Pick<ErpDeps, 'db'> & Pick<ServiceDeps, 'config'>,
  actor: Actor,
  input: ErpPushEditsRequest,
): Promise<ErpPushEditsAnswer> {
  const bytes = decodePushedAnswers(input.answers, deps.config.ERP_MAX_RESPONSE_BYTES);
  checkPushedTallyUrl(input.tally_url);
  const named = { tally_url: input.tally_url, company: input.company };
  const { altered_vouchers: altered } = bytes;
  const answers = pushedTallyAnswers({
    companies: () => Promise.resolve(bytes.companies),
    ...(altered === undefined ? {} : { alteredVouchers: () => Promise.resolve(altered) }),
    ...pushedMasters(bytes),
  });
  const company = await openPushedCompany(answers, named);
  const connection = await findErpConnectionByGuid(deps.db, actor, company.guid);
  if (!connection) throw notFound('ERP connection');
  const state = await connectionSyncState(deps.db, connection.id);
  if (state.voucherWatermark !== input.since_watermark)
    throw staleWatermark('voucher_watermark', state.voucherWatermark, input.since_watermark);
  const mastersSent = input.answers.altered_ledgers !== undefined && input.answers.altered_stock_items !== undefined;
  if (mastersSent && state.masterWatermark !== (input.since_master_watermark ?? null))
    throw staleWatermark('master_watermark', state.masterWatermark, input.since_master_watermark ?? null);
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
 * range, so the connection's vouchers are current at the $AltVchId it read at the start, and its
 * masters (when sent) at the $AltMstId, with their names as then (what a completed pull records).
 * Each watermark only rises: an older run finishing late changes nothing.
 */
export async function markPushedConnectionCurrent(
  deps: Pick<ErpDeps, 'db'> & Pick<ServiceDeps, 'config'>,
  actor: Actor,
  input: ErpPushCurrentRequest,
): Promise<ErpConnectionView> {
  const found = await findErpConnectionByGuid(deps.db, actor, input.company_guid);
  if (!found) throw notFound('ERP connection');
  const masters = input.masters && (await pushedMasterRows(deps, found, input.masters));
  await deps.db.transaction().execute(async (trx) => {
    const connection = await lockErpConnection(trx, actor, found.id);
    if (!connection) throw notFound('ERP connection');
    const held = connection.voucher_watermark === null ? null : Number(connection.voucher_watermark);
    if (held === null || held < input.voucher_watermark)
      await setConnectionWatermark(trx, connection.id, input.voucher_watermark);
    const heldMasters = connection.master_watermark === null ? null : Number(connection.master_watermark);
    if (masters && (heldMasters === null || heldMasters < masters.watermark))
      await recordMasters(
        trx,
        { id: connection.id, organizationId: actor.organizationId },
        masters.rows,
        masters.watermark,
      );
  });
  const view = (await listErpConnectionViews(deps, actor)).find((row) => row.id === found.id);
  if (!view) throw notFound('ERP connection');
  return view;
}

/** The pushed ledgers and stock items, parsed as the pull parses them. */
async function pushedMasterRows(
  deps: Pick<ServiceDeps, 'config'>,
  connection: { endpoint: string; company: string },
  pushed: NonNullable<ErpPushCurrentRequest['masters']>,
) {
  const { master_watermark: watermark, ...answers } = pushed;
  const bytes = decodePushedAnswers(answers, deps.config.ERP_MAX_RESPONSE_BYTES, 'masters');
  const client = parsedTallyClient(pushedTallyAnswers(pushedMasters(bytes)), {
    tally_url: connection.endpoint,
    company: connection.company,
  });
  const rows: KnownMaster[] = [];
  for (const kind of ['ledger', 'stock_item'] as const) {
    const listed = await fromPushedAnswers(() => client.alteredMasters(connection.company, kind, 0));
    rows.push(...listed.map((master) => ({ ...master, kind })));
  }
  return { rows, watermark };
}
