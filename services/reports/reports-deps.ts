import type { Db } from '../../db/database.ts';
import type { Queues } from '../../workers/queues.ts';
import type { ServiceLogger } from '../service-logger.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** What the report use cases need: the database, where files live, the queue, and a logger. */
export interface ReportDeps {
  db: Db;
  storage: FileStorage;
  queues: Pick<Queues, 'enqueueReport'>;
  log: ServiceLogger;
}
