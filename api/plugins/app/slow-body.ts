import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bodyRateLimits, watchBodyRate } from '../../limits/body-rate-watch.ts';
import { isUploadBody } from './uploads.ts';

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/**
 * A body Fastify reads for a route (JSON) must arrive at BODY_MIN_BYTES_PER_SECOND or faster: the
 * parser reads through a tap the watch ends with 408 when the client drips, and the answer goes out
 * while the connection is still open (then closed: the rest of the body is never read). Uploads
 * watch their own bodies with the same bounds (receive-csv.ts).
 */
export default fp(
  async function slowBody(app: FastifyInstance) {
    const limits = bodyRateLimits(app.config);
    if (limits.minBytesPerSecond === 0) return;
    app.addHook('preParsing', async (request, reply, payload) => {
      if (!hasBody(request) || isUploadBody(request)) return payload;
      const watch = watchBodyRate(request, limits);
      const tap = new PassThrough();
      payload.pipe(tap);
      payload.on('error', (error) => tap.destroy(error));
      payload.once('end', () => watch.stop());
      reply.raw.once('close', () => watch.stop());
      watch.signal.addEventListener(
        'abort',
        () => {
          payload.unpipe(tap);
          tap.destroy(watch.signal.reason as Error);
        },
        { once: true },
      );
      return tap;
    });
  },
  { name: 'slow-body' },
);
