import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuery } from '../../../../services/page-query.ts';
import { createEntity } from '../../../../services/sites/create-entity.ts';
import { CreateEntityInput, EntitySchema, PatchEntityInput } from '../../../../services/sites/entity-schemas.ts';
import { getEntity, listEntityPage } from '../../../../services/sites/read-entities.ts';
import { updateEntity } from '../../../../services/sites/update-entity.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { BODY_ERRORS, Envelope, envelope, v1Errors } from '../../../envelope.ts';
import { IdParams } from '../../../schemas/id-params.ts';

/** The legal entities that own an organisation's sites. */
const entities: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      schema: {
        operationId: 'createEntity',
        tags: ['sites'],
        summary: 'Create a legal entity (name, CIN, parent, ownership %); audited',
        description:
          'name is unique per organisation and mode (409 CONFLICT naming `name` when taken); cin, when given, must be a 21-character CIN; ' +
          'parent_entity_id names another entity of the organisation; ownership_pct (0 < x ≤ 100, default 100) is the share the parent holds.',
        body: CreateEntityInput,
        response: { 201: Envelope(EntitySchema), ...v1Errors(...BODY_ERRORS) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(envelope(request, await createEntity(app.deps, requestActor(request), request.body))),
  );

  app.get(
    '',
    {
      schema: {
        operationId: 'listEntities',
        tags: ['sites'],
        summary: "The organisation's legal entities, newest first, with cursor pagination",
        querystring: PageQuery.strict(),
        response: {
          200: Envelope(z.object({ entities: z.array(EntitySchema), next_cursor: z.string().nullable() })),
          ...v1Errors(),
        },
      },
    },
    async (request) => envelope(request, await listEntityPage(app.deps, requestActor(request), request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getEntity',
        tags: ['sites'],
        summary: 'One legal entity',
        params: IdParams,
        response: { 200: Envelope(EntitySchema), ...v1Errors(404) },
      },
    },
    async (request) => envelope(request, await getEntity(app.deps, requestActor(request), request.params.id)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateEntity',
        tags: ['sites'],
        summary: "Change a legal entity's fields; audited with before and after",
        description:
          'A parent that is the entity itself or one it owns is refused (VALIDATION_ERROR on parent_entity_id).',
        params: IdParams,
        body: PatchEntityInput,
        response: { 200: Envelope(EntitySchema), ...v1Errors(404, ...BODY_ERRORS) },
      },
    },
    async (request) =>
      envelope(request, await updateEntity(app.deps, requestActor(request), request.params.id, request.body)),
  );
};

export default entities;
