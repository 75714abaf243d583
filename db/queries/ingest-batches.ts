import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { NewActivity } from '../schema.ts';
import { dailyDeltasInsert } from './rollups.ts';

/**
 * Every column an ingested activity row sets, with its PostgreSQL type for the unnest() arrays. A column
 * missing here is silently left NULL (or its default) for ingested rows: keep it in step with the row builder
 * (test/pipeline/fuels-and-defaults.test.ts reads the disclosure columns of CSV rows).
 */
export const ACTIVITY_COLUMNS = [
  ['organization_id', 'uuid'],
  ['mode', 'text'],
  ['activity_type', 'text'],
  ['scope', 'int2'],
  ['quantity', 'numeric'],
  ['unit', 'text'],
  ['period_start', 'date'],
  ['period_end', 'date'],
  ['country', 'text'],
  ['state', 'text'],
  ['city', 'text'],
  ['grid_region', 'text'],
  ['source_type', 'text'],
  ['source_confidence', 'numeric'],
  ['source_name', 'text'],
  ['source_reference', 'text'],
  ['metadata', 'jsonb'],
  ['emissions_kg_co2e', 'numeric'],
  ['co2_kg_co2e', 'numeric'],
  ['ch4_kg_co2e', 'numeric'],
  ['n2o_kg_co2e', 'numeric'],
  ['hfcs_kg_co2e', 'numeric'],
  ['pfcs_kg_co2e', 'numeric'],
  ['sf6_kg_co2e', 'numeric'],
  ['nf3_kg_co2e', 'numeric'],
  ['energy_gj', 'numeric'],
  ['energy_class', 'text'],
  ['energy_renewable', 'bool'],
  ['co2_only', 'bool'],
  ['scope3_category', 'int2'],
  ['biogenic_co2_kg', 'numeric'],
  ['memo_kg_co2e', 'numeric'],
  ['memo_kind', 'text'],
  ['factor_id', 'text'],
  ['factor_value', 'numeric'],
  ['factor_unit', 'text'],
  ['factor_source', 'text'],
  ['factor_version', 'text'],
  ['factor_region', 'text'],
  ['confidence_score', 'numeric'],
  ['calculation', 'jsonb'],
  ['notices', 'jsonb'],
  ['ingest_job_id', 'uuid'],
  ['ingest_line', 'int4'],
  ['api_key_id', 'uuid'],
  ['request_id', 'text'],
] as const satisfies readonly (readonly [keyof NewActivity, string])[];

export interface IngestErrorRow {
  line: number;
  field: string;
  reason: string;
  raw: string | null;
}

export interface IngestBatch {
  activities: NewActivity[];
  errors: IngestErrorRow[];
  /** First source position after this batch: where a resumed run starts. */
  resumeLine: number;
}

export interface IngestProgress {
  rows_read: number;
  rows_stored: number;
  rows_failed: number;
  rows_total: number | null;
}

/**
 * Stores activities not stored yet, keyed by (job, line), and appends rollup deltas for exactly the
 * rows inserted (RETURNING), all in one statement. A retried or duplicated batch inserts nothing
 * and so adds no delta. One multi-row INSERT over unnest() arrays: one parameter per column, any
 * batch size. Returns how many rows were inserted.
 */
async function insertNewActivities(db: Db, rows: readonly NewActivity[]): Promise<number> {
  if (rows.length === 0) return 0;
  const arrays = ACTIVITY_COLUMNS.map(([name, type]) => sql`${rows.map((row) => row[name] ?? null)}::${sql.raw(type)}[]`);
  const result = await sql<{ stored: number }>`
    WITH inserted AS (
      INSERT INTO activities (${sql.join(ACTIVITY_COLUMNS.map(([name]) => sql.ref(name)))})
      SELECT * FROM unnest(${sql.join(arrays)})
      ON CONFLICT (ingest_job_id, ingest_line) WHERE ingest_job_id IS NOT NULL DO NOTHING
      RETURNING organization_id, mode, scope, activity_type, emissions_kg_co2e, period_start, period_end
    ), deltas AS (${dailyDeltasInsert(sql`inserted`, 1)})
    SELECT count(*)::int AS stored FROM inserted
  `.execute(db);
  return result.rows[0]!.stored;
}

/** Records bad rows not recorded yet; returns how many were new. */
export async function insertNewErrors(db: Db, jobId: string, errors: readonly IngestErrorRow[]): Promise<number> {
  if (errors.length === 0) return 0;
  const result = await sql<{ line: number }>`
    INSERT INTO ingest_job_errors (job_id, line, field, reason, raw)
    SELECT ${jobId}::uuid, * FROM unnest(
      ${errors.map((e) => e.line)}::int4[], ${errors.map((e) => e.field)}::text[],
      ${errors.map((e) => e.reason)}::text[], ${errors.map((e) => e.raw)}::text[])
    ON CONFLICT DO NOTHING
    RETURNING line
  `.execute(db);
  return result.rows.length;
}

/**
 * Commits one batch all or nothing: new activities with their deltas, new errors, and the job's
 * counters and checkpoint. Counters grow only by what was actually new, so rows_read =
 * rows_stored + rows_failed stays exact under retries and duplicate deliveries.
 */
export async function commitIngestBatch(db: Db, jobId: string, batch: IngestBatch): Promise<IngestProgress> {
  return db.transaction().execute(async (trx) => {
    const stored = await insertNewActivities(trx, batch.activities);
    const failed = await insertNewErrors(trx, jobId, batch.errors);
    return trx
      .updateTable('ingest_jobs')
      .set((eb) => ({
        rows_stored: eb('rows_stored', '+', stored),
        rows_failed: eb('rows_failed', '+', failed),
        rows_read: eb('rows_read', '+', stored + failed),
        resume_line: sql<number>`greatest(coalesce(resume_line, 0), ${batch.resumeLine}::int)`,
        heartbeat_at: sql<Date>`now()`,
      }))
      .where('id', '=', jobId)
      .returning(['rows_read', 'rows_stored', 'rows_failed', 'rows_total'])
      .executeTakeFirstOrThrow();
  });
}
