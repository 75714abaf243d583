import { randomUUID } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { seededRandom, type Random } from '../support/random.ts';
import { startTestWorkers, waitForJob } from '../support/workers.ts';

/**
 * Randomised requests across every route the OpenAPI document lists (and a few it does not), with
 * random methods, parameters, headers, content types and bodies: none may answer 5xx, and every
 * error must be the spec's envelope. Seeded: FUZZ_SEED=<n> replays a run; a failure prints the seed
 * and the requests that broke the rule.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const REQUESTS = 2_000;
const ADMIN_TOKEN = 'test-admin-token-0123456789';

let t: TestApp;
let workers: ReturnType<typeof startTestWorkers>;
let testKey: Tenant;
let liveKey: Tenant;
let routes: { method: string; path: string; query: string[] }[];
beforeAll(async () => {
  // The limiters have their own tests; here they would turn most of the 2,000 requests into 429s
  // (a third of them carry forged keys) and leave the routes behind them unexercised.
  t = await createTestApp({ AUTH_FAILURE_LIMIT: '1000000', RATE_LIMIT_TEST: '1000000' });
  workers = startTestWorkers(t);
  testKey = await t.tenant({ plan: 'enterprise' });
  liveKey = await t.tenant({ plan: 'professional', mode: 'live' });
  // Every documented route: the public API, its /api/v1 aliases (stated in prose) and the operator routes.
  const paths = {};
  for (const url of ['/docs/json', '/docs/operator/json']) {
    Object.assign(paths, (await t.app.inject({ method: 'GET', url })).json<{ paths: object }>().paths);
  }
  const documented = Object.entries(
    paths as Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>,
  ).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
  const aliases = documented
    .filter((route) => route.path.startsWith('/v1/ingest/'))
    .map((route) => ({ ...route, path: `/api${route.path}` }));
  routes = [...documented, ...aliases];
});
afterAll(async () => {
  await workers.close();
  await t.close();
});

const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

function text(r: Random): string {
  return r.pick<() => string>([
    () => '',
    () => ' ',
    () =>
      r.pick([
        'electricity',
        'fuel.diesel',
        'diesel',
        'travel.flight.domestic',
        'hotel',
        'spend.hotel',
        'refrigerant',
        'rail',
      ]),
    () =>
      r.pick([
        'kWh',
        'kwh',
        'MWh',
        'litre',
        'litres',
        'kg',
        'tonne',
        'km',
        'passenger-km',
        'room-night',
        'INR',
        'USD',
        'scm',
      ]),
    () => r.pick(['IN', 'GB', 'US', 'in', 'ZZ', 'XX', 'IND', 'MH', 'Maharashtra', 'Atlantis']),
    () =>
      r.pick([
        '2024-04-01',
        '2024-02-29',
        '2023-02-29',
        '2025-13-01',
        '0000-01-01',
        '9999-12-31',
        '1899-12-31',
        '2100-12-31',
        '24-4-1',
      ]),
    () => r.pick(['true', 'false', '1', '0', 'null', 'NaN', '-1', '1e309', '5e-324', '1,234.5', '12,34,567', '1.2.3']),
    () => `a\u0000b`,
    () => `x${r.pick([LONE_HIGH, LONE_LOW])}y`,
    () => r.pick(['😀', 'مرحبا', '中文', 'é', '\u200b', '\ufeff']),
    () => r.pick(["' OR 1=1 --", '=SUM(1+1)', '@cmd', '<script>alert(1)</script>', '../../etc/passwd', '%00', '${x}']),
    () => r.pick(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']),
    () => 'x'.repeat(r.int(90, 3_000)),
    () => randomUUID(),
  ])();
}

function number(r: Random): number {
  return r.pick([
    0,
    -0,
    1,
    -1,
    0.5,
    1000,
    123.456,
    1e12,
    1e15,
    1e16,
    1e308,
    -1e308,
    5e-324,
    1e-320,
    2 ** 53,
    -(2 ** 31),
  ]);
}

function jsonValue(r: Random, depth = 0): unknown {
  const kind = r.int(0, depth > 3 ? 3 : 6);
  if (kind === 0) return null;
  if (kind === 1) return r.chance(0.5);
  if (kind === 2) return number(r);
  if (kind === 3) return text(r);
  if (kind === 4) return Array.from({ length: r.int(0, 4) }, () => jsonValue(r, depth + 1));
  return Object.fromEntries(Array.from({ length: r.int(0, 4) }, () => [text(r).slice(0, 40), jsonValue(r, depth + 1)]));
}

/** JSON text nested `levels` deep, written by hand (JSON.stringify recurses). */
const deepJson = (levels: number) => `${'{"a":['.repeat(levels)}1${']}'.repeat(levels)}`;

function mutate(r: Random, value: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value };
  for (let i = r.int(0, 3); i > 0; i -= 1) {
    const key = r.chance(0.8) ? r.pick(keys) : text(r).slice(0, 30);
    if (r.chance(0.2)) delete out[key];
    else out[key] = r.chance(0.5) ? text(r) : jsonValue(r);
  }
  return out;
}

function activity(r: Random): Record<string, unknown> {
  const base = {
    activity_type: r.pick(['electricity', 'fuel.diesel', 'travel.rail', 'hotel', 'spend.hotel']),
    scope: r.pick(['1', '2', '3', 2]),
    quantity: r.chance(0.8) ? r.int(1, 5_000) : number(r),
    unit: r.pick(['kWh', 'litre', 'km', 'room-night', 'INR']),
    period: { start: r.pick(['2024-04-01', '2023-01-01']), end: r.pick(['2024-04-30', '2024-04-01']) },
    location: { country: r.pick(['IN', 'GB', 'US']), ...(r.chance(0.3) ? { state: text(r) } : {}) },
    ...(r.chance(0.3) ? { source: { type: text(r), confidence: r.pick([0, 0.5, 1, 2, -1]), name: text(r) } } : {}),
    ...(r.chance(0.3) ? { metadata: jsonValue(r) } : {}),
  };
  return r.chance(0.4) ? mutate(r, base, Object.keys(base)) : base;
}

/** One valid record per data type, for the fuzz to start from. */
const RECORDS: Record<string, Record<string, unknown>> = {
  electricity_bill: { bill_date: '2024-04-30', units_kwh: 1200, state: 'MH' },
  fuel_purchase: { purchase_date: '2024-04-03', fuel_type: 'HSD', quantity_liters: 200 },
  travel_booking: { booking_date: '2024-04-05', origin: 'DEL', destination: 'BOM', cabin_class: 'economy' },
  vehicle_log: { log_date: '2024-04-06', vehicle_type: 'car', distance_km: 120 },
  raw_transaction: { transaction_date: '2024-04-07', description: 'Hotel stay', amount_inr: 8000 },
  accommodation: { check_in_date: '2024-04-08', nights: 2 },
};
const DATA_TYPES = Object.keys(RECORDS);
const RECORD_FIELDS = [
  'bill_date',
  'units_kwh',
  'amount_inr',
  'state',
  'period_start',
  'country',
  'purchase_date',
  'fuel_type',
  'quantity_liters',
  'unit',
  'booking_date',
  'travel_date',
  'origin',
  'destination',
  'distance_km',
  'mode',
  'cabin_class',
  'passengers',
  'round_trip',
  'log_date',
  'vehicle_type',
  'fuel_consumed',
  'transaction_date',
  'description',
  'vendor',
  'category',
  'check_in_date',
  'nights',
  'rooms',
  'hotel_type',
];

function csv(r: Random): string {
  const header = r.pick([
    'date,category,quantity,unit,amount',
    '\ufeff Unit , QUANTITY,Date ,category',
    'a,b,c',
    '',
    'date,date,category,quantity,unit',
  ]);
  const cell = () =>
    r.pick<() => string>([
      () => text(r),
      () => `"${text(r).replaceAll('"', '""')}"`,
      () => '"unclosed',
      () => 'x'.repeat(r.int(60_000, 70_000)),
      () => String(r.int(1, 9_999)),
    ])();
  const rows = Array.from({ length: r.int(0, 12) }, () =>
    r.chance(0.5)
      ? `2024-04-${String(r.int(1, 30)).padStart(2, '0')},electricity,${r.int(1, 999)},kWh`
      : Array.from({ length: r.int(1, 6) }, cell).join(','),
  );
  return [header, ...rows].join(r.pick(['\n', '\r\n', '\r']));
}

/** The upload's options, and an unknown field now and then. */
const FORM_FIELDS = ['country', 'state', 'period', 'source_name', 'force', undefined];

function form(r: Random): { payload: Buffer; contentType: string } {
  const boundary = `fz${r.int(0, 1e9)}`;
  const parts: string[] = [];
  for (let i = r.int(0, r.chance(0.1) ? 30 : 3); i > 0; i -= 1) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${r.pick(FORM_FIELDS) ?? text(r).slice(0, 20)}"\r\n\r\n` +
        `${text(r)}\r\n`,
    );
  }
  for (let i = r.pick([0, 1, 1, 1, 2]); i > 0; i -= 1) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${text(r).slice(0, 30)}"\r\n` +
        `Content-Type: text/csv\r\n\r\n${csv(r)}\r\n`,
    );
  }
  const closing = r.chance(0.85) ? `--${boundary}--\r\n` : '';
  const contentType = r.chance(0.9) ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data';
  return { payload: Buffer.from(parts.join('') + closing), contentType };
}

type Body = { payload?: string | Buffer; contentType?: string };

/** One string of the value (a leaf or a key, chosen at random) with a character PostgreSQL cannot store. */
function poison(r: Random, value: unknown): unknown {
  const strings: { holder: Record<string, unknown> | unknown[]; key: string | number; isKey: boolean }[] = [];
  const visit = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      const index = Array.isArray(node) ? Number(key) : key;
      if (!Array.isArray(node)) strings.push({ holder: node as Record<string, unknown>, key: index, isKey: true });
      if (typeof child === 'string')
        strings.push({ holder: node as Record<string, unknown>, key: index, isKey: false });
      else visit(child);
    }
  };
  const copy = JSON.parse(JSON.stringify(value ?? null)) as unknown;
  visit(copy);
  if (strings.length === 0) return copy;
  const { holder, key, isKey } = r.pick(strings);
  const bad = r.pick(['\u0000', LONE_HIGH, LONE_LOW]);
  const target = holder as Record<string | number, unknown>;
  if (isKey) {
    target[`${key}${bad}`] = target[key];
    delete target[key];
  } else {
    target[key] = `${target[key] as string}${bad}`;
  }
  return copy;
}

function json(value: unknown, r?: Random): Body {
  return { payload: JSON.stringify(r?.chance(0.5) ? poison(r, value) : value), contentType: 'application/json' };
}

function bodyFor(r: Random, path: string): Body {
  if (r.chance(0.05)) return { payload: deepJson(r.int(30, 80)), contentType: 'application/json' };
  if (r.chance(0.05))
    return {
      payload: Buffer.from(Array.from({ length: r.int(0, 64) }, () => r.int(0, 255))),
      contentType: r.pick(['application/json', 'text/csv', 'application/octet-stream']),
    };
  if (/\/activities\/?$/.test(path))
    return json(r.pick([activity(r), [activity(r), activity(r)], { activities: [activity(r)] }, jsonValue(r)]), r);
  if (path.includes('/bulk')) {
    return r.pick<() => Body>([
      () =>
        json(
          Array.from({ length: r.chance(0.02) ? 1_001 : r.int(0, 4) }, () => activity(r)),
          r,
        ),
      () => json({ activities: [activity(r)], ...(r.chance(0.2) ? { extra: 1 } : {}) }, r),
      () => ({ payload: csv(r), contentType: 'text/csv' }),
      () => {
        const { payload, contentType } = form(r);
        return { payload, contentType };
      },
    ])();
  }
  if (path.endsWith('/upload')) {
    const { payload, contentType } = form(r);
    return r.chance(0.8) ? { payload, contentType } : { payload: csv(r), contentType: 'text/csv' };
  }
  if (path.endsWith('/auto')) {
    const dataType = r.pick(DATA_TYPES);
    const records = Array.from({ length: r.chance(0.02) ? 1_001 : r.int(0, 4) }, () =>
      r.chance(0.5) ? mutate(r, RECORDS[dataType], RECORD_FIELDS) : RECORDS[dataType],
    );
    const body = { data_type: dataType, records, ...(r.chance(0.3) ? { country: r.pick(['IN', 'GB', 'ZZ']) } : {}) };
    return json(r.chance(0.3) ? mutate(r, body, ['data_type', 'records', 'country', 'source_name']) : body, r);
  }
  if (path.endsWith('/recalculate')) {
    const body = {
      activity_type: r.pick(['electricity', 'fuel', 'spend.hotel']),
      from: '2024-01-01',
      to: '2024-12-31',
      dry_run: r.chance(0.5),
    };
    return json(mutate(r, body, ['activity_ids', 'activity_type', 'from', 'to', 'dry_run']), r);
  }
  if (/\/reports\/?$/.test(path)) {
    const body = {
      report_type: r.pick(['brsr', 'ghg_protocol', 'custom', 'esg']),
      period: { start: r.pick(['2024-04-01', '2024-01-01']), end: r.pick(['2025-03-31', '2024-03-31']) },
      format: r.pick(['pdf', 'excel', 'csv', 'json', 'docx']),
      ...(r.chance(0.3) ? { include: { scope_3: r.chance(0.5), verification: r.chance(0.5) } } : {}),
    };
    return json(r.chance(0.4) ? mutate(r, body, ['report_type', 'period', 'format', 'include', 'group_by']) : body, r);
  }
  if (path.endsWith('/company/profile')) {
    const body = {
      legal_name: 'Fuzz Ltd',
      cin: 'L17110MH1973PLC019786',
      fiscal_years: { 'FY2024-25': { revenue_from_operations_inr: 1e9 } },
    };
    return json(mutate(r, body, ['legal_name', 'cin', 'sector', 'reporting_boundary', 'base_year', 'fiscal_years']), r);
  }
  if (path.startsWith('/admin/organizations')) {
    const body = {
      name: 'Fuzz Ltd',
      plan: r.pick(['trial', 'professional', 'enterprise']),
      country: 'IN',
      profile: { sector: 'steel' },
    };
    return json(mutate(r, body, ['name', 'plan', 'pack', 'country', 'profile']), r);
  }
  if (path.startsWith('/admin/keys')) {
    return json(
      mutate(
        r,
        {
          organization_id: r.pick([testKey.organizationId, randomUUID()]),
          mode: r.pick(['test', 'live']),
          name: 'fuzz key',
        },
        ['organization_id', 'mode', 'name', 'expires_at', 'allowed_ips', 'allowed_domains'],
      ),
      r,
    );
  }
  return r.chance(0.7) ? {} : json(jsonValue(r), r);
}

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) becomes the bytes of one, invalid UTF-8. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

function pathParam(r: Random): string {
  return encode(r.chance(0.1) ? 'x'.repeat(r.int(150, 260)) : r.pick([randomUUID(), text(r)])).replace(
    r.chance(0.1) ? /%[0-9A-F]{2}$/ : /^$/,
    '%E0%A4%A',
  );
}

function queryString(r: Random, names: readonly string[]): string {
  const pairs: string[] = [];
  for (let i = r.int(0, 3); i > 0; i -= 1) {
    const name = r.chance(0.9) && names.length > 0 ? r.pick(names) : text(r).slice(0, 20);
    const value = r.pick<() => string>([
      () => text(r),
      () => String(number(r)),
      () => r.pick(['2024-04-01', '2024-12-31', '2020-01-01', '0000-01-01', '9999-12-31']),
      () => r.pick(['day', 'week', 'month', 'quarter', 'year', 'scope', 'activity_type']),
      () => r.pick(['1', '2', '3', '0', '200', '500', '100000', '-5']),
    ])();
    pairs.push(`${encode(name)}=${encode(value)}`);
  }
  if (r.chance(0.02)) pairs.push(`pad=${'p'.repeat(r.int(8_000, 9_000))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function headersFor(r: Random, path: string, body: Body): Record<string, string> {
  const headers: Record<string, string> = {};
  const auth = r.next();
  if (path.startsWith('/admin') || path === '/metrics') {
    if (auth < 0.8 && !path.startsWith('/admin/queues')) headers.authorization = `Bearer ${ADMIN_TOKEN}`;
    else if (auth < 0.9) headers.authorization = `Bearer ${text(r)}`;
  } else if (auth < 0.72) headers.authorization = testKey.headers.authorization!;
  else if (auth < 0.84) headers['x-api-key'] = liveKey.key;
  else if (auth < 0.92)
    headers.authorization = r.pick(['Bearer', 'Basic abc', `Bearer ${testKey.key}x`, 'Bearer svc_test_0000', text(r)]);
  if (body.contentType && r.chance(0.92)) headers['content-type'] = body.contentType;
  else if (r.chance(0.5))
    headers['content-type'] = r.pick([
      'application/xml',
      'text/plain',
      'application/json; charset=utf-16',
      ';;;',
      'multipart/mixed',
    ]);
  if (r.chance(0.15)) headers['idempotency-key'] = r.pick(['fuzz-1', 'fuzz-2', 'fuzz-3', 'has space', 'x'.repeat(300)]);
  if (r.chance(0.05)) headers['x-request-id'] = text(r).slice(0, 200);
  return headers;
}

type FuzzRequest = { method: HTTPMethods; url: string; headers: Record<string, string>; payload?: string | Buffer };

function request(r: Random): FuzzRequest {
  const route = r.chance(0.9)
    ? r.pick(routes)
    : {
        method: 'GET',
        path: r.pick([
          '/healthz',
          '/readyz',
          '/metrics',
          '/docs/json',
          `/v1/${text(r).slice(0, 20)}`,
          `/admin/queues/${text(r).slice(0, 10)}`,
        ]),
        query: [],
      };
  const method = r.chance(0.9) ? route.method : r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
  const path = route.path.replace(/\{[^}]+\}/g, () => pathParam(r));
  const body = method === 'GET' || method === 'HEAD' ? {} : bodyFor(r, route.path);
  return {
    method,
    url: `${path}${queryString(r, route.query)}`,
    headers: headersFor(r, route.path, body),
    payload: body.payload,
  };
}

/** Why an answer breaks the rule, or undefined: no 5xx; every error the envelope (validation with field, reason). */
function problemOf(method: string, status: number, raw: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (status < 400 || method === 'HEAD') return undefined;
  let body: {
    success?: unknown;
    error?: { code?: unknown; message?: unknown; status?: unknown; details?: { field?: unknown; reason?: unknown } };
    meta?: { request_id?: unknown; timestamp?: unknown };
  };
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    return 'an error body that is not JSON';
  }
  const { success, error, meta } = body;
  if (
    success !== false ||
    typeof error?.code !== 'string' ||
    typeof error.message !== 'string' ||
    error.status !== status
  )
    return 'an error outside the envelope';
  if (typeof meta?.request_id !== 'string' || typeof meta.timestamp !== 'string') return 'an error without meta';
  if (
    error.code === 'VALIDATION_ERROR' &&
    (typeof error.details?.field !== 'string' || typeof error.details.reason !== 'string')
  ) {
    return 'a VALIDATION_ERROR without details.field and details.reason';
  }
  return undefined;
}

describe(`fuzz (seed ${SEED})`, () => {
  it(
    `${REQUESTS} random requests: no 5xx, every error in the envelope, every job finished`,
    { timeout: 300_000 },
    async () => {
      const r = seededRandom(SEED);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (let i = 0; i < REQUESTS; i += 1) {
        const options = request(r);
        const res = await t.app.inject(options);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const problem = problemOf(options.method, res.statusCode, res.body);
        if (problem) {
          const payload = options.payload?.toString().slice(0, 300) ?? '';
          failures.push(
            `#${i} ${options.method} ${options.url.slice(0, 200)} ${JSON.stringify(options.headers)} ` +
              `${JSON.stringify(payload)} → ${problem}: ${res.body.slice(0, 300)}`,
          );
        }
      }
      expect(failures.slice(0, 10), `seed ${SEED}, ${failures.length} failures`).toEqual([]);
      // The fuzz reached the routes' own logic, not only their refusals: reads, stores, partial stores, jobs.
      expect(
        [200, 201, 202, 207].filter((status) => !statuses.has(status)),
        JSON.stringify([...statuses]),
      ).toEqual([]);

      // Jobs the fuzz started end: completed, or failed only for a file that cannot be read as CSV.
      const jobs = await t.database.db.selectFrom('ingest_jobs').select(['id']).execute();
      for (const { id } of jobs) {
        const job = await waitForJob(t.database.db, id);
        if (job.status === 'failed') expect(job.error).toMatch(/^(line \d+: |the file is empty)/);
      }
    },
  );
});
