import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeletedRecord } from '../../../../services/deleted-record.ts';
import { PageQuery } from '../../../../services/page-query.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhook,
  listWebhookViews,
  patchWebhookEndpoint,
  rotateWebhookEndpointSecret,
} from '../../../../services/webhooks/manage-webhook-endpoints.ts';
import { listWebhookDeliveryPage } from '../../../../services/webhooks/read-webhook-deliveries.ts';
import { redeliverWebhookEvent } from '../../../../services/webhooks/redeliver-webhook-event.ts';
import {
  WebhookCreate,
  WebhookDeliveryView,
  WebhookPatch,
  WebhookView,
  WebhookWithSecret,
} from '../../../../services/webhooks/webhook-schemas.ts';
import { requestActor } from '../../../auth/request-actor.ts';
import { BODY_ERRORS, Envelope, envelope, v1Errors } from '../../../envelope.ts';
import { IdParams } from '../../../schemas/id-params.ts';

const DeliveryParams = IdParams.extend({ delivery_id: z.string().uuid('must be a UUID') });

/** Webhook endpoints of the key's organisation and mode; anyone else's is 404. */
const webhooks: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      schema: {
        operationId: 'createWebhook',
        tags: ['webhooks'],
        summary: 'Register a webhook endpoint; the answer holds its signing secret, shown only this once',
        description: [
          'url: https (plain http only to hosts the operator lists in WEBHOOK_ALLOWED_HOSTS); a URL whose host is',
          ' or resolves to a private, loopback, link-local or metadata address is refused (400 on url) unless listed there.',
          ' events: job.completed, job.failed, report.ready, report.failed, erp_sync.completed, erp_sync.failed,',
          ' schedule.paused, webhook.disabled. Each request is a POST of { id, type, created_at, data } (data: the',
          ' resource as its GET answers it) signed in the Carbon-Signature header (t=<unix seconds>,v1=<hex HMAC-SHA256',
          ' of "<t>.<body>">); see docs/webhooks.md for the verification recipe.',
        ].join(''),
        body: WebhookCreate,
        response: { 201: Envelope(WebhookWithSecret), ...v1Errors(...BODY_ERRORS) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(envelope(request, await createWebhookEndpoint(app.deps, requestActor(request), request.body))),
  );

  app.get(
    '',
    {
      schema: {
        operationId: 'listWebhooks',
        tags: ['webhooks'],
        summary: "The organisation's webhook endpoints in this mode, oldest first (never their secrets)",
        response: { 200: Envelope(z.object({ webhooks: z.array(WebhookView) })), ...v1Errors() },
      },
    },
    async (request) => envelope(request, { webhooks: await listWebhookViews(app.deps, requestActor(request)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getWebhook',
        tags: ['webhooks'],
        summary: 'One webhook endpoint, with its failure state',
        params: IdParams,
        response: { 200: Envelope(WebhookView), ...v1Errors(404) },
      },
    },
    async (request) => envelope(request, await getWebhook(app.deps, requestActor(request), request.params.id)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateWebhook',
        tags: ['webhooks'],
        summary:
          'Change a webhook endpoint (enabled: true re-enables one the service disabled and retries its queue at once)',
        params: IdParams,
        body: WebhookPatch,
        response: { 200: Envelope(WebhookView), ...v1Errors(404, 413, 415) },
      },
    },
    async (request) =>
      envelope(request, await patchWebhookEndpoint(app.deps, requestActor(request), request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteWebhook',
        tags: ['webhooks'],
        summary: 'Delete a webhook endpoint (audited): nothing more is sent to it',
        params: IdParams,
        response: { 200: Envelope(DeletedRecord), ...v1Errors(404) },
      },
    },
    async (request) =>
      envelope(request, await deleteWebhookEndpoint(app.deps, requestActor(request), request.params.id)),
  );

  app.post(
    '/:id/rotate',
    {
      schema: {
        operationId: 'rotateWebhookSecret',
        tags: ['webhooks'],
        summary: 'Replace the signing secret; the new one is in this answer only',
        description:
          'The old secret keeps signing for WEBHOOK_SECRET_OVERLAP_MS (24 h by default): until previous_secret_expires_at every request carries two v1 signatures, one per secret.',
        params: IdParams,
        response: { 200: Envelope(WebhookWithSecret), ...v1Errors(404) },
      },
    },
    async (request) =>
      envelope(request, await rotateWebhookEndpointSecret(app.deps, requestActor(request), request.params.id)),
  );

  app.get(
    '/:id/deliveries',
    {
      schema: {
        operationId: 'listWebhookDeliveries',
        tags: ['webhooks'],
        summary:
          'Every delivery attempt to the endpoint, newest first: event, attempt, status code, duration, answer excerpt',
        params: IdParams,
        querystring: PageQuery.strict(),
        response: {
          200: Envelope(z.object({ deliveries: z.array(WebhookDeliveryView), next_cursor: z.string().nullable() })),
          ...v1Errors(404),
        },
      },
    },
    async (request) =>
      envelope(
        request,
        await listWebhookDeliveryPage(app.deps, requestActor(request), request.params.id, request.query),
      ),
  );

  app.post(
    '/:id/deliveries/:delivery_id/redeliver',
    {
      schema: {
        operationId: 'redeliverWebhookEvent',
        tags: ['webhooks'],
        summary: "Send a delivery's event to the endpoint again (202; the attempt appears under deliveries)",
        description:
          'queued: false when the event is still waiting in the endpoint’s queue (not delivered yet): it will be sent anyway.',
        params: DeliveryParams,
        response: {
          202: Envelope(z.object({ event_id: z.string().uuid(), queued: z.boolean() })),
          ...v1Errors(404),
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send(
        envelope(
          request,
          await redeliverWebhookEvent(app.deps, requestActor(request), {
            endpointId: request.params.id,
            deliveryId: request.params.delivery_id,
          }),
        ),
      ),
  );
};

export default webhooks;
