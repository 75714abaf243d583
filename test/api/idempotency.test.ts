import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { electricity } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const count = async (organizationId: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('organization_id', '=', organizationId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('Idempotency-Key', () => {
  it('replays the first response for the same key and body', async () => {
    const tenant = await t.tenant();
    const headers = { ...tenant.headers, 'idempotency-key': 'order-1' };
    const first = await t.app.inject({ method: 'POST', url: '/v1/activities', headers, payload: electricity() });
    // Same body with keys in another order is the same request.
    const { activity_type, ...rest } = electricity();
    const second = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers,
      payload: { ...rest, activity_type },
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.activity_id).toBe(first.json().data.activity_id);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await count(tenant.organizationId)).toBe(1);
  });

  it('refuses the same key with a different body (422 IDEMPOTENCY_KEY_REUSED)', async () => {
    const tenant = await t.tenant();
    const headers = { ...tenant.headers, 'idempotency-key': 'order-2' };
    await t.app.inject({ method: 'POST', url: '/v1/activities', headers, payload: electricity() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers,
      payload: electricity({ quantity: 5 }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('runs concurrent duplicates once', async () => {
    const tenant = await t.tenant();
    const headers = { ...tenant.headers, 'idempotency-key': 'order-3' };
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: '/v1/activities', headers, payload: electricity() }),
      ),
    );
    const ids = new Set(results.map((r) => r.json().data.activity_id));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await count(tenant.organizationId)).toBe(1);
  });

  it('keys are per organisation: another tenant may use the same key', async () => {
    const a = await t.tenant();
    const b = await t.tenant();
    const ra = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: { ...a.headers, 'idempotency-key': 'shared' },
      payload: electricity(),
    });
    const rb = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers: { ...b.headers, 'idempotency-key': 'shared' },
      payload: electricity(),
    });
    expect(rb.json().data.activity_id).not.toBe(ra.json().data.activity_id);
  });

  it('does not store a validation failure made before the handler; the corrected retry runs', async () => {
    const tenant = await t.tenant();
    const headers = { ...tenant.headers, 'idempotency-key': 'order-4' };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/activities',
      headers,
      payload: electricity({ quantity: -1 }),
    });
    expect(bad.statusCode).toBe(400);
    const stored = await t.database.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('organization_id', '=', tenant.organizationId)
      .execute();
    expect(stored.map((s) => [s.state, s.response_status])).toEqual([['completed', 400]]);
  });

  it('matches an upload on its file and options: another CSV or options is 422, the same a replay', async () => {
    const tenant = await t.tenant();
    const csv = 'date,category,quantity,unit\n2024-04-01,electricity,1000,kWh\n';
    const other = `${csv}2024-04-02,electricity,5,kWh\n`;
    const textCsv = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/activities/bulk',
        headers: { ...tenant.headers, 'idempotency-key': 'file-1', 'content-type': 'text/csv' },
        payload: body,
      });
    const first = await textCsv(csv);
    expect(first.statusCode).toBe(202);
    const again = await textCsv(csv);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.job_id).toBe(first.json().data.job_id);
    const reused = await textCsv(other);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const form = (body: string, fields: Record<string, string> = {}) => {
      const { payload, headers } = multipart(fields, { content: body });
      const keyed = { ...tenant.headers, 'idempotency-key': 'file-2', ...headers };
      return t.app.inject({ method: 'POST', url: '/v1/ingest/upload', headers: keyed, payload });
    };
    expect((await form(other)).statusCode).toBe(202);
    expect((await form(other)).headers['idempotent-replayed']).toBe('true');
    expect((await form(csv)).statusCode).toBe(422);
    expect((await form(other, { period: 'month' })).statusCode).toBe(422);

    const jobs = await t.database.db
      .selectFrom('ingest_jobs')
      .select('id')
      .where('organization_id', '=', tenant.organizationId)
      .execute();
    expect(jobs).toHaveLength(2);
  });
});
