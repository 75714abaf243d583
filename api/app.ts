import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Queues } from '../jobs/queue-producer.ts';
import type { FactorCatalogSource } from '../services/factors/factor-catalog-source.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import errorHandler from './plugins/app/error-handler.ts';
import metrics from './plugins/app/metrics.ts';
import { requestId } from './plugins/app/request-id.ts';
import queueDashboard, { QUEUE_DASHBOARD_PATH } from './plugins/external/queue-dashboard.ts';
import swagger from './plugins/external/swagger.ts';
import healthRoutes from './routes/health.ts';
import v1Routes, { apiV1Aliases } from './routes/v1/index.ts';
import adminRoutes from './routes/admin/index.ts';


declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    redis: Redis;
    factors: FactorCatalogSource;
    queues: Queues;
    /** What routes hand to the services: the same dependencies the CLI and workers build. */
    deps: ServiceDeps;
  }
}

export async function buildApp(deps: ServiceDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // The process's one pino logger (logger.ts), so request lines and service logs share level and redaction.
    loggerInstance: deps.log as FastifyBaseLogger,
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    trustProxy: deps.config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('redis', deps.redis);
  app.decorate('factors', deps.factors);
  app.decorate('queues', deps.queues);
  app.decorate('deps', deps);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(errorHandler);
  await app.register(metrics);
  await app.register(swagger);
  await app.register(healthRoutes);
  await app.register(v1Routes, { prefix: '/v1' });
  await app.register(apiV1Aliases, { prefix: '/api/v1' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(queueDashboard, { prefix: QUEUE_DASHBOARD_PATH });
  return app;
}
