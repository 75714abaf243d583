import process from 'node:process';
import { parseArgs } from 'node:util';
import { DateRange } from '../domain/erp/erp-sync-schema.ts';
import { halveRange, type DateChunk } from '../domain/erp/month-chunks.ts';
import { ErpSyncFailure } from '../services/erp/tally-client.ts';
import { ErpSyncAnswer } from '../services/erp/erp-sync-views.ts';
import { Envelope, ErrorEnvelope } from '../api/envelope.ts';
import { localTallyAnswers, readTallyChunks, type LocalTally, type PushChunk } from './read-tally-chunks.ts';

/**
 * `carbon tally push`: the on-premise connector. It reads the Tally next to it over its XML
 * interface (the pull's own requests, chunking and UTF-16 handling) and pushes each chunk's
 * answers to the API over HTTP(S) with the organisation's key from CARBON_API_KEY (never a flag,
 * never printed). It needs no database and no inbound port: plain Node, Windows or Linux.
 */

const USAGE = [
  'Usage: carbon tally push --api-url URL --tally-url URL --company NAME --from YYYY-MM-DD --to YYYY-MM-DD',
  '                         [--connection-id ID] [--timeout-ms 60000] [--max-answer-bytes 52428800] [--json]',
  'The API key is read from the CARBON_API_KEY environment variable.',
].join('\n');

const OPTIONS = {
  'api-url': { type: 'string' },
  'tally-url': { type: 'string' },
  company: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  'connection-id': { type: 'string' },
  'timeout-ms': { type: 'string', default: '60000' },
  'max-answer-bytes': { type: 'string', default: String(50 * 1024 * 1024) },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

class UsageError extends Error {}

/** The API refused a chunk: its error envelope, as it answered. */
class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> | undefined,
  ) {
    super(`${code} (${status}): ${message}`);
  }
}

interface PushRun {
  apiUrl: URL;
  apiKey: string;
  local: LocalTally;
  range: DateChunk;
  connectionId?: string;
  json: boolean;
}

const positive = (text: string, name: string) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new UsageError(`--${name} must be a positive integer`);
  return value;
};

function readCommandLine(args: string[]): PushRun | 'help' {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.join(' ') !== 'push') throw new UsageError(`Unknown command: tally ${positionals.join(' ')}`);
  for (const name of ['api-url', 'tally-url', 'company', 'from', 'to'] as const)
    if (!values[name]) throw new UsageError(`--${name} is required`);
  const range = DateRange.safeParse({ from: values.from, to: values.to });
  if (!range.success) throw new UsageError(`--from/--to: ${range.error.issues[0].message}`);
  const apiKey = process.env.CARBON_API_KEY;
  if (!apiKey) throw new UsageError('CARBON_API_KEY is not set (the API key is never taken as a flag)');
  let apiUrl: URL;
  try {
    apiUrl = new URL(values['api-url']!);
  } catch {
    throw new UsageError('--api-url is not a URL (e.g. https://carbon.example.in)');
  }
  return {
    apiUrl,
    apiKey,
    local: {
      tallyUrl: values['tally-url']!,
      company: values.company!,
      timeoutMs: positive(values['timeout-ms'], 'timeout-ms'),
      maxAnswerBytes: positive(values['max-answer-bytes'], 'max-answer-bytes'),
    },
    range: range.data,
    ...(values['connection-id'] ? { connectionId: values['connection-id'] } : {}),
    json: values.json,
  };
}

/** POST /v1/ingest/erp-sync/push; the answer's data, or its error envelope as an ApiRefusal. */
async function pushChunk(run: PushRun, chunk: PushChunk): Promise<ErpSyncAnswer> {
  const response = await fetch(new URL('/v1/ingest/erp-sync/push', run.apiUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${run.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...chunk, ...(run.connectionId ? { connection_id: run.connectionId } : {}) }),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiRefusal(
      response.status,
      'NOT_JSON',
      `the API answered HTTP ${response.status} without JSON`,
      undefined,
    );
  }
  const answered = Envelope(ErpSyncAnswer).safeParse(body);
  if (response.ok && answered.success) return answered.data.data;
  const refused = ErrorEnvelope.safeParse(body);
  if (!refused.success)
    throw new ApiRefusal(
      response.status,
      'UNKNOWN',
      `the API answered HTTP ${response.status}: ${text.slice(0, 200)}`,
      undefined,
    );
  const { code, message, details } = refused.data.error;
  throw new ApiRefusal(response.status, code, message, details);
}

function report(run: PushRun, range: DateChunk, data: ErpSyncAnswer) {
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

/**
 * Pushes a range chunk by chunk, in order; a chunk the API finds too large (413 on the Day Book,
 * its ERP_MAX_RESPONSE_BYTES lower than ours) is read again in halves. Stops at the first refusal:
 * the chunks before it are committed, and pushing the range again finds them unchanged.
 */
async function pushRange(run: PushRun, range: DateChunk): Promise<number> {
  let records = 0;
  const answers = localTallyAnswers(run.local);
  for await (const chunk of readTallyChunks(answers, run.local, range)) {
    try {
      const data = await pushChunk(run, chunk);
      report(run, chunk.date_range, data);
      records += data.records_synced ?? 0;
    } catch (error) {
      const { from, to } = chunk.date_range;
      if (!(error instanceof ApiRefusal) || error.status !== 413 || from === to) throw error;
      for (const half of halveRange(from, to)) records += await pushRange(run, half);
    }
  }
  return records;
}

async function main(args: string[]): Promise<number> {
  let run: ReturnType<typeof readCommandLine>;
  try {
    run = readCommandLine(args);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (run === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    const records = await pushRange(run, run.range);
    if (!run.json) process.stdout.write(`done: ${records} vouchers held as activities\n`);
    return 0;
  } catch (error) {
    const known = error instanceof ApiRefusal || error instanceof ErpSyncFailure;
    process.stderr.write(`${known ? (error as Error).message : String(error)}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
