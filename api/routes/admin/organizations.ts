import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrganization,
  CreateOrganizationInput,
  listOrganizationRecords,
  OrganizationRecord,
  toOrganizationRecord,
  updateOrganization,
  UpdateOrganizationInput,
} from '../../../services/keys/key-management.ts';
import { adminErrors, Envelope, envelope } from '../../envelope.ts';
import { managementErrorToApi } from './management-error.ts';

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
        .send(envelope(request, toOrganizationRecord(await createOrganization(app.db, request.body, 'admin')))),
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
    async (request) => envelope(request, { organizations: await listOrganizationRecords(app.db) }),
  );
  app.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        security,
        operationId: 'adminUpdateOrganization',
        summary: "Change an organisation's plan, API pack or default country (audited)",
        description:
          'Fields left out stay as they are, except that a plan other than professional drops the pack. ' +
          'Keys see the new plan at once on this instance, within 2 s on the others.',
        params: z.object({ id: z.string().uuid('must be a UUID') }),
        body: UpdateOrganizationInput,
        response: { 200: Envelope(OrganizationRecord), ...adminErrors(400) },
      },
    },
    async (request) => {
      const updated = await updateOrganization(app.db, request.params.id, request.body, 'admin').catch(
        managementErrorToApi,
      );
      return envelope(request, toOrganizationRecord(updated));
    },
  );
};

export default organizations;
