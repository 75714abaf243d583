import type { Mode } from '../db/schema.ts';

/**
 * Who is acting, for every use case: the organisation and mode whose data it may touch, and what the
 * audit log records (`api_key:<id>`, `admin` or `cli`, the key and the request).
 */
export interface Actor {
  organizationId: string;
  mode: Mode;
  actor: string;
  apiKeyId: string | null;
  requestId: string | null;
}
