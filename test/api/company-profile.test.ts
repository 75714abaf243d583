import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';
import { COMPANY_PROFILE } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (tenant: Tenant) => t.app.inject({ method: 'GET', url: '/v1/company/profile', headers: tenant.headers });
const put = (tenant: Tenant, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/v1/company/profile', headers: tenant.headers, payload });

const PROFILE = { ...COMPANY_PROFILE, cin: 'l26940mh1999plc123456', sector: 'Cement' };

describe('GET/PUT /v1/company/profile', () => {
  it('starts from the organisation name and is replaced whole by PUT, with an audit record of before and after', async () => {
    const tenant = await t.tenant({ name: 'Acme' });
    const initial = (await get(tenant)).json().data;
    expect(initial).toMatchObject({ legal_name: 'Acme', cin: null, fiscal_years: {}, updated_at: null });

    const saved = await put(tenant, PROFILE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      ...PROFILE,
      cin: 'L26940MH1999PLC123456',
      updated_at: expect.any(String),
    });
    expect((await get(tenant)).json().data).toEqual(saved.json().data);

    await put(tenant, { legal_name: 'Acme Cement Limited' });
    const replaced = (await get(tenant)).json().data;
    expect(replaced).toMatchObject({ legal_name: 'Acme Cement Limited', cin: null, fiscal_years: {} });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('organization_id', '=', tenant.organizationId)
      .where('action', '=', 'company_profile.update')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actor: `api_key:${tenant.keyId}`, mode: 'test', entity_type: 'company_profile' });
    expect(audit[0]!.snapshot).toMatchObject({
      before: null,
      after: { legal_name: 'Acme Cement Limited', sector: 'Cement' },
    });
    expect(audit[1]!.snapshot).toMatchObject({ before: { sector: 'Cement' }, after: { sector: null } });
  });

  it('refuses a bad profile with the field at fault, and leaves the stored one as it was', async () => {
    const tenant = await t.tenant();
    await put(tenant, PROFILE);
    const cases: [object, string][] = [
      [{ ...PROFILE, cin: 'ABC' }, 'cin'],
      [{ ...PROFILE, legal_name: '' }, 'legal_name'],
      [{ ...PROFILE, reporting_boundary: 'group' }, 'reporting_boundary'],
      [{ ...PROFILE, base_year: 'FY2024-26' }, 'base_year'],
      [
        { ...PROFILE, fiscal_years: { 'FY2024-25': { revenue_from_operations_inr: -5 } } },
        'fiscal_years.FY2024-25.revenue_from_operations_inr',
      ],
      [
        { ...PROFILE, fiscal_years: { 'FY2024-25': { ppp_conversion_factor: { value: 22.4 } } } },
        'fiscal_years.FY2024-25.ppp_conversion_factor.source',
      ],
      // Figures every report can use: bounded, at most 15 significant digits (1e-320 and 1e308 failed every BRSR report).
      [
        { ...PROFILE, fiscal_years: { 'FY2024-25': { revenue_from_operations_inr: 1e-320 } } },
        'fiscal_years.FY2024-25.revenue_from_operations_inr',
      ],
      [
        { ...PROFILE, fiscal_years: { 'FY2024-25': { revenue_from_operations_inr: 1e308 } } },
        'fiscal_years.FY2024-25.revenue_from_operations_inr',
      ],
      [
        { ...PROFILE, fiscal_years: { 'FY2024-25': { revenue_from_operations_inr: 1234567890.1234567 } } },
        'fiscal_years.FY2024-25.revenue_from_operations_inr',
      ],
      [
        {
          ...PROFILE,
          fiscal_years: { 'FY2024-25': { ppp_conversion_factor: { value: 1e-9, source: 'IMF', year: 2024 } } },
        },
        'fiscal_years.FY2024-25.ppp_conversion_factor.value',
      ],
      [
        { ...PROFILE, fiscal_years: { 'FY2023-24': { physical_output: { value: 1e300, unit: 'tonne' } } } },
        'fiscal_years.FY2023-24.physical_output.value',
      ],
      [{ ...PROFILE, website: 'acme.in' }, 'website'],
      // PostgreSQL's jsonb cannot hold an unpaired surrogate: refused, never a 500.
      [{ ...PROFILE, sector: 'Steel \udc00' }, 'sector'],
    ];
    for (const [body, field] of cases) {
      const response = await put(tenant, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { field } });
    }
    expect((await get(tenant)).json().data.cin).toBe('L26940MH1999PLC123456');
    const refused = await put(tenant, {
      ...PROFILE,
      fiscal_years: { 'FY2024-25': { revenue_from_operations_inr: 1e308 } },
    });
    expect(refused.json().error.details.reason).toBe('must be from 0.01 to 999999999999999');
    const fifteenDigits = await put(tenant, {
      ...PROFILE,
      fiscal_years: { 'FY2024-25': { revenue_from_operations_inr: 123456789012.345 } },
    });
    expect(fifteenDigits.statusCode).toBe(200);
  });

  it('keeps test and live profiles apart, and lets a read-only pack read but not write', async () => {
    const live = await t.tenant({ mode: 'live', name: 'Two Worlds' });
    const test = await t.tenant({ mode: 'test', key: { organization_id: live.organizationId } });
    await put(live, PROFILE);
    expect((await get(test)).json().data).toMatchObject({ legal_name: 'Two Worlds', updated_at: null });
    await put(test, { legal_name: 'Sandbox' });
    expect((await get(live)).json().data.legal_name).toBe('Acme Cement Limited');

    const pack1 = await t.tenant({ plan: 'professional', pack: 1 });
    expect((await get(pack1)).statusCode).toBe(200);
    const refused = await put(pack1, PROFILE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details.reason).toBe('api_pack');
  });
});
