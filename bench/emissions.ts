/**
 * npm run bench:emissions — GET /v1/emissions over the activities bench:ingest stored (run it first):
 * one fiscal year, group_by=month, 50 connections for 10 s, beside a bare Fastify route answering a
 * constant. Prints p50/p99 latency and both req/s. Target: p99 <= 20 ms.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { createKey } from '../api/auth/key-management.ts';
import { loadConfig } from '../config.ts';
import { foldDeltas } from '../db/queries/rollups.ts';
import { startService } from '../service.ts';
import { BENCH_DATABASE_URL, BENCH_ORGANIZATION } from './bench-data.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;
const PORT = 3920;
const BARE_PORT = 3921;

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const failures = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors/non-2xx ${failures}`,
  );
  return result;
}

async function main() {
  const config = loadConfig({ ...process.env, DATABASE_URL: BENCH_DATABASE_URL, PORT: String(PORT), LOG_LEVEL: 'warn', REDIS_PREFIX: 'carbon-bench-emissions' });
  const service = await startService(config, 'api');
  const db = service.app!.db;
  const org = await db.selectFrom('organizations').select('id').where('name', '=', BENCH_ORGANIZATION).executeTakeFirst();
  if (!org) throw new Error('No bench data: run `npm run bench:ingest` first');
  const activities = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', org.id)
    .executeTakeFirstOrThrow();
  // Measure the steady state: pending deltas folded, and the dead tuples a million-row fold leaves
  // behind vacuumed (as autovacuum does shortly after a bulk import).
  while ((await foldDeltas(db)) > 0);
  await sql`VACUUM (ANALYZE) emission_daily, emission_daily_deltas`.execute(db);
  const { key } = await createKey(db, config.API_KEY_BRAND, { organization_id: org.id, mode: 'test', name: 'bench emissions', allowed_ips: [], allowed_domains: [] }, 'bench');

  const bare = Fastify();
  bare.get('/', async () => ({ ok: true }));
  await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });

  console.log(`${Number(activities.n).toLocaleString()} activities; ${CONNECTIONS} connections, ${DURATION_S} s each`);
  await measure('bare Fastify route (constant JSON)', { url: `http://127.0.0.1:${BARE_PORT}/` });
  const result = await measure('GET /v1/emissions (FY2024-25, group_by=month)', {
    url: `http://127.0.0.1:${PORT}/v1/emissions?start_date=2024-04-01&end_date=2025-03-31&group_by=month`,
    headers: { authorization: `Bearer ${key}` },
  });
  console.log(`p99 ${result.latency.p99} ms (target <= 20 ms)`);

  await bare.close();
  await service.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
