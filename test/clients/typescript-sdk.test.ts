import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from '../../clients/typescript/scripts/api-types-source.ts';
import {
  CarbonApiError,
  createCarbonClient,
  uploadFile,
  waitForJob,
  type CarbonClient,
} from '../../clients/typescript/src/index.ts';
import { storedCategory3Kg } from '../support/category3-counting.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startTestWorkers } from '../support/workers.ts';

/**
 * The SDK in clients/typescript against the real service (the test app listening on a port, its
 * workers in this process): generated from the current document, typed answers, thrown errors,
 * idempotency keys, the upload and wait helpers, and the README's TypeScript quickstart as written.
 */
const root = new URL('../..', import.meta.url).pathname;
const ELECTRICITY = {
  activity_type: 'electricity',
  scope: '2',
  quantity: 1200,
  unit: 'kWh',
  period: { start: '2024-04-01', end: '2024-04-30' },
  location: { country: 'IN', state: 'Maharashtra' },
} as const;
const CSV = 'date,category,quantity,unit\n2024-04-18,diesel,50,liters\n2024-04-21,electricity,-5,kwh\n';

interface Sent {
  method: string;
  url: string;
  idempotencyKey: string | null;
  at: number;
  retryAfter: string | null;
  status: number;
}

let t: TestApp;
let base: string;
let workers: ReturnType<typeof startTestWorkers> | undefined;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await workers?.close();
  await t.close();
});

/** A client whose requests are recorded on their way (the real fetch sends them). */
function recordedClient(tenant: Tenant) {
  const sent: Sent[] = [];
  const carbon = createCarbonClient({
    baseUrl: base,
    apiKey: tenant.key,
    async fetch(request) {
      const at = Date.now();
      const response = await fetch(request);
      sent.push({
        method: request.method,
        url: new URL(request.url).pathname,
        idempotencyKey: request.headers.get('idempotency-key'),
        at,
        retryAfter: response.headers.get('retry-after'),
        status: response.status,
      });
      return response;
    },
  });
  return { carbon, sent };
}

describe('the TypeScript SDK', () => {
  it('is generated from the current OpenAPI document (npm run sdk:types rewrites it)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenAPI3>();
    const committed = await readFile(API_TYPES_FILE, 'utf8');
    const current = await apiTypesSource(document);
    // Compared as a flag: a diff of a generated file this size says nothing the command does not.
    expect(committed === current, 'clients/typescript/src/carbon-api-types.ts is stale: run npm run sdk:types').toBe(
      true,
    );
  });

  it('waits for a job as its answers say (Retry-After), and gives up at its timeout', async () => {
    // No worker runs yet: the job stays queued, and each look at it says when to look again.
    const { carbon, sent } = recordedClient(await t.tenant());
    const accepted = await uploadFile(carbon, CSV, { filename: 'activities.csv' });
    expect(accepted).toMatchObject({ status: 'queued', duplicate: false, rows_total: 2 });
    await expect(waitForJob(carbon, accepted.job_id, { timeoutMs: 3_000, pollSeconds: 0.1 })).rejects.toThrow(
      `job ${accepted.job_id} still open after 3000 ms`,
    );
    const looks = sent.filter((request) => request.url === `/v1/jobs/${accepted.job_id}`);
    expect(looks.map((look) => [look.status, look.retryAfter])).toEqual([
      [200, '2'],
      [200, '2'],
    ]);
    // Two seconds apart as Retry-After said, not pollSeconds' 0.1.
    expect(looks[1]!.at - looks[0]!.at).toBeGreaterThanOrEqual(1_990);
  });

  it('creates, uploads, waits and reads typed answers from the service', async () => {
    workers = startTestWorkers(t);
    const who = await t.tenant();
    const { carbon } = recordedClient(who);
    const created = await carbon.POST('/v1/activities', { body: ELECTRICITY });
    expect(created.success).toBe(true);
    const activityId = 'activity_id' in created.data ? created.data.activity_id : undefined;
    expect(created.data).toMatchObject({ emissions_kg_co2e: 854.04 });
    const read = await carbon.GET('/v1/activities/{id}', { params: { path: { id: activityId! } } });
    expect(read.data.id).toBe(activityId);

    const accepted = await uploadFile(carbon, new Blob([CSV]), { filename: 'activities.csv', country: 'IN' });
    const job = await waitForJob(carbon, accepted.job_id, { timeoutMs: 60_000 });
    expect(job).toMatchObject({
      status: 'completed',
      result: { rows_read: 2, rows_stored: 1, rows_failed: 1 },
      errors: [{ line: 3, field: 'quantity', reason: 'must be a positive number' }],
    });
    const year = await carbon.GET('/v1/emissions', {
      params: { query: { start_date: '2024-04-01', end_date: '2025-03-31' } },
    });
    // 1,200 kWh and 50 l of diesel (× 2.66155) plus the Scope 3 category 3 they carry (counted by default).
    const category3 = await storedCategory3Kg(t, { organizationId: who.organizationId });
    expect(category3).toBeGreaterThan(0);
    expect(year.data.total_kg_co2e).toBeCloseTo(854.04 + 50 * 2.66155 + category3, 3);
  });

  it('throws CarbonApiError carrying the code, the details and the request id', async () => {
    const { carbon, sent } = recordedClient(await t.tenant());
    const missing = await carbon
      .GET('/v1/activities/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } })
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(CarbonApiError);
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', requestId: expect.stringMatching(/\S{8,}/) });

    const invalid = await carbon
      .POST('/v1/activities', { body: { ...ELECTRICITY, quantity: -1 } })
      .catch((error: unknown) => error);
    expect(invalid).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^quantity: /),
      details: { field: 'quantity' },
    });
    expect(sent.map((request) => request.status)).toEqual([404, 400]);

    const unauthorised = await createCarbonClient({ baseUrl: base, apiKey: 'svc_test_not-a-key' })
      .GET('/v1/emissions', { params: { query: { start_date: '2024-04-01', end_date: '2025-03-31' } } })
      .catch((error: unknown) => error);
    expect(unauthorised).toMatchObject({ status: 401, code: 'INVALID_API_KEY' });
  });

  it('sends a new Idempotency-Key with every POST, and the caller’s own key replays the first answer', async () => {
    const { carbon, sent } = recordedClient(await t.tenant());
    const first = await carbon.POST('/v1/activities', { body: ELECTRICITY });
    const second = await carbon.POST('/v1/activities', { body: ELECTRICITY });
    const keys = sent.map((request) => request.idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(first.data).not.toEqual(second.data); // two activities, not a replay

    const headers = { 'Idempotency-Key': 'import-2024-04-7f3a' };
    const again = await carbon.raw.POST('/v1/activities', { body: ELECTRICITY, headers });
    const replayed = await carbon.raw.POST('/v1/activities', { body: ELECTRICITY, headers });
    expect(replayed.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.data?.data).toEqual(again.data?.data);
    expect(sent.slice(2).map((request) => request.idempotencyKey)).toEqual([
      'import-2024-04-7f3a',
      'import-2024-04-7f3a',
    ]);
  });

  it('runs the README’s TypeScript quickstart as written', async () => {
    const example = await readFile(join(root, 'clients/typescript/examples/quickstart.ts'), 'utf8');
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(example.replace("'../src/index.ts'", "'./clients/typescript/src/index.ts'"));
    const tenant = await t.tenant();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'clients/typescript/examples/quickstart.ts'],
      { cwd: root, env: { ...process.env, BASE: base, KEY: tenant.key } },
    );
    expect(stdout).toMatch(/^activity [0-9a-f-]{36} 854\.04$/m);
    expect(stdout).toContain(
      'job completed {"rows_read":2,"rows_stored":1,"rows_failed":1,"total_emissions_kg_co2e":133.078}',
    );
    expect(stdout).toContain('total 1188.802');
    expect(stdout).toMatch(/^error 404 NOT_FOUND \S+$/m);
  });
});

/** Checked by tsc (npm run typecheck), never called: what the document does not have does not compile. */
export function notInTheDocument(carbon: CarbonClient) {
  // @ts-expect-error the document writes /v1/activities, never with a trailing slash
  void carbon.GET('/v1/activities/');
  // @ts-expect-error quantity is a number
  void carbon.POST('/v1/activities', { body: { ...ELECTRICITY, quantity: '1200' } });
}
