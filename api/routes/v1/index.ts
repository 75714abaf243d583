import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../hooks/authenticate.ts';
import { idempotency, storeIdempotentResponse } from '../../hooks/idempotency.ts';
import { rateLimit } from '../../hooks/rate-limit.ts';
import activities from './activities/index.ts';
import bulkActivities from './activities/bulk.ts';
import companyDashboard from './company/dashboard.ts';
import companyPeriods from './company/periods.ts';
import companyProfile from './company/profile.ts';
import emissionFactors from './emission-factors/index.ts';
import emissions from './emissions/index.ts';
import entities from './entities/index.ts';
import ingest from './ingest/index.ts';
import jobs from './jobs/index.ts';
import reports from './reports/index.ts';
import sites from './sites/index.ts';
import testData from './test-data/index.ts';
import webhooks from './webhooks/index.ts';

/** Key checks, rate limit and idempotency for every route registered in this scope. */
function protectWithApiKey(app: FastifyInstance) {
  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', rateLimit);
  app.addHook('preHandler', idempotency);
  app.addHook('onSend', storeIdempotentResponse);
}

/** The authenticated API: every route below runs after key checks, rate limit and idempotency. */
const v1: FastifyPluginAsyncZod = async (app) => {
  protectWithApiKey(app);

  await app.register(activities, { prefix: '/activities' });
  await app.register(bulkActivities, { prefix: '/activities/bulk' });
  await app.register(emissions, { prefix: '/emissions' });
  await app.register(emissionFactors, { prefix: '/emission-factors' });
  await app.register(companyDashboard, { prefix: '/company' });
  await app.register(companyProfile, { prefix: '/company' });
  await app.register(companyPeriods, { prefix: '/company' });
  await app.register(testData, { prefix: '/test-data' });
  await app.register(ingest, { prefix: '/ingest' });
  await app.register(jobs, { prefix: '/jobs' });
  await app.register(reports, { prefix: '/reports' });
  await app.register(sites, { prefix: '/sites' });
  await app.register(entities, { prefix: '/entities' });
  await app.register(webhooks, { prefix: '/webhooks' });
};

/** The spec also writes the ingest paths with /api before /v1: the same routes under the same checks. */
export const apiV1Aliases: FastifyPluginAsyncZod = async (app) => {
  protectWithApiKey(app);
  await app.register(ingest, { prefix: '/ingest' });
};

export default v1;
