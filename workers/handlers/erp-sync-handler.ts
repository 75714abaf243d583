import { erpSync } from '../../jobs/definitions/erp-sync.ts';
import { erpSyncExclusiveKey, runErpSync } from '../../services/erp/erp-sync-run.ts';
import { handleJob } from '../job-handler.ts';
import { INGEST_JOBS, runStoredJob } from '../job-lifecycle.ts';

/** One sync per Tally host and company at a time: a busy company delays the job without using an attempt. */
export const erpSyncHandler = handleJob(erpSync, ({ ingestJobId }, deps, context) =>
  runStoredJob(INGEST_JOBS, ingestJobId, deps, context, {
    exclusiveKey: erpSyncExclusiveKey,
    run: (claimed, run) => runErpSync(deps, claimed, run),
  }),
);
