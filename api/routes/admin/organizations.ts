import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrganization,
  CreateOrganizationInput,
  listOrganizationRecords,
  OrganizationRecord,
  toOrganizationRecord,
} from '../../../services/keys/key-management.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../envelope.ts';

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
};

export default organizations;
