import type { OpenApiDocument } from './complete-openapi-document.ts';
import { withUsedComponents } from './used-components.ts';

/**
 * Two documents from the one the routes make: the public API (GET /docs/json), what a client
 * developer generates a client from, and the operator routes (GET /docs/operator/json). The /api/v1
 * aliases of the ingest paths are the same operations as their /v1 paths, so they are stated in
 * prose instead of being listed twice.
 */
const isOperatorPath = (path: string) => path === '/metrics' || path === '/admin' || path.startsWith('/admin/');
const OPERATOR_TAGS = new Set(['admin', 'operations']);
const OPERATOR_SCHEMES = new Set(['adminToken', 'metricsToken']);
const isAliasPath = (path: string) => path.startsWith('/api/v1/');

const ALIASES = [
  'The ingest paths are also served under `/api/v1`, as the specification writes them: `/api/v1/ingest/upload`,',
  '`/api/v1/ingest/auto`, `/api/v1/ingest/erp-sync` and the rest of `/api/v1/ingest/…` are the operations of',
  'the same paths under `/v1`, with the same keys, limits and answers. This document lists each once, under `/v1`.',
  'Operator routes (`/admin`, `/metrics`, the queue dashboard) are in their own document, `GET /docs/operator/json`.',
].join(' ');

const OPERATOR = [
  'The operator routes of the Carbon Emissions Accounting API; the public API is `GET /docs/json`.',
  "`/admin` (organisations, API keys, every organisation's jobs) answers only with `Authorization: Bearer",
  '<ADMIN_TOKEN>` and is 404 while ADMIN_TOKEN is not set; `GET /metrics` takes the read-only METRICS_TOKEN',
  'or ADMIN_TOKEN. Beside these operations, not described here: `GET /healthz` and `GET /readyz` (liveness',
  'and readiness, unauthenticated, not enveloped), and the queue dashboard at `/admin/queues`',
  '(ADMIN_TOKEN; read-only unless QUEUE_DASHBOARD_READ_ONLY=false). docs/operations.md explains each.',
].join(' ');

type Tag = { name: string };
type Info = { title: string; description?: string; [field: string]: unknown };

/**
 * The operator side of the document (`operator`) or the public side, with only the components, tags
 * and security schemes of that side.
 */
function cut(full: OpenApiDocument, operator: boolean): OpenApiDocument {
  const keep = (path: string) => (operator ? isOperatorPath(path) : !isOperatorPath(path) && !isAliasPath(path));
  const securitySchemes = Object.fromEntries(
    Object.entries((full.components.securitySchemes ?? {}) as Record<string, unknown>).filter(
      ([name]) => OPERATOR_SCHEMES.has(name) === operator,
    ),
  );
  return withUsedComponents({
    ...full,
    paths: Object.fromEntries(Object.entries(full.paths).filter(([path]) => keep(path))),
    tags: ((full.tags ?? []) as Tag[]).filter((tag) => OPERATOR_TAGS.has(tag.name) === operator),
    components: { ...full.components, securitySchemes },
  });
}

export function publicOpenApiDocument(full: OpenApiDocument): OpenApiDocument {
  const doc = cut(full, false);
  const info = full.info as Info;
  return { ...doc, info: { ...info, description: `${info.description ?? ''}\n\n${ALIASES}` } };
}

export function operatorOpenApiDocument(full: OpenApiDocument): OpenApiDocument {
  const doc = cut(full, true);
  const info = full.info as Info;
  return {
    ...doc,
    info: { ...info, title: `${info.title}: operator routes`, description: OPERATOR },
    security: [{ adminToken: [] }],
  };
}
