import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Queues } from '../jobs/queue-producer.ts';
import type { FactorCatalogSource } from '../services/factors/factor-catalog-source.ts';
import { KeyLookupCache } from '../services/keys/key-lookup-cache.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import errorHandler, { answerClientError, answerFrameworkError } from './plugins/app/error-handler.ts';
import slowBody from './plugins/app/slow-body.ts';
import jsonBody from './plugins/app/json-body.ts';
import metrics from './plugins/app/metrics.ts';
import { RequestLogController } from './hooks/request-log.ts';
import refuseWhileClosing from './plugins/app/refuse-while-closing.ts';
import requestGuards, { MAX_PARAM_LENGTH } from './plugins/app/request-guards.ts';
import { answeredRequestId, clientRequestId, serverRequestId } from './hooks/request-id.ts';
import queueDashboard, { QUEUE_DASHBOARD_PATH } from './plugins/external/queue-dashboard.ts';
import swagger from './plugins/external/swagger.ts';
import healthRoutes from './routes/health.ts';
import v1Routes, { apiV1Aliases } from './routes/v1/index.ts';
import adminRoutes from './routes/admin/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    redis: Redis;
    factors: FactorCatalogSource;
    queues: Queues;
    /** What routes hand to the services: the same dependencies the CLI and workers build. */
    deps: ServiceDeps;
    keyCache: KeyLookupCache;
  }
}

/**
 * Fastify 5 ignores a numeric trustProxy (it cannot check that the nearest peer is a proxy); a hop
 * count is honoured here as proxy-addr always did, for deployments docs/operations.md describes.
 */
function trustProxy(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp(deps: ServiceDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // The process's one pino logger (logger.ts), so request lines and service logs share level and redaction.
    loggerInstance: deps.log as FastifyBaseLogger,
    logController: new RequestLogController(),
    genReqId: serverRequestId,
    // Log lines carry the client's X-Request-Id beside the server's reqId, so either finds them.
    childLoggerFactory: (logger, bindings, options, raw) => {
      const client = clientRequestId(raw);
      // Fastify passes {} for a route without log options; pino takes its faster path for none.
      const own = options.level !== undefined || options.serializers !== undefined ? options : undefined;
      return logger.child(client ? { ...bindings, clientRequestId: client } : bindings, own);
    },
    requestIdHeader: false,
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    trustProxy: trustProxy(deps.config.TRUST_PROXY),
    routerOptions: {
      maxParamLength: MAX_PARAM_LENGTH,
      // One behaviour everywhere: `/v1/activities/` is `/v1/activities`, as the OpenAPI paths are written.
      ignoreTrailingSlash: true,
    },
    // Errors Fastify and Node answer before any route or hook runs, in the error envelope too.
    frameworkErrors: (error, request, reply) => void answerFrameworkError(error, request, reply),
    clientErrorHandler: answerClientError,
    // Its 503 body is Fastify's own: refuse-while-closing.ts answers in the envelope instead.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON is the API's body format (CSV routes add their own parser): a text/plain body is 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('redis', deps.redis);
  app.decorate('factors', deps.factors);
  app.decorate('queues', deps.queues);
  app.decorate('deps', deps);
  app.decorate('keyCache', new KeyLookupCache());
  app.decorateRequest('clientRequestId', {
    getter(this: FastifyRequest) {
      return clientRequestId(this.raw);
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', answeredRequestId(request));
  });

  await app.register(errorHandler);
  // Before any other check: a closing server answers nothing else.
  await app.register(refuseWhileClosing);
  await app.register(requestGuards);
  await app.register(slowBody);
  await app.register(jsonBody);
  // The OpenAPI document sees only routes registered after it: /metrics is one of its operations.
  await app.register(swagger);
  await app.register(metrics);
  await app.register(healthRoutes);
  await app.register(v1Routes, { prefix: '/v1' });
  await app.register(apiV1Aliases, { prefix: '/api/v1' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(queueDashboard, { prefix: QUEUE_DASHBOARD_PATH });
  return app;
}
