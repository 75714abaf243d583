import process from 'node:process';
import { z } from 'zod';
import { halveRange, type DateChunk } from '../domain/erp/month-chunks.ts';
import type { ErpMappingRule } from '../domain/erp/erp-mapping-rules.ts';
import { ErpSyncAnswer } from '../services/erp/erp-sync-views.ts';
import { ErpConnectionView } from '../services/erp/erp-connection-service.ts';
import { ErpPushEditsAnswer } from '../domain/erp/erp-push-schema.ts';
import type { MasterKind } from '../domain/erp/tally-request.ts';
import type { TallyCompany } from '../domain/erp/tally-voucher-parser.ts';
import { answerBytes, parsedTallyClient, type TallyAnswers } from '../services/erp/tally-client.ts';
import { ApiRefusal, callApi, type ApiTarget } from './tally-api-client.ts';
import { localTallyAnswers, readTallyChunks, type LocalTally, type PushChunk } from './read-tally-chunks.ts';

/** What one push of a range reads and where it sends it (`carbon tally push`, or one run of the agent). */
export interface PushRun {
  api: ApiTarget;
  local: LocalTally;
  connectionId?: string;
  /** A schedule's mapping rules, sent with each chunk as a pull of it would use them. */
  mappings?: ErpMappingRule[];
  json: boolean;
  /** Stops between chunks (the agent on SIGINT/SIGTERM): the chunks before it are committed. */
  signal?: AbortSignal;
  /** The range is pushed again because Tally listed vouchers in it as altered (flagged so in the answer). */
  edited?: true;
}

/** POST /v1/ingest/erp-sync/push of one chunk. */
async function pushChunk(run: PushRun, chunk: PushChunk): Promise<ErpSyncAnswer> {
  return callApi(run.api, 'POST', '/v1/ingest/erp-sync/push', ErpSyncAnswer, {
    ...chunk,
    ...(run.connectionId ? { connection_id: run.connectionId } : {}),
    ...(run.mappings ? { mappings: run.mappings } : {}),
    ...(run.edited ? { edited: true } : {}),
  });
}

function reportChunk(run: PushRun, range: DateChunk, data: ErpSyncAnswer) {
  if (run.json) {
    process.stdout.write(`${JSON.stringify({ date_range: range, ...data })}\n`);
    return;
  }
  const result = data.result;
  const counts = result
    ? `created ${result.created}, updated ${result.updated}, unchanged ${result.unchanged}, deleted ${result.deleted}, ` +
      `skipped ${result.skipped}, ${result.total_emissions_kg_co2e} kg CO2e`
    : 'no result';
  process.stdout.write(
    `${range.from} … ${range.to}${run.edited ? ' (edited)' : ''}: records_synced ${data.records_synced ?? 0}, ${counts} (job ${data.job_id})\n`,
  );
}

/** How far a push got: records_synced summed over the chunks the API committed. */
export interface PushProgress {
  records: number;
}

/**
 * Pushes a range chunk by chunk, in order; a chunk the API finds too large (413 on the Day Book,
 * its ERP_MAX_RESPONSE_BYTES lower than ours) is read again in halves. Stops at the first refusal
 * (or when the run's signal aborts): the chunks before it are committed and counted in `progress`,
 * and pushing the range again finds them unchanged.
 */
async function pushRange(run: PushRun, range: DateChunk, progress: PushProgress): Promise<void> {
  const answers = localTallyAnswers(run.local);
  for await (const chunk of readTallyChunks(answers, run.local, range)) {
    run.signal?.throwIfAborted();
    try {
      const data = await pushChunk(run, chunk);
      reportChunk(run, chunk.date_range, data);
      progress.records += data.records_synced ?? 0;
    } catch (error) {
      const { from, to } = chunk.date_range;
      if (!(error instanceof ApiRefusal) || error.status !== 413 || from === to) throw error;
      for (const half of halveRange(from, to)) await pushRange(run, half, progress);
    }
  }
}

const Connections = z.object({ connections: z.array(ErpConnectionView) });

async function connectionOf(run: PushRun, companyGuid: string | null) {
  if (companyGuid === null) return undefined;
  const { connections } = await callApi(run.api, 'GET', '/v1/ingest/erp-sync/connections', Connections);
  return connections.find((connection) => connection.company_guid === companyGuid);
}

/**
 * The ledgers and stock items altered since the connection's master watermark (all of them when it
 * has none: the first run), read as the pull reads them for renames; undefined when $AltMstId has
 * not moved.
 */
async function alteredMasters(answers: TallyAnswers, company: TallyCompany, since: number | null) {
  const now = company.masterWatermark;
  if (now === null || (since !== null && now <= since)) return undefined;
  const read = async (kind: MasterKind) =>
    (await answerBytes(answers.alteredMasters(company.name, kind, since ?? 0))).toString('base64');
  return {
    master_watermark: now,
    altered_ledgers: await read('ledger'),
    altered_stock_items: await read('stock_item'),
  };
}

/**
 * The pull's catch-up of back-dated edits and renamed masters, for a push: when Tally's voucher
 * watermark moved past the one the connection is current at, Tally's list of vouchers altered since
 * (all dates), and when its master watermark moved, its ledgers and stock items altered since, go
 * to the API, which answers the ranges synced before, outside this range, to push again.
 */
async function editsToPush(run: PushRun, answers: TallyAnswers, range: DateChunk) {
  const companies = await answerBytes(answers.companies());
  const named = { tally_url: run.local.tallyUrl, company: run.local.company };
  const company = await parsedTallyClient({ ...answers, companies: async () => companies }, named).openCompany();
  const connection = await connectionOf(run, company.guid);
  const masters = await alteredMasters(answers, company, connection?.master_watermark ?? null);
  const since = connection?.voucher_watermark ?? null;
  const now = company.voucherWatermark;
  const vouchersMoved = since !== null && now !== null && now > since;
  if (connection === undefined || (!vouchersMoved && masters === undefined))
    return { company, connection, masters, edits: undefined };
  const altered = vouchersMoved ? await answerBytes(answers.alteredVouchers(company.name, since)) : undefined;
  const { master_watermark: _now, ...masterAnswers } = masters ?? {};
  const edits = await callApi(run.api, 'POST', '/v1/ingest/erp-sync/push/edits', ErpPushEditsAnswer, {
    erp_system: 'tally',
    ...named,
    date_range: range,
    since_watermark: since,
    ...(masters ? { since_master_watermark: connection.master_watermark } : {}),
    answers: {
      companies: companies.toString('base64'),
      ...(altered ? { altered_vouchers: altered.toString('base64') } : {}),
      ...masterAnswers,
    },
  });
  return { company, connection, masters, edits };
}

/**
 * A run of the connector (`carbon tally push`, or a due run of the agent): the range, then the
 * ranges outside it holding back-dated edits or naming renamed masters (flagged edited), then the
 * connection marked current at the watermarks read at the start, with the masters then read, as a
 * completed pull marks it, so the next run catches up from there. Not marked when Tally would not
 * list its altered vouchers, or a push failed.
 */
export async function pushRun(run: PushRun, range: DateChunk, progress: PushProgress): Promise<void> {
  const { company, connection, masters, edits } = await editsToPush(run, localTallyAnswers(run.local), range);
  await pushRange(run, range, progress);
  for (const edited of edits?.ranges ?? []) await pushRange({ ...run, edited: true }, edited, progress);
  const watermark = company.voucherWatermark;
  if (company.guid === null || watermark === null) return;
  if (edits?.current === false || (connection?.voucher_watermark === watermark && masters === undefined)) return;
  await callApi(run.api, 'POST', '/v1/ingest/erp-sync/push/current', ErpConnectionView, {
    company_guid: company.guid,
    voucher_watermark: watermark,
    ...(masters ? { masters } : {}),
  });
}
