import { ingestRun } from '../../jobs/definitions/ingest-run.ts';
import { runIngestJob } from '../../services/ingest/run-ingest-job.ts';
import { handleJob } from '../job-handler.ts';
import { INGEST_JOBS, runStoredJob } from '../job-lifecycle.ts';

export const ingestRunHandler = handleJob(ingestRun, ({ ingestJobId }, deps, context) =>
  runStoredJob(INGEST_JOBS, ingestJobId, deps, context, { run: (claimed, run) => runIngestJob(deps, claimed, run) }),
);
