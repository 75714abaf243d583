import createClient, { type Client, type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { CarbonApiError } from './carbon-api-error.ts';
import type { paths } from './carbon-api-types.ts';

export interface CarbonClientOptions {
  /** Where the service listens, e.g. `https://carbon.example.com` (no trailing /v1). */
  baseUrl: string;
  /** An API key, `svc_live_…` or `svc_test_…`, sent as a Bearer token. */
  apiKey: string;
  /** A fetch to send requests with (a proxy agent, a test double); default: the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
}

/** The typed methods read JSON answers (a CSV download goes through `raw` with `parseAs: 'text'`). */
type Json = 'application/json';

/** openapi-fetch's own rule for when the options argument may be left out. */
type InitArgs<Init> =
  RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];

/** The body of one operation's successful answer (the `{ success, data, meta }` envelope): failures throw instead. */
type Answer<Operation, Init> =
  Operation extends Record<string | number, unknown>
    ? NonNullable<Extract<FetchResponse<Operation, Init, Json>, { error?: never }>['data']>
    : never;

/** A typed call of one HTTP method: the path and options the OpenAPI document allows, the envelope it answers. */
export type CarbonMethod<Method extends HttpMethod> = <
  Path extends PathsWithMethod<paths, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  url: Path,
  ...init: InitArgs<Init>
) => Promise<Answer<paths[Path][Method], Init>>;

export interface CarbonClient {
  GET: CarbonMethod<'get'>;
  POST: CarbonMethod<'post'>;
  PATCH: CarbonMethod<'patch'>;
  PUT: CarbonMethod<'put'>;
  DELETE: CarbonMethod<'delete'>;
  /** The underlying openapi-fetch client (same key, idempotency keys and errors), for headers or `parseAs`. */
  raw: Client<paths, Json>;
}

/**
 * Every POST carries an Idempotency-Key, a new one per call unless the caller passes its own: a call
 * repeated with the caller's key (after a timeout, say) is answered from the first, never stored twice.
 */
const idempotencyKeys: Middleware = {
  onRequest({ request }) {
    if (request.method === 'POST' && !request.headers.has('idempotency-key')) {
      request.headers.set('idempotency-key', crypto.randomUUID());
    }
    return request;
  },
};

/** Any answer outside 2xx becomes a thrown CarbonApiError, so a typed method only ever returns a success. */
const typedErrors: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await CarbonApiError.fromResponse(response);
    return response;
  },
};

/** A client for the Carbon Emissions Accounting API, typed from its OpenAPI document. */
export function createCarbonClient(options: CarbonClientOptions): CarbonClient {
  const raw = createClient<paths, Json>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  raw.use(idempotencyKeys, typedErrors);
  const request = raw.request as (method: string, url: string, init?: object) => Promise<{ data?: unknown }>;
  // The middleware has thrown for every failure, so what comes back is the success branch.
  const method = (name: HttpMethod) =>
    (async (url: string, init?: object) => (await request(name, url, init)).data) as never;
  return {
    GET: method('get'),
    POST: method('post'),
    PATCH: method('patch'),
    PUT: method('put'),
    DELETE: method('delete'),
    raw,
  };
}
