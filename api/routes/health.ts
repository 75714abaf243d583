import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness } from '../../services/health/readiness.ts';

const ReadinessBody = z.object({ status: z.string(), checks: z.record(z.string(), z.string()) });

/** Liveness (the process answers) and readiness (PostgreSQL and Redis answer, in time). Unauthenticated. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: ReadinessBody, 503: ReadinessBody } } },
    async (_request, reply) => {
      const { ready, checks } = await checkReadiness(app.deps);
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );
};

export default healthRoutes;
