import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOrganization, CreateOrganizationInput } from '../../../services/keys/key-management.ts';
import { listOrganizations } from '../../../db/queries/organization-rows.ts';
import type { Organization } from '../../../db/schema.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../envelope.ts';

const OrganizationRecord = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.string(),
  api_pack: z.number().nullable(),
  country: z.string(),
  profile: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

const toRecord = (o: Organization): z.infer<typeof OrganizationRecord> => ({ ...o, created_at: o.created_at.toISOString() });

const organizations: FastifyPluginAsyncZod = async (app) => {
  const security = [{ adminToken: [] }];
  app.post(
    '/',
    { schema: { tags: ['admin'], security, summary: 'Create an organisation', body: CreateOrganizationInput, response: { 201: Envelope(OrganizationRecord), 400: ErrorEnvelope, 401: ErrorEnvelope } } },
    async (request, reply) => reply.code(201).send(envelope(request, toRecord(await createOrganization(app.db, request.body, 'admin')))),
  );
  app.get(
    '/',
    { schema: { tags: ['admin'], security, summary: 'List organisations', response: { 200: Envelope(z.object({ organizations: z.array(OrganizationRecord) })), 401: ErrorEnvelope } } },
    async (request) => envelope(request, { organizations: (await listOrganizations(app.db)).map(toRecord) }),
  );
};

export default organizations;
