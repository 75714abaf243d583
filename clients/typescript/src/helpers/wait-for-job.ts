import { CarbonApiError, retryAfterSeconds } from '../carbon-api-error.ts';
import type { CarbonClient } from '../carbon-client.ts';

export interface WaitOptions {
  /** Give up after this long with a plain Error saying the job is still open; default 10 minutes. */
  timeoutMs?: number;
  /** Seconds between looks when an answer states no Retry-After; default 2. */
  pollSeconds?: number;
  /** Stops waiting when aborted. */
  signal?: AbortSignal;
}

const FINISHED = new Set(['completed', 'failed']);

/**
 * Polls GET /v1/jobs/{id} until the job is completed or failed and answers its last state (a failed
 * job is an answer, not an exception: its `errors` say why). Between looks it waits what the answer's
 * Retry-After says (an open job's answer carries one); a 429 or 503 is waited out the same way and
 * asked again, any other error is thrown.
 */
export async function waitForJob(client: CarbonClient, jobId: string, options: WaitOptions = {}) {
  const { timeoutMs = 600_000, pollSeconds = 2, signal } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let waitSeconds: number | undefined;
    try {
      const { data, response } = await client.raw.GET('/v1/jobs/{id}', { params: { path: { id: jobId } }, signal });
      // The client's middleware has thrown for every failure: an answer here is a job.
      const job = data!.data;
      if (FINISHED.has(job.status)) return job;
      waitSeconds = retryAfterSeconds(response);
    } catch (error) {
      const retryable = error instanceof CarbonApiError && (error.status === 429 || error.status === 503);
      if (!retryable) throw error;
      waitSeconds = error.retryAfterSeconds;
    }
    const ms = (waitSeconds ?? pollSeconds) * 1000;
    if (Date.now() + ms > deadline) throw new Error(`job ${jobId} still open after ${timeoutMs} ms`);
    await sleep(ms, signal);
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
