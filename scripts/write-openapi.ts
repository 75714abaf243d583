import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from '../api/app.ts';
import { composeServiceDeps } from '../composition-root.ts';
import { loadConfig } from '../config.ts';
import { createDb, createPool } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { redisOptions } from '../redis-connections.ts';

/**
 * `npm run -s openapi -- FILE [OPERATOR_FILE]`: builds the app as `npm start` does and writes its public
 * OpenAPI document (what GET /docs/json answers) to FILE, and the operator routes' (GET
 * /docs/operator/json) to OPERATOR_FILE, for linting and client generation in CI. Building the app
 * runs no query; the queues connect to Redis (REDIS_URL), as the queue dashboard needs them.
 */
async function main() {
  const [file, operatorFile] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('Usage: npm run -s openapi -- FILE [OPERATOR_FILE]\n');
    process.exit(2);
  }
  const documents = { '/docs/json': file, ...(operatorFile ? { '/docs/operator/json': operatorFile } : {}) };
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const log = createLogger(config);
  const db = createDb(createPool(config.DATABASE_URL, 1));
  const redis = new Redis({ ...redisOptions(config), lazyConnect: true });
  // The rollup listener starts only when GET /v1/emissions answers: nothing listens here.
  const composed = composeServiceDeps(config, { db, redis, log });
  const app = await buildApp(composed.deps);
  try {
    for (const [url, target] of Object.entries(documents)) {
      const answer = await app.inject({ method: 'GET', url });
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, `${JSON.stringify(answer.json(), null, 2)}\n`);
    }
  } finally {
    await app.close();
    await composed.close();
    redis.disconnect();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
