import type { FastifyContextConfig } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;
/** Schemas by media type, e.g. `{ 'application/json': …, 'text/csv': … }`. */
type ByMediaType = Record<string, z.ZodType>;

/** One zod schema as the document writes it, as a request body or as a response. */
function documented(input: TransformInput, part: 'body' | 'response', schema: z.ZodType): JsonSchema {
  const { schema: out } = jsonSchemaTransform({
    ...input,
    schema: part === 'body' ? { body: schema } : { response: { 200: schema } },
  });
  const json = (part === 'body' ? out.body : (out.response as Record<number, unknown>)[200]) as JsonSchema;
  // $schema and $id are for a standalone JSON Schema; inside a media type they would be misread.
  const { $schema: _dialect, $id: _id, ...rest } = json;
  return rest;
}

const content = (input: TransformInput, part: 'body' | 'response', schemas: ByMediaType) => ({
  content: Object.fromEntries(
    Object.entries(schemas).map(([type, schema]) => [type, { schema: documented(input, part, schema) }]),
  ),
});

/**
 * Route config for an operation whose body or answer comes in several media types, each with its
 * own shape (a route schema has one `body` and one schema per status): the OpenAPI document lists
 * every media type with its schema. The route reads and writes them itself.
 */
export function documentContent(media: {
  body?: ByMediaType;
  responses?: Record<number, ByMediaType>;
}): FastifyContextConfig {
  return {
    swaggerTransform(input) {
      const transformed = jsonSchemaTransform(input);
      const schema = transformed.schema as JsonSchema & { response?: JsonSchema };
      const responses = Object.entries(media.responses ?? {}).map(([status, schemas]) => [
        status,
        content(input, 'response', schemas),
      ]);
      return {
        ...transformed,
        schema: {
          ...schema,
          ...(media.body ? { body: content(input, 'body', media.body) } : {}),
          response: { ...schema.response, ...Object.fromEntries(responses) },
        },
      };
    },
  };
}
