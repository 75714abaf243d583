import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationError } from '../../../services/service-errors.ts';

/**
 * Levels a JSON body may nest: room for an activity list with metadata at its own limit (32), far
 * below what makes parsing slow (JSON.parse takes seconds over a 10 MiB body of nested brackets) or
 * overflows a recursive walk (schema validation, the idempotency fingerprint).
 */
export const MAX_BODY_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether JSON text nests deeper than `max`, read lexically (strings skipped) in one pass, before it is parsed. */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      for (i += 1; i < text.length && text.charCodeAt(i) !== QUOTE; i += 1)
        if (text.charCodeAt(i) === BACKSLASH) i += 1;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/** Fastify's own JSON parser (prototype poisoning refused as configured), behind a depth check. */
export default fp(
  async function jsonBody(app: FastifyInstance) {
    const parse = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string; // parseAs: 'string'
      if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
        done(validationError('(body)', `must not nest deeper than ${MAX_BODY_DEPTH} levels`), undefined);
        return;
      }
      void parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
