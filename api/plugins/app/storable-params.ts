import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isStorableText, NOT_STORABLE_REASON } from '../../../jobs/schemas/stored-text.ts';
import { validationError } from '../../errors.ts';

/**
 * Query parameters and path parameters end up as text in SQL: one PostgreSQL would refuse (`%00`, an
 * unpaired surrogate) is a VALIDATION_ERROR naming it, before any route sees it. Bodies are checked
 * by their schemas, item by item (see jobs/schemas/stored-text.ts).
 */
export default fp(
  async function storableParams(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      for (const values of [request.query, request.params]) {
        for (const [name, value] of Object.entries((values ?? {}) as Record<string, unknown>)) {
          const texts = Array.isArray(value) ? value : [value];
          if (texts.some((text) => typeof text === 'string' && !isStorableText(text))) throw validationError(name, NOT_STORABLE_REASON);
        }
      }
    });
  },
  { name: 'storable-params' },
);
