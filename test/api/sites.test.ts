import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = (tenant: Tenant, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: tenant.headers, ...(payload ? { payload } : {}) });

const PUNE = { code: 'PUNE-1', name: 'Pune plant', kind: 'plant', country: 'in', state: 'Maharashtra', city: 'Pune' };

const auditOf = (tenant: Tenant, entityType: string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('organization_id', '=', tenant.organizationId)
    .where('entity_type', '=', entityType)
    .orderBy('id')
    .execute();

describe('/v1/sites and /v1/entities', () => {
  it('creates, reads, lists, changes and deletes a site, each write audited', async () => {
    const tenant = await t.tenant();
    const entity = await call(tenant, 'POST', '/v1/entities', {
      name: 'Acme Cement Ltd',
      cin: 'l26940mh1999plc123456',
    });
    expect(entity.statusCode).toBe(201);
    expect(entity.json().data).toMatchObject({
      cin: 'L26940MH1999PLC123456',
      ownership_pct: 100,
      parent_entity_id: null,
    });

    const created = await call(tenant, 'POST', '/v1/sites', {
      ...PUNE,
      entity_id: entity.json().data.id,
      ownership_pct: 51,
    });
    expect(created.statusCode).toBe(201);
    const site = created.json().data;
    expect(site).toMatchObject({
      code: 'PUNE-1',
      country: 'IN',
      state: 'MH',
      ownership_pct: 51,
      operational_control: true,
      financial_control: true,
      status: 'active',
    });
    expect((await call(tenant, 'GET', `/v1/sites/${site.id}`)).json().data).toEqual(site);

    await call(tenant, 'POST', '/v1/sites', {
      code: 'BLR-HQ',
      name: 'Bengaluru office',
      kind: 'office',
      country: 'IN',
    });
    const first = (await call(tenant, 'GET', '/v1/sites?limit=1')).json().data;
    expect(first.sites.map((s: { code: string }) => s.code)).toEqual(['BLR-HQ']);
    const second = (await call(tenant, 'GET', `/v1/sites?limit=1&cursor=${first.next_cursor}`)).json().data;
    expect(second).toEqual({ sites: [site], next_cursor: null });

    const patched = await call(tenant, 'PATCH', `/v1/sites/${site.id}`, {
      status: 'archived',
      operational_control: false,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ status: 'archived', operational_control: false, state: 'MH' });
    expect((await call(tenant, 'GET', '/v1/sites?status=archived')).json().data.sites).toHaveLength(1);

    const deleted = await call(tenant, 'DELETE', `/v1/sites/${site.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(tenant, 'GET', `/v1/sites/${site.id}`)).statusCode).toBe(404);

    const audit = await auditOf(tenant, 'site');
    expect(audit.map((row) => row.action)).toEqual(['site.create', 'site.create', 'site.update', 'site.delete']);
    expect(audit[2]!.snapshot).toMatchObject({ before: { status: 'active' }, after: { status: 'archived' } });
    expect(audit[0]).toMatchObject({ actor: `api_key:${tenant.keyId}`, entity_id: site.id });
    expect((await auditOf(tenant, 'entity')).map((row) => row.action)).toEqual(['entity.create']);
  });

  it('refuses bad input naming the field, and a second site with the same code in any case', async () => {
    const tenant = await t.tenant();
    const cases: [object, string][] = [
      [{ ...PUNE, kind: 'factory' }, 'kind'],
      [{ ...PUNE, country: 'XX' }, 'country'],
      [{ ...PUNE, state: 'Atlantis' }, 'state'],
      [{ ...PUNE, code: '=cmd' }, 'code'],
      [{ ...PUNE, ownership_pct: 0 }, 'ownership_pct'],
      [{ ...PUNE, ownership_pct: 100.5 }, 'ownership_pct'],
      [{ ...PUNE, entity_id: '00000000-0000-4000-8000-000000000000' }, 'entity_id'],
      [{ ...PUNE, colour: 'red' }, 'colour'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(tenant, 'POST', '/v1/sites', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field } });
    }
    expect((await call(tenant, 'POST', '/v1/sites', PUNE)).statusCode).toBe(201);
    const twin = await call(tenant, 'POST', '/v1/sites', { ...PUNE, code: 'pune-1' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toMatchObject({ code: 'CONFLICT', details: { field: 'code' } });

    const entityCases: [object, string][] = [
      [{ name: 'X', cin: 'ABC' }, 'cin'],
      [{ name: '' }, 'name'],
      [{ name: 'X', ownership_pct: 101 }, 'ownership_pct'],
      [{ name: 'X', parent_entity_id: '00000000-0000-4000-8000-000000000000' }, 'parent_entity_id'],
    ];
    for (const [payload, field] of entityCases) {
      const response = await call(tenant, 'POST', '/v1/entities', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field } });
    }
    const stored = t.database.db
      .selectFrom('entities')
      .selectAll()
      .where('organization_id', '=', tenant.organizationId);
    expect(await stored.execute()).toHaveLength(0);
    expect(await auditOf(tenant, 'entity')).toHaveLength(0);
  });

  it('keeps an ownership chain acyclic and lists entities', async () => {
    const tenant = await t.tenant();
    const parent = (await call(tenant, 'POST', '/v1/entities', { name: 'Holding' })).json().data;
    const child = (
      await call(tenant, 'POST', '/v1/entities', { name: 'Subsidiary', parent_entity_id: parent.id, ownership_pct: 51 })
    ).json().data;
    expect(child).toMatchObject({ parent_entity_id: parent.id, ownership_pct: 51 });
    const cycle = await call(tenant, 'PATCH', `/v1/entities/${parent.id}`, { parent_entity_id: child.id });
    expect(cycle.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'parent_entity_id' } });
    const renamed = await call(tenant, 'PATCH', `/v1/entities/${child.id}`, { name: 'Subsidiary Pvt Ltd' });
    expect(renamed.json().data.name).toBe('Subsidiary Pvt Ltd');
    const listed = (await call(tenant, 'GET', '/v1/entities')).json().data;
    expect(listed.entities.map((e: { id: string }) => e.id)).toEqual([child.id, parent.id]);
    expect((await call(tenant, 'GET', `/v1/entities/${child.id}`)).json().data.name).toBe('Subsidiary Pvt Ltd');
  });

  it("answers 404 for another organisation's site or entity, and never lets a site name another's entity", async () => {
    const owner = await t.tenant();
    const other = await t.tenant();
    const site = (await call(owner, 'POST', '/v1/sites', PUNE)).json().data;
    const entity = (await call(owner, 'POST', '/v1/entities', { name: 'Owner Ltd' })).json().data;
    expect((await call(other, 'GET', `/v1/sites/${site.id}`)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/v1/sites/${site.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/v1/sites/${site.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/v1/entities/${entity.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/v1/sites')).json().data.sites).toEqual([]);
    const borrowed = await call(other, 'POST', '/v1/sites', { ...PUNE, entity_id: entity.id });
    expect(borrowed.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field: 'entity_id' } });
    expect((await call(other, 'POST', '/v1/sites', PUNE)).statusCode).toBe(201);
  });
});
