import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isStorableText, NOT_STORABLE_REASON } from '../../../domain/schemas/stored-text.ts';
import { ApiError, validationError } from '../../../services/service-errors.ts';
import { sendError } from './error-handler.ts';

/** Longest URL (path and query) answered; past it 414. Node refuses a request line and headers over 16 KiB (431). */
export const MAX_URL_LENGTH = 8 * 1024;
/** Longest path parameter (Fastify's maxParamLength); past it 414. */
export const MAX_PARAM_LENGTH = 200;

/**
 * Cheap checks on the request line before any route sees it: an over-long URL is 414; query and path
 * parameters end up as text in SQL, so one PostgreSQL would refuse (`%00`, an unpaired surrogate) is
 * a VALIDATION_ERROR naming it. Bodies are checked by their schemas, item by item.
 */
export default fp(
  async function requestGuards(app: FastifyInstance) {
    // Answered, not thrown: a scope with an error handler of its own (bull-board's) would not use the envelope.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.length > MAX_URL_LENGTH) {
        const reason = `must be at most ${MAX_URL_LENGTH} characters`;
        return sendError(
          request,
          reply,
          new ApiError(414, 'URI_TOO_LONG', `The URL is longer than ${MAX_URL_LENGTH} characters`, { reason }),
        );
      }
    });
    app.addHook('preValidation', async (request, reply) => {
      for (const values of [request.query, request.params]) {
        for (const [name, value] of Object.entries((values ?? {}) as Record<string, unknown>)) {
          const texts = Array.isArray(value) ? value : [value];
          if (texts.some((text) => typeof text === 'string' && !isStorableText(text))) {
            return sendError(request, reply, validationError(name, NOT_STORABLE_REASON));
          }
        }
      }
    });
  },
  { name: 'request-guards' },
);
