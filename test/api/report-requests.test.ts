import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

/** Requests, validation, access and isolation of /v1/reports; no worker runs here, so reports stay queued. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const FY = { start: '2024-04-01', end: '2025-03-31' };
const post = (tenant: Tenant, payload: object, query = '') =>
  t.app.inject({ method: 'POST', url: `/v1/reports${query}`, headers: tenant.headers, payload });
const get = (tenant: Tenant, url: string) => t.app.inject({ method: 'GET', url, headers: tenant.headers });

describe('POST /v1/reports', () => {
  it('records the request and queues a report job: 202 with the report id, status and a status URL in Location', async () => {
    const tenant = await t.tenant();
    const response = await post(tenant, { report_type: 'brsr', period: FY, format: 'pdf' });
    expect(response.statusCode).toBe(202);
    const report = response.json().data;
    expect(report).toMatchObject({
      report_id: expect.any(String),
      status: 'queued',
      status_url: `/v1/reports/${report.report_id}`,
      download_url: null,
      file: null,
      request: {
        report_type: 'brsr',
        period: FY,
        format: 'pdf',
        include: { scope_1: true, scope_2: true, scope_3: true, verification: false, audit_trail: false },
      },
    });
    expect(response.headers.location).toBe(report.status_url);
    const job = await t.queues.get('report').getJob(report.report_id);
    expect(job).toMatchObject({ name: 'report.render', data: { reportId: report.report_id } });
  });

  it('names the field at fault for an unknown type or format, and a missing, reversed or non-fiscal period', async () => {
    const tenant = await t.tenant();
    const cases: [object, string][] = [
      [{ report_type: 'esg', period: FY, format: 'pdf' }, 'report_type'],
      [{ report_type: 'brsr', period: FY, format: 'docx' }, 'format'],
      [{ report_type: 'ghg_protocol', format: 'pdf' }, 'period'],
      [{ report_type: 'ghg_protocol', period: { start: '2024-04-01' }, format: 'pdf' }, 'period.end'],
      [{ report_type: 'custom', period: { start: '2025-03-31', end: '2024-04-01' }, format: 'csv' }, 'period.end'],
      [{ report_type: 'custom', period: { start: '2024-02-30', end: '2024-04-01' }, format: 'csv' }, 'period.start'],
      [{ report_type: 'brsr', period: { start: '2024-01-01', end: '2024-12-31' }, format: 'pdf' }, 'period'],
      [{ report_type: 'custom', period: FY, format: 'json', group_by: 'week' }, 'group_by'],
      [{ report_type: 'custom', period: FY, format: 'json', include: { scope_1: 'yes' } }, 'include.scope_1'],
      [{ report_type: 'ghg_protocol', period: FY, format: 'xbrl' }, 'format'],
      [{ report_type: 'brsr', period: FY, format: 'pdf', sign_off: { date: '2025-02-30' } }, 'sign_off.date'],
      [{ report_type: 'brsr', period: FY, format: 'pdf', sign_off: { prepared_by: '  ' } }, 'sign_off.prepared_by'],
      [{ report_type: 'brsr', period: FY, format: 'pdf', sign_off: { approved_by: 7 } }, 'sign_off.approved_by'],
      [{ report_type: 'brsr', period: FY, format: 'pdf', sign_off: { signed_by: 'A. Rao' } }, 'sign_off.signed_by'],
      [{ report_type: 'brsr', period: FY, format: 'pdf', sign_off: {} }, 'sign_off'],
      // The tenant has no profile, so no CIN: an XBRL instance has no entity identifier.
      [{ report_type: 'brsr', period: FY, format: 'xbrl' }, 'format'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(tenant, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { field, reason: expect.any(String) },
      });
    }
    const stored = await t.database.db
      .selectFrom('reports')
      .select('id')
      .where('organization_id', '=', tenant.organizationId)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it('follows the pack rules: pack 2 cannot create a report, pack 1 can read', async () => {
    const pack2 = await t.tenant({ plan: 'professional', pack: 2 });
    const refused = await post(pack2, { report_type: 'brsr', period: FY, format: 'pdf' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'api_pack' } });
    const pack1 = await t.tenant({ plan: 'professional', pack: 1 });
    expect((await get(pack1, '/v1/reports')).statusCode).toBe(200);
  });
});

describe('GET /v1/reports', () => {
  it("shows a report to its organisation and mode only: another organisation's or mode's is 404", async () => {
    const owner = await t.tenant({ mode: 'live' });
    const sameOrgTest = await t.tenant({ mode: 'test', key: { organization_id: owner.organizationId } });
    const stranger = await t.tenant({ mode: 'live' });
    const id = (await post(owner, { report_type: 'ghg_protocol', period: FY, format: 'json' })).json().data.report_id;

    expect((await get(owner, `/v1/reports/${id}`)).json().data.report_id).toBe(id);
    for (const other of [sameOrgTest, stranger]) {
      for (const url of [`/v1/reports/${id}`, `/v1/reports/${id}/download`]) {
        const response = await get(other, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      expect((await get(other, '/v1/reports')).json().data.reports).toEqual([]);
    }
  });

  it('answers 409 for the file of a report that is not completed', async () => {
    const tenant = await t.tenant();
    const id = (await post(tenant, { report_type: 'custom', period: FY, format: 'csv' })).json().data.report_id;
    const response = await get(tenant, `/v1/reports/${id}/download`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', details: { status: 'queued' } });
  });

  it('lists newest first with cursor pagination', async () => {
    const tenant = await t.tenant();
    const ids: string[] = [];
    for (const format of ['pdf', 'csv', 'excel'] as const)
      ids.push((await post(tenant, { report_type: 'ghg_protocol', period: FY, format })).json().data.report_id);
    const first = (await get(tenant, '/v1/reports?limit=2')).json().data;
    expect(first.reports.map((r: { report_id: string }) => r.report_id)).toEqual([ids[2], ids[1]]);
    const second = (await get(tenant, `/v1/reports?limit=2&cursor=${first.next_cursor}`)).json().data;
    expect(second.reports.map((r: { report_id: string }) => r.report_id)).toEqual([ids[0]]);
    expect(second.next_cursor).toBeNull();
    expect((await get(tenant, '/v1/reports?cursor=nonsense')).json().error.details.field).toBe('cursor');
  });

  it('documents the request and the json report document in the OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(spec.paths['/v1/reports'].post.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ReportRequest',
    );
    expect(spec.components.schemas.ReportRequest.properties.report_type.enum).toEqual([
      'brsr',
      'ghg_protocol',
      'custom',
    ]);
    expect(spec.paths['/v1/reports/{id}/download'].get).toBeDefined();
    expect(spec.components.schemas.ReportDocument.properties.sections).toBeDefined();
    expect(spec.paths['/v1/company/profile'].put).toBeDefined();
  });
});
