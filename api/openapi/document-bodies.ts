import type { FastifyContextConfig } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Route config for an operation that reads several media types, each with its own shape (a route
 * schema has one `body`): the OpenAPI request body lists every media type with its schema. The route
 * validates what it receives itself.
 */
export function documentBodies(bodies: Record<string, z.ZodType>): FastifyContextConfig {
  return {
    swaggerTransform(input) {
      const transformed = jsonSchemaTransform({ ...input, schema: { ...input.schema, body: undefined } });
      const content = Object.fromEntries(
        Object.entries(bodies).map(([mediaType, body]) => {
          // $schema and $id are for a standalone JSON Schema; inside a media type they would be misread.
          const {
            $schema: _dialect,
            $id: _id,
            ...schema
          } = (jsonSchemaTransform({ ...input, schema: { body } }).schema as { body: Record<string, unknown> }).body;
          return [mediaType, { schema }];
        }),
      );
      return { ...transformed, schema: { ...transformed.schema, body: { content } } };
    },
  };
}
