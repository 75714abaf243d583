import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../../api/app.ts';
import {
  createKey,
  createOrganization,
  type CreateKeyInput,
  type CreateOrganizationInput,
} from '../../services/keys/key-management.ts';
import { loadConfig, type Config } from '../../config.ts';
import { loadEmissionFactors } from '../../services/factors/load-factor-datasets.ts';
import { composeServiceDeps } from '../../composition-root.ts';
import { connectApiRedis } from '../../redis-connections.ts';
import type { FactorCatalogSource } from '../../services/factors/factor-catalog-source.ts';
import type { Queues } from '../../jobs/queue-producer.ts';
import { createLogger } from '../../logger.ts';
import type { ServiceDeps } from '../../services/service-deps.ts';
import type { Logger } from 'pino';
import { createTestDatabase, type TestDatabase } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  redis: Redis;
  queues: Queues;
  factors: FactorCatalogSource;
  log: Logger;
  /** The dependencies the app hands to services, for calling a service directly. */
  deps: ServiceDeps;
  /** An organisation with one key; defaults: enterprise plan, test mode. */
  tenant(
    options?: Partial<CreateOrganizationInput> & { mode?: 'test' | 'live'; key?: Partial<CreateKeyInput> },
  ): Promise<Tenant>;
  close(): Promise<void>;
}

export interface Tenant {
  organizationId: string;
  keyId: string;
  key: string;
  /** Headers carrying the key as a Bearer token. */
  headers: Record<string, string>;
}

/** The real app on its own database and Redis prefix, with factors loaded; `logs` collects its log lines. */
export async function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: { logs?: string[] } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  await loadEmissionFactors(database.db);
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    DATABASE_URL: database.url,
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN: 'test-admin-token-0123456789',
    STORAGE_DIR: `/tmp/carbon-test-storage/${prefix}`,
    // Most tests queue jobs with no worker running, so they stay open: out of reach unless a test sets them.
    OPEN_JOBS_PER_ORG_INGEST: '1000',
    OPEN_JOBS_PER_ORG_ERP: '1000',
    OPEN_JOBS_PER_ORG_REPORT: '1000',
    ...overrides,
  });
  const redis = await connectApiRedis(config);
  const logs = options.logs;
  const log = createLogger(config, logs ? { write: (line: string) => void logs.push(line) } : undefined);
  const composed = composeServiceDeps(config, { db: database.db, redis, log });
  const { deps } = composed;
  const { queues, factors } = deps;
  const app = await buildApp(deps);
  await app.ready();
  let counter = 0;
  return {
    app,
    config,
    database,
    redis,
    queues,
    factors,
    log,
    deps,
    async tenant(options = {}) {
      counter += 1;
      const { mode = 'test', key = {}, ...org } = options;
      const organization = await createOrganization(
        database.db,
        { name: `Org ${counter}`, plan: 'enterprise', country: 'IN', ...org } as CreateOrganizationInput,
        'test',
      );
      const created = await createKey(
        database.db,
        config.API_KEY_BRAND,
        { organization_id: organization.id, mode, name: 'test key', allowed_ips: [], allowed_domains: [], ...key },
        'test',
      );
      return {
        organizationId: organization.id,
        keyId: created.id,
        key: created.key,
        headers: { authorization: `Bearer ${created.key}` },
      };
    },
    async close() {
      await app.close();
      await composed.close();
      const keys = await redis.keys(`${config.REDIS_PREFIX}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await rm(config.STORAGE_DIR, { recursive: true, force: true });
      await database.drop();
    },
  };
}
