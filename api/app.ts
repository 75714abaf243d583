import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { FactorCatalogSource } from '../db/queries/factor-catalog.ts';
import type { Queues } from '../workers/queues.ts';
import errorHandler, { answerClientError, answerFrameworkError } from './plugins/app/error-handler.ts';
import metrics from './plugins/app/metrics.ts';
import jsonBody from './plugins/app/json-body.ts';
import requestGuards, { MAX_PARAM_LENGTH } from './plugins/app/request-guards.ts';
import { requestId } from './plugins/app/request-id.ts';
import queueDashboard, { QUEUE_DASHBOARD_PATH } from './plugins/external/queue-dashboard.ts';
import swagger from './plugins/external/swagger.ts';
import healthRoutes from './routes/health.ts';
import v1Routes, { apiV1Aliases } from './routes/v1/index.ts';
import adminRoutes from './routes/admin/index.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  redis: Redis;
  factors: FactorCatalogSource;
  queues: Queues;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    redis: Redis;
    factors: FactorCatalogSource;
    queues: Queues;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.LOG_LEVEL,
      // Keys and tokens never reach the log.
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
    },
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    trustProxy: deps.config.TRUST_PROXY,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Errors Fastify and Node answer before any route or hook runs, in the error envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('redis', deps.redis);
  app.decorate('factors', deps.factors);
  app.decorate('queues', deps.queues);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(errorHandler);
  await app.register(requestGuards);
  await app.register(jsonBody);
  await app.register(metrics);
  await app.register(swagger);
  await app.register(healthRoutes);
  await app.register(v1Routes, { prefix: '/v1' });
  await app.register(apiV1Aliases, { prefix: '/api/v1' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(queueDashboard, { prefix: QUEUE_DASHBOARD_PATH });
  return app;
}
