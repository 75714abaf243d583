import type { BaseLogger } from 'pino';

/** The logging every use case may do: the API's request logger and the workers' pino logger both fit. */
export type ServiceLogger = Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
