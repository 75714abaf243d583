import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { electricity } from './fixtures.ts';

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
});
afterAll(async () => t.close());

/** `{"a":{"a":…1…}}`, `levels` objects deep, written as text (JSON.stringify itself recurses). */
const nestedText = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const nestedPath = (levels: number) => Array.from({ length: levels }, () => 'a').join('.');

const postText = (url: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...tenant.headers, 'content-type': 'application/json', ...headers },
    payload: body,
  });
const postActivity = (metadata: unknown) => postText('/v1/activities', JSON.stringify(electricity({ metadata })));

describe('bounded JSON in metadata and free text', () => {
  it('metadata nests at most 32 levels', async () => {
    const base = `${JSON.stringify(electricity()).slice(0, -1)},"metadata":`;
    const at = await postText('/v1/activities', `${base}${nestedText(32)}}`);
    expect(at.statusCode).toBe(201);
    const over = await postText('/v1/activities', `${base}${nestedText(33)}}`);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { field: `metadata.${nestedPath(32)}`, reason: 'must not nest deeper than 32 levels' },
    });
  });

  it.each([
    ['a string over 2,000 characters', { note: 'x'.repeat(2_001) }, 'metadata.note', 'must be at most 2000 characters'],
    ['a 9 MB string', { note: 'x'.repeat(9_000_000) }, 'metadata.note', 'must be at most 2000 characters'],
    [
      'more than 100 keys',
      Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])),
      'metadata',
      'must have at most 100 keys',
    ],
    [
      'more than 1,000 items',
      { list: Array.from({ length: 1_001 }, (_, i) => i) },
      'metadata.list',
      'must have at most 1000 items',
    ],
    ['a key over 200 characters', { ['k'.repeat(201)]: 1 }, 'metadata', 'has a key longer than 200 characters'],
    [
      'over 64 KiB in all',
      Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'x'.repeat(1_900)])),
      'metadata',
      'must be at most 65536 characters as JSON',
    ],
  ])('metadata with %s: 400 naming where', async (_, metadata, field, reason) => {
    const res = await postActivity(metadata);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field, reason } });
  });

  it('typed records: extra fields keep to the same bounds, reported per record', async () => {
    const bill = { bill_date: '2024-04-30', units_kwh: 100 };
    const res = await postText(
      '/v1/ingest/auto',
      JSON.stringify({ data_type: 'electricity_bill', records: [bill, { ...bill, notes: 'n'.repeat(2_001) }] }),
    );
    expect(res.statusCode).toBe(207);
    expect(res.json().data.errors).toEqual([{ index: 1, field: 'notes', reason: 'must be at most 2000 characters' }]);
  });

  it.each([
    ['without an Idempotency-Key', {}],
    ['with an Idempotency-Key', { 'idempotency-key': 'deep-body-1' }],
  ])('a body 5,000 levels deep is a VALIDATION_ERROR on every route, %s', async (_, headers) => {
    for (const url of ['/v1/activities', '/v1/activities/bulk', '/v1/ingest/auto', '/v1/test-data/reset']) {
      const res = await postText(url, `{"activities":[${nestedText(5_000)}]}`, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { field: '(body)', reason: 'must not nest deeper than 64 levels' },
      });
    }
  });

  it('a 10 MiB body of nested brackets is refused before it is parsed', async () => {
    const levels = 5 * 1024 * 1024;
    const res = await postText('/v1/activities', `${'['.repeat(levels)}${']'.repeat(levels)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toMatchObject({ field: '(body)' });
  });

  it('brackets inside strings do not count as nesting', async () => {
    const res = await postActivity({ note: `${'['.repeat(500)}\\"{{{` });
    expect(res.statusCode).toBe(201);
  });
});
