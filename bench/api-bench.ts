/**
 * npm run bench:api — POST /v1/activities (one activity) and GET /v1/emissions under 50
 * connections for 10 s each, beside a bare Fastify route doing one plain pg INSERT of the same row.
 * The service and the baseline each run as their own process; autocannon runs here. Each route is
 * first loaded for WARM_UP_S unmeasured (JIT-compiled code, modules loaded on first use, pool
 * connections with their prepared statements), so the figures are those of a server that has been up
 * a while; the cold POST figure is printed too.
 * Target: POST /v1/activities at >= 50% of the bare INSERT route's req/s.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { createKey, createOrganization } from '../services/keys/key-management.ts';
import { createDb, createPool } from '../db/database.ts';
import { startProcess, stopProcess, waitForHttp } from './support/processes.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 5;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/carbon_bench_api';
const SERVICE_PORT = 3900;
const BARE_PORT = 3901;
/**
 * `all` (default): workers fold rollup deltas in the same process while the load runs, as a single
 * box would; `api`: the request path alone, workers elsewhere (`npm run bench:api -- --role api`).
 */
const ROLE = process.argv.includes('--role') ? process.argv[process.argv.indexOf('--role') + 1]! : 'all';

const activity = {
  activity_type: 'electricity',
  scope: '2',
  quantity: 1000,
  unit: 'kWh',
  period: { start: '2024-04-01', end: '2024-04-30' },
  location: { country: 'IN', state: 'MH' },
  source: { type: 'api', confidence: 0.9 },
};

async function measure(title: string, options: autocannon.Options, duration = DURATION_S) {
  const result = await autocannon({ connections: CONNECTIONS, duration, ...options });
  const failed = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   failed ${failed}`,
  );
  return result;
}

/** A fresh database each run, so figures do not depend on what earlier runs left. */
async function recreateDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

async function main() {
  await recreateDatabase(DATABASE_URL);
  // RATE_LIMIT_TEST out of reach: this measures the request path (limiter included), not the limit.
  const service = startProcess('main.ts', ['--role', ROLE], {
    DATABASE_URL,
    PORT: String(SERVICE_PORT),
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: 'carbon-bench-api',
    RATE_LIMIT_TEST: '1000000000',
  });
  await waitForHttp(`http://127.0.0.1:${SERVICE_PORT}/readyz`);

  const db = createDb(createPool(DATABASE_URL, 2));
  const org = await createOrganization(db, { name: 'Bench', plan: 'enterprise', country: 'IN' }, 'bench');
  const { key } = await createKey(
    db,
    'svc',
    { organization_id: org.id, mode: 'test', name: 'bench', allowed_ips: [], allowed_domains: [] },
    'bench',
  );
  await db.destroy();

  const bare = startProcess('bench/bare-insert-server.ts', [], {
    DATABASE_URL,
    PORT: String(BARE_PORT),
    ORGANIZATION_ID: org.id,
  });
  await new Promise((r) => setTimeout(r, 3000));

  try {
    console.log(
      `${CONNECTIONS} connections, ${DURATION_S} s each after ${WARM_UP_S} s of warm-up; service role: ${ROLE}`,
    );
    const bareInsert: autocannon.Options = {
      url: `http://127.0.0.1:${BARE_PORT}/insert`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    };
    const postActivity: autocannon.Options = {
      url: `http://127.0.0.1:${SERVICE_PORT}/v1/activities`,
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(activity),
    };
    await measure('bare INSERT route, warm-up', bareInsert, WARM_UP_S);
    const baseline = await measure('bare Fastify + one pg INSERT', bareInsert);
    await measure('POST /v1/activities, warm-up (cold start)', postActivity, WARM_UP_S);
    const post = await measure('POST /v1/activities (one activity)', postActivity);
    await measure('GET /v1/emissions (one FY, group_by=month)', {
      url: `http://127.0.0.1:${SERVICE_PORT}/v1/emissions?start_date=2024-04-01&end_date=2025-03-31&group_by=month`,
      headers: { authorization: `Bearer ${key}` },
    });
    const ratio = post.requests.average / baseline.requests.average;
    console.log(`POST /v1/activities at ${(ratio * 100).toFixed(0)}% of the bare INSERT route's req/s (target >= 50%)`);
  } finally {
    await stopProcess(bare);
    await stopProcess(service);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
