/**
 * npm run bench:api — POST /v1/activities (one activity) and GET /v1/emissions under 50
 * connections for 10 s each, beside a bare Fastify route doing one plain pg INSERT of the same row.
 * Target: POST /v1/activities at >= 50% of the bare INSERT route's req/s.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createKey, createOrganization } from '../api/auth/key-management.ts';
import { loadConfig } from '../config.ts';
import { startService } from '../service.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;

const activity = {
  activity_type: 'electricity',
  scope: '2',
  quantity: 1000,
  unit: 'kWh',
  period: { start: '2024-04-01', end: '2024-04-30' },
  location: { country: 'IN', state: 'MH' },
  source: { type: 'api', confidence: 0.9 },
};

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const non2xx = result.non2xx + result.errors;
  console.log(`${title.padEnd(42)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors/non-2xx ${non2xx}`);
  return result;
}

async function main() {
  const config = loadConfig({ ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/carbon_bench', PORT: '3900', LOG_LEVEL: 'warn', REDIS_PREFIX: 'carbon-bench' });
  const service = await startService(config, 'api');
  const db = service.app!.db;
  const org = await createOrganization(db, { name: 'Bench', plan: 'enterprise', country: 'IN' }, 'bench');
  // A test key: rate limits apply to live keys only, and this measures the request path, not the limiter.
  const { key } = await createKey(db, config.API_KEY_BRAND, { organization_id: org.id, mode: 'test', name: 'bench', allowed_ips: [], allowed_domains: [] }, 'bench');

  // The baseline: the same row through one plain INSERT, no auth, no validation, no factor.
  const { createPool } = await import('../db/database.ts');
  const pool = createPool(config.DATABASE_URL, 20);
  const factor = await pool.query<{ id: string }>("SELECT id FROM emission_factors WHERE activity_type = 'electricity' AND region = 'IN' ORDER BY valid_from DESC, id DESC LIMIT 1");
  const bare = Fastify();
  bare.post('/insert', async () => {
    const r = await pool.query(
      `INSERT INTO activities (organization_id, mode, activity_type, scope, quantity, unit, period_start, period_end, country, emissions_kg_co2e,
         factor_id, factor_value, factor_unit, factor_source, factor_version, factor_region, confidence_score, calculation)
       VALUES ($1, 'test', 'electricity', 2, 1000, 'kWh', '2024-04-01', '2024-04-30', 'IN', 711.7, $2, 0.7117, 'kg CO2e/kWh', 'CEA', 'v21.0', 'IN', 0.9, '{}')
       RETURNING id`,
      [org.id, factor.rows[0]!.id],
    );
    return { id: r.rows[0].id };
  });
  await bare.listen({ port: 3901, host: '127.0.0.1' });

  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s each`);
  const baseline = await measure('bare Fastify + pg INSERT', { url: 'http://127.0.0.1:3901/insert', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const post = await measure('POST /v1/activities (one activity)', { url: `http://127.0.0.1:${config.PORT}/v1/activities`, method: 'POST', headers, body: JSON.stringify(activity) });
  await measure('GET /v1/emissions (FY, group_by=month)', {
    url: `http://127.0.0.1:${config.PORT}/v1/emissions?start_date=2024-04-01&end_date=2025-03-31&group_by=month`,
    headers: { authorization: `Bearer ${key}` },
  });
  const ratio = post.requests.average / baseline.requests.average;
  console.log(`POST /v1/activities at ${(ratio * 100).toFixed(0)}% of the bare INSERT route (target >= 50%)`);

  await bare.close();
  await pool.end();
  await service.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
