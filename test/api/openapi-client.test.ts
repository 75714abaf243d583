import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { startTestWorkers } from '../support/workers.ts';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;

/**
 * A client developer's path: types generated from /docs/json with openapi-typescript, a small
 * openapi-fetch client written against them by the spec's paths, type-checked with tsc, then run
 * against the real service. A path the document spells differently from the routes fails to compile.
 */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './schema.ts';

export async function useTheApi(baseUrl: string, key: string, csv: string) {
  // JSON answers: GET /v1/activities can also answer text/csv.
  const client = createClient<paths, 'application/json'>({ baseUrl, headers: { authorization: \`Bearer \${key}\` } });
  const created = await client.POST('/v1/activities', {
    body: {
      activity_type: 'electricity',
      scope: '2',
      quantity: 1000,
      unit: 'kWh',
      period: { start: '2024-04-01', end: '2024-04-30' },
      location: { country: 'IN' },
    },
  });
  const result = created.data?.data;
  const activityId: string | undefined = result && 'activity_id' in result ? result.activity_id : undefined;
  const listed = await client.GET('/v1/activities', { params: { query: { limit: 10, scope: '2' } } });
  const emissions = await client.GET('/v1/emissions', {
    params: { query: { start_date: '2024-04-01', end_date: '2025-03-31', group_by: 'month' } },
  });
  const total: number | undefined = emissions.data?.data.total_kg_co2e;
  const upload = await client.POST('/v1/ingest/upload', {
    body: { file: csv, country: 'IN' },
    bodySerializer(body) {
      const form = new FormData();
      form.append('country', body.country ?? 'IN');
      form.append('file', new Blob([body.file], { type: 'text/csv' }), 'activities.csv');
      return form;
    },
  });
  const jobId: string | undefined = upload.data?.data.job_id;
  const job = jobId ? await client.GET('/v1/jobs/{id}', { params: { path: { id: jobId } } }) : undefined;
  const failure = await client.GET('/v1/activities/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
  const code: string | undefined = failure.error?.error.code;
  return {
    created: created.response.status,
    activityId,
    listed: listed.data?.data.activities.map((a) => a.id),
    total,
    upload: upload.response.status,
    location: upload.response.headers.get('location'),
    jobStatus: job?.data?.data.status,
    notFound: code,
  };
}

export function notInTheDocument(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  // @ts-expect-error the document writes /v1/activities, never with a trailing slash
  return client.GET('/v1/activities/');
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    lib: ['ES2022', 'DOM'],
    types: [],
  },
  files: ['client.ts'],
};

let t: TestApp;
let tenant: Tenant;
let dir: string;
let workers: ReturnType<typeof startTestWorkers>;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
  workers = startTestWorkers(t);
  dir = await mkdtemp(join(tmpdir(), 'carbon-client-'));
  // The generated client resolves openapi-fetch from this project, as an installed dependency.
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
});
afterAll(async () => {
  await workers.close();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a client generated from /docs/json', () => {
  it('compiles against the spec paths and works against the service', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenAPI3>();
    await writeFile(join(dir, 'schema.ts'), astToString(await openapiTS(document)));
    await writeFile(join(dir, 'client.ts'), CLIENT);
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));

    const tsc = await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir]).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout, failed: true }),
    );
    expect(tsc.stdout).toBe('');

    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = (await import(join(dir, 'client.ts'))) as {
      useTheApi(baseUrl: string, key: string, csv: string): Promise<Record<string, unknown>>;
    };
    const answers = await client.useTheApi(
      address,
      tenant.key,
      'date,category,quantity,unit\n2024-04-15,electricity,100,kwh\n',
    );
    expect(answers).toMatchObject({ created: 201, total: 711.7, upload: 202, notFound: 'NOT_FOUND' });
    expect(answers.listed).toEqual([answers.activityId]);
    expect(answers.location).toMatch(/^\/v1\/jobs\/[0-9a-f-]{36}$/);
    expect(['queued', 'running', 'completed']).toContain(answers.jobStatus);
  });
});
