import type { Config } from '../../config.ts';
import { webhookOutboundPolicy, type OutboundPolicy } from '../outbound/outbound-address-policy.ts';

/** What webhook use cases read from the configuration (ServiceDeps.webhooks). */
export interface WebhookSettings {
  /** What endpoints may reach: WEBHOOK_ALLOWED_HOSTS, no redirects, a small answer cap. */
  outbound: OutboundPolicy;
  timeoutMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  disableAfterMs: number;
  secretOverlapMs: number;
}

/** Built once per process (composition-root.ts); a malformed WEBHOOK_ALLOWED_HOSTS stops it at start. */
export function webhookSettings(config: Config): WebhookSettings {
  return {
    outbound: webhookOutboundPolicy(config),
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
    retryMaxMs: config.WEBHOOK_RETRY_MAX_MS,
    disableAfterMs: config.WEBHOOK_DISABLE_AFTER_MS,
    secretOverlapMs: config.WEBHOOK_SECRET_OVERLAP_MS,
  };
}

/** The wait before retry number `failures` (1, 2, …): doubling from the base, capped; ~24 h of tries with the defaults. */
export function webhookRetryDelay(settings: WebhookSettings, failures: number): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.min(failures - 1, 30));
}
