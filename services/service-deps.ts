import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Queues } from '../jobs/queue-producer.ts';
import type { EmissionsCaches } from './emissions/emissions-caches.ts';
import type { RollupVersions } from './emissions/rollup-versions.ts';
import type { FactorCatalogSource } from './factors/factor-catalog-source.ts';
import type { JobWaits } from './job-waits.ts';
import type { OutboundPolicy } from './outbound/outbound-address-policy.ts';
import type { WebhookSettings } from './webhooks/webhook-settings.ts';

/** What every use case may depend on; built once per process by composition-root.ts. */
export interface ServiceDeps {
  config: Config;
  db: Db;
  redis: Redis;
  factors: FactorCatalogSource;
  queues: Queues;
  /** Waits (bounded) for a stored job to finish, for `?wait=` answers. */
  jobWaits: JobWaits;
  /** Versions of each organisation's emissions answers, pushed by PostgreSQL; writers note their own changes. */
  rollups: RollupVersions;
  /** This process's cached emissions answers, valid per rollup version (emissions-caches.ts). */
  emissionsCaches: EmissionsCaches;
  /** What requests to customer-given URLs (ERP syncs) may reach: ERP_ALLOWED_HOSTS, the answer size cap. */
  outbound: OutboundPolicy;
  /** Webhook deliveries: what endpoints may reach (WEBHOOK_ALLOWED_HOSTS), timeout, backoff, disabling, secret overlap. */
  webhooks: WebhookSettings;
  log: Logger;
}
