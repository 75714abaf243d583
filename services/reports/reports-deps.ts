import type { ServiceDeps } from '../service-deps.ts';
import { openFileStorage } from '../storage/configured-file-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** What the report use cases need: the database, the queue, a logger, and where files live. */
export interface ReportDeps extends Pick<ServiceDeps, 'db' | 'queues' | 'log'> {
  storage: FileStorage;
}

export function reportDeps(deps: Pick<ServiceDeps, 'db' | 'queues' | 'log'>, storageDir: string): ReportDeps {
  return { db: deps.db, queues: deps.queues, log: deps.log, storage: openFileStorage(storageDir) };
}
