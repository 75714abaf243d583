import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';
import { tallyTenant } from '../support/erp-hosts.ts';

let t: TestApp;
beforeAll(async () => {
  // No workers until the last test: every accepted job stays queued.
  t = await createTestApp({
    OPEN_JOBS_PER_ORG_INGEST: '2',
    OPEN_JOBS_PER_ORG_REPORT: '1',
    OPEN_JOBS_PER_ORG_ERP: '1',
    ERP_SYNC_WAIT_MS: '50',
    ERP_ALLOWED_HOSTS: '127.0.0.1',
  });
});
afterAll(async () => t.close());

/** A month's electricity bill as a CSV body; a different quantity is a different file (no duplicate answer). */
const uploadCsv = (tenant: Tenant, kwh: number) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/activities/bulk?period=month&state=Maharashtra&source_name=MSEDCL%20bills',
    headers: { ...tenant.headers, 'content-type': 'text/csv' },
    payload: `date,category,quantity,unit\n2024-04-15,electricity,${kwh},kWh\n`,
  });

const requestReport = (tenant: Tenant) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/reports',
    headers: tenant.headers,
    payload: { report_type: 'brsr', period: { start: '2024-04-01', end: '2025-03-31' }, format: 'pdf' },
  });

/** Nothing listens there: the syncs stay queued until the last test's workers fail them. */
const TALLY_URL = 'http://127.0.0.1:9000';
const requestSync = (tenant: Tenant) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/ingest/erp-sync',
    headers: tenant.headers,
    payload: {
      erp_system: 'tally',
      connection_config: { tally_url: TALLY_URL, company: 'Konkan Cement Ltd' },
      date_range: { from: '2024-04-01', to: '2024-04-30' },
    },
  });

function expectRefused(res: Awaited<ReturnType<typeof uploadCsv>>, limit: number, queue: string) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe('10');
  expect(res.json().error).toMatchObject({
    code: 'RATE_LIMIT_EXCEEDED',
    details: { limit, queue, retry_after_seconds: 10 },
  });
}

const storedFiles = async () =>
  (await readdir(t.config.STORAGE_DIR, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
    .length;

describe('open jobs per organisation and queue', () => {
  let a: Tenant;
  let b: Tenant;
  const accepted: string[] = [];
  beforeAll(async () => {
    a = await tallyTenant(t, TALLY_URL, { name: 'Mehta Textiles' });
    b = await tallyTenant(t, TALLY_URL, { name: 'Konkan Cement' });
  });

  it('refuses an ingest job beyond OPEN_JOBS_PER_ORG_INGEST with 429 and Retry-After (its file removed), not another organisation’s', async () => {
    for (const kwh of [3000, 3100]) {
      const res = await uploadCsv(a, kwh);
      expect(res.statusCode).toBe(202);
      accepted.push(res.json().data.job_id);
    }
    const files = await storedFiles();
    expectRefused(await uploadCsv(a, 3200), 2, 'ingest');
    expect(await storedFiles()).toBe(files);
    expect(await t.database.db.selectFrom('ingest_jobs').select('id').execute()).toHaveLength(2);
    expect((await uploadCsv(b, 5000)).statusCode).toBe(202);
  });

  it('refuses a report beyond OPEN_JOBS_PER_ORG_REPORT, not another organisation’s', async () => {
    expect((await requestReport(a)).statusCode).toBe(202);
    expectRefused(await requestReport(a), 1, 'report');
    expect((await requestReport(b)).statusCode).toBe(202);
  });

  it('refuses an ERP sync beyond OPEN_JOBS_PER_ORG_ERP, not another organisation’s', async () => {
    expect((await requestSync(a)).statusCode).toBe(202);
    expectRefused(await requestSync(a), 1, 'erp');
    expect((await requestSync(b)).statusCode).toBe(202);
  });

  it('shows each organisation’s open jobs per queue in /metrics', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${t.config.ADMIN_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const depth = (tenant: Tenant, queue: string) =>
      new RegExp(
        `^jobs_open_per_organization\\{organization_id="${tenant.organizationId}",queue="${queue}",status="queued"\\} (\\d+)$`,
        'm',
      ).exec(res.body)?.[1];
    expect([depth(a, 'ingest'), depth(a, 'report'), depth(a, 'erp')]).toEqual(['2', '1', '1']);
    expect([depth(b, 'ingest'), depth(b, 'report'), depth(b, 'erp')]).toEqual(['1', '1', '1']);
  });

  it('admits the organisation again once its jobs have run', async () => {
    const workers = startTestWorkers(t);
    try {
      for (const id of accepted) await waitForJob(t.database.db, id);
      const res = await uploadCsv(a, 3200);
      expect(res.statusCode).toBe(202);
      expect((await waitForJob(t.database.db, res.json().data.job_id)).status).toBe('completed');
    } finally {
      await workers.close();
    }
  });
});
