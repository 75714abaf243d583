import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * The one logger of every role (API, workers, scheduler, CLI): JSON lines on stdout. Keys, tokens
 * and cookies never reach it: the headers that carry them are redacted.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
  });
}
