import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErpHostCreate, ErpHostView } from '../../../../domain/erp/erp-hosts.ts';
import { deleteErpHost, listErpHostViews, registerErpHost } from '../../../../services/erp/erp-host-service.ts';
import { DeletedRecord } from '../../../../services/deleted-record.ts';
import { BODY_ERRORS, Envelope, envelope, v1Errors } from '../../../envelope.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { IdParams } from '../../../schemas/id-params.ts';

const HOST_RULES = [
  'A pull (POST /v1/ingest/erp-sync, a schedule, its runs) may reach only a host registered here for the',
  ' organisation and mode of the key; any other tally_url, or a redirect to one, is refused before connecting',
  ' (400 VALIDATION_ERROR on connection_config.tally_url). The operator bounds what may be registered:',
  ' loopback and private addresses (or names resolving to them) only when ERP_ALLOWED_HOSTS covers them,',
  ' link-local and cloud-metadata addresses never, public hosts after the same checks a pull makes (400 on host).',
  ' Registering and deleting need a key with full access (Enterprise, or Professional with API pack 3) and are audited.',
].join('');

/** Tally hosts the organisation may pull from (issue #26 item 2). */
const erpHosts: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      schema: {
        operationId: 'registerErpHost',
        tags: ['erp'],
        summary: 'Register a Tally host (name or IP, optionally one port) this organisation may pull from',
        description: `${HOST_RULES} The same host and port registered already answers 409 CONFLICT.`,
        body: ErpHostCreate,
        response: { 201: Envelope(ErpHostView), ...v1Errors(...BODY_ERRORS) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(envelope(request, await registerErpHost(app.deps, requestActor(request), request.body))),
  );

  app.get(
    '',
    {
      schema: {
        operationId: 'listErpHosts',
        tags: ['erp'],
        summary: 'The Tally hosts this organisation may pull from in this mode, oldest first',
        description: HOST_RULES,
        response: { 200: Envelope(z.object({ hosts: z.array(ErpHostView) })), ...v1Errors() },
      },
    },
    async (request) => envelope(request, { hosts: await listErpHostViews(app.deps, requestActor(request)) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteErpHost',
        tags: ['erp'],
        summary: 'Stop pulls from a registered Tally host (audited); what was synced from it stays',
        description:
          'Syncs requested afterwards and the runs of schedules naming the host fail with 400 VALIDATION_ERROR on connection_config.tally_url.',
        params: IdParams,
        response: { 200: Envelope(DeletedRecord), ...v1Errors(404) },
      },
    },
    async (request) => envelope(request, await deleteErpHost(app.deps, requestActor(request), request.params.id)),
  );
};

export default erpHosts;
