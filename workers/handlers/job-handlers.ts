import { JOB_CONTRACTS } from '../../jobs/job-registry.ts';
import type { JobHandler } from '../job-handler.ts';
import { aggregateFoldHandler } from './aggregate-fold-handler.ts';
import { erpSyncHandler } from './erp-sync-handler.ts';
import { ingestRunHandler } from './ingest-run-handler.ts';
import { reportRenderHandler } from './report-render-handler.ts';
import { webhookDeliveryHandler } from './webhook-delivery-handler.ts';

/** The handler of every job kind; adding a kind is a contract in jobs/definitions/, a handler here. */
export const JOB_HANDLERS: readonly JobHandler[] = [
  ingestRunHandler,
  aggregateFoldHandler,
  erpSyncHandler,
  reportRenderHandler,
  webhookDeliveryHandler,
] as JobHandler[];

const keyOf = (contract: { queue: string; name: string }) => `${contract.queue}/${contract.name}`;

/**
 * Immich's rule: a process refuses to start when a job kind is declared twice, has no handler or
 * two, or a handler runs a kind the registry does not list, so a job can never sit in a queue that
 * nothing runs.
 */
export function handlersByKind(handlers: readonly JobHandler[] = JOB_HANDLERS): Map<string, JobHandler> {
  const kinds = new Set(JOB_CONTRACTS.map(keyOf));
  if (kinds.size !== JOB_CONTRACTS.length) throw new Error('A job kind is defined twice in jobs/job-registry.ts');
  const byKind = new Map<string, JobHandler>();
  for (const handler of handlers) {
    const key = keyOf(handler.contract);
    if (!kinds.has(key)) throw new Error(`Job ${key} has a handler but is not listed in jobs/job-registry.ts`);
    if (byKind.has(key)) throw new Error(`Job ${key} has two handlers in workers/handlers/job-handlers.ts`);
    byKind.set(key, handler);
  }
  for (const kind of kinds) if (!byKind.has(kind)) throw new Error(`Job ${kind} has no handler`);
  return byKind;
}
