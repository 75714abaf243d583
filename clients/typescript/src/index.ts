export { CarbonApiError } from './carbon-api-error.ts';
export { createCarbonClient, type CarbonClient, type CarbonClientOptions, type CarbonMethod } from './carbon-client.ts';
export type { components, paths } from './carbon-api-types.ts';
// Helpers every client would otherwise write by hand; new ones go in helpers/ and are exported here.
export { uploadFile, type UploadOptions } from './helpers/upload-file.ts';
export { waitForJob, type WaitOptions } from './helpers/wait-for-job.ts';
export {
  verifyWebhookSignature,
  WebhookSignatureError,
  type VerifyWebhookOptions,
  type WebhookEvent,
  type WebhookEventType,
} from './helpers/verify-webhook-signature.ts';
