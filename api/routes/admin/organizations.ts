import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrganization,
  CreateOrganizationInput,
  listOrganizationRecords,
  OrganizationRecord,
  toOrganizationRecord,
} from '../../../services/keys/key-management.ts';
import {
  OrganizationId,
  updateOrganization,
  UpdateOrganizationInput,
} from '../../../services/organizations/update-organization.ts';
import { adminErrors, Envelope, envelope } from '../../envelope.ts';
import { toApiError } from './management-errors.ts';

const organizations: FastifyPluginAsyncZod = async (app) => {
  const security = [{ adminToken: [] }];
  app.post(
    '',
    {
      schema: {
        tags: ['admin'],
        security,
        operationId: 'adminCreateOrganization',
        summary: 'Create an organisation',
        body: CreateOrganizationInput,
        response: { 201: Envelope(OrganizationRecord), ...adminErrors(400) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(envelope(request, toOrganizationRecord(await createOrganization(app.deps.db, request.body, 'admin')))),
  );
  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        security,
        operationId: 'adminListOrganizations',
        summary: 'List organisations',
        response: { 200: Envelope(z.object({ organizations: z.array(OrganizationRecord) })), ...adminErrors() },
      },
    },
    async (request) => envelope(request, { organizations: await listOrganizationRecords(app.deps.db) }),
  );
  app.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        security,
        operationId: 'adminUpdateOrganization',
        summary: "Change an organisation's plan, API pack, country or settings (only what is sent); audited",
        description:
          'A plan other than professional drops the pack. Keys see the change within 2 s on every instance. ' +
          '`settings.flight_radiative_forcing`: `included` (default) prices flights with radiative forcing, `excluded` ' +
          'without; the other figure is kept as a memo item. Stored activities keep their figures until POST ' +
          '/v1/activities/recalculate.',
        params: z.object({ id: OrganizationId }),
        body: UpdateOrganizationInput,
        response: { 200: Envelope(OrganizationRecord), ...adminErrors(400) },
      },
    },
    async (request) => {
      const org = await updateOrganization(app.deps, 'admin', request.params.id, request.body).catch(toApiError);
      return envelope(request, toOrganizationRecord(org));
    },
  );
};

export default organizations;
