import { z } from 'zod';
import { isValidIpRule } from './domain/keys/key-restrictions.ts';
import packageJson from './package.json' with { type: 'json' };

/** The one version number: package.json's, also the OpenAPI document's info.version and `carbon --version`. */
export const SERVICE_VERSION = packageJson.version;

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * `false`: X-Forwarded-For is ignored. A list of proxy addresses, CIDR blocks or range names: the
 * entries those proxies added are believed. A hop count `N`: the N nearest peers are believed to be
 * proxies, whatever their address. `true` believes the whole chain. See docs/operations.md (Running it).
 */
const TrustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const v = value.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !RANGE_NAMES.includes(entry) && !isValidIpRule(entry));
  if (bad !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `"${bad}" is not true, false, a hop count, an IP address, a CIDR block or one of ${RANGE_NAMES.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

/** Process configuration, read once from the environment and validated at start. */
const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/carbon'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Prefix for every Redis key (queues, rate limits) so several deployments or test runs can share one Redis. */
  REDIS_PREFIX: z.string().default('carbon'),
  /** Longest wait for one Redis command on the request path (rate limits, readiness). */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().positive().default(500),
  /**
   * PostgreSQL bounds for the service's connections: statement_timeout (an answer is awaited at most
   * 1 s longer, so a silent server ends the wait too), idle_in_transaction_session_timeout, and the
   * longest wait for a free connection. A request that meets one answers 503; a job's attempt fails and is retried.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * The statement_timeout of the workers' own connections: a job's statements (a batch's COPY, a
   * fold, a report's aggregation over a year) may rightly run longer than a request's, and a job that
   * meets it is retried, not answered 503. Still bounded, so a frozen server cannot hold a job forever.
   */
  DB_WORKER_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  /** Longest wait for PostgreSQL's answer in /readyz: one that accepts connections but never answers is "not ready" after it. */
  READINESS_POSTGRES_TIMEOUT_MS: z.coerce.number().int().positive().default(1000),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  /** Read-only: opens /metrics and nothing else, so a Prometheus scraper does not hold ADMIN_TOKEN. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  STORAGE_DIR: z.string().default('./storage'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Brand part of the key prefix: `<brand>_live_...`. */
  API_KEY_BRAND: z
    .string()
    .regex(/^[a-z][a-z0-9]{1,15}$/)
    .default('svc'),
  /** Live-key requests per window, by plan; test keys have their own, higher limit. */
  RATE_LIMIT_PROFESSIONAL: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_ENTERPRISE: z.coerce.number().int().positive().default(3000),
  RATE_LIMIT_TEST: z.coerce.number().int().positive().default(6000),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * The queue dashboard shows jobs but refuses retry, clean, promote, add, pause, empty and the like
   * (405) unless set to false: retrying a job by hand can import its data twice.
   */
  QUEUE_DASHBOARD_READ_ONLY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** CSV exports of one organisation streaming at once, across every API instance; one more answers 429. */
  EXPORT_CONCURRENCY_PER_ORG: z.coerce.number().int().positive().default(2),
  /**
   * Queued plus running jobs one organisation may hold per queue (either mode); one more answers 429.
   * At most the workers' concurrency on that queue, another organisation's first job waits at most one run
   * (an ERP sync yields between months to a waiting job, so there at most about one month's read).
   */
  OPEN_JOBS_PER_ORG_INGEST: z.coerce.number().int().positive().default(2),
  OPEN_JOBS_PER_ORG_ERP: z.coerce.number().int().positive().default(2),
  OPEN_JOBS_PER_ORG_REPORT: z.coerce.number().int().positive().default(2),
  /**
   * API keys that match nothing, per client address (IPv6: per /64) and window, before further such
   * keys get 429 instead of 401. A key that exists is never refused by it.
   */
  AUTH_FAILURE_LIMIT: z.coerce.number().int().positive().default(30),
  AUTH_FAILURE_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Wrong ADMIN_TOKEN/METRICS_TOKEN tries per client address and AUTH_FAILURE_WINDOW_MS before the address gets 429. */
  OPERATOR_AUTH_FAILURE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Largest JSON body and largest uploaded file, in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(512 * 1024 * 1024),
  /** An upload whose body brings no byte for this long is answered 408 and its partial file removed. */
  UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * Every request body (JSON and uploads) must bring at least this many bytes a second, counted over
   * each BODY_RATE_WINDOW_MS; a slower one is cut with 408 (a dripping client held its request for as
   * long as it liked). 0 turns the check off.
   */
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(500),
  BODY_RATE_WINDOW_MS: z.coerce.number().int().min(100).default(10_000),
  /** A CSV record longer than this is reported as a bad row and never parsed (parsing time grows with its square). */
  CSV_MAX_LINE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  /** Memory each API instance may spend on cached GET /v1/emissions answers (their JSON size), and again on their folded totals. */
  EMISSIONS_CACHE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(32 * 1024 * 1024),
  /** Which X-Forwarded-For entries to believe: Fastify's trustProxy (see TrustProxy). */
  TRUST_PROXY: TrustProxy.default(false),
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(2),
  /** Worker processes serve their own GET /metrics on this port (on HOST) when it is set. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** BullMQ job lock: a worker that dies (SIGKILL, lost host) has its job taken over after about this long. */
  JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often the scheduler reconciles ingest_jobs with the queues (re-enqueueing what Redis lost). */
  RECONCILE_EVERY_MS: z.coerce.number().int().min(1000).default(30_000),
  /** After SIGTERM/SIGINT, how long draining may take before the process exits with status 1 anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** A running job whose heartbeat is older than this, and that no queue holds, is re-enqueued. */
  STALE_HEARTBEAT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** An uploaded file older than this that no queued or running job holds is removed by the scheduler. */
  UPLOAD_ORPHAN_AGE_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(24 * 60 * 60 * 1000),
  /**
   * Loopback and private addresses an ERP sync may reach (Tally on the office LAN): comma-separated
   * host names, IPs and CIDRs. Link-local and cloud-metadata addresses are refused whatever it says.
   */
  ERP_ALLOWED_HOSTS: z.string().default(''),
  /** Largest answer read from an ERP server. */
  ERP_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  /**
   * How long one ERP sync may run, all its requests to Tally included (timeout_ms bounds each
   * request), counted over all its turns on a worker (a sync yields between months to waiting jobs;
   * its result's run_ms). Past it the sync stops after its last committed month with ERP_TIMEOUT; the
   * next sync of the range skips the committed months (unchanged watermark) and goes on from there.
   */
  ERP_SYNC_MAX_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  /** How long POST /v1/ingest/erp-sync waits for its job before answering 202. */
  ERP_SYNC_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(25_000),
  /** How often each scheduler process re-reads the ERP schedules (created, changed, paused, deleted). */
  ERP_SCHEDULE_POLL_MS: z.coerce.number().int().min(100).default(2_000),
  /** The shortest time a schedule's cron may leave between two fire times (tests lower it to run second-by-second crons). */
  ERP_SCHEDULE_MIN_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(24 * 60 * 60 * 1000)
    .default(15 * 60 * 1000),
  /**
   * Loopback and private hosts a webhook endpoint may name, and the only hosts it may reach over plain
   * http (everything else needs https): the same form as ERP_ALLOWED_HOSTS.
   */
  WEBHOOK_ALLOWED_HOSTS: z.string().default(''),
  /** One webhook request (look-up, connection, answer) may take this long; longer is a failed attempt. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The first retry of a failed webhook delivery waits this long; each next one twice as long, up to WEBHOOK_RETRY_MAX_MS. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  WEBHOOK_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(4 * 60 * 60 * 1000),
  /** An endpoint whose deliveries have failed for this long is disabled (a webhook.disabled event tells the others). */
  WEBHOOK_DISABLE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(24 * 60 * 60 * 1000),
  /** After POST /v1/webhooks/:id/rotate the old secret still signs (a second v1 signature) for this long. */
  WEBHOOK_SECRET_OVERLAP_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 60 * 60 * 1000),
  /** How often the scheduler looks for endpoints with events to deliver (the outbox relay). */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(50).default(1_000),
  /** ERP schedules one organisation may have (both modes). */
  ERP_SCHEDULES_PER_ORGANIZATION: z.coerce.number().int().positive().default(20),
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
