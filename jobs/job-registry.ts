import type { JobContract } from './define-job.ts';
import { aggregateFold } from './definitions/aggregate-fold.ts';
import { erpSync } from './definitions/erp-sync.ts';
import { ingestRun } from './definitions/ingest-run.ts';
import { reportRender } from './definitions/report-render.ts';
import { webhookDelivery } from './definitions/webhook-delivery.ts';

/** Every job kind the service runs. Adding one is a file under definitions/ plus a line here (and its handler in workers/handlers/). */
export const JOB_CONTRACTS: readonly JobContract[] = [
  ingestRun,
  aggregateFold,
  erpSync,
  reportRender,
  webhookDelivery,
] as JobContract[];

export const QUEUE_NAMES: readonly string[] = [...new Set(JOB_CONTRACTS.map((d) => d.queue))];
