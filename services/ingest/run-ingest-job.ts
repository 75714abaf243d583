import type pg from 'pg';
import { withPgClient } from '../../db/database.ts';
import {
  commitIngestBatch,
  StagedActivities,
  type IngestBatch,
  type IngestProgress,
} from '../../db/queries/ingest-batches.ts';
import { completeIngestJob, jobRecordsPage } from '../../db/queries/ingest-job-runs.ts';
import type { IngestJobView } from '../../db/queries/ingest-jobs.ts';
import { findOrganizationSettings } from '../../db/queries/organization-rows.ts';
import { readOrganizationSettings } from '../../domain/schemas/organization-settings.ts';
import { buildActivityRow, claimRows, type ActivityOwner } from '../activities/activity-row.ts';
import { CLAIM_FIELD } from '../activities/certificate-claims.ts';
import { ResolutionRows } from '../activities/resolution-rows.ts';
import { IngestJobSpec, type IngestJobResult } from '../../domain/ingest/ingest-job-spec.ts';
import { Preparer } from '../../domain/ingest/prepare-record.ts';
import { allSites } from '../sites/load-site-directory.ts';
import { readLockedPeriods } from '../periods/locked-periods-guard.ts';
import { progressPercent } from './job-progress.ts';
import { CsvFormatError, openSource } from './ingest-sources.ts';
import { removeStoredFiles, storagePath } from '../storage/upload-storage.ts';
import { roundKg } from '../../domain/numbers.ts';
import { requestFold } from '../../jobs/definitions/aggregate-fold.ts';
import type { JobOutcome, JobRun } from '../job-outcome.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import { storableText } from '../../domain/schemas/stored-text.ts';

/** Rows per transaction: large enough to amortise round trips, small enough to checkpoint often. */
const BATCH_ROWS = 5_000;
/** A bad row's raw text is kept for the error report, within reason. */
const RAW_MAX_CHARS = 4_096;
/**
 * Rows after which a long job asks for a fold of its rollup deltas: folded while the job runs, its
 * emissions show progress and only the last rows' deltas are left to fold once it completes.
 */
const FOLD_EVERY_ROWS = 100_000;

/** What an ingest run needs: the usual dependencies, where uploads are and the longest CSV record read. */
export interface IngestRunDeps extends Pick<ServiceDeps, 'db' | 'queues' | 'factors'> {
  storageDir: string;
  /** Longer CSV records are reported as bad rows. */
  csvMaxLineBytes: number;
}

/** A batch to fill; `storage`: a committed batch's buffer, encoded over (see StagedActivities). */
const emptyBatch = (resumeLine: number, storage?: Buffer): IngestBatch => ({
  activities: new StagedActivities(storage),
  errors: [],
  claims: [],
  scope2: false,
  resumeLine,
});

/**
 * Reads the job's input from its checkpoint on, maps and calculates each item, and commits batches
 * (activities, deltas, errors, counters, checkpoint) one transaction each on `client`, a connection
 * held for the run. Stops between batches when the worker shuts down (`released`: the next worker resumes
 from the checkpoint).
 */
async function ingest(
  claimed: IngestJobView,
  deps: IngestRunDeps,
  run: JobRun,
  client: pg.PoolClient,
): Promise<JobOutcome<IngestJobResult>> {
  const spec = IngestJobSpec.parse(claimed.payload);
  const filePath = claimed.file_path ? storagePath(deps.storageDir, claimed.file_path) : null;
  const source = openSource(spec, {
    filePath,
    maxLineBytes: deps.csvMaxLineBytes,
    readRecords: (from, limit) => jobRecordsPage(deps.db, claimed.id, from, limit),
    sites: await allSites(deps.db, { organizationId: claimed.organization_id, mode: claimed.mode }),
  });
  const catalog = await deps.factors.current();
  const settings = readOrganizationSettings(await findOrganizationSettings(deps.db, claimed.organization_id));
  // The rows name their job only: its key and request are the job's (and its audit entries'); 53 bytes
  // a row (a 16-byte key id and a 37-byte request id) that every row of the job would repeat.
  const owner: ActivityOwner = {
    organizationId: claimed.organization_id,
    mode: claimed.mode,
    ingestJobId: claimed.id,
  };

  let foldedAtRows = 0;
  const committedResolutions = new Set<string>();
  const commit = async (batch: IngestBatch): Promise<IngestProgress> => {
    const progress = await commitIngestBatch(
      client,
      deps.db,
      { id: claimed.id, organizationId: claimed.organization_id, mode: claimed.mode },
      batch,
      committedResolutions,
    );
    run.rowsProcessed({ stored: batch.activities.count, failed: batch.errors.length });
    // Folds are requested every FOLD_EVERY_ROWS below, not once a second.
    if (batch.activities.count > 0) await emissionsChanged(deps, owner, { fold: false });
    if (progress.rows_stored - foldedAtRows >= FOLD_EVERY_ROWS) {
      foldedAtRows = progress.rows_stored;
      await requestFold(deps.queues);
    }
    run.progress(progressPercent('running', progress.rows_read, progress.rows_total));
    return progress;
  };

  // One batch commits while the next is prepared (PostgreSQL and this process work in parallel);
  // commits still run one after another, so the checkpoint only ever moves forward.
  // Rows dated in a year locked when the run starts are bad rows; a lock committed later fails a batch
  // in the database (the period_locks triggers) and the retry reads it here.
  const preparer = new Preparer(catalog, settings, await readLockedPeriods(deps.db, owner));
  const resolutions = new ResolutionRows();
  let committing: Promise<IngestProgress> | undefined;
  let committingBatch: IngestBatch | undefined;
  let batch = emptyBatch(claimed.resume_line ?? 0);
  for await (const entries of source.entryGroups(batch.resumeLine)) {
    for (const entry of entries) {
      const prepared = preparer.prepare(entry.mapped);
      if (prepared.ok) {
        const write = buildActivityRow(owner, prepared.activity, prepared.calculation, entry.position, resolutions);
        batch.activities.add(write.activity, write.resolution);
        batch.scope2 ||= write.activity.electricity_source !== null;
        if (write.claims.length > 0) {
          const row = {
            line: entry.position,
            field: storableText(source.fieldName(CLAIM_FIELD)),
            raw: storableText(entry.raw().slice(0, RAW_MAX_CHARS)),
          };
          batch.claims.push(...claimRows(write).map((claim) => ({ ...claim, ...row })));
        }
      } else {
        const { field, reason } = prepared.error;
        // A report of bad input may quote it: made storable, or the whole batch would fail on one NUL.
        batch.errors.push({
          line: entry.position,
          field: storableText(source.fieldName(field)),
          reason: storableText(reason),
          raw: storableText(entry.raw().slice(0, RAW_MAX_CHARS)),
        });
      }
      batch.resumeLine = entry.position + 1;
      if (batch.activities.count + batch.errors.length >= BATCH_ROWS) {
        await committing;
        if (run.shutdown.aborted) return { state: 'released' };
        committing = commit(batch);
        // Its failure is rethrown by the next await; until then it must not count as unhandled.
        committing.catch(() => undefined);
        // The batch awaited above is committed: the next one is encoded into its buffer.
        const free = committingBatch?.activities.storage;
        committingBatch = batch;
        batch = emptyBatch(batch.resumeLine, free);
      }
    }
  }
  await committing;
  const progress = await commit(batch);

  const result: IngestJobResult = {
    rows_read: progress.rows_read,
    rows_stored: progress.rows_stored,
    rows_failed: progress.rows_failed,
    total_emissions_kg_co2e: roundKg(progress.emissions_kg_co2e),
  };
  await completeIngestJob(deps.db, claimed.id, result);
  await requestFold(deps.queues);
  // The rows are in PostgreSQL now; the file is not needed again (errors keep their raw lines).
  if (claimed.file_path) await removeStoredFiles(deps.storageDir, [claimed.file_path]);
  return { state: 'completed', result };
}

/**
 * What the ingest.run job does with its claimed row. Exactly-once effect: rows name their (job, line)
 * and each batch commits with its checkpoint and its line range (commitIngestBatch), so a retry, a duplicate delivery or a run after a crash
 * stores nothing twice and loses nothing. Bad rows never fail a job; an unreadable file fails it at
 * once; other errors are thrown, for the runtime to retry (workers/job-lifecycle.ts).
 */
export async function runIngestJob(
  deps: IngestRunDeps,
  claimed: IngestJobView,
  run: JobRun,
): Promise<JobOutcome<IngestJobResult>> {
  try {
    return await withPgClient(deps.db, (client) => ingest(claimed, deps, run, client));
  } catch (error) {
    // Our own refusal of the file, written for the client; the worker's failure log adds its cause.
    if (error instanceof CsvFormatError) return { state: 'failed', message: error.message, cause: error.cause };
    throw error;
  }
}
