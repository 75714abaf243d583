import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { QUEUE_NAMES } from './jobs/job-registry.ts';
import { Queues } from './jobs/queue-producer.ts';
import { redisOptions } from './redis-connections.ts';
import { emissionsCaches } from './services/emissions/emissions-caches.ts';
import { RollupVersions } from './services/emissions/rollup-versions.ts';
import { FactorCatalogSource } from './services/factors/factor-catalog-source.ts';
import { erpOutboundPolicy } from './services/outbound/outbound-address-policy.ts';
import type { ServiceDeps } from './services/service-deps.ts';
import { webhookSettings } from './services/webhooks/webhook-settings.ts';
import { storedJobWaits } from './workers/job-lifecycle.ts';

/** The process's use-case dependencies and how to let go of what they opened (queues, the rollup listener). */
export interface ComposedDeps {
  deps: ServiceDeps;
  /** Announces pending rollup changes and closes the queues; the caller's db and redis stay open. */
  close(): Promise<void>;
}

/**
 * The one place ServiceDeps are built (service.ts for every role, the test app, scripts/write-openapi.ts),
 * from connections the caller owns. Nothing here queries or listens yet: the rollup listener starts
 * on first use, the queues connect in the background.
 */
export function composeServiceDeps(config: Config, connections: { db: Db; redis: Redis; log: Logger }): ComposedDeps {
  const { db, redis, log } = connections;
  const queues = new Queues(redisOptions(config), config.REDIS_PREFIX, QUEUE_NAMES, log);
  const rollups = new RollupVersions(db, config.DATABASE_URL, log);
  const deps: ServiceDeps = {
    config,
    db,
    redis,
    factors: new FactorCatalogSource(db),
    queues,
    jobWaits: storedJobWaits(db),
    rollups,
    emissionsCaches: emissionsCaches(config.EMISSIONS_CACHE_BYTES),
    // Checked here, at start: a malformed ERP_ALLOWED_HOSTS stops the process with a message naming it.
    outbound: erpOutboundPolicy(config),
    webhooks: webhookSettings(config),
    log,
  };
  return {
    deps,
    async close() {
      await rollups.close();
      await queues.close();
    },
  };
}
