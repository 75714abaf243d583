import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiKeyRecord,
  createKey,
  CreatedApiKey,
  CreateKeyInput,
  listKeys,
  revokeKey,
  toApiKeyRecord,
} from '../../../services/keys/key-management.ts';
import { adminErrors, Envelope, envelope } from '../../envelope.ts';
import { toApiError } from './management-errors.ts';

const keys: FastifyPluginAsyncZod = async (app) => {
  const security = [{ adminToken: [] }];
  const errors = adminErrors(400);
  app.post(
    '',
    {
      schema: {
        tags: ['admin'],
        security,
        operationId: 'adminCreateKey',
        summary: 'Create an API key; `key` is shown only in this response',
        body: CreateKeyInput,
        response: { 201: Envelope(CreatedApiKey), ...errors },
      },
    },
    async (request, reply) => {
      const created = await createKey(app.deps.db, app.config.API_KEY_BRAND, request.body, 'admin').catch(toApiError);
      return reply.code(201).send(envelope(request, { ...toApiKeyRecord(created), key: created.key }));
    },
  );
  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        security,
        operationId: 'adminListKeys',
        summary: "List an organisation's keys (never their values)",
        querystring: z.object({ organization_id: z.string().uuid() }).strict(),
        response: { 200: Envelope(z.object({ keys: z.array(ApiKeyRecord) })), ...errors },
      },
    },
    async (request) => {
      const rows = await listKeys(app.deps.db, request.query.organization_id).catch(toApiError);
      return envelope(request, { keys: rows.map(toApiKeyRecord) });
    },
  );
  app.post(
    '/:id/revoke',
    {
      schema: {
        tags: ['admin'],
        security,
        operationId: 'adminRevokeKey',
        summary: 'Revoke a key (idempotent)',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: Envelope(ApiKeyRecord), ...errors },
      },
    },
    async (request) =>
      envelope(request, toApiKeyRecord(await revokeKey(app.deps.db, request.params.id, 'admin').catch(toApiError))),
  );
};

export default keys;
