import { expect } from 'vitest';
import type { Tenant, TestApp } from './test-app.ts';

/** Registers the host (and port) of `tallyUrl` for the tenant's organisation and mode, as a customer would. */
export async function registerTallyHost(t: TestApp, who: Tenant, tallyUrl: string): Promise<string> {
  const url = new URL(tallyUrl);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/ingest/erp-sync/hosts',
    headers: who.headers,
    payload: { host: url.hostname, ...(url.port ? { port: Number(url.port) } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** A new tenant that may pull from the Tally at `tallyUrl` (its host registered). */
export async function tallyTenant(
  t: TestApp,
  tallyUrl: string,
  options?: Parameters<TestApp['tenant']>[0],
): Promise<Tenant> {
  const who = await t.tenant(options);
  await registerTallyHost(t, who, tallyUrl);
  return who;
}
