import type { z } from 'zod';
import { Envelope, ErrorEnvelope } from '../api/envelope.ts';

/** The API the connector talks to, and the organisation's key (from CARBON_API_KEY, never printed). */
export interface ApiTarget {
  apiUrl: URL;
  apiKey: string;
}

/** The API refused a call: its error envelope, as it answered. */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> | undefined,
  ) {
    super(`${code} (${status}): ${message}`);
  }
}

/**
 * One call to the API with the key as a Bearer token: the answer's data as `schema` reads it, or
 * its error envelope as an ApiRefusal (an answer that is neither, e.g. a proxy's page, as well).
 */
export async function callApi<T extends z.ZodType>(
  api: ApiTarget,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  schema: T,
  body?: unknown,
): Promise<z.infer<T>> {
  const response = await fetch(new URL(path, api.apiUrl), {
    method,
    headers: {
      authorization: `Bearer ${api.apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiRefusal(
      response.status,
      'NOT_JSON',
      `the API answered HTTP ${response.status} without JSON`,
      undefined,
    );
  }
  const answered = Envelope(schema).safeParse(parsed);
  if (response.ok && answered.success) return (answered.data as { data: z.infer<T> }).data;
  const refused = ErrorEnvelope.safeParse(parsed);
  if (!refused.success)
    throw new ApiRefusal(
      response.status,
      'UNKNOWN',
      `the API answered HTTP ${response.status}: ${text.slice(0, 200)}`,
      undefined,
    );
  const { code, message, details } = refused.data.error;
  throw new ApiRefusal(response.status, code, message, details);
}
