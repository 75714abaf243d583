import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SERIES_BUCKETS } from '../../services/emissions/read-emissions.ts';
import { addDays } from '../../domain/time-buckets.ts';
import { createTestApp, type TestApp, type Tenant } from '../support/test-app.ts';

const CACHE_BYTES = 8 * 1024 * 1024;
/** Answers are kept as their JSON text; the bound leaves room for the heap's other churn. */
const HEAP_GROWTH_BOUND = 3 * CACHE_BYTES;
const QUERIES = 1000;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function heapAfterGc(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setImmediate(r));
  }
  return process.memoryUsage().heapUsed;
}

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp({ EMISSIONS_CACHE_BYTES: String(CACHE_BYTES) });
  tenant = await t.tenant();
});
afterAll(async () => t.close());

const emissions = (start: string, end: string, groupBy: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/emissions?start_date=${start}&end_date=${end}&group_by=${groupBy}`,
    headers: tenant.headers,
  });

async function cachedBytes(): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${t.config.ADMIN_TOKEN}` },
  });
  return Number(/^emissions_cache_bytes (\d+)$/m.exec(res.body)![1]);
}

describe('GET /v1/emissions memory', () => {
  it(`refuses a series of more than ${MAX_SERIES_BUCKETS} buckets, naming group_by`, async () => {
    const start = '2020-01-01';
    expect((await emissions(start, addDays(start, MAX_SERIES_BUCKETS - 1), 'day')).json().data.series).toHaveLength(
      MAX_SERIES_BUCKETS,
    );
    const res = await emissions(start, addDays(start, MAX_SERIES_BUCKETS), 'day');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'group_by' } });
    expect((await emissions(start, addDays(start, 3000), 'week')).statusCode).toBe(200);
  });

  it(
    `holds at most EMISSIONS_CACHE_BYTES of answers after ${QUERIES} distinct largest queries`,
    { timeout: 300_000 },
    async () => {
      const before = await heapAfterGc();
      for (let i = 0; i < QUERIES; i += 4) {
        await Promise.all(
          [0, 1, 2, 3].map(async (j) => {
            const start = addDays('2010-01-01', i + j);
            const res = await emissions(start, addDays(start, MAX_SERIES_BUCKETS - 1), 'day');
            expect(res.statusCode).toBe(200);
          }),
        );
      }
      const growth = (await heapAfterGc()) - before;
      expect(growth).toBeLessThan(HEAP_GROWTH_BOUND);
      const bytes = await cachedBytes();
      // Full: the bound is in use, and kept.
      expect(bytes).toBeGreaterThan(CACHE_BYTES / 2);
      expect(bytes).toBeLessThanOrEqual(CACHE_BYTES);
    },
  );
});
