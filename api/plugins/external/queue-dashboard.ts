import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../services/service-errors.ts';
import { requireAdminToken } from '../../hooks/admin-auth.ts';
import { sendError } from '../app/error-handler.ts';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * The admin token check (a browser signs in with Basic: any user name, ADMIN_TOKEN as the password).
 * Refusals are answered here, in our envelope: bull-board's routes have an error handler of their own.
 */
async function requireDashboardToken(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  try {
    await requireAdminToken(request, reply);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return sendError(request, reply, error);
  }
}

/**
 * bull-board at /admin/queues: every queue, behind ADMIN_TOKEN. Read-only unless
 * QUEUE_DASHBOARD_READ_ONLY=false (then with retry, promote, clean and the rest). Register with that prefix.
 */
export default async function queueDashboard(app: FastifyInstance) {
  const serverAdapter = new FastifyAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
  const readOnlyMode = app.config.QUEUE_DASHBOARD_READ_ONLY;
  createBullBoard({
    queues: app.queues.all().map((queue) => new BullMQAdapter(queue, { readOnlyMode })),
    serverAdapter,
  });
  app.addHook('onRequest', requireDashboardToken);
  await app.register(serverAdapter.registerPlugin());
}
