import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../../services/service-errors.ts';
import { sendError } from './error-handler.ts';

/**
 * While the app closes, server.close() stops new connections and reaps idle ones, but a request
 * arriving on a connection still busy with one in flight (kept alive or pipelined) is still parsed
 * and routed. It is answered 503 SERVICE_UNAVAILABLE in the error envelope, with Connection: close
 * so the client retries elsewhere. Fastify's return503OnClosing does the same with a fixed body of
 * its own and no hook to change it, so it is off (app.ts) and this does the job: from preClose,
 * which Fastify runs as close() begins, right after it stops its own routing.
 */
export default fp(
  async function refuseWhileClosing(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // Answered, not thrown: a scope with an error handler of its own (bull-board's) would not use the envelope.
    app.addHook('onRequest', async (request, reply) => {
      if (!closing) return;
      reply.header('connection', 'close');
      return sendError(
        request,
        reply,
        new ApiError(503, 'SERVICE_UNAVAILABLE', 'The server is shutting down: retry the request'),
      );
    });
  },
  { name: 'refuse-while-closing' },
);
