import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SERVICE_VERSION } from '../../../config.ts';
import { completeOpenApiDocument, type OpenApiDocument } from '../../openapi/complete-openapi-document.ts';
import { registerNamedSchemas } from '../../openapi/named-schemas.ts';
import { operatorOpenApiDocument, publicOpenApiDocument } from '../../openapi/openapi-documents.ts';

/**
 * OpenAPI 3 generated from the route zod schemas: the public API at /docs/json (UI at /docs), the
 * operator routes at /docs/operator/json, both cut from the one document of every route.
 */
export default fp(
  async function openApi(app: FastifyInstance) {
    registerNamedSchemas();
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Carbon Emissions Accounting API',
          version: SERVICE_VERSION,
          description:
            'Emission activities, cited emission factors, aggregates and ingestion. Every success is `{ success: true, data, meta }`; every failure is `{ success: false, error: { code, message, status, details? }, meta }`. In the repository, docs/api-guide.md explains error codes and limits, docs/calculation-and-factors.md the calculation rules.',
        },
        servers: [{ url: '/' }],
        tags: [
          { name: 'activities', description: 'Activities and their calculated emissions' },
          { name: 'ingestion', description: 'Bulk JSON, CSV files and typed records; large inputs become jobs' },
          { name: 'jobs', description: 'Ingest jobs: status, progress, bad rows' },
          { name: 'erp', description: 'Sync from Tally: on demand, on a schedule, with mapping rules' },
          { name: 'emissions', description: 'Aggregated emissions by scope, activity type and time' },
          { name: 'emission factors', description: 'The cited factors the service calculates with' },
          { name: 'dashboard', description: 'Fiscal-year totals, trend and data quality' },
          { name: 'reports', description: 'BRSR, GHG Protocol and custom reports as pdf, excel, csv or json' },
          {
            name: 'webhooks',
            description: 'Signed callbacks when jobs, reports and ERP syncs finish (docs/webhooks.md)',
          },
          { name: 'company', description: 'The company profile reports print and divide by' },
          {
            name: 'sites',
            description: 'Sites (plants, offices, warehouses, shops) and the legal entities that own them',
          },
          { name: 'test data', description: 'Resetting test-mode data' },
          { name: 'admin', description: 'Operator API behind ADMIN_TOKEN: organisations, keys, jobs' },
          { name: 'operations', description: 'Prometheus metrics, behind METRICS_TOKEN or ADMIN_TOKEN' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'svc_live_… or svc_test_… key' },
            apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
            adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN, for /admin and /metrics' },
            metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for /metrics only' },
          },
        },
        security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (input) =>
        completeOpenApiDocument(jsonSchemaTransformObject(input) as unknown as OpenApiDocument),
    });
    // Neither cut changes the document it reads, so Swagger UI need not copy it first.
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      transformSpecification: (document) => publicOpenApiDocument(document as unknown as OpenApiDocument),
      transformSpecificationClone: false,
    });
    app.get('/docs/operator/json', { schema: { hide: true } }, async () =>
      operatorOpenApiDocument(app.swagger() as unknown as OpenApiDocument),
    );
  },
  { name: 'swagger' },
);
