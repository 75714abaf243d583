import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdminToken } from '../../hooks/admin-auth.ts';
import jobs from './jobs.ts';
import keys from './keys.ts';
import organizations from './organizations.ts';

/** Operator API, behind ADMIN_TOKEN (absent token: the whole subtree answers 404). */
const admin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminToken);
  await app.register(organizations, { prefix: '/organizations' });
  await app.register(keys, { prefix: '/keys' });
  await app.register(jobs, { prefix: '/jobs' });
};

export default admin;
