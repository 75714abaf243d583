import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../services/service-errors.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

interface Media {
  schema?: { $ref?: string };
  example?: unknown;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: { $ref?: string; name?: string; in?: string; required?: boolean; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Answer & { $ref?: string }>;
}
type Answer = { headers?: Record<string, unknown>; content?: Record<string, Media> };
type Doc = {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
  components: {
    schemas: Record<string, { properties?: Record<string, { properties?: Record<string, { enum?: string[] }> }> }>;
    responses: Record<string, Answer>;
    securitySchemes: Record<string, unknown>;
  };
};

let t: TestApp;
let tenant: Tenant;
let doc: Doc;
let operatorDoc: Doc;
const operations: [path: string, method: string, operation: Operation][] = [];
beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.tenant();
  doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
  operatorDoc = (await t.app.inject({ method: 'GET', url: '/docs/operator/json' })).json();
  // Shared error answers are references to components.responses: read through them.
  for (const document of [doc, operatorDoc]) {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const responses = Object.entries(operation.responses).map(([status, answer]) => [
          status,
          answer.$ref ? document.components.responses[answer.$ref.split('/').pop()!] : answer,
        ]);
        operations.push([path, method, { ...operation, responses: Object.fromEntries(responses) }]);
      }
    }
  }
});
afterAll(async () => t.close());

describe('the OpenAPI document', () => {
  it('writes paths as the spec does and names and tags every operation', () => {
    expect(operations.length).toBeGreaterThan(15);
    expect(Object.keys(doc.paths).filter((path) => path.endsWith('/'))).toEqual([]);
    for (const path of [
      '/v1/activities',
      '/v1/emissions',
      '/v1/activities/bulk',
      '/v1/ingest/upload',
      '/v1/company/dashboard',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const tags = new Set([...doc.tags, ...operatorDoc.tags].map((tag) => tag.name));
    const ids = operations.map(([, , operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, method, operation] of operations) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.tags?.length, `${method} ${path}`).toBe(1);
      expect(tags.has(operation.tags![0]), `${method} ${path}`).toBe(true);
    }
  });

  it('publishes the public API once and the operator routes apart, each with only what it uses', () => {
    const publicPaths = Object.keys(doc.paths);
    expect(publicPaths.filter((path) => path.startsWith('/api/') || path.startsWith('/admin'))).toEqual([]);
    expect(publicPaths).toContain('/v1/ingest/upload');
    expect(doc.info.description).toContain('`/api/v1/ingest/upload`');
    expect(doc.tags.map((tag) => tag.name)).not.toContain('admin');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKeyHeader', 'bearerAuth']);
    expect(doc.components.schemas).not.toHaveProperty(['ApiKeyCreated']);

    expect(Object.keys(operatorDoc.paths).sort()).toEqual([
      '/admin/jobs',
      '/admin/jobs/{id}',
      '/admin/keys',
      '/admin/keys/{id}/revoke',
      '/admin/organizations',
      '/admin/organizations/{id}',
      '/metrics',
    ]);
    expect(operatorDoc.tags.map((tag) => tag.name)).toEqual(['admin', 'operations']);
    expect(Object.keys(operatorDoc.components.securitySchemes).sort()).toEqual(['adminToken', 'metricsToken']);
    expect(Object.keys(operatorDoc.components.schemas)).toContain('ApiKeyCreated');
    expect(Object.keys(operatorDoc.components.schemas)).not.toContain('Activity');
    // A shared error answer is written once: every 404 of a /v1 GET refers to the same one.
    expect(doc.paths['/v1/activities/{id}'].get.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(doc.paths['/v1/jobs/{id}'].get.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
  });

  it('answers a trailing slash like the path without it, on every route', async () => {
    for (const path of ['/v1/activities', '/v1/company/dashboard', '/v1/emission-factors', '/v1/jobs']) {
      const plain = await t.app.inject({ method: 'GET', url: path, headers: tenant.headers });
      const slashed = await t.app.inject({ method: 'GET', url: `${path}/`, headers: tenant.headers });
      expect([path, plain.statusCode, slashed.statusCode]).toEqual([path, 200, 200]);
    }
  });

  it('names the resources and lists every error code', () => {
    const schemas = doc.components.schemas;
    for (const name of [
      'Activity',
      'ActivityResult',
      'ActivitySubmission',
      'EmissionsAggregate',
      'Job',
      'JobAccepted',
      'ErrorEnvelope',
    ]) {
      expect(schemas).toHaveProperty([name]);
    }
    expect(schemas.ErrorEnvelope.properties!.error.properties!.code.enum).toEqual(ErrorCode.options);
    const created = doc.paths['/v1/activities'].post;
    expect(created.requestBody!.content['application/json'].schema).toMatchObject({
      anyOf: expect.arrayContaining([{ $ref: '#/components/schemas/ActivitySubmission' }]),
    });
  });

  it('documents the errors each route gives, with the envelope', () => {
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses);
    expect(statuses('/v1/activities', 'post')).toEqual([
      '201',
      '400',
      '401',
      '403',
      '408',
      '409',
      '413',
      '415',
      '422',
      '429',
      '500',
      '503',
    ]);
    expect(statuses('/v1/activities/{id}', 'get')).toEqual(['200', '400', '401', '403', '404', '429', '500', '503']);
    expect(statuses('/v1/ingest/upload', 'post')).toEqual(expect.arrayContaining(['202', '413', '415']));
    for (const [path, method, operation] of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.['application/json']?.schema, `${method} ${path} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
      }
    }
  });

  it('documents Idempotency-Key and the response headers', () => {
    for (const [path, method, operation] of operations) {
      const keyed = path.startsWith('/v1/');
      if (keyed && method === 'post') {
        expect(operation.parameters, `${method} ${path}`).toContainEqual({
          $ref: '#/components/parameters/IdempotencyKey',
        });
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        const headers = Object.keys(response.headers ?? {});
        expect(headers, `${method} ${path} ${status}`).toContain('X-Request-Id');
        if (keyed && Number(status) < 300)
          expect(headers).toEqual(expect.arrayContaining(['RateLimit', 'RateLimit-Policy']));
        if (status === '429') expect(headers).toContain('Retry-After');
        if (status === '202') expect(headers).toEqual(expect.arrayContaining(['Location', 'Retry-After']));
      }
    }
  });

  it('reads bulk intake in all three content types', () => {
    const content = doc.paths['/v1/activities/bulk'].post.requestBody!.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data', 'text/csv']);
    expect(content['multipart/form-data'].schema).toEqual({ $ref: '#/components/schemas/CsvUpload' });
  });

  it('has an example on every request body and response', () => {
    for (const [path, method, operation] of operations) {
      const media = [
        ...Object.values(operation.requestBody?.content ?? {}),
        ...Object.values(operation.responses).flatMap((response) => Object.values(response.content ?? {})),
      ];
      for (const item of media) expect(item.example, `${method} ${path}`).toBeDefined();
    }
  });

  it('"Try it out" succeeds with the examples as they are sent', async () => {
    const tried: string[] = [];
    for (const [path, method, operation] of operations) {
      const body = operation.requestBody?.content['application/json']?.example;
      const parameters = operation.parameters?.filter((p) => p.in === 'query' && p.required) ?? [];
      // The ERP sync calls the customer's Tally server: its example names one that does not exist.
      const outside = path === '/v1/ingest/erp-sync';
      if (!path.startsWith('/v1/') || path.includes('{') || outside || (operation.requestBody && body === undefined))
        continue;
      const query = new URLSearchParams(parameters.map((p) => [p.name!, String(p.example)])).toString();
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: query ? `${path}?${query}` : path,
        headers: tenant.headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      expect([method, path, res.statusCode, res.statusCode < 300 ? '' : res.body]).toEqual([
        method,
        path,
        res.statusCode,
        '',
      ]);
      tried.push(`${method} ${path}`);
    }
    expect(tried).toEqual(
      expect.arrayContaining([
        'post /v1/activities',
        'post /v1/activities/bulk',
        'get /v1/emissions',
        'post /v1/ingest/auto',
      ]),
    );
  });
});
