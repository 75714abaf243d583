import process from 'node:process';
import { parseArgs } from 'node:util';
import { DateRange } from '../domain/erp/erp-sync-schema.ts';
import type { DateChunk } from '../domain/erp/month-chunks.ts';
import { ErpSyncFailure } from '../services/erp/tally-client.ts';
import { ApiRefusal, type ApiTarget } from './tally-api-client.ts';
import { runAgent, type AgentOptions } from './tally-connector-agent.ts';
import { pushRun, type PushRun } from './tally-push-range.ts';

/**
 * `carbon tally push` and `carbon tally agent`: the on-premise connector. It reads the Tally next
 * to it over its XML interface (the pull's own requests, chunking and UTF-16 handling) and pushes
 * each chunk's answers to the API over HTTP(S) with the organisation's key from CARBON_API_KEY
 * (never a flag, never printed). `push` does one range; `agent` runs until stopped, pushing the
 * due runs of the organisation's connector schedules. It needs no database and no inbound port:
 * plain Node, Windows or Linux.
 */

const USAGE = [
  'Usage: carbon tally push --api-url URL --tally-url URL --company NAME --from YYYY-MM-DD --to YYYY-MM-DD',
  '                         [--connection-id ID] [--timeout-ms 60000] [--max-answer-bytes 52428800] [--json]',
  '       carbon tally agent --api-url URL [--tally-url URL]... [--interval-ms 60000] [--max-answer-bytes 52428800] [--json]',
  '  agent: runs the due runs of the schedules with runner "connector" whose tally_url is one of its --tally-url',
  '  (default http://localhost:9000), asking the API every --interval-ms; stops on SIGINT/SIGTERM.',
  'The API key is read from the CARBON_API_KEY environment variable.',
].join('\n');

const DEFAULT_MAX_ANSWER_BYTES = String(50 * 1024 * 1024);

const OPTIONS = {
  'api-url': { type: 'string' },
  'tally-url': { type: 'string', multiple: true },
  company: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  'connection-id': { type: 'string' },
  'timeout-ms': { type: 'string', default: '60000' },
  'interval-ms': { type: 'string', default: '60000' },
  'max-answer-bytes': { type: 'string', default: DEFAULT_MAX_ANSWER_BYTES },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

class UsageError extends Error {}

const positive = (text: string, name: string) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new UsageError(`--${name} must be a positive integer`);
  return value;
};

function apiTarget(values: Values): ApiTarget {
  if (!values['api-url']) throw new UsageError('--api-url is required');
  const apiKey = process.env.CARBON_API_KEY;
  if (!apiKey) throw new UsageError('CARBON_API_KEY is not set (the API key is never taken as a flag)');
  try {
    return { apiUrl: new URL(values['api-url']), apiKey };
  } catch {
    throw new UsageError('--api-url is not a URL (e.g. https://carbon.example.in)');
  }
}

function pushCommand(values: Values): { run: PushRun; range: DateChunk } {
  for (const name of ['tally-url', 'company', 'from', 'to'] as const)
    if (!values[name]) throw new UsageError(`--${name} is required`);
  const tallyUrls = values['tally-url']!;
  if (tallyUrls.length !== 1) throw new UsageError('push reads one Tally: give --tally-url once');
  const range = DateRange.safeParse({ from: values.from, to: values.to });
  if (!range.success) throw new UsageError(`--from/--to: ${range.error.issues[0].message}`);
  const run: PushRun = {
    api: apiTarget(values),
    local: {
      tallyUrl: tallyUrls[0]!,
      company: values.company!,
      timeoutMs: positive(values['timeout-ms'], 'timeout-ms'),
      maxAnswerBytes: positive(values['max-answer-bytes'], 'max-answer-bytes'),
    },
    ...(values['connection-id'] ? { connectionId: values['connection-id'] } : {}),
    json: values.json,
  };
  return { run, range: range.data };
}

function agentCommand(values: Values): AgentOptions {
  for (const name of ['company', 'from', 'to', 'connection-id'] as const)
    if (values[name]) throw new UsageError(`--${name} is not an agent option: the schedules say what to read`);
  const tallyUrls = (values['tally-url'] ?? ['http://localhost:9000']).map((text) => {
    try {
      return new URL(text).href;
    } catch {
      throw new UsageError(`--tally-url ${text} is not a URL (e.g. http://localhost:9000)`);
    }
  });
  return {
    api: apiTarget(values),
    tallyUrls,
    intervalMs: positive(values['interval-ms'], 'interval-ms'),
    maxAnswerBytes: positive(values['max-answer-bytes'], 'max-answer-bytes'),
    json: values.json,
  };
}

function readCommandLine(args: string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help' as const };
  const command = positionals.join(' ');
  if (command === 'push') return { command: 'push' as const, ...pushCommand(values) };
  if (command === 'agent') return { command: 'agent' as const, options: agentCommand(values) };
  throw new UsageError(`Unknown command: tally ${command}`);
}

/** Runs the agent until SIGINT or SIGTERM, which stop it between chunks. */
async function agent(options: AgentOptions): Promise<number> {
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  await runAgent(options, stop.signal);
  return 0;
}

async function push(run: PushRun, range: DateChunk): Promise<number> {
  const progress = { records: 0 };
  try {
    await pushRun(run, range, progress);
    if (!run.json) process.stdout.write(`done: ${progress.records} vouchers held as activities\n`);
    return 0;
  } catch (error) {
    const known = error instanceof ApiRefusal || error instanceof ErpSyncFailure;
    process.stderr.write(`${known ? (error as Error).message : String(error)}\n`);
    return 1;
  }
}

async function main(args: string[]): Promise<number> {
  let command: ReturnType<typeof readCommandLine>;
  try {
    command = readCommandLine(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  if (command.command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (command.command === 'agent') return agent(command.options);
  return push(command.run, command.range);
}

process.exitCode = await main(process.argv.slice(2));
