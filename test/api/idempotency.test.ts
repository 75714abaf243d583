import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { electricity } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const count = async (organizationId: string) =>
  Number((await t.database.db.selectFrom('activities').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', organizationId).executeTakeFirstOrThrow()).n);

describe('Idempotency-Key', () => {
  it('replays the first response for the same key and body', async () => {
    const tenant = await t.tenant();
    const headers = { ...tenant.headers, 'idempotency-key': 'order-1' };
    const first = await t.app.inject({ method: 'POST', url: '/v1/activities', headers, payload: electricity() });
    // Same body with keys in another order is the same request.
    const { activity_type, ...rest } = electricity();
    const second = await t.app.inject({ method: 'POST', url: '/v1/activities', headers, payload: { ...rest, activity_type } });
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
    const res = await t.app.inject({ method: 'POST', url: '/v1/activities', headers, payload: electricity({ quantity: 5 }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('runs concurrent duplicates once', async () => {
    const tenant = await t.tenant();
    const headers = { ...tenant.headers, 'idempotency-key': 'order-3' };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: 'POST', url: '/v1/activities', headers, payload: electricity() })),
    );
    const ids = new Set(results.map((r) => r.json().data.activity_id));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await count(tenant.organizationId)).toBe(1);
  });

  it('keys are per organisation: another tenant may use the same key', async () => {
    const a = await t.tenant();
    const b = await t.tenant();
    const ra = await t.app.inject({ method: 'POST', url: '/v1/activities', headers: { ...a.headers, 'idempotency-key': 'shared' }, payload: electricity() });
    const rb = await t.app.inject({ method: 'POST', url: '/v1/activities', headers: { ...b.headers, 'idempotency-key': 'shared' }, payload: electricity() });
    expect(rb.json().data.activity_id).not.toBe(ra.json().data.activity_id);
  });

  it('does not store a validation failure made before the handler; the corrected retry runs', async () => {
    const tenant = await t.tenant();
    const headers = { ...tenant.headers, 'idempotency-key': 'order-4' };
    const bad = await t.app.inject({ method: 'POST', url: '/v1/activities', headers, payload: electricity({ quantity: -1 }) });
    expect(bad.statusCode).toBe(400);
    const stored = await t.database.db.selectFrom('idempotency_keys').selectAll().where('organization_id', '=', tenant.organizationId).execute();
    expect(stored.map((s) => [s.state, s.response_status])).toEqual([['completed', 400]]);
  });
});
