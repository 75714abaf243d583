import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../services/keys/key-management.ts';
import { storedCategory3Kg } from '../support/category3-counting.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { multipart } from '../support/multipart.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';

/** 1,000 kWh of Indian grid electricity in FY2024-25: CEA v21 all-India 0.7117 kg CO2e/kWh. */
const KWH_1000 = 711.7;
/** 100 litres of Indian diesel (HSD, unblended): DESNZ 2024 "Diesel (100% mineral diesel)" 2.66155 kg CO2e/l. */
const DIESEL_100 = 100 * 2.66155;
const UPLOAD_LIMIT = 20_000;

let t: TestApp;
let workers: ReturnType<typeof startTestWorkers>;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT) });
  workers = startTestWorkers(t);
  tenant = await t.tenant();
});
afterAll(async () => {
  await workers.close();
  await t.close();
});

const electricity = (overrides: Record<string, unknown> = {}) => ({
  activity_type: 'electricity',
  scope: '2',
  quantity: 1000,
  unit: 'kWh',
  period: { start: '2024-04-01', end: '2024-04-01' },
  location: { country: 'IN' },
  ...overrides,
});

const upload = (
  who: Tenant,
  csv: string | Buffer,
  options: { url?: string; fields?: Record<string, string>; query?: string } = {},
) => {
  const body = multipart(options.fields ?? {}, { content: csv });
  const url = `${options.url ?? '/v1/ingest/upload'}${options.query ? `?${options.query}` : ''}`;
  return t.app.inject({ method: 'POST', url, headers: { ...who.headers, ...body.headers }, payload: body.payload });
};
const getJob = (who: Tenant, id: string) =>
  t.app.inject({ method: 'GET', url: `/v1/jobs/${id}`, headers: who.headers });
const emissionsTotal = async (who: Tenant, start = '2024-04-01', end = '2024-04-30') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/emissions?start_date=${start}&end_date=${end}`,
      headers: who.headers,
    })
  ).json().data.total_kg_co2e;
/** What GET /v1/emissions should total: the activities' own kg plus the category 3 stored with them (counted by default). */
const withCategory3 = async (who: Tenant, activityKg: number) =>
  activityKg + (await storedCategory3Kg(t, { organizationId: who.organizationId }));

describe('POST /v1/activities/bulk (JSON)', () => {
  it('stores the good items and reports the bad ones by index (207), visible in GET /v1/emissions at once', async () => {
    const who = await t.tenant();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/bulk',
      headers: who.headers,
      payload: [
        electricity(),
        electricity({ quantity: -1 }),
        electricity({ quantity: 2000 }),
        electricity({ location: { country: 'FR' } }),
      ],
    });
    expect(res.statusCode).toBe(207);
    const data = res.json().data;
    expect(data).toMatchObject({ stored: 2, failed: 2, total_emissions_kg_co2e: expect.closeTo(KWH_1000 * 3, 6) });
    expect(data.results.map((r: { index: number }) => r.index)).toEqual([0, 2]);
    expect(data.results[0]).toMatchObject({
      activity_type: 'electricity',
      scope: '2',
      emissions_kg_co2e: expect.closeTo(KWH_1000, 6),
    });
    expect(data.errors).toEqual([
      { index: 1, field: 'quantity', reason: 'must be a positive number' },
      { index: 3, field: 'location.country', reason: expect.any(String) },
    ]);
    expect(await emissionsTotal(who)).toBeCloseTo(await withCategory3(who, KWH_1000 * 3), 3);
  });

  it('answers 201 when every item is stored and 400 with every problem when none is', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/bulk',
      headers: tenant.headers,
      payload: { activities: [electricity()] },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ stored: 1, failed: 0, errors: [] });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/bulk',
      headers: tenant.headers,
      payload: [electricity({ scope: '9' }), { colour: 'red' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: {
        field: 'activities[0].scope',
        reason: expect.any(String),
        errors: [
          { index: 0, field: 'scope' },
          { index: 1, field: expect.any(String) },
        ],
      },
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/bulk',
      headers: tenant.headers,
      payload: [],
    });
    expect(empty.json().error.details).toMatchObject({ field: 'activities', reason: 'must be a non-empty array' });
  });

  it('turns more than 1,000 items into a job whose errors carry the index', async () => {
    const who = await t.tenant();
    const items = Array.from({ length: 1001 }, (_, i) =>
      i === 500 ? electricity({ unit: 'furlong' }) : electricity(),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/bulk',
      headers: who.headers,
      payload: items,
    });
    expect(res.statusCode).toBe(202);
    const accepted = res.json().data;
    expect(accepted).toMatchObject({
      status: 'queued',
      status_url: `/v1/jobs/${accepted.job_id}`,
      duplicate: false,
      rows_total: 1001,
    });
    expect(res.headers).toMatchObject({ location: accepted.status_url, 'retry-after': '2' });
    await waitForJob(t.database.db, accepted.job_id);
    const job = (await getJob(who, accepted.job_id)).json().data;
    expect(job).toMatchObject({
      kind: 'activities',
      status: 'completed',
      progress: { rows_read: 1001, rows_stored: 1000, rows_failed: 1, percent: 100 },
    });
    expect(job.result.total_emissions_kg_co2e).toBeCloseTo(KWH_1000 * 1000, 3);
    expect(job.errors).toEqual([
      { index: 500, field: 'unit', reason: expect.any(String), raw: expect.stringContaining('furlong') },
    ]);
    expect(await emissionsTotal(who)).toBeCloseTo(await withCategory3(who, KWH_1000 * 1000), 3);
  });
});

describe('CSV intake', () => {
  const goodCsv =
    'date,category,quantity,unit,amount\n2024-04-01,electricity,1000,kwh,8000\n2024-04-02,diesel,100,litres,9000\n';

  it.each([
    ['multipart to /v1/ingest/upload', '/v1/ingest/upload'],
    ['multipart to /api/v1/ingest/upload', '/api/v1/ingest/upload'],
    ['multipart to /v1/activities/bulk', '/v1/activities/bulk'],
  ])('accepts %s, answers 202 with a job and stores every row', async (_, url) => {
    const who = await t.tenant();
    const res = await upload(who, goodCsv, { url });
    expect(res.statusCode).toBe(202);
    const { job_id, status_url } = res.json().data;
    expect(status_url).toBe(`/v1/jobs/${job_id}`);
    expect(res.headers).toMatchObject({ location: status_url, 'retry-after': '2' });
    await waitForJob(t.database.db, job_id);
    const job = (await getJob(who, job_id)).json().data;
    expect(job).toMatchObject({
      kind: 'csv',
      status: 'completed',
      file: { name: 'activities.csv', bytes: goodCsv.length },
      errors: [],
    });
    expect(job.result).toEqual({
      rows_read: 2,
      rows_stored: 2,
      rows_failed: 0,
      total_emissions_kg_co2e: expect.closeTo(KWH_1000 + DIESEL_100, 3),
    });
    expect(await emissionsTotal(who)).toBeCloseTo(await withCategory3(who, KWH_1000 + DIESEL_100), 3);
  });

  it('accepts a text/csv body on /v1/activities/bulk, with options as query parameters', async () => {
    const who = await t.tenant();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/bulk?period=month&state=Maharashtra&source_name=ledger',
      headers: { ...who.headers, 'content-type': 'text/csv' },
      payload: 'date,category,quantity,unit\n2024-04-15,electricity,3000,kWh\n',
    });
    expect(res.statusCode).toBe(202);
    await waitForJob(t.database.db, res.json().data.job_id);
    const [activity] = await t.database.db
      .selectFrom('activities')
      .selectAll()
      .where('organization_id', '=', who.organizationId)
      .execute();
    expect(activity).toMatchObject({
      period_start: '2024-04-01',
      period_end: '2024-04-30',
      state: 'MH',
      source_name: 'ledger',
      source_type: 'csv',
      ingest_line: 2,
    });
    expect(await emissionsTotal(who)).toBeCloseTo(await withCategory3(who, KWH_1000 * 3), 3);
  });

  it('tolerates header order, case, spaces and a BOM; stores good rows and reports every bad one with line, field, reason and raw', async () => {
    const who = await t.tenant();
    const csv = [
      '\uFEFF Unit , QUANTITY,Date ,category',
      'kwh,1000,2024-04-01,electricity',
      'kwh,1000,2024-13-01,electricity',
      'litres,-5,2024-04-02,diesel',
      '',
      '@SUM(1+1),1000,2024-04-03,electricity',
      'litres,100,2024-04-04,diesel,extra',
      'litres,"1,00",2024-04-05,diesel',
      'kwh,500,2024-04-06,electricity',
    ].join('\r\n');
    const res = await upload(who, csv, { fields: { source_name: 'April meters' } });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.job_id;
    await waitForJob(t.database.db, id);
    const job = (await getJob(who, id)).json().data;
    expect(job.progress).toMatchObject({ rows_read: 7, rows_stored: 2, rows_failed: 5, rows_total: 7 });
    expect(job.options).toMatchObject({ country: 'IN', period: 'day', source_name: 'April meters' });
    expect(job.errors).toEqual([
      { line: 3, field: 'date', reason: expect.any(String), raw: 'kwh,1000,2024-13-01,electricity' },
      { line: 4, field: 'quantity', reason: 'must be a positive number', raw: 'litres,-5,2024-04-02,diesel' },
      { line: 6, field: 'unit', reason: expect.any(String), raw: '@SUM(1+1),1000,2024-04-03,electricity' },
      { line: 7, field: '(row)', reason: 'has 5 cells; the header has 4', raw: 'litres,100,2024-04-04,diesel,extra' },
      { line: 8, field: 'quantity', reason: expect.any(String), raw: 'litres,"1,00",2024-04-05,diesel' },
    ]);
    expect(await emissionsTotal(who)).toBeCloseTo(await withCategory3(who, KWH_1000 * 1.5), 3);

    const csvErrors = await t.app.inject({ method: 'GET', url: job.errors_url, headers: who.headers });
    expect(csvErrors.statusCode).toBe(200);
    expect(csvErrors.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csvErrors.body.trim().split('\n');
    expect(lines[0]).toBe('"line","field","reason","raw"');
    expect(lines).toHaveLength(6);
    // The formula is neutralised: the raw cell starts with an apostrophe, not with '@'.
    expect(lines[3]).toMatch(/^6,"unit","[^"]*","'@SUM\(1\+1\),1000,2024-04-03,electricity"$/);
    expect(lines[2]).toBe('4,"quantity","must be a positive number","litres,-5,2024-04-02,diesel"');
  });

  it('refuses a file over UPLOAD_LIMIT_BYTES with 413 in the error envelope, leaving nothing behind', async () => {
    const who = await t.tenant();
    const big = `date,category,quantity,unit\n${'2024-04-01,electricity,1000,kwh\n'.repeat(Math.ceil(UPLOAD_LIMIT / 30))}`;
    for (const url of ['/v1/ingest/upload', '/v1/activities/bulk']) {
      const res = await upload(who, big, { url });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        success: false,
        error: { code: 'PAYLOAD_TOO_LARGE', status: 413, details: { field: 'file', limit_bytes: UPLOAD_LIMIT } },
      });
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/v1/activities/bulk',
      headers: { ...who.headers, 'content-type': 'text/csv' },
      payload: big,
    });
    expect(raw.statusCode).toBe(413);
    const jobs = await t.database.db
      .selectFrom('ingest_jobs')
      .select('id')
      .where('organization_id', '=', who.organizationId)
      .execute();
    expect(jobs).toHaveLength(0);
  });

  it.each([
    ['an empty file', '', 'is empty'],
    ['a file without the header', '2024-04-01,electricity,1000,kwh\n', 'missing: date, category, quantity, unit'],
    ['a header naming a column twice', 'date,category,quantity,unit,Date\n2024-04-01,electricity,1,kwh,x\n', 'twice'],
    ['a header and no rows', 'date,category,quantity,unit,amount\n\n', 'has a header but no rows'],
    ['an unparseable header', 'date,"category"x,quantity,unit\n2024-04-01,electricity,1,kwh\n', 'not valid CSV'],
    ['a PNG image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]), 'binary'],
    ['Latin-1 text', Buffer.from('date,category,quantity,unit\n2024-04-01,caf\xe9,1,kwh\n', 'latin1'), 'UTF-8'],
  ])('refuses %s with 400 VALIDATION_ERROR on file', async (_, content, reason) => {
    const res = await upload(tenant, content);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: 'file', reason: expect.stringContaining(reason) },
    });
  });

  it('refuses a request without a file, with two files, with a bad option or in another format', async () => {
    const noFile = multipart({ country: 'IN' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/upload',
      headers: { ...tenant.headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(none.json().error.details).toMatchObject({ field: 'file' });
    const two = multipart({}, { content: goodCsv }, { field: 'second', content: goodCsv });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/upload',
      headers: { ...tenant.headers, ...two.headers },
      payload: two.payload,
    });
    expect(twice.json().error.details).toMatchObject({ field: 'second', reason: 'only one file per upload' });
    expect((await upload(tenant, goodCsv, { fields: { period: 'week' } })).json().error.details).toMatchObject({
      field: 'period',
    });
    expect((await upload(tenant, goodCsv, { query: 'state=Atlantis' })).json().error.details).toMatchObject({
      field: 'state',
    });
    expect((await upload(tenant, goodCsv, { fields: { colour: 'red' } })).json().error.details).toMatchObject({
      field: 'colour',
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/upload',
      headers: tenant.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers the earlier job for the same file unless force=true', async () => {
    const who = await t.tenant();
    const first = await upload(who, goodCsv);
    expect(first.statusCode).toBe(202);
    const again = await upload(who, goodCsv, { fields: { source_name: 'other name' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ job_id: first.json().data.job_id, duplicate: true });
    const forced = await upload(who, goodCsv, { query: 'force=true' });
    expect(forced.statusCode).toBe(202);
    expect(forced.json().data.job_id).not.toBe(first.json().data.job_id);
    // Another organisation's identical file is its own import.
    expect((await upload(tenant, goodCsv)).statusCode).toBe(202);
    for (const id of [first.json().data.job_id, forced.json().data.job_id]) await waitForJob(t.database.db, id);
    expect(await emissionsTotal(who)).toBeCloseTo(await withCategory3(who, (KWH_1000 + DIESEL_100) * 2), 3);
  });
});

describe('GET /v1/jobs', () => {
  it('lists the organisation’s jobs newest first with a cursor, and isolates organisations and modes', async () => {
    const who = await t.tenant();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await upload(who, `date,category,quantity,unit\n2024-04-0${i + 1},electricity,${i + 1},kwh\n`);
      ids.push(res.json().data.job_id);
    }
    const page1 = (await t.app.inject({ method: 'GET', url: '/v1/jobs?limit=2', headers: who.headers })).json().data;
    expect(page1.jobs.map((j: { id: string }) => j.id)).toEqual([ids[2], ids[1]]);
    const page2 = (
      await t.app.inject({ method: 'GET', url: `/v1/jobs?limit=2&cursor=${page1.next_cursor}`, headers: who.headers })
    ).json().data;
    expect(page2).toEqual({ jobs: [expect.objectContaining({ id: ids[0] })], next_cursor: null });

    const other = await t.tenant();
    expect((await getJob(other, ids[0]!)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/jobs/${ids[0]}/errors.csv`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/jobs', headers: other.headers })).json().data.jobs).toEqual(
      [],
    );
    // A live key of the same organisation sees none of its test-mode jobs.
    const live = await createKey(
      t.database.db,
      t.config.API_KEY_BRAND,
      { organization_id: who.organizationId, mode: 'live', name: 'live', allowed_ips: [], allowed_domains: [] },
      'test',
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/jobs/${ids[0]}`,
          headers: { authorization: `Bearer ${live.key}` },
        })
      ).statusCode,
    ).toBe(404);
    expect((await getJob(who, '00000000-0000-4000-8000-000000000000')).json().error.code).toBe('NOT_FOUND');
  });
});

describe('operators', () => {
  const admin = { authorization: 'Bearer test-admin-token-0123456789' };

  it('serves the queue dashboard at /admin/queues only with the admin token (Bearer or Basic)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin/queues' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
    expect(anonymous.headers['www-authenticate']).toMatch(/^Basic/);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/admin/queues/api/queues',
          headers: { authorization: 'Bearer wrong-token-0123456789' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: tenant.headers })).statusCode,
    ).toBe(401);

    const page = await t.app.inject({ method: 'GET', url: '/admin/queues', headers: admin });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);
    const basic = `Basic ${Buffer.from('ops:test-admin-token-0123456789').toString('base64')}`;
    const api = await t.app.inject({
      method: 'GET',
      url: '/admin/queues/api/queues',
      headers: { authorization: basic },
    });
    expect(api.statusCode).toBe(200);
    expect(
      api
        .json()
        .queues.map((q: { name: string }) => q.name)
        .sort(),
    ).toEqual(['aggregate', 'erp', 'ingest', 'report', 'webhook']);
  });

  it('exposes Prometheus metrics behind the admin token: HTTP latency per route, queue depth, job durations', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{.*route="\/v1\/ingest\/upload"/);
    expect(res.body).toMatch(/bullmq_queue_jobs\{queue="ingest",state="completed"\} \d+/);
    expect(res.body).toMatch(/bullmq_job_duration_seconds_count\{queue="ingest",name="ingest.run"\} [1-9]/);
    expect(res.body).toContain('process_resident_memory_bytes');
  });
});
