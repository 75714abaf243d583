import { z } from 'zod';

/** Process configuration, read once from the environment and validated at start. */
const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/carbon'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Prefix for every Redis key (queues, rate limits) so several deployments or test runs can share one Redis. */
  REDIS_PREFIX: z.string().default('carbon'),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  STORAGE_DIR: z.string().default('./storage'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Brand part of the key prefix: `<brand>_live_...`. */
  API_KEY_BRAND: z.string().regex(/^[a-z][a-z0-9]{1,15}$/).default('svc'),
  /** Live-key requests per minute, by plan. */
  RATE_LIMIT_PROFESSIONAL: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_ENTERPRISE: z.coerce.number().int().positive().default(3000),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Largest JSON body and largest uploaded file, in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().positive().default(512 * 1024 * 1024),
  /** Honour X-Forwarded-For (behind a load balancer) when set to true. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(2),
  /** BullMQ job lock: a worker that dies (SIGKILL, lost host) has its job taken over after about this long. */
  JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often the scheduler reconciles ingest_jobs with the queues (re-enqueueing what Redis lost). */
  RECONCILE_EVERY_MS: z.coerce.number().int().min(1000).default(30_000),
  /** After SIGTERM/SIGINT, how long draining may take before the process exits with status 1 anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** A running job whose heartbeat is older than this, and that no queue holds, is re-enqueued. */
  STALE_HEARTBEAT_MS: z.coerce.number().int().min(1000).default(120_000),
});

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
