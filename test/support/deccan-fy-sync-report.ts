import { once } from 'node:events';
import { createTestApp } from './test-app.ts';
import { startFakeTally } from './fake-tally-server.ts';
import { DECCAN, deccanFy } from './tally-company-fy.ts';
import { spawnWorker } from './workers.ts';

/**
 * One fiscal-year sync of Deccan Forgings (tally-company-fy.ts) from the fake TallyPrime, through the
 * real API and a worker process of its own (the production topology), printed as the job's result
 * with its warnings: what an issue note shows of a sync of realistic books. Needs PostgreSQL, Redis
 * and the compiled service (dist/, built by any vitest run). Run: npx tsx test/support/deccan-fy-sync-report.ts
 */

const t = await createTestApp({ ERP_ALLOWED_HOSTS: '127.0.0.1' });
const worker = spawnWorker(t);
const tally = await startFakeTally({ ...DECCAN, voucherTypes: [...DECCAN.voucherTypes], ...deccanFy() });
try {
  const who = await t.tenant();
  const url = new URL(tally.url);
  const host = await t.app.inject({
    method: 'POST',
    url: '/v1/ingest/erp-sync/hosts',
    headers: who.headers,
    payload: { host: url.hostname, port: Number(url.port) },
  });
  if (host.statusCode !== 201) throw new Error(`registering the Tally host: ${host.body}`);
  const sync = await t.app.inject({
    method: 'POST',
    url: '/v1/ingest/erp-sync',
    headers: who.headers,
    payload: {
      erp_system: 'tally',
      connection_config: { tally_url: tally.url, company: DECCAN.company, timeout_ms: 120_000 },
      date_range: { from: '2024-04-01', to: '2025-03-31' },
    },
  });
  const job = await t.app.inject({ method: 'GET', url: `/v1/jobs/${sync.json().data.job_id}`, headers: who.headers });
  process.stdout.write(
    `${JSON.stringify(
      {
        request: 'POST /v1/ingest/erp-sync (FY 2024-25, Deccan Forgings Pvt Ltd)',
        status: sync.statusCode,
        records_synced: sync.json().data.records_synced,
        job_status: job.json().data.status,
        result: job.json().data.result,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  worker.kill();
  await once(worker, 'exit');
  await tally.close();
  await t.close();
}
