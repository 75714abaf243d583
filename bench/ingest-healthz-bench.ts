/**
 * npm run bench:ingest-healthz [-- ROWS] — how long GET /healthz takes while a big upload is ingested
 * by the same process: the service runs as one box does (`--role all`, in this process, on its own
 * database), a CSV of ROWS rows (default 200,000) is uploaded, and /healthz is asked every 20 ms
 * until the job completes. Prints the answer times (p50, p99, max) and how many took 50 ms or more.
 * Target: max < 50 ms (the ingest worker runs in a thread of its own, workers/ingest-thread.ts).
 * The machine is shared: the figures say the load they were measured under.
 */
import { openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { createDb, createPool } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { startService } from '../service.ts';
import { createKey, createOrganization } from '../services/keys/key-management.ts';
import { writeActivityCsv } from './activity-csv.ts';

const ROWS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 200_000);
const DATABASE_URL =
  process.env.BENCH_HEALTHZ_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/carbon_bench_ingest_healthz';
const CSV_PATH = `/tmp/carbon-bench-ingest-healthz-${ROWS}.csv`;
const PORT = 3911;
const ASK_EVERY_MS = 20;
const TARGET_MS = 50;

async function dropDatabase(url: string) {
  const admin = Object.assign(new URL(url), { pathname: '/postgres' });
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  await client.end();
}

const load = () =>
  `${availableParallelism()} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

async function main() {
  await dropDatabase(DATABASE_URL);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'carbon-bench-ingest-healthz',
    STORAGE_DIR: '/tmp/carbon-bench-storage-healthz',
  });
  const service = await startService(config, 'all', createLogger(config));
  const db = createDb(createPool(DATABASE_URL, 2));
  const org = await createOrganization(db, { name: 'Bench healthz', plan: 'enterprise', country: 'IN' }, 'bench');
  const { key } = await createKey(
    db,
    config.API_KEY_BRAND,
    { organization_id: org.id, mode: 'test', name: 'bench', allowed_ips: [], allowed_domains: [] },
    'bench',
  );
  await writeActivityCsv(CSV_PATH, ROWS);
  console.log(`machine before upload: ${load()}`);

  const form = new FormData();
  form.append('file', await openAsBlob(CSV_PATH), 'bench.csv');
  const response = await fetch(`http://127.0.0.1:${PORT}/v1/ingest/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  const accepted = (await response.json()) as { data: { job_id: string } };
  if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${JSON.stringify(accepted)}`);

  const times: number[] = [];
  const started = performance.now();
  for (;;) {
    const asked = performance.now();
    const health = await fetch(`http://127.0.0.1:${PORT}/healthz`);
    await health.arrayBuffer();
    times.push(performance.now() - asked);
    const job = await db
      .selectFrom('ingest_jobs')
      .select(['status', 'rows_stored', 'error'])
      .where('id', '=', accepted.data.job_id)
      .executeTakeFirstOrThrow();
    if (job.status === 'failed') throw new Error(`job failed: ${job.error}`);
    if (job.status === 'completed') break;
    await sleep(ASK_EVERY_MS);
  }
  const seconds = (performance.now() - started) / 1000;

  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
  const slow = times.filter((ms) => ms >= TARGET_MS).length;
  console.log(`machine at the end: ${load()}`);
  console.log(`${ROWS.toLocaleString()} rows ingested in ${seconds.toFixed(1)} s by --role all`);
  console.log(
    `GET /healthz during the ingest: ${times.length} asked, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)!.toFixed(1)} ms; ${slow} took >= ${TARGET_MS} ms (target: none)`,
  );

  await service.stop();
  await db.destroy();
  await rm(CSV_PATH, { force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
