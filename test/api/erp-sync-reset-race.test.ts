import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, startFakeTally, type FakeTally } from '../support/fake-tally-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';
import { tallyTenant } from '../support/erp-hosts.ts';

let t: TestApp;
let tally: FakeTally;
beforeAll(async () => {
  // No worker: the sync stays queued while the request waits for it.
  t = await createTestApp({ ERP_ALLOWED_HOSTS: '127.0.0.1', ERP_SYNC_WAIT_MS: '20000' });
  tally = await startFakeTally({ company: ACME.company, ...structuredClone(ACME.before) });
});
afterAll(async () => {
  await tally.close();
  await t.close();
});

describe('an ERP sync racing a test-data reset', () => {
  it('answers 409 CONFLICT in the envelope when the reset deletes its job, never 500', async () => {
    const who = await tallyTenant(t, tally.url);
    const syncing = t.app.inject({
      method: 'POST',
      url: '/v1/ingest/erp-sync',
      headers: who.headers,
      payload: {
        erp_system: 'tally',
        connection_config: { tally_url: tally.url, company: ACME.company },
        date_range: { from: '2024-04-01', to: '2024-04-30' },
      },
    });
    const jobOf = () =>
      t.database.db
        .selectFrom('ingest_jobs')
        .select('id')
        .where('organization_id', '=', who.organizationId)
        .executeTakeFirst();
    const { id: jobId } = await until(jobOf, 10_000, 'the sync job row');

    const reset = await t.app.inject({ method: 'POST', url: '/v1/test-data/reset', headers: who.headers });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.deleted.jobs).toBe(1);

    const answer = await syncing;
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      success: false,
      error: { code: 'CONFLICT', status: 409, details: { reason: 'deleted by a test-data reset', job_id: jobId } },
    });
  });
});
