import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../plugins/app/authenticate.ts';
import { idempotency, storeIdempotentResponse } from '../../plugins/app/idempotency.ts';
import { rateLimit } from '../../plugins/app/rate-limit.ts';
import activities from './activities/index.ts';
import companyDashboard from './company/dashboard.ts';
import emissionFactors from './emission-factors/index.ts';
import emissions from './emissions/index.ts';
import testData from './test-data/index.ts';

/** The authenticated API: every route below runs after key checks, rate limit and idempotency. */
const v1: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', rateLimit);
  app.addHook('preHandler', idempotency);
  app.addHook('onSend', storeIdempotentResponse);

  await app.register(activities, { prefix: '/activities' });
  await app.register(emissions, { prefix: '/emissions' });
  await app.register(emissionFactors, { prefix: '/emission-factors' });
  await app.register(companyDashboard, { prefix: '/company' });
  await app.register(testData, { prefix: '/test-data' });
};

export default v1;
