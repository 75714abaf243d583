import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness (the process answers) and readiness (PostgreSQL and Redis answer). Unauthenticated. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    {
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.string(), checks: z.record(z.string(), z.string()) }),
          503: z.object({ status: z.string(), checks: z.record(z.string(), z.string()) }),
        },
      },
    },
    async (_request, reply) => {
      const checks: Record<string, string> = {};
      await Promise.all([
        sql`SELECT 1`.execute(app.deps.db).then(
          () => {
            checks.postgres = 'ok';
          },
          (e: Error) => {
            checks.postgres = `error: ${e.message}`;
          },
        ),
        app.redis.ping().then(
          () => {
            checks.redis = 'ok';
          },
          (e: Error) => {
            checks.redis = `error: ${e.message}`;
          },
        ),
      ]);
      const ready = Object.values(checks).every((v) => v === 'ok');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );
};

export default healthRoutes;
