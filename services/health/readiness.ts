import { sql } from 'kysely';
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
 * Whether PostgreSQL and Redis answer now. Each wait is bounded, so a dependency that accepts
 * connections but never answers makes the probe fail in time instead of hanging it: PostgreSQL by
 * READINESS_POSTGRES_TIMEOUT_MS, Redis by its client's command timeout (REDIS_COMMAND_TIMEOUT_MS).
 */
export async function checkReadiness(deps: Pick<ServiceDeps, 'config' | 'db' | 'redis'>): Promise<Readiness> {
  const timeoutMs = deps.config.READINESS_POSTGRES_TIMEOUT_MS;
  const [postgres, redis] = await Promise.all([
    outcome(
      withinTime(
        sql`SELECT 1`.execute(deps.db),
        timeoutMs,
        () => new Error(`PostgreSQL did not answer within ${timeoutMs} ms`),
      ),
    ),
    outcome(deps.redis.ping()),
  ]);
  return { ready: postgres === 'ok' && redis === 'ok', checks: { postgres, redis } };
}
