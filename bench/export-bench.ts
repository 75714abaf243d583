/**
 * npm run bench:export — one organisation exporting its activities as CSV beside another's ordinary
 * requests. 200,000 activities of organisation A (one submitted through the API, copied in SQL), then:
 * GET /v1/activities?limit=20 of organisation B one after another, alone and while A runs EXPORTS
 * exports of ?format=csv at once. Prints B's p50/p99, each export's status and time, and the API
 * process's CPU time. The service runs as its own process (role api); set EXPORT_CONCURRENCY_PER_ORG
 * in the environment to compare limits (e.g. 4 to let every export run).
 */
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, createPool } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadEmissionFactors } from '../services/factors/load-factor-datasets.ts';
import { createKey, createOrganization } from '../services/keys/key-management.ts';
import { copyActivity } from '../test/support/copy-activities.ts';
import { startProcess, stopProcess, waitForHttp } from './support/processes.ts';

const DATABASE = 'carbon_bench_export';
const DATABASE_URL = process.env.BENCH_EXPORT_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
const ROWS = 200_000;
const EXPORTS = 4;
const PORT = 3930;
const BASE = `http://127.0.0.1:${PORT}`;

/** user + system CPU seconds a process has used so far (Linux /proc). */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);
};

/** B's small requests one after another until `until` settles; their latencies in ms. */
async function probe(headers: Record<string, string>, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${BASE}/v1/activities?limit=20`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`B's request answered ${res.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function setUp() {
  const admin = new pg.Client({ connectionString: DATABASE_URL.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const db = createDb(createPool(DATABASE_URL, 2));
  await migrateToLatest(db);
  await loadEmissionFactors(db);
  const key = async (name: string) => {
    const org = await createOrganization(db, { name, plan: 'enterprise', country: 'IN' }, 'bench');
    const { key } = await createKey(
      db,
      'svc',
      { organization_id: org.id, mode: 'test', name, allowed_ips: [], allowed_domains: [] },
      'bench',
    );
    return { organizationId: org.id, headers: { authorization: `Bearer ${key}` } };
  };
  return { db, a: await key('Bench export A'), b: await key('Bench export B') };
}

async function main() {
  const { db, a, b } = await setUp();
  const service = startProcess('main.ts', ['--role', 'api'], {
    DATABASE_URL,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: 'carbon-bench-export',
    RATE_LIMIT_TEST: '1000000000',
  });
  try {
    await waitForHttp(`${BASE}/readyz`);
    for (const { headers } of [a, b]) {
      const res = await fetch(`${BASE}/v1/activities`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          activity_type: 'electricity',
          scope: '2',
          quantity: 1250,
          unit: 'kWh',
          period: { start: '2024-06-01', end: '2024-06-30' },
          location: { country: 'IN', state: 'Maharashtra' },
          source: { type: 'meter', confidence: 0.95, name: 'Pune plant main meter' },
        }),
      });
      if (res.status !== 201) throw new Error(`seed activity answered ${res.status}: ${await res.text()}`);
    }
    await copyActivity(db, a.organizationId, ROWS);
    await sql`VACUUM ANALYZE activities`.execute(db);
    const pid = service.pid!;

    const alone = await probe(b.headers, new Promise((resolve) => setTimeout(resolve, 3_000)));
    console.log(
      `B alone:               p50 ${percentile(alone, 50)} ms   p99 ${percentile(alone, 99)} ms   (${alone.length} requests)`,
    );

    const cpuBefore = await cpuSeconds(pid);
    const started = performance.now();
    const exports = Promise.all(
      Array.from({ length: EXPORTS }, async () => {
        const res = await fetch(`${BASE}/v1/activities?format=csv`, { headers: a.headers });
        const bytes = (await res.arrayBuffer()).byteLength;
        return {
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          bytes,
          ms: performance.now() - started,
        };
      }),
    );
    const during = await probe(b.headers, exports);
    const cpu = (await cpuSeconds(pid)) - cpuBefore;
    console.log(
      `B during ${EXPORTS} exports:    p50 ${percentile(during, 50)} ms   p99 ${percentile(during, 99)} ms   (${during.length} requests)`,
    );
    for (const result of await exports) {
      console.log(
        `  export: ${result.status}${result.retryAfter ? ` (Retry-After ${result.retryAfter})` : ''}, ${(result.bytes / 1e6).toFixed(1)} MB in ${(result.ms / 1000).toFixed(1)} s`,
      );
    }
    console.log(`API CPU while exporting: ${cpu.toFixed(1)} s`);
  } finally {
    await stopProcess(service);
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
