/**
 * npm run bench:emissions — GET /v1/emissions over the activities bench:ingest stored (run it first):
 * one fiscal year, group_by=month, 50 connections for 10 s, beside a bare Fastify route answering a
 * constant. The service runs as its own process; autocannon runs here. Prints p50/p99 latency and
 * both req/s, first with no writes (answers come from the rollup-versioned cache after the first),
 * then with one activity written before every read (every answer recomputed; the reads' and the
 * writes' latencies are reported apart). Targets: p99 <= 20 ms without writes, <= 60 ms after them.
 * `-- --role all` runs the service as a single box does, folding the writes every second (see ROLE).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { BENCH_DATABASE_URL } from './bench-data.ts';
import { benchOrganization } from './support/bench-organization.ts';
import { startProcess, stopProcess, waitForHttp } from './support/processes.ts';

/**
 * `api` (default): the API alone, so no worker folds deltas behind the measurement's back and every
 * write of the mixed phase stays pending; `all` (`npm run bench:emissions -- --role all`): as a
 * single box runs, folding the writes every second.
 */
const ROLE = process.argv.includes('--role') ? process.argv[process.argv.indexOf('--role') + 1]! : 'api';
const CONNECTIONS = 50;
const DURATION_S = 10;
const PORT = 3920;
const BARE_PORT = 3921;

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const failures = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(58)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors/non-2xx ${failures}`,
  );
  return result;
}

/** The p-th percentile of some latencies, in whole ms (as autocannon reports them). */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);
}

async function main() {
  const { activities, key } = await benchOrganization('bench emissions');

  // RATE_LIMIT_TEST out of reach: this measures the request path (limiter included), not the limit.
  const service = startProcess('main.ts', ['--role', ROLE], {
    DATABASE_URL: BENCH_DATABASE_URL,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: 'carbon-bench-emissions',
    RATE_LIMIT_TEST: '1000000000',
  });
  const bare = Fastify();
  bare.get('/', async () => ({ ok: true }));
  await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });
  try {
    await waitForHttp(`http://127.0.0.1:${PORT}/readyz`);
    const url = `http://127.0.0.1:${PORT}/v1/emissions?start_date=2024-04-01&end_date=2025-03-31&group_by=month`;
    const headers = { authorization: `Bearer ${key}` };
    console.log(
      `${activities.toLocaleString()} activities; ${CONNECTIONS} connections, ${DURATION_S} s each; service role: ${ROLE}`,
    );
    await measure('bare Fastify route (constant JSON)', { url: `http://127.0.0.1:${BARE_PORT}/` });
    const steady = await measure('GET /v1/emissions (FY2024-25, group_by=month)', { url, headers });
    console.log(`p99 ${steady.latency.p99} ms (target <= 20 ms)`);

    // The worst case for the cache: a write lands between any two reads, so every read recomputes.
    const body = JSON.stringify({
      activity_type: 'electricity',
      scope: '2',
      quantity: 100,
      unit: 'kWh',
      period: { start: '2024-06-01', end: '2024-06-30' },
      location: { country: 'IN' },
    });
    const latencies = { read: [] as number[], write: [] as number[] };
    // The callback form returns the running instance, whose 'response' events time each request.
    let done!: (result: autocannon.Result) => void;
    let fail!: (error: unknown) => void;
    const finished = new Promise<autocannon.Result>((resolve, reject) => ((done = resolve), (fail = reject)));
    const afterWrites = autocannon(
      {
        connections: CONNECTIONS,
        duration: DURATION_S,
        url,
        requests: [
          { method: 'POST', path: '/v1/activities', headers: { ...headers, 'content-type': 'application/json' }, body },
          { method: 'GET', path: '/v1/emissions?start_date=2024-04-01&end_date=2025-03-31&group_by=month', headers },
        ],
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
    // A POST answers 201, a GET 200: each connection alternates them, so the status tells which was timed.
    afterWrites.on('response', (_client: unknown, status: number, _bytes: number, ms: number) =>
      (status === 201 ? latencies.write : latencies.read).push(ms),
    );
    const mixed = await finished;
    console.log(
      `${'POST /v1/activities then GET /v1/emissions, 50 pairs at once'.padEnd(58)} ${(mixed.requests.average / 2).toFixed(0).padStart(7)} pairs/s   errors/non-2xx ${mixed.non2xx + mixed.errors}`,
    );
    console.log(
      `  the GETs (each after a write): p50 ${percentile(latencies.read, 50)} ms   p99 ${percentile(latencies.read, 99)} ms (target <= 60 ms)`,
    );
    console.log(
      `  the POSTs:                     p50 ${percentile(latencies.write, 50)} ms   p99 ${percentile(latencies.write, 99)} ms`,
    );
  } finally {
    await bare.close();
    await stopProcess(service);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
