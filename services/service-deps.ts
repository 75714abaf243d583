import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Queues } from '../jobs/queue-producer.ts';
import type { EmissionsCaches } from './emissions/emissions-caches.ts';
import type { RollupVersions } from './emissions/rollup-versions.ts';
import type { FactorCatalogSource } from './factors/factor-catalog-source.ts';
import type { JobWaits } from './job-waits.ts';

/** What every use case may depend on; the API, the CLI, workers and tests each build one. */
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
  log: Logger;
}
