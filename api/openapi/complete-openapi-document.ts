import * as examples from './openapi-examples.ts';
import { collectRefs } from './used-components.ts';

/** The parts of an OpenAPI 3.1 document this module reads and writes (everything else passes through). */
type Schema = { $ref?: string; [keyword: string]: unknown };
interface Media {
  schema?: Schema;
  example?: unknown;
}
interface Response {
  description: string;
  headers?: Record<string, { $ref: string }>;
  content?: Record<string, Media>;
}
interface Operation {
  operationId?: string;
  description?: string;
  parameters?: unknown[];
  requestBody?: { content: Record<string, Media> };
  /** A completed operation's error answers are references to components.responses. */
  responses: Record<string, Response | { $ref: string }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema>; [section: string]: unknown };
  [field: string]: unknown;
}

const SCHEMAS = '#/components/schemas/';
const HEADERS = '#/components/headers/';
const RESPONSES = '#/components/responses/';

const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the work runs as a job; follow Location (the job status URL)',
  207: 'Partly stored: the items that failed are listed in `errors`',
  400: 'VALIDATION_ERROR (`details.field`, `details.reason`) or BAD_REQUEST (an unreadable request)',
  401: 'UNAUTHORIZED (no key or admin token), INVALID_API_KEY, API_KEY_REVOKED or API_KEY_EXPIRED',
  403: 'FORBIDDEN: the plan, API pack, IP address or domain does not allow it (`details.reason`)',
  404: 'NOT_FOUND: no such resource in this organisation and mode (admin: ADMIN_TOKEN is not set)',
  408: 'REQUEST_TIMEOUT: the body arrived slower than BODY_MIN_BYTES_PER_SECOND, or an upload stopped sending for UPLOAD_IDLE_TIMEOUT_MS',
  409: 'IDEMPOTENCY_REQUEST_IN_PROGRESS: a request with this Idempotency-Key is still running',
  413: 'PAYLOAD_TOO_LARGE: over BODY_LIMIT_BYTES (JSON, CSV body) or UPLOAD_LIMIT_BYTES (file)',
  415: 'UNSUPPORTED_MEDIA_TYPE: a Content-Type this operation does not read',
  422: 'IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was used with another body or path',
  429: 'RATE_LIMIT_EXCEEDED (live keys): retry after `Retry-After` seconds',
  500: 'INTERNAL_ERROR: an unexpected failure; nothing was half-written',
  502: 'ERP_UNREACHABLE (Tally could not be reached) or ERP_ERROR (Tally refused or did not answer with XML)',
  503: 'SERVICE_UNAVAILABLE: the server is shutting down (Connection: close; another instance answers), or its database is restarting or unreachable (`Retry-After`); retry',
  504: 'ERP_TIMEOUT: Tally did not answer within connection_config.timeout_ms',
};

/** Response headers, documented once and referred to by every response that carries them. */
const RESPONSE_HEADERS = {
  'X-Request-Id': {
    description:
      "The request's id (also `meta.request_id`); a client's own X-Request-Id is echoed " +
      'when it is 1-128 of [A-Za-z0-9._:-]',
    schema: { type: 'string' },
    example: '80ee7d90-23fa-4a46-bced-7682c4227c37',
  },
  RateLimit: {
    description: 'Live keys: requests left in the window (r) and seconds until it resets (t), IETF draft syntax',
    schema: { type: 'string' },
    example: '"default";r=599;t=42',
  },
  'RateLimit-Policy': {
    description: 'Live keys: the quota (q) per window of w seconds',
    schema: { type: 'string' },
    example: '"default";q=600;w=60',
  },
  'Retry-After': {
    description: 'Seconds to wait: before retrying (429, 503), before polling the job (202, an open job)',
    schema: { type: 'integer' },
    example: 2,
  },
  Location: {
    description: 'The status URL of the job (GET it for status, progress and errors)',
    schema: { type: 'string' },
    example: '/v1/jobs/7cc6cadf-1ba6-4c3d-b0bb-4db1b71ae440',
  },
  'Idempotent-Replayed': {
    description: '`true` when this answer is the stored answer of an earlier request with the same Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
  },
};

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any POST: the first request runs; the same key with the same body and path within 24 h replays its answer ' +
    '(`Idempotent-Replayed: true`); with another body or path, 422 IDEMPOTENCY_KEY_REUSED; ' +
    'while the first still runs, ' +
    'the duplicate waits for it (up to 10 s, then 409). Keys are per organisation and mode.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  example: 'import-2024-04-7f3a',
};

const refName = (ref: string) => ref.slice(SCHEMAS.length);

/**
 * A request schema with its `default`s stated in the descriptions instead: openapi-typescript makes
 * a property with a default required in a named schema (it exempts only inline request bodies), so a
 * generated client would have to send what the server fills in.
 */
function defaultsAsText(schema: Schema): Schema {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const { default: fallback, ...rest } = value as Schema;
    const walked = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, walk(inner)]));
    if (fallback === undefined) return walked;
    const stated = `default: ${JSON.stringify(fallback)}`;
    return {
      ...walked,
      description: typeof rest.description === 'string' ? `${rest.description} (${stated})` : stated,
    };
  };
  return walk(schema) as Schema;
}

/** A schema without $schema and $id: JSON Schema's, in a component they only confuse resolvers. */
function bare(schema: Schema | undefined): Schema {
  const { $schema: _dialect, $id: _id, ...rest } = schema ?? {};
  return rest;
}

/**
 * zod's registry yields every named schema twice, as read (`XInput`) and as written (`X`): keep the
 * ones the operations use, call an input schema by its plain name when no output one uses it or
 * when both are the same, and give each its example.
 */
function tidySchemas(doc: OpenApiDocument): OpenApiDocument {
  const schemas = doc.components.schemas ?? {};
  const used = new Set(
    [...collectRefs(doc.paths, doc.components)].filter((ref) => ref.startsWith(SCHEMAS)).map(refName),
  );
  const renames = new Map<string, string>();
  for (const name of used) {
    const plain = name.replace(/Input$/, '');
    if (plain === name) continue;
    if (!used.has(plain) || JSON.stringify(bare(schemas[name])) === JSON.stringify(bare(schemas[plain]))) {
      renames.set(name, plain);
    }
  }
  const kept = Object.fromEntries(
    [...used]
      .filter((name) => !used.has(renames.get(name) ?? ''))
      .sort()
      .map((name) => {
        const plain = renames.get(name) ?? name;
        const written = bare(schemas[name]);
        const schema = name.endsWith('Input') ? defaultsAsText(written) : written;
        const example = examples.componentExamples[plain];
        return [plain, example === undefined ? schema : { ...schema, examples: [example] }];
      }),
  );
  let text = JSON.stringify({ ...doc, components: { ...doc.components, schemas: kept } });
  for (const [from, to] of renames) text = text.replaceAll(`"${SCHEMAS}${from}"`, `"${SCHEMAS}${to}"`);
  return JSON.parse(text) as OpenApiDocument;
}

/**
 * An example for a schema, composed from the examples of the named schemas it is made of (the
 * examples of openapi-examples.ts): the first branch of a union, `null` where allowed, one item per array.
 */
function exampleOf(schema: Schema | undefined, schemas: Record<string, Schema>): unknown {
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.$ref) return exampleOf(schemas[refName(schema.$ref)], schemas);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) {
    if (branches.some((b) => b.type === 'null')) return null;
    return exampleOf(branches[0], schemas);
  }
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.includes('null') ? 'null' : types[0];
  switch (type) {
    case 'null':
      return null;
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name, property]) => required.has(name) || exampleOf(property, schemas) !== undefined)
          .map(([name, property]) => [name, exampleOf(property, schemas)]),
      );
    }
    case 'array': {
      const item = exampleOf(schema.items as Schema, schemas);
      return item === undefined ? [] : [item];
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'uuid' ? '54663f92-7a05-4f19-91e3-9caefe6b2d3c' : undefined;
    default:
      return undefined;
  }
}

const errorExample = (status: string) => {
  const error = examples.errors[Number(status)];
  return error && { success: false, error: { ...error, status: Number(status) }, meta: examples.responseMeta };
};

/** Headers a response carries, by where the route sits and the status. */
function responseHeaders(path: string, method: string, status: string): string[] {
  const keyed = /^\/(api\/)?v1\//.test(path);
  const code = Number(status);
  const headers = ['X-Request-Id'];
  // The rate limit runs after the key checks, so their refusals carry no rate-limit headers.
  if (keyed && code !== 401 && code !== 403) headers.push('RateLimit', 'RateLimit-Policy');
  if (code === 429) headers.push('Retry-After');
  if (code === 202) headers.push('Location', 'Retry-After');
  if (code === 200 && method === 'get' && path.endsWith('/jobs/{id}')) headers.push('Retry-After');
  if (keyed && method === 'post' && code < 500) headers.push('Idempotent-Replayed');
  return headers;
}

/** Fills each media type's example, and documents CSV as text and errors as JSON whatever else the route produces. */
function completeContent(
  content: Record<string, Media>,
  schemas: Record<string, Schema>,
  status?: string,
): Record<string, Media> {
  const isError = status !== undefined && Number(status) >= 400;
  if (isError) {
    const schema = Object.values(content)[0]?.schema;
    return { 'application/json': { schema, example: errorExample(status) } };
  }
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => {
      if (type === 'text/csv') {
        return [
          type,
          { schema: { ...media.schema, type: 'string' }, example: media.example ?? examples.activitiesCsv },
        ];
      }
      return [type, { ...media, example: media.example ?? exampleOf(media.schema, schemas) }];
    }),
  );
}

/** Error answers by status, as named in components.responses (with a suffix for the headers they carry). */
const ERROR_RESPONSE_NAMES: Record<string, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  408: 'RequestTimeout',
  409: 'IdempotencyConflict',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  422: 'IdempotencyKeyReused',
  429: 'TooManyRequests',
  431: 'HeadersTooLarge',
  500: 'InternalError',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
  504: 'GatewayTimeout',
};

/**
 * An operation's answers completed: descriptions, headers and examples. An error answer with the
 * standard description is the same everywhere it appears with the same headers, so it is written
 * once in `responses` and referred to (it was half of the document, repeated per operation).
 */
function completeOperation(
  path: string,
  method: string,
  operation: Operation,
  schemas: Record<string, Schema>,
  responses: Map<string, Response>,
): Operation {
  const completed: Operation = { ...operation };
  const keyed = /^\/(api\/)?v1\//.test(path);
  if (method === 'post' && keyed) {
    completed.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
  }
  if (operation.requestBody) {
    completed.requestBody = {
      ...operation.requestBody,
      content: completeContent(operation.requestBody.content, schemas),
    };
  }
  // As @fastify/swagger wrote them: no references yet.
  const written = operation.responses as Record<string, Response>;
  completed.responses = Object.fromEntries(
    Object.entries(written).map(([status, response]): [string, Response | { $ref: string }] => {
      const standard = response.description === 'Default Response';
      const headers = responseHeaders(path, method, status);
      const answer: Response = {
        ...response,
        description: standard ? (STATUS_DESCRIPTIONS[status] ?? status) : response.description,
        headers: Object.fromEntries(headers.map((name) => [name, { $ref: `${HEADERS}${name}` }])),
        ...(response.content ? { content: completeContent(response.content, schemas, status) } : {}),
      };
      const base = ERROR_RESPONSE_NAMES[status];
      if (!standard || !base) return [status, answer];
      const name = `${base}${!keyed ? 'Operator' : headers.includes('Idempotent-Replayed') ? 'OnPost' : ''}`;
      const known = responses.get(name);
      if (known && JSON.stringify(known) !== JSON.stringify(answer)) {
        throw new Error(`components.responses.${name} differs between operations (${method} ${path})`);
      }
      responses.set(name, answer);
      return [status, { $ref: `${RESPONSES}${name}` }];
    }),
  );
  return completed;
}

/**
 * The last step of building the OpenAPI document, on what @fastify/swagger made of the routes' zod
 * schemas: named schemas tidied, and per operation the Idempotency-Key header, the response headers
 * (request id, rate limit, Retry-After, Location), a description for every status and an example for
 * every body and response, so a generated client compiles and "Try it out" succeeds as sent. Every
 * route is in it; openapi-documents.ts cuts it into the public and the operator document.
 */
export function completeOpenApiDocument(document: OpenApiDocument): OpenApiDocument {
  const doc = tidySchemas(document);
  const schemas = doc.components.schemas ?? {};
  const responses = new Map<string, Response>();
  const paths = Object.fromEntries(
    Object.entries(doc.paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          completeOperation(path, method, operation, schemas, responses),
        ]),
      ),
    ]),
  );
  return {
    ...doc,
    paths,
    components: {
      ...doc.components,
      responses: Object.fromEntries([...responses].sort(([a], [b]) => a.localeCompare(b))),
      headers: RESPONSE_HEADERS,
      parameters: { IdempotencyKey: IDEMPOTENCY_KEY },
    },
  };
}
