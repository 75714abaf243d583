/** What the service answers on every failure: `{ success: false, error: { code, message, status, details? }, meta }`. */
interface ErrorBody {
  error?: { code?: unknown; message?: unknown; details?: unknown };
  meta?: { request_id?: unknown };
}

/**
 * A failed call: the service's error `code` (VALIDATION_ERROR, NOT_FOUND, RATE_LIMIT_EXCEEDED, …), its
 * message and details (`field` and `reason` for validation), the HTTP status, and the `requestId` to
 * quote when asking the operator what happened. `retryAfterSeconds` is set when the answer said when
 * to try again (429, 503).
 */
export class CarbonApiError extends Error {
  override readonly name = 'CarbonApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId: string | undefined,
    readonly details: Record<string, unknown> | undefined,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
  }

  /** The error a non-2xx answer stands for (its body is read from a clone, so the answer stays readable). */
  static async fromResponse(response: Response): Promise<CarbonApiError> {
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as ErrorBody;
    const error = body.error ?? {};
    const requestId = body.meta?.request_id ?? response.headers.get('x-request-id') ?? undefined;
    return new CarbonApiError(
      response.status,
      typeof error.code === 'string' ? error.code : `HTTP_${response.status}`,
      typeof error.message === 'string' ? error.message : response.statusText,
      typeof requestId === 'string' ? requestId : undefined,
      error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : undefined,
      retryAfterSeconds(response),
    );
  }
}

/** Retry-After in seconds (the service sends whole seconds); undefined when absent or unreadable. */
export function retryAfterSeconds(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}
