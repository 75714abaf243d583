import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseOutage } from '../../../services/database-outage.ts';
import { lockedPeriodOfError, periodLockedError } from '../../../services/periods/locked-periods-guard.ts';
import { ApiError, fieldPath, type ErrorCode } from '../../../services/service-errors.ts';
import { meta } from '../../envelope.ts';
import { answeredRequestId } from '../../hooks/request-id.ts';

/** Fastify's own error codes that map to a code of ours other than by status alone. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'BAD_REQUEST',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMIT_EXCEEDED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

const DATABASE_UNAVAILABLE = new ApiError(
  503,
  'SERVICE_UNAVAILABLE',
  'The database is unavailable (restarting or unreachable): retry the request shortly',
);
/** Seconds a client should wait before retrying a request the database could not serve. */
const DATABASE_RETRY_SECONDS = 1;

/** What fastify-type-provider-zod reports per failed check. */
interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: unknown;
}

function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = (error.validation as ValidationIssue[])[0]!;
    const path: (string | number)[] = first.instancePath
      .split('/')
      .filter(Boolean)
      .map((part: string) => (/^\d+$/.test(part) ? Number(part) : part));
    const params = first.params as { keys?: string[] };
    if (first.keyword === 'unrecognized_keys' && params.keys?.[0]) path.push(params.keys[0]);
    // Wrong types and missing values are worded by domain/schemas/zod-messages.ts.
    const reason =
      first.keyword === 'unrecognized_keys' ? 'is not a recognised field' : (first.message ?? 'is invalid');
    const field = fieldPath(path);
    return new ApiError(400, 'VALIDATION_ERROR', `${field}: ${reason}`, { field, reason });
  }
  if (isDatabaseOutage(error)) return DATABASE_UNAVAILABLE;
  // A write the period_locks triggers refused, on a path that did not name the record first.
  const locked = lockedPeriodOfError(error);
  if (locked) return periodLockedError(locked);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) return new ApiError(500, 'INTERNAL_ERROR', 'An unexpected error occurred');
  const code = FASTIFY_CODES[error.code] ?? CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
  return new ApiError(status, code, error.message);
}

function errorEnvelope(error: ApiError, envelopeMeta: ReturnType<typeof meta>) {
  return {
    success: false,
    error: {
      code: error.code,
      message: error.message,
      status: error.status,
      ...(error.details ? { details: error.details } : {}),
    },
    meta: envelopeMeta,
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  // Answered before the body was read to its end: what is left of it cannot be parsed as a next request.
  if (request.raw.complete === false) reply.header('connection', 'close');
  return reply.code(error.status).send(errorEnvelope(error, meta(request)));
}

/**
 * Fastify's frameworkErrors, answered before routing (so before the onRequest hooks): a malformed URL
 * (FST_ERR_BAD_URL, 400) or a path parameter over maxParamLength (FST_ERR_MAX_PARAM_LENGTH, 414).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('X-Request-Id', answeredRequestId(request));
  return sendError(request, reply, toApiError(error));
}

const CLIENT_ERRORS: Record<string, ApiError> = {
  ERR_HTTP_REQUEST_TIMEOUT: new ApiError(408, 'REQUEST_TIMEOUT', 'The request did not arrive in time'),
  HPE_HEADER_OVERFLOW: new ApiError(431, 'HEADERS_TOO_LARGE', 'The request line and headers exceed the limit (16 KiB)'),
};

/**
 * Fastify's clientErrorHandler, for what Node's HTTP parser refuses before there is a request: the
 * same envelope, written on the socket, which is then closed (as Node and Fastify do).
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const apiError = CLIENT_ERRORS[error.code ?? ''] ?? new ApiError(400, 'BAD_REQUEST', 'The request is not valid HTTP');
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const requestId = randomUUID();
    const envelopeMeta = { timestamp: new Date().toISOString(), request_id: requestId };
    const body = JSON.stringify(errorEnvelope(apiError, envelopeMeta));
    const head = [
      `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `X-Request-Id: ${requestId}`,
      'Connection: close',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/** The one place errors become the spec's error envelope; stack traces go to the log only. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const apiError = toApiError(error);
      if (apiError === DATABASE_UNAVAILABLE) {
        // Expected while PostgreSQL restarts or fails over: the cause, not a stack, and a time to retry.
        request.log.warn({ code: error.code, reason: error.message }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
      } else if (apiError.status >= 500) request.log.error({ err: error }, 'unhandled error');
      else {
        const { code, status, message: reason, details } = apiError;
        // A service's refusal that says when to come back (a concurrency limit) says it in the header too.
        if (typeof details?.retry_after_seconds === 'number')
          reply.header('retry-after', String(details.retry_after_seconds));
        request.log.info({ code, status, reason, details }, 'request refused');
      }
      return sendError(request, reply, apiError);
    });
    app.setNotFoundHandler((request, reply) =>
      sendError(
        request,
        reply,
        new ApiError(404, 'NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`),
      ),
    );
  },
  { name: 'error-handler' },
);
