import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyTextField, CopyTextRows } from '../copy-text.ts';
import { timeOrderedUuid } from '../time-ordered-uuid.ts';
import type { Db } from '../database.ts';
import type { Mode, NewActivity, NewActivityResolution } from '../schema.ts';
import { ACTIVITY_COLUMNS, activityField } from '../activity-columns.ts';
import { StagedRollupDeltas, type StagedDeltas, type StagedFigures } from '../staged-rollup-deltas.ts';
import { stagedDeltasInsert } from './rollups.ts';
import { certificateMatching } from './certificate-matching.ts';
import { claimCopiedRows, type CopiedClaim } from './instrument-claims.ts';

/** The columns but the id, which a row is given here unless it has one (see add). */
const ROW_COLUMNS = ACTIVITY_COLUMNS.filter((column) => column !== 'id');
const COPY_ACTIVITIES = `COPY activities (id, ${ROW_COLUMNS.join(', ')}) FROM STDIN`;

/** Bytes a batch's buffer starts with; it doubles when a batch needs more. */
const INITIAL_BUFFER_BYTES = 4 * 1024 * 1024;

/** Staged rows as COPY input. */
export interface StagedRows {
  data: Buffer;
  rows: number;
  lines: { first: number; last: number };
}

/**
 * A batch's activities, encoded for its COPY as they are calculated (while the previous batch is
 * written), into one buffer outside the JavaScript heap: a row's text dies young instead of living
 * on the heap until its batch commits, which kept the garbage collector busy promoting and
 * compacting megabytes of strings per batch.
 */
export class StagedActivities {
  private buffer: Buffer;
  private bytes = 0;
  private readonly offsets: number[] = [];
  private readonly lines: number[] = [];
  /** The resolutions the batch's rows reference, each once. */
  readonly resolutions = new Map<string, NewActivityResolution>();
  private readonly rollups = new StagedRollupDeltas();
  /** Electricity and certificate rows' markets and periods, each once: what certificate matching looks at. */
  private readonly electricity = new Map<string, ElectricityPeriod>();
  private readonly text = new CopyTextRows(ROW_COLUMNS.map(activityField));

  /**
   * `storage`: the buffer of a batch that is committed (its rows are not read again), written over.
   * A fresh buffer per batch is memory outside the heap that only a full collection frees: under
   * the workers' 256 MB heap cap, V8 ran one every few batches for it.
   */
  constructor(storage?: Buffer) {
    this.buffer = storage ?? Buffer.allocUnsafe(INITIAL_BUFFER_BYTES);
  }

  get count(): number {
    return this.lines.length;
  }

  /** The buffer the rows are encoded into, for a next batch once this one is committed. */
  get storage(): Buffer {
    return this.buffer;
  }

  /** Adds an ingested row (its `ingest_line` set; lines in increasing order) and the resolution it references. */
  add(row: NewActivity & StagedFigures, resolution: NewActivityResolution): void {
    this.resolutions.set(resolution.id, resolution);
    this.rollups.add(row);
    if (row.electricity_source) {
      const { country, period_start, period_end, electricity_source } = row;
      const period_midpoint = row.period_midpoint ?? null;
      const key = `${country}|${period_start}|${period_end}|${period_midpoint}|${electricity_source}`;
      if (!this.electricity.has(key))
        this.electricity.set(key, { country, period_start, period_end, period_midpoint, electricity_source });
    }
    // Time-ordered ids: the batch appends to the primary key's index (see timeOrderedUuid).
    const text = this.text.line(row, row.id === undefined ? timeOrderedUuid() : copyTextField(row.id));
    // UTF-8 takes at most three bytes per UTF-16 unit.
    if (this.bytes + text.length * 3 > this.buffer.length) this.grow(this.bytes + text.length * 3);
    this.offsets.push(this.bytes);
    this.lines.push(row.ingest_line!);
    this.bytes += this.buffer.write(text, this.bytes);
  }

  /** The rows at or after `line`, as COPY input, how many they are and their first and last lines. */
  from(line: number): StagedRows {
    const first = this.indexOf(line);
    const start = first < this.offsets.length ? this.offsets[first] : this.bytes;
    return {
      data: this.buffer.subarray(start, this.bytes),
      rows: this.lines.length - first,
      lines: { first: this.lines[first] ?? line, last: this.lines.at(-1) ?? line },
    };
  }

  /**
   * The rows at or after `line` but those of `refused` lines (removed again on commit), as their
   * rollup deltas are summed: from the rows as built, exactly what the COPY stored.
   */
  deltas(line: number, refused: readonly number[]): StagedDeltas {
    return this.rollups.rows(this.indexOf(line), new Set(refused.map((refusedLine) => this.indexOf(refusedLine))));
  }

  /** The electricity and certificate rows' markets and periods, as certificateMatching's `touched`. */
  touchedElectricity(): RawBuilder<unknown> {
    const rows = [...this.electricity.values()];
    const column = <K extends keyof ElectricityPeriod>(key: K) => rows.map((row) => row[key]);
    return sql`(SELECT * FROM unnest(${column('country')}::text[], ${column('period_start')}::date[],
      ${column('period_end')}::date[], ${column('period_midpoint')}::date[], ${column('electricity_source')}::text[])
      AS e(country, period_start, period_end, period_midpoint, electricity_source))`;
  }

  /** The index of the first row at or after `line` (the row count when none is). */
  private indexOf(line: number): number {
    let first = 0;
    while (first < this.lines.length && this.lines[first] < line) first += 1;
    return first;
  }

  private grow(atLeast: number) {
    const bigger = Buffer.allocUnsafe(Math.max(atLeast, this.buffer.length * 2));
    this.buffer.copy(bigger, 0, 0, this.bytes);
    this.buffer = bigger;
  }
}

/** What certificate matching needs of an electricity or certificate row. */
type ElectricityPeriod = Pick<NewActivity, 'country' | 'period_start' | 'period_end' | 'electricity_source'> & {
  period_midpoint: string | null;
};

export interface IngestErrorRow {
  line: number;
  field: string;
  reason: string;
  raw: string | null;
}

export interface IngestBatch {
  activities: StagedActivities;
  errors: IngestErrorRow[];
  /** The certificate ids its rows claim (instrument-claims.ts). */
  claims: CopiedClaim[];
  /** Whether a row is electricity or a certificate: its market and year are matched (certificate-matching.ts). */
  scope2: boolean;
  /** First source position after this batch: where a resumed run starts. */
  resumeLine: number;
}

export interface IngestProgress {
  rows_read: number;
  rows_stored: number;
  rows_failed: number;
  rows_total: number | null;
  /** Every stored row's emissions so far (numeric, as text). */
  emissions_kg_co2e: string;
}

/** The job a batch belongs to, and whose rows they are. */
export interface IngestJobKey {
  id: string;
  organizationId: string;
  mode: Mode;
}

/** Runs a compiled statement on the batch's own connection. */
async function run<R>(client: pg.PoolClient, query: CompiledQuery<R>): Promise<R[]> {
  return (await client.query(query.sql, query.parameters as unknown[])).rows as R[];
}

/** Locks the job's row for this transaction and reads its checkpoint: positions below it are stored. */
async function lockCheckpoint(client: pg.PoolClient, db: Db, jobId: string): Promise<number> {
  const [job] = await run(
    client,
    db.selectFrom('ingest_jobs').select('resume_line').where('id', '=', jobId).forUpdate().compile(),
  );
  if (!job) throw new Error(`ingest job ${jobId} no longer exists`);
  return job.resume_line ?? 0;
}

/** COPY of staged rows; returns how many were stored. */
async function copyActivities(client: pg.PoolClient, staged: StagedRows): Promise<number> {
  if (staged.rows === 0) return 0;
  const stream = client.query(copyFrom(COPY_ACTIVITIES));
  await pipeline(Readable.from([staged.data]), stream);
  return Number(stream.rowCount);
}

/** The bad rows of a job as one INSERT; rows already recorded (a rerun) are left alone. */
function errorsInsert(job: { id: string; organizationId: string }, errors: readonly IngestErrorRow[]) {
  return sql<{ line: number }>`
    INSERT INTO ingest_job_errors (organization_id, job_id, line, field, reason, raw)
    SELECT ${job.organizationId}::uuid, ${job.id}::uuid, * FROM unnest(
      ${errors.map((e) => e.line)}::int4[], ${errors.map((e) => e.field)}::text[],
      ${errors.map((e) => e.reason)}::text[], ${errors.map((e) => e.raw)}::text[])
    ON CONFLICT DO NOTHING
    RETURNING line`;
}

/** Records bad rows not recorded yet (an ERP sync's skipped vouchers); returns how many were new. */
export async function insertNewErrors(
  db: Db,
  job: { id: string; organizationId: string },
  errors: readonly IngestErrorRow[],
): Promise<number> {
  if (errors.length === 0) return 0;
  return (await errorsInsert(job, errors).execute(db)).rows.length;
}

/** The CTE storing a batch's resolutions that are not stored yet (none when there are none to send). */
function resolutionsInsert(db: Db, resolutions: NewActivityResolution[]) {
  if (resolutions.length === 0) return sql``;
  const insert = db
    .insertInto('activity_resolutions')
    .values(resolutions)
    .onConflict((conflict) => conflict.doNothing());
  return sql`resolutions AS (${insert}), `;
}

/**
 * The CTE recording a batch's creations in the audit log: one `activity.create` entry per committed
 * batch on the job (its line range, count, emissions and the span of the rows' periods, from `deltas`),
 * by the job's key. Nothing when the batch stored no row.
 */
function creationAuditInsert(job: IngestJobKey, staged: StagedRows, stored: number) {
  if (stored === 0) return sql``;
  return sql`audit AS (
          INSERT INTO audit_log (organization_id, mode, actor, api_key_id, action, entity_type, entity_id, request_id, snapshot)
          SELECT j.organization_id, j.mode, coalesce('api_key:' || j.api_key_id, 'ingest_job:' || j.id), j.api_key_id,
                 'activity.create', 'ingest_job', j.id::text, j.request_id,
                 jsonb_build_object('job_id', j.id, 'first_line', ${staged.lines.first}::int, 'last_line', ${staged.lines.last}::int,
                   'count', ${stored}::int, 'api_key_id', j.api_key_id,
                   'total_emissions_kg_co2e', (SELECT round(sum(emissions_kg_co2e), 3) FROM deltas),
                   'period', jsonb_build_object('start', (SELECT min(day) FROM deltas), 'end', (SELECT max(last_day) FROM deltas)))
          FROM ingest_jobs j WHERE j.id = ${job.id} AND j.organization_id = ${job.organizationId}),
        `;
}

/**
 * The CTE recording the copied line range in ingest_job_batches after the job's last recorded batch:
 * a range that does not start after it (a position stored twice) fails the batch, and so does a
 * second batch following the same one (db/migrations/20261129T0060_ingest_batch_guard.ts). Nothing
 * when no row was copied.
 */
function batchGuardInsert(job: IngestJobKey, staged: StagedRows, copied: number) {
  if (copied === 0) return sql``;
  return sql`guard AS (
          INSERT INTO ingest_job_batches (organization_id, job_id, after_line, first_line, last_line)
          SELECT ${job.organizationId}::uuid, ${job.id}::uuid, max(last_line), ${staged.lines.first}::int, ${staged.lines.last}::int
          FROM ingest_job_batches WHERE organization_id = ${job.organizationId} AND job_id = ${job.id}),
        `;
}

/**
 * Commits one batch all or nothing on `client` (a connection of its own, for COPY) in four round trips:
 * lock the job, COPY the activities, then one statement for the resolutions they reference, their
 * rollup deltas (summed from the rows as the batch built them, not read back), the batch's creation audit entry, the bad rows, and the job's counters, running
 * emissions total and checkpoint. A batch with certificate claims takes one statement more after the
 * COPY (claimCopiedRows), and one with electricity or certificates one at the end (certificateMatching).
 *
 * Exactly once: the job's row is locked first and its checkpoint read; every position below it was
 * committed by an earlier run (a retry, a duplicate delivery, a run before a crash), so only the rest
 * is written. Runs of one job therefore serialise here and never store a position twice; the batch's
 * row in ingest_job_batches stands behind that (its lines must follow the job's last committed
 * batch's), failing the batch rather than repeating a row.
 *
 * `committedResolutions` holds the ids of the resolutions the run's earlier batches committed, which
 * are stored for good (resolutions are never deleted): only the others are sent, and the batch's own
 * are added once it commits. Without it every batch sent again the few hundred its rows reference
 * (1.8 kB each), for ON CONFLICT to drop.
 */
export async function commitIngestBatch(
  client: pg.PoolClient,
  db: Db,
  job: IngestJobKey,
  batch: IngestBatch,
  committedResolutions: Set<string>,
): Promise<IngestProgress> {
  await client.query('BEGIN');
  try {
    const checkpoint = await lockCheckpoint(client, db, job.id);
    const staged = batch.activities.from(checkpoint);
    const copiedCount = await copyActivities(client, staged);
    const claims = batch.claims.filter((claim) => claim.line >= checkpoint);
    // Rows reusing a certificate id are removed again and become bad rows.
    const refused = claims.length > 0 ? (await run(client, claimCopiedRows(job, claims).compile(db)))[0]!.lines : [];
    const stored = copiedCount - refused.length;
    // The deltas of exactly the rows stored, summed from the rows as built (what the COPY wrote), exactly.
    const deltas = batch.activities.deltas(checkpoint, refused);
    const newResolutions = [...batch.activities.resolutions.values()].filter(
      (resolution) => !committedResolutions.has(resolution.id),
    );
    const [progress] = await run(
      client,
      sql<IngestProgress>`
        WITH ${resolutionsInsert(db, newResolutions)}deltas AS (${stored > 0 ? sql`${stagedDeltasInsert(job, deltas)} RETURNING emissions_kg_co2e, day, last_day` : sql`SELECT 0::numeric AS emissions_kg_co2e, NULL::date AS day, NULL::date AS last_day WHERE false`}),
        ${creationAuditInsert(job, staged, stored)}${batchGuardInsert(job, staged, copiedCount)}
        errors AS (${errorsInsert(
          job,
          batch.errors.filter((error) => error.line >= checkpoint),
        )})
        UPDATE ingest_jobs SET
          rows_stored = rows_stored + ${stored}::int,
          rows_failed = rows_failed + (SELECT count(*) FROM errors) + ${refused.length}::int,
          rows_read = rows_read + ${copiedCount}::int + (SELECT count(*) FROM errors),
          emissions_kg_co2e = emissions_kg_co2e + (SELECT coalesce(sum(emissions_kg_co2e), 0) FROM deltas),
          resume_line = greatest(coalesce(resume_line, 0), ${batch.resumeLine}::int),
          heartbeat_at = now()
        WHERE id = ${job.id}
        RETURNING rows_read, rows_stored, rows_failed, rows_total, emissions_kg_co2e`.compile(db),
    );
    if (batch.scope2 && stored > 0)
      await run(client, certificateMatching(job, batch.activities.touchedElectricity()).compile(db));
    await client.query('COMMIT');
    for (const resolution of newResolutions) committedResolutions.add(resolution.id);
    return progress;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
