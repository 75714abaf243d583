import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicApiKey } from '../../../db/queries/api-keys.ts';
import { createKey, CreateKeyInput, keyState, listKeys, revokeKey } from '../../../services/keys/key-management.ts';
import { Envelope, envelope, ErrorEnvelope } from '../../envelope.ts';
import { toApiError } from './management-errors.ts';

export const KeyRecord = z.object({
  id: z.string(),
  organization_id: z.string(),
  mode: z.enum(['live', 'test']),
  name: z.string(),
  display_prefix: z.string(),
  state: z.enum(['active', 'revoked', 'expired']),
  expires_at: z.string().nullable(),
  allowed_ips: z.array(z.string()),
  allowed_domains: z.array(z.string()),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const toKeyRecord = (k: PublicApiKey): z.infer<typeof KeyRecord> => ({
  ...k,
  state: keyState(k),
  expires_at: iso(k.expires_at),
  revoked_at: iso(k.revoked_at),
  last_used_at: iso(k.last_used_at),
  created_at: k.created_at.toISOString(),
});

const keys: FastifyPluginAsyncZod = async (app) => {
  const security = [{ adminToken: [] }];
  const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };
  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Create an API key; `key` is shown only in this response',
        body: CreateKeyInput,
        response: { 201: Envelope(KeyRecord.extend({ key: z.string() })), ...errors },
      },
    },
    async (request, reply) => {
      const created = await createKey(app.db, app.config.API_KEY_BRAND, request.body, 'admin').catch(toApiError);
      return reply.code(201).send(envelope(request, { ...toKeyRecord(created), key: created.key }));
    },
  );
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: "List an organisation's keys (never their values)",
        querystring: z.object({ organization_id: z.string().uuid() }).strict(),
        response: { 200: Envelope(z.object({ keys: z.array(KeyRecord) })), ...errors },
      },
    },
    async (request) => {
      const rows = await listKeys(app.db, request.query.organization_id).catch(toApiError);
      return envelope(request, { keys: rows.map(toKeyRecord) });
    },
  );
  app.post(
    '/:id/revoke',
    {
      schema: { tags: ['admin'], security, summary: 'Revoke a key (idempotent)', params: z.object({ id: z.string().uuid() }), response: { 200: Envelope(KeyRecord), ...errors } },
    },
    async (request) => envelope(request, toKeyRecord(await revokeKey(app.db, request.params.id, 'admin').catch(toApiError))),
  );
};

export default keys;
