import { JOB_CONTRACTS } from '../../jobs/job-registry.ts';
import type { JobHandler } from '../job-handler.ts';
import { aggregateFoldHandler } from './aggregate-fold-handler.ts';
import { erpSyncHandler } from './erp-sync-handler.ts';
import { ingestRunHandler } from './ingest-run-handler.ts';
import { reportRenderHandler } from './report-render-handler.ts';
import { webhookDeliveryHandler } from './webhook-delivery-handler.ts';

/**
 * The handler of every job kind, for processes working every queue (startWorkers takes them); adding
 * a kind is a contract in jobs/definitions/, a handler here. The ingest thread of --role all imports
 * the ingest handler alone (workers/worker-runtime.ts), not this list.
 */
export const JOB_HANDLERS: readonly JobHandler[] = [
  ingestRunHandler,
  aggregateFoldHandler,
  erpSyncHandler,
  reportRenderHandler,
  webhookDeliveryHandler,
] as JobHandler[];

// A process refuses to start when a listed job kind has no handler here: nothing would ever run its jobs.
const unhandled = JOB_CONTRACTS.filter((contract) => !JOB_HANDLERS.some((handler) => handler.contract === contract));
if (unhandled.length > 0)
  throw new Error(
    `Job ${unhandled.map((c) => `${c.queue}/${c.name}`).join(', ')} has no handler in workers/handlers/job-handlers.ts`,
  );
