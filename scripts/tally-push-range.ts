import process from 'node:process';
import { halveRange, type DateChunk } from '../domain/erp/month-chunks.ts';
import type { ErpMappingRule } from '../domain/erp/erp-mapping-rules.ts';
import { ErpSyncAnswer } from '../services/erp/erp-sync-views.ts';
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
}

/** POST /v1/ingest/erp-sync/push of one chunk. */
async function pushChunk(run: PushRun, chunk: PushChunk): Promise<ErpSyncAnswer> {
  return callApi(run.api, 'POST', '/v1/ingest/erp-sync/push', ErpSyncAnswer, {
    ...chunk,
    ...(run.connectionId ? { connection_id: run.connectionId } : {}),
    ...(run.mappings ? { mappings: run.mappings } : {}),
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
    `${range.from} … ${range.to}: records_synced ${data.records_synced ?? 0}, ${counts} (job ${data.job_id})\n`,
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
export async function pushRange(run: PushRun, range: DateChunk, progress: PushProgress): Promise<void> {
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
