import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteErpConnection,
  ErpConnectionDeleted,
  ErpConnectionDeleteQuery,
  ErpConnectionView,
  listErpConnectionViews,
} from '../../../../services/erp/erp-connection-service.ts';
import { Envelope, envelope, v1Errors } from '../../../envelope.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { IdParams } from '../../../schemas/id-params.ts';

/** The Tally companies the organisation syncs, one per company GUID. */
const erpConnections: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listErpConnections',
        tags: ['erp'],
        summary: 'The Tally companies synced (one per company GUID), with watermarks, last sync and counts',
        response: { 200: Envelope(z.object({ connections: z.array(ErpConnectionView) })), ...v1Errors() },
      },
    },
    async (request) =>
      envelope(request, { connections: await listErpConnectionViews(app.deps, requestActor(request)) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteErpConnection',
        tags: ['erp'],
        summary: 'Delete a Tally connection (audited), choosing explicitly whether its activities go too',
        params: IdParams,
        querystring: ErpConnectionDeleteQuery,
        response: { 200: Envelope(ErpConnectionDeleted), ...v1Errors(404) },
      },
    },
    async (request) =>
      envelope(request, await deleteErpConnection(app.deps, requestActor(request), request.params.id, request.query)),
  );
};

export default erpConnections;
