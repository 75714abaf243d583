import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { ConnectorRun } from '../domain/erp/erp-connector-runs.ts';
import { ErpScheduleView } from '../domain/erp/erp-schedule-schema.ts';
import { ErpSyncFailure } from '../services/erp/tally-client.ts';
import { ApiRefusal, callApi, type ApiTarget } from './tally-api-client.ts';
import { pushRun, type PushProgress } from './tally-push-range.ts';

/** `carbon tally agent`: what it may read and how often it asks. */
export interface AgentOptions {
  api: ApiTarget;
  /** The Tallys this agent reads (--tally-url, as URL.href): a schedule naming another is left to another agent. */
  tallyUrls: string[];
  intervalMs: number;
  maxAnswerBytes: number;
  json: boolean;
}

const DueRuns = z.object({ runs: z.array(ConnectorRun) });

/** One line per event on stdout: a JSON object with --json, else a timestamped sentence. Never the key. */
function say(options: AgentOptions, event: string, fields: Record<string, unknown>, text: string) {
  const line = options.json ? JSON.stringify({ event, ...fields }) : `${new Date().toISOString()} ${text}`;
  process.stdout.write(`${line}\n`);
}

const sameUrl = (a: string, b: string) => {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
};

/** A failed run's error as the schedule records it: Tally's failure code, the API's refusal, or the stop. */
function failureOf(error: unknown, stopped: boolean): { code: string; message: string } {
  if (stopped) return { code: 'AGENT_STOPPED', message: 'the agent was stopped (SIGINT/SIGTERM) between chunks' };
  if (error instanceof ErpSyncFailure || error instanceof ApiRefusal)
    return { code: error.code, message: error.message.slice(0, 2000) };
  return { code: 'AGENT_ERROR', message: String(error).slice(0, 2000) };
}

/**
 * One due run: claim its fire time (another agent may have it: then nothing), push its range with
 * the push's own code, and report how it ended. A Tally that is down fails the run, recorded on
 * the schedule; the agent goes on.
 */
async function runOnce(options: AgentOptions, due: ConnectorRun, signal: AbortSignal) {
  const path = `/v1/ingest/erp-sync/schedules/${due.schedule_id}/runs`;
  let run: ConnectorRun;
  try {
    run = await callApi(options.api, 'POST', path, ConnectorRun, { fire_time: due.fire_time });
  } catch (error) {
    if (error instanceof ApiRefusal && error.status === 409) {
      say(options, 'not_claimed', { schedule_id: due.schedule_id, reason: error.details?.reason }, error.message);
      return;
    }
    throw error;
  }
  const { schedule_id, fire_time, date_range, connection_config } = run;
  say(
    options,
    'run_started',
    { schedule_id, fire_time, date_range },
    `schedule ${schedule_id} (fire time ${fire_time}): pushing ${date_range.from} … ${date_range.to}`,
  );
  const progress: PushProgress = { records: 0 };
  let outcome;
  try {
    await pushRun(
      {
        api: options.api,
        local: {
          tallyUrl: connection_config.tally_url,
          company: connection_config.company,
          timeoutMs: connection_config.timeout_ms,
          maxAnswerBytes: options.maxAnswerBytes,
        },
        ...(connection_config.mappings ? { mappings: connection_config.mappings } : {}),
        json: options.json,
        signal,
      },
      date_range,
      progress,
    );
    outcome = { status: 'completed' as const, records_synced: progress.records };
  } catch (error) {
    outcome = { status: 'failed' as const, records_synced: progress.records, error: failureOf(error, signal.aborted) };
  }
  await callApi(options.api, 'PUT', `${path}/${run.run_id}`, ErpScheduleView, outcome);
  say(
    options,
    'run_finished',
    { schedule_id, fire_time, ...outcome },
    `schedule ${schedule_id} (fire time ${fire_time}): ${outcome.status}, records_synced ${outcome.records_synced}` +
      ('error' in outcome ? ` (${outcome.error.code}: ${outcome.error.message})` : ''),
  );
}

/**
 * Asks the API for due runs every intervalMs and runs those of this agent's Tallys, one at a time,
 * until `signal` aborts (SIGINT/SIGTERM): it then stops between chunks (the run in progress
 * reported failed, AGENT_STOPPED, with what it committed) and returns. An API that cannot be
 * reached, or a Tally that is down, is logged and tried again at the next poll.
 */
export async function runAgent(options: AgentOptions, signal: AbortSignal): Promise<void> {
  const leftAlone = new Set<string>();
  say(
    options,
    'started',
    { tally_urls: options.tallyUrls, interval_ms: options.intervalMs },
    `agent started: reading ${options.tallyUrls.join(', ')}, asking for due runs every ${options.intervalMs / 1000} s`,
  );
  while (!signal.aborted) {
    try {
      const { runs } = await callApi(options.api, 'GET', '/v1/ingest/erp-sync/schedules/due', DueRuns);
      say(options, 'polled', { due: runs.length }, `${runs.length} due run(s)`);
      for (const due of runs) {
        if (signal.aborted) break;
        if (!options.tallyUrls.some((url) => sameUrl(url, due.connection_config.tally_url))) {
          const key = `${due.schedule_id}@${due.fire_time}`;
          if (!leftAlone.has(key))
            say(
              options,
              'not_ours',
              { schedule_id: due.schedule_id, tally_url: due.connection_config.tally_url },
              `schedule ${due.schedule_id} reads ${due.connection_config.tally_url}, not a --tally-url of this agent: left to another`,
            );
          leftAlone.add(key);
          continue;
        }
        await runOnce(options, due, signal);
      }
    } catch (error) {
      const { code, message } = failureOf(error, false);
      say(options, 'poll_failed', { code, message }, `asking the API failed: ${code}: ${message}`);
    }
    await sleep(options.intervalMs, undefined, { signal }).catch(() => undefined);
  }
  say(options, 'stopped', {}, 'agent stopped');
}
