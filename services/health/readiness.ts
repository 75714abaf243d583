import { withPgClient, type Db } from '../../db/database.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { withinTime } from '../time-limit.ts';

export interface Readiness {
  ready: boolean;
  /** `ok`, or `error: ` and why, per dependency. */
  checks: { postgres: string; redis: string };
}

const outcome = (check: Promise<unknown>) =>
  check.then(
    () => 'ok',
    (error: Error) => `error: ${error.message}`,
  );

/**
 * SELECT 1 on a connection of the pool, given up after `timeoutMs` (waiting for the connection
 * included). A connection whose answer did not come in time is closed, not handed back busy: probes
 * every few seconds would otherwise take every connection of the pool while PostgreSQL hangs.
 */
function pingPostgres(db: Db, timeoutMs: number): Promise<unknown> {
  const timeoutError = () => new Error(`PostgreSQL did not answer within ${timeoutMs} ms`);
  return withinTime(
    withPgClient(db, (client) => withinTime(client.query('SELECT 1'), timeoutMs, timeoutError)),
    timeoutMs,
    timeoutError,
  );
}

/**
 * Whether PostgreSQL and Redis answer now. Each wait is bounded, so a dependency that accepts
 * connections but never answers makes the probe fail in time instead of hanging it: PostgreSQL by
 * READINESS_POSTGRES_TIMEOUT_MS, Redis by its client's command timeout (REDIS_COMMAND_TIMEOUT_MS).
 */
export async function checkReadiness(deps: Pick<ServiceDeps, 'config' | 'db' | 'redis'>): Promise<Readiness> {
  const [postgres, redis] = await Promise.all([
    outcome(pingPostgres(deps.db, deps.config.READINESS_POSTGRES_TIMEOUT_MS)),
    outcome(deps.redis.ping()),
  ]);
  return { ready: postgres === 'ok' && redis === 'ok', checks: { postgres, redis } };
}
