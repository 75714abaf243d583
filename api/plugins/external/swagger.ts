import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the route zod schemas: JSON at /docs/json, UI at /docs. */
export default fp(
  async function openApi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Carbon Emissions Accounting API',
          version: '1.0.0',
          description:
            'Emission activities, cited emission factors, aggregates and ingestion. Every success is `{ success: true, data, meta }`; every failure is `{ success: false, error: { code, message, status, details? }, meta }`. See the README for error codes, limits and calculation rules.',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'svc_live_… or svc_test_… key' },
            apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
            adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN, for /admin only' },
          },
        },
        security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
      },
      transform: jsonSchemaTransform,
      // Schemas registered with an id (the report document) appear under components.schemas.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger' },
);
