import { z } from 'zod';

/** What an endpoint can ask to hear about. webhook.disabled tells an organisation's other endpoints that one was disabled. */
export const WebhookEventType = z.enum([
  'job.completed',
  'job.failed',
  'report.ready',
  'report.failed',
  'erp_sync.completed',
  'erp_sync.failed',
  'schedule.paused',
  'webhook.disabled',
]);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

const Events = z
  .array(WebhookEventType)
  .min(1, 'must name at least one event type')
  .transform((events) => [...new Set(events)])
  .describe('event types to receive');

export const WebhookCreate = z
  .object({
    url: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .describe('https URL (http only to hosts the operator lists in WEBHOOK_ALLOWED_HOSTS)'),
    events: Events,
    description: z.string().trim().min(1).max(500).optional(),
    enabled: z.boolean().default(true),
  })
  .strict();
export type WebhookCreate = z.infer<typeof WebhookCreate>;

export const WebhookPatch = z
  .object({
    url: WebhookCreate.shape.url.optional(),
    events: Events.optional(),
    description: z.string().trim().min(1).max(500).nullable().optional(),
    enabled: z.boolean().optional().describe('true re-enables a disabled endpoint and clears its failure state'),
  })
  .strict();
export type WebhookPatch = z.infer<typeof WebhookPatch>;

/** An endpoint as the API shows it: never its secret (shown once, by POST /v1/webhooks and …/rotate). */
export const WebhookView = z.object({
  id: z.string().uuid(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(WebhookEventType),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable().describe('why the service disabled it (a day of failed deliveries)'),
  failing_since: z.string().nullable().describe('first failed delivery since the last success'),
  next_attempt_at: z.string().nullable().describe('when a failed delivery is retried'),
  previous_secret_expires_at: z
    .string()
    .nullable()
    .describe('until then requests also carry a signature with the secret before the last rotation'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookView = z.infer<typeof WebhookView>;

/** The answer to a creation or a rotation: the endpoint and its signing secret, this once. */
export const WebhookWithSecret = WebhookView.extend({
  secret: z.string().describe('the signing secret (whsec_…): shown only now; store it where the receiver reads it'),
});
export type WebhookWithSecret = z.infer<typeof WebhookWithSecret>;

export const WebhookDeliveryView = z.object({
  id: z.string().uuid(),
  event_id: z.string().uuid(),
  event_type: WebhookEventType,
  attempt: z.number().int().describe('1 for the first attempt of this event at this endpoint'),
  redelivery: z.boolean(),
  status: z.enum(['succeeded', 'failed']),
  status_code: z.number().int().nullable().describe('the receiver’s HTTP status; null when no answer came'),
  duration_ms: z.number().int().nullable(),
  response_excerpt: z.string().nullable().describe('the first 1,000 characters of the answer'),
  error: z.string().nullable().describe('why no usable answer came (timeout, refused address, unreachable)'),
  created_at: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryView>;

/** The body of every webhook request. */
export const WebhookEventBody = z.object({
  id: z.string().uuid(),
  type: WebhookEventType,
  created_at: z.string(),
  data: z.unknown().describe('the resource as its GET answers it (null when it no longer exists)'),
});
export type WebhookEventBody = z.infer<typeof WebhookEventBody>;
