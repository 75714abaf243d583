import type { JobDefinition } from './define-job.ts';
import { aggregateFold } from './definitions/aggregate-fold.ts';
import { erpSync } from './definitions/erp-sync.ts';
import { ingestRun } from './definitions/ingest-run.ts';
import { reportRender } from './definitions/report-render.ts';

/** Every job kind the service runs. Adding one is a file under definitions/ plus a line here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  ingestRun,
  aggregateFold,
  erpSync,
  reportRender,
] as JobDefinition[];

export const QUEUE_NAMES: readonly string[] = [...new Set(JOB_DEFINITIONS.map((d) => d.queue))];

/**
 * Immich's rule: a process refuses to start when a job kind is declared twice or has no handler,
 * so a job can never sit in a queue that nothing runs.
 */
export function assertJobRegistry(definitions: readonly JobDefinition[] = JOB_DEFINITIONS): void {
  const seen = new Set<string>();
  for (const definition of definitions) {
    const key = `${definition.queue}/${definition.name}`;
    if (seen.has(key)) throw new Error(`Job ${key} is defined twice in jobs/job-registry.ts`);
    if (typeof definition.handler !== 'function') throw new Error(`Job ${key} has no handler`);
    seen.add(key);
  }
}
