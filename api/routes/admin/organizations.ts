import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrganization,
  CreateOrganizationInput,
  listOrganizationRecords,
  OrganizationRecord,
  toOrganizationRecord,
} from '../../../services/keys/key-management.ts';
import { OrganizationId, UpdateOrganizationInput, updateOrganizationSettings } from '../../../services/organizations/organizations-settings.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../envelope.ts';
import { toApiError } from './management-errors.ts';

const organizations: FastifyPluginAsyncZod = async (app) => {
  const security = [{ adminToken: [] }];
  app.post(
    '/',
    { schema: { tags: ['admin'], security, summary: 'Create an organisation', body: CreateOrganizationInput, response: { 201: Envelope(OrganizationRecord), 400: ErrorEnvelope, 401: ErrorEnvelope } } },
    async (request, reply) => reply.code(201).send(envelope(request, toOrganizationRecord(await createOrganization(app.db, request.body, 'admin')))),
  );
  app.get(
    '/',
    { schema: { tags: ['admin'], security, summary: 'List organisations', response: { 200: Envelope(z.object({ organizations: z.array(OrganizationRecord) })), 401: ErrorEnvelope } } },
    async (request) => envelope(request, { organizations: await listOrganizationRecords(app.db) }),
  );
  app.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: "Change an organisation's settings (only the keys sent); audited",
        description:
          '`settings.flight_radiative_forcing`: `included` (default) prices flights with radiative forcing, `excluded` without; ' +
          'the other figure is kept as a memo item. Stored activities keep their figures until POST /v1/activities/recalculate.',
        params: z.object({ id: OrganizationId }),
        body: UpdateOrganizationInput,
        response: { 200: Envelope(OrganizationRecord), 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const org = await updateOrganizationSettings(app, 'admin', request.params.id, request.body).catch(toApiError);
      return envelope(request, toOrganizationRecord(org));
    },
  );
};

export default organizations;
