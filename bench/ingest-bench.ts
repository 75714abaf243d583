/**
 * npm run bench:ingest [-- ROWS] [--cpu-prof] — generates a bulk CSV (default 1,000,000 rows over
 * FY2024-25) and first times the database's own speed: a plain COPY of that file (client-side, as psql's
 * \copy) into a narrow typed table (date, category, quantity, unit, amount, bigint identity key). Then
 * uploads it over HTTP to the API (this process) and waits until a worker (a child process,
 * `tsx main.ts --role worker`) has stored it and GET /v1/emissions reflects every stored row. Prints
 * end to end against the plain COPY, the worker's peak RSS, and a COPY of the very rows stored into
 * an equivalent table (same columns, indexes and foreign keys: what our row format costs; then without
 * its indexes: what they cost), and
 * the CPU seconds the worker (from when it works the ingest queue) and PostgreSQL used (the machine is shared: wall clock depends on the others).
 * `--cpu-prof` writes the worker's V8 CPU profile to /tmp/carbon-bench-prof/; BENCH_WORKER_FLAGS replaces the worker's V8 flags.
 * Targets (#28): end to end <= 10x the plain COPY (moonshot <= 5x); worker peak RSS <= 300 MB whatever the file size.
 * Leaves the data in the bench database for `npm run bench:emissions`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { openAsBlob } from 'node:fs';
import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createKey, createOrganization } from '../services/keys/key-management.ts';
import { loadConfig, type Config } from '../config.ts';
import { redisOptions } from '../redis-connections.ts';
import { ingestRun } from '../jobs/definitions/ingest-run.ts';
import { createLogger } from '../logger.ts';
import { createDb, createPool } from '../db/database.ts';
import { startService } from '../service.ts';
import { writeActivityCsv } from './activity-csv.ts';
import { BENCH_DATABASE_URL, BENCH_ORGANIZATION } from './bench-data.ts';
import type { Database } from '../db/schema.ts';
import { ACTIVITY_COLUMNS } from '../db/activity-columns.ts';
import { peakRssMb } from './support/processes.ts';

const ROWS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 1_000_000);
const CPU_PROFILE_DIR = process.argv.includes('--cpu-prof') ? '/tmp/carbon-bench-prof' : undefined;
const CSV_PATH = '/tmp/carbon-bench-ingest.csv';
const COPY_PATH = '/tmp/carbon-bench-ingest.copy';
/** Another checkout's bench may be listening on the default port at the same time: BENCH_PORT moves this one. */
const PORT = Number(process.env.BENCH_PORT ?? 3910);
/** The worker's V8 flags: the heap cap workers are deployed with (docker-compose.yml), or BENCH_WORKER_FLAGS. */
const WORKER_FLAGS = (process.env.BENCH_WORKER_FLAGS ?? '--max-old-space-size=256').split(' ');
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a Linux process has used so far; 0 once it is gone. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.length > 13 ? (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND : 0;
}

/**
 * CPU seconds used by the PostgreSQL backends of a database (they run on this machine): on a shared
 * machine the wall clock says how busy the others were, CPU time says how much work this was.
 */
async function backendsCpu(db: Kysely<Database>): Promise<Map<number, number>> {
  const backends = await sql<{
    pid: number;
  }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`.execute(db);
  return new Map(await Promise.all(backends.rows.map(async ({ pid }) => [pid, await cpuSeconds(pid)] as const)));
}

/**
 * CPU seconds the backends used between two readings: in all, and the busiest one's. The busiest is the
 * connection the ingest run holds for its batches: one process, whose work is serial, so its CPU time
 * is a floor under the job's wall clock however fast the worker gets.
 */
function cpuSince(before: Map<number, number>, after: Map<number, number>) {
  const used = [...after].map(([pid, cpu]) => cpu - (before.get(pid) ?? 0));
  return { total: used.reduce((a, b) => a + b, 0), busiest: Math.max(0, ...used) };
}

/**
 * Waits until the worker works the ingest queue: its CPU is counted from then on, so its start-up
 * (loading the modules, ~3.5 s of CPU) is not counted as the ingest's, whatever the file's size.
 */
async function ingestWorkerReady(config: Config) {
  const queue = new Queue(ingestRun.queue, { connection: redisOptions(config), prefix: config.REDIS_PREFIX });
  try {
    for (const deadline = Date.now() + 60_000; (await queue.getWorkersCount()) === 0;) {
      if (Date.now() > deadline) throw new Error('the worker did not start working the ingest queue');
      await sleep(100);
    }
  } finally {
    await queue.close();
  }
}

async function recreateDatabase(url: string) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
}

/** The machine is shared: every figure is printed with the cores and load it was measured under. */
const machine = () =>
  `${availableParallelism()} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

/**
 * What the database alone takes for the user's data: the uploaded CSV streamed through COPY FROM STDIN
 * into a narrow typed table with a bigint identity primary key. Returns milliseconds and the backend's CPU seconds.
 */
async function plainCopy(url: string, csvPath: string): Promise<{ ms: number; cpu: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE TABLE bench_plain_copy (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, date date, category text, quantity numeric, unit text, amount numeric)`);
    const backend = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const cpuBefore = await cpuSeconds(backend);
    const started = performance.now();
    await pipeline(
      createReadStream(csvPath),
      client.query(
        copyFrom(
          'COPY bench_plain_copy (date, category, quantity, unit, amount) FROM STDIN WITH (FORMAT csv, HEADER true)',
        ),
      ),
    );
    const ms = performance.now() - started;
    const cpu = (await cpuSeconds(backend)) - cpuBefore;
    await client.query('DROP TABLE bench_plain_copy');
    return { ms, cpu };
  } finally {
    await client.end();
  }
}

async function main() {
  console.log(`machine: ${machine()}`);
  await recreateDatabase(BENCH_DATABASE_URL);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: BENCH_DATABASE_URL,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    // Another checkout's bench workers on this Redis would take its jobs: BENCH_REDIS_PREFIX keeps them apart.
    REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'carbon-bench-ingest',
    STORAGE_DIR: '/tmp/carbon-bench-storage',
  });
  const service = await startService(config, 'api', createLogger(config));
  // The bench's own reads and its COPY comparison run on a pool without the request path's statement_timeout
  // (DB_STATEMENT_TIMEOUT_MS): a million-row COPY takes longer than a request may.
  const db = createDb(createPool(BENCH_DATABASE_URL, 2));
  const org = await createOrganization(db, { name: BENCH_ORGANIZATION, plan: 'enterprise', country: 'IN' }, 'bench');
  const { key } = await createKey(
    db,
    config.API_KEY_BRAND,
    { organization_id: org.id, mode: 'test', name: 'bench', allowed_ips: [], allowed_domains: [] },
    'bench',
  );
  const headers = { authorization: `Bearer ${key}` };

  const profileFlags = CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [];
  const worker = spawn(
    process.execPath,
    [...WORKER_FLAGS, ...profileFlags, '--import', 'tsx', 'main.ts', '--role', 'worker'],
    {
      env: {
        ...process.env,
        DATABASE_URL: config.DATABASE_URL,
        REDIS_PREFIX: config.REDIS_PREFIX,
        STORAGE_DIR: config.STORAGE_DIR,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  // A failed run must not leave its worker behind (it would hold this bench's output open).
  process.once('exit', () => worker.kill('SIGKILL'));

  console.log(`generating ${ROWS.toLocaleString()} rows…`);
  const file = await writeActivityCsv(CSV_PATH, ROWS);
  console.log(`${(file.bytes / 1e6).toFixed(1)} MB, ${file.bad} bad rows`);
  const plain = await plainCopy(config.DATABASE_URL, CSV_PATH);
  const plainMs = plain.ms;
  console.log(`machine before upload: ${machine()}`);

  await ingestWorkerReady(config);
  const workerCpuBefore = await cpuSeconds(worker.pid!);
  const backendsBefore = await backendsCpu(db);
  const started = performance.now();
  const form = new FormData();
  form.append('file', await openAsBlob(CSV_PATH), 'bench.csv');
  const response = await fetch(`http://127.0.0.1:${PORT}/v1/ingest/upload`, { method: 'POST', headers, body: form });
  const accepted = (await response.json()) as { data: { job_id: string } };
  if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${JSON.stringify(accepted)}`);
  const uploadedMs = performance.now() - started;
  const jobId = accepted.data.job_id;

  let job: { status: string; rows_stored: number; rows_failed: number; error: string | null };
  for (;;) {
    job = await db
      .selectFrom('ingest_jobs')
      .select(['status', 'rows_stored', 'rows_failed', 'error'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    if (job.status === 'completed' || job.status === 'failed') break;
    await sleep(100);
  }
  const storedMs = performance.now() - started;
  if (job.status !== 'completed') throw new Error(`job failed: ${job.error}`);
  // Queryable and fast: every delta of the job folded into emission_daily by the worker's fold job.
  while (
    (await db.selectFrom('emission_daily_deltas').select('id').where('organization_id', '=', org.id).limit(1).execute())
      .length > 0
  )
    await sleep(100);
  const totals = await fetch(`http://127.0.0.1:${PORT}/v1/emissions?start_date=2024-04-01&end_date=2025-03-31`, {
    headers,
  });
  const foldedMs = performance.now() - started;
  const emissions = (
    (await totals.json()) as { data: { total_kg_co2e: number; scope3_category3: { counted: boolean } } }
  ).data;
  const total = emissions.total_kg_co2e;
  // The total counts category 3 (well-to-tank, T&D losses) of the stored rows when the organisation's setting does.
  const category3 = sql.raw(emissions.scope3_category3.counted ? ' + coalesce(sum(category3_kg_co2e), 0)' : '');
  const stored = await sql<{
    kg: string;
  }>`SELECT round(sum(emissions_kg_co2e)${category3}, 3)::text AS kg FROM activities WHERE organization_id = ${org.id}`.execute(
    db,
  );
  // Each line of the answer is rounded to the gram on its own: a few grams between the sums.
  if (Math.abs(Number(stored.rows[0].kg) - total) > 0.01)
    throw new Error(`GET /v1/emissions says ${total}, the stored rows ${stored.rows[0].kg}`);
  const workerPeak = await peakRssMb(worker.pid!);
  const workerCpu = (await cpuSeconds(worker.pid!)) - workerCpuBefore;
  const postgresCpu = cpuSince(backendsBefore, await backendsCpu(db));

  worker.kill('SIGTERM');
  await once(worker, 'exit');

  // The same rows through COPY into an equivalent table, from a server-side file (the fastest COPY there is).
  // The columns a batch's COPY writes, but the id (the table's default makes one, as for any insert).
  const columns = sql.raw(ACTIVITY_COLUMNS.filter((column) => column !== 'id').join(', '));
  await sql`COPY (SELECT ${columns} FROM activities WHERE ingest_job_id = ${sql.lit(jobId)}) TO ${sql.lit(COPY_PATH)}`.execute(
    db,
  );
  const foreignKeys = await sql<{ definition: string }>`
    SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = 'activities'::regclass AND contype = 'f'`.execute(
    db,
  );
  /** Milliseconds of that COPY into a copy of the activities table, with its indexes or without any. */
  const timedCopy = async (indexes: boolean) => {
    await sql`CREATE TABLE bench_activities_copy (LIKE activities ${sql.raw(indexes ? 'INCLUDING ALL' : 'INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING IDENTITY')})`.execute(
      db,
    );
    for (const { definition } of foreignKeys.rows)
      await sql`ALTER TABLE bench_activities_copy ADD ${sql.raw(definition)}`.execute(db);
    const copyStarted = performance.now();
    await sql`COPY bench_activities_copy (${columns}) FROM ${sql.lit(COPY_PATH)}`.execute(db);
    const ms = performance.now() - copyStarted;
    await sql`DROP TABLE bench_activities_copy`.execute(db);
    return ms;
  };
  const copyMs = await timedCopy(true);
  const indexCount = (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_index WHERE indrelid = 'activities'::regclass`.execute(
      db,
    )
  ).rows[0]!.n;
  const heapCopyMs = await timedCopy(false);

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`machine at the end: ${machine()}`);
  console.log(`plain COPY of the CSV (narrow table)   ${seconds(plainMs)}  (PostgreSQL CPU ${plain.cpu.toFixed(1)} s)`);
  console.log(`upload (HTTP, streamed to storage)     ${seconds(uploadedMs)}`);
  console.log(
    `job completed                          ${seconds(storedMs)}  (${job.rows_stored.toLocaleString()} stored, ${job.rows_failed} failed)`,
  );
  console.log(
    `rollups folded, GET /v1/emissions      ${seconds(foldedMs)}  (FY2024-25 total ${total.toLocaleString()} kg CO2e)`,
  );
  console.log(`end to end                             ${Math.round(ROWS / (foldedMs / 1000)).toLocaleString()} rows/s`);
  console.log(`worker peak RSS                        ${workerPeak.toFixed(0)} MB (target <= 300 MB)`);
  console.log(
    `CPU: worker ${workerCpu.toFixed(1)} s, PostgreSQL ${postgresCpu.total.toFixed(1)} s (its backends of this database; the busiest one ${postgresCpu.busiest.toFixed(1)} s, ${(postgresCpu.busiest / (plainMs / 1000)).toFixed(1)}x the plain COPY)`,
  );
  console.log(
    `end to end / plain COPY                ${(foldedMs / plainMs).toFixed(2)}x (target <= 10x, moonshot <= 5x)`,
  );
  console.log(
    `COPY of the stored rows (same table)   ${seconds(copyMs)}  (end to end ${(foldedMs / copyMs).toFixed(2)}x)`,
  );
  console.log(
    `  the same COPY without indexes        ${seconds(heapCopyMs)}  (the table's ${indexCount} indexes: ${seconds(copyMs - heapCopyMs)})`,
  );

  await Promise.all([rm(CSV_PATH, { force: true }), rm(COPY_PATH, { force: true })]);
  await service.stop();
  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
