import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPgClient } from '../../db/database.ts';
import { migrations } from '../../db/migrations/migration-list.ts';
import { commitIngestBatch, StagedActivities, type IngestBatch } from '../../db/queries/ingest-batches.ts';
import { insertIngestJob } from '../../db/queries/ingest-jobs.ts';
import type { ActivitySubmission } from '../../domain/schemas/activity-submission.ts';
import { buildActivityRow } from '../../services/activities/activity-row.ts';
import { createTestApp, type Tenant, type TestApp } from '../support/test-app.ts';

/**
 * commitIngestBatch against the real database: batches that overlap what an earlier run committed
 * (a retry, a duplicate delivery) store only the rest, and every stored row's deltas and total agree.
 */
let t: TestApp;
let who: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  who = await t.tenant();
});
afterAll(async () => t.close());

const submission = (kwh: number, sourceName = 'meter'): ActivitySubmission => ({
  activity_type: 'electricity',
  scope: '2',
  quantity: kwh,
  unit: 'kWh',
  period: { start: '2024-04-02', end: '2024-04-02' },
  location: { country: 'IN' },
  source: { type: 'csv', confidence: 0.7, name: sourceName },
  metadata: {},
});

async function newJob(tenant = who): Promise<string> {
  const job = await insertIngestJob(
    t.database.db,
    { organizationId: tenant.organizationId, mode: 'test' },
    {
      id: randomUUID(),
      kind: 'csv',
      payload: {},
      rowsTotal: null,
      apiKeyId: tenant.keyId,
      requestId: 'test',
    },
  );
  return job.id;
}

/** Lines [from, to) as a batch, each line's quantity equal to its number. */
async function batchOf(
  jobId: string,
  from: number,
  to: number,
  sourceName?: string,
  tenant = who,
  storage?: Buffer,
): Promise<IngestBatch> {
  const catalog = await t.factors.current();
  const owner = { organizationId: tenant.organizationId, mode: 'test' as const, ingestJobId: jobId };
  const activities = new StagedActivities(storage);
  for (let line = from; line < to; line += 1) {
    const outcome = catalog.calculate(submission(line, sourceName), {
      flight_radiative_forcing: 'included',
      factor_edition: 'reporting_year',
      gwp_set: 'AR5',
      scope3_category3: 'included',
    });
    if (!outcome.ok) throw new Error(outcome.error.reason);
    const write = buildActivityRow(owner, submission(line, sourceName), outcome.value, line);
    activities.add(write.activity, write.resolution);
  }
  return { activities, errors: [], claims: [], scope2: false, resumeLine: to };
}

/** Commits `batch` as a run does; a run's resolutions committed so far in `committedResolutions` (none unless given). */
const commit = (jobId: string, batch: IngestBatch, committedResolutions = new Set<string>(), tenant = who) =>
  withPgClient(t.database.db, (client) =>
    commitIngestBatch(
      client,
      t.database.db,
      { id: jobId, organizationId: tenant.organizationId, mode: 'test' },
      batch,
      committedResolutions,
    ),
  );

async function stored(jobId: string) {
  const result = await sql<{ lines: number[]; kg: string; deltas_kg: string; job_kg: string }>`
    SELECT (SELECT array_agg(ingest_line ORDER BY ingest_line) FROM activities WHERE ingest_job_id = ${jobId}) AS lines,
           (SELECT sum(emissions_kg_co2e)::text FROM activities WHERE ingest_job_id = ${jobId}) AS kg,
           (SELECT sum(emissions_kg_co2e)::text FROM emission_daily_deltas WHERE organization_id = ${who.organizationId}) AS deltas_kg,
           (SELECT emissions_kg_co2e::text FROM ingest_jobs WHERE id = ${jobId}) AS job_kg`.execute(t.database.db);
  return result.rows[0];
}

describe('commitIngestBatch', () => {
  it('stores only the positions at or after the checkpoint when a batch overlaps an earlier commit', async () => {
    await sql`DELETE FROM emission_daily_deltas WHERE organization_id = ${who.organizationId}`.execute(t.database.db);
    const jobId = await newJob();
    const first = await commit(jobId, await batchOf(jobId, 2, 12));
    expect(first).toMatchObject({ rows_stored: 10, rows_read: 10 });
    // A rerun that began before the first commit: lines 7..11 are already there.
    const second = await commit(jobId, await batchOf(jobId, 7, 17));
    expect(second).toMatchObject({ rows_stored: 15, rows_read: 15 });
    const after = await stored(jobId);
    expect(after.lines).toEqual(Array.from({ length: 15 }, (_, i) => i + 2));
    // 2 + 3 + … + 16 kWh at 0.7117 kg/kWh, and the deltas and the job's running total say the same.
    expect(Number(after.kg)).toBeCloseTo(135 * 0.7117, 6);
    expect(after.deltas_kg).toBe(after.kg);
    expect(after.job_kg).toBe(after.kg);
  });

  it('lets one of two concurrent commits of the same batch store it, the other nothing', async () => {
    await sql`DELETE FROM emission_daily_deltas WHERE organization_id = ${who.organizationId}`.execute(t.database.db);
    const jobId = await newJob();
    const batch = await batchOf(jobId, 2, 502);
    const results = await Promise.all([commit(jobId, batch), commit(jobId, batch)]);
    expect(results.map((r) => r.rows_stored).sort()).toEqual([500, 500]);
    const after = await stored(jobId);
    expect(after.lines).toHaveLength(500);
    expect(after.deltas_kg).toBe(after.kg);
    expect(after.job_kg).toBe(after.kg);
  });

  it('fails a batch whose lines overlap a committed batch, even when the checkpoint would let it through', async () => {
    const jobId = await newJob();
    await commit(jobId, await batchOf(jobId, 2, 12));
    const before = await stored(jobId);
    // A checkpoint lost (the guard must not rely on it): lines 7..11 would be stored twice.
    await sql`UPDATE ingest_jobs SET resume_line = 7 WHERE id = ${jobId}`.execute(t.database.db);
    await expect(commit(jobId, await batchOf(jobId, 7, 17))).rejects.toMatchObject({ code: '23514' });
    expect(await stored(jobId)).toEqual(before);
    // Two writers that both read line 11 as the job's last: the second batch to follow it is refused.
    const follow = (first: number) =>
      sql`INSERT INTO ingest_job_batches (organization_id, job_id, after_line, first_line, last_line)
        VALUES (${who.organizationId}, ${jobId}, 11, ${first}, ${first})`.execute(t.database.db);
    await follow(12);
    await expect(follow(13)).rejects.toMatchObject({ code: '23505' });
    expect(before.lines).toEqual(Array.from({ length: 10 }, (_, i) => i + 2));
  });

  it('keeps the guard across its migration down and up: each job gets one batch row for the lines it stored', async () => {
    const jobId = await newJob();
    await commit(jobId, await batchOf(jobId, 2, 12));
    await commit(jobId, await batchOf(jobId, 12, 20));
    const migrator = new Migrator({ db: t.database.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toEqual(['20261129T0060_ingest_batch_guard']);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const batches =
      await sql`SELECT after_line, first_line, last_line FROM ingest_job_batches WHERE job_id = ${jobId}`.execute(
        t.database.db,
      );
    expect(batches.rows).toEqual([{ after_line: null, first_line: 2, last_line: 19 }]);
    // The job goes on after the lines it stored, and cannot store them again.
    await commit(jobId, await batchOf(jobId, 20, 25));
    await sql`UPDATE ingest_jobs SET resume_line = 15 WHERE id = ${jobId}`.execute(t.database.db);
    await expect(commit(jobId, await batchOf(jobId, 15, 30))).rejects.toMatchObject({ code: '23514' });
    expect((await stored(jobId)).lines).toEqual(Array.from({ length: 23 }, (_, i) => i + 2));
  });

  it("writes deltas summed from the batch's rows equal to the stored rows' own, less the rows refused on commit", async () => {
    await sql`DELETE FROM emission_daily_deltas WHERE organization_id = ${who.organizationId}`.execute(t.database.db);
    const jobId = await newJob();
    const catalog = await t.factors.current();
    const owner = { organizationId: who.organizationId, mode: 'test' as const, ingestJobId: jobId };
    const monthly = (kwh: number): ActivitySubmission => ({
      ...submission(kwh),
      period: { start: '2024-05-01', end: '2024-05-31' },
    });
    const diesel = (litres: number): ActivitySubmission => ({
      ...submission(litres),
      activity_type: 'fuel.diesel',
      scope: '1',
      unit: 'litre',
    });
    // Figures whose float sums drift (0.1 + 0.2), tiny and large ones, several keys, category 3 on the fuel.
    const submissions = [0.1, 0.2, 1234.567, 1e-7, 98765432.1].flatMap((n) => [submission(n), monthly(n), diesel(n)]);
    const activities = new StagedActivities();
    const claims: IngestBatch['claims'] = [];
    submissions.forEach((item, i) => {
      const outcome = catalog.calculate(item, {
        flight_radiative_forcing: 'included',
        factor_edition: 'reporting_year',
        gwp_set: 'AR5',
        scope3_category3: 'included',
      });
      if (!outcome.ok) throw new Error(outcome.error.reason);
      const write = buildActivityRow(owner, item, outcome.value, i + 2);
      write.activity.id = randomUUID();
      // The first two electricity rows claim one certificate id: the second is refused on commit.
      if (i === 0 || i === 3)
        claims.push({
          activityId: write.activity.id,
          scheme: 'REC',
          certificateId: `REC-${jobId}`,
          kwh: 1,
          line: i + 2,
          field: 'certificates',
          raw: null,
        });
      activities.add(write.activity, write.resolution);
    });
    const progress = await commit(jobId, {
      activities,
      errors: [],
      claims,
      scope2: true,
      resumeLine: submissions.length + 2,
    });
    expect(progress).toMatchObject({ rows_stored: submissions.length - 1, rows_failed: 1 });

    const perKey = (from: ReturnType<typeof sql>) =>
      sql<Record<string, string>>`
      SELECT day::text, last_day::text, scope::text, activity_type, sum(emissions_kg_co2e)::text AS kg,
             sum(market)::text AS market, sum(renewable)::text AS renewable, sum(instrument)::text AS instrument,
             sum(category3)::text AS category3, sum(n)::text AS n
      FROM ${from} x GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`.execute(t.database.db);
    const deltas =
      await perKey(sql`(SELECT day, last_day, scope, activity_type, emissions_kg_co2e, market_kg_co2e AS market,
      renewable_kwh AS renewable, instrument_kwh AS instrument, category3_kg_co2e AS category3, starts AS n
      FROM emission_daily_deltas WHERE organization_id = ${who.organizationId})`);
    const rows = await perKey(sql`(SELECT period_start AS day, period_end AS last_day, scope, activity_type,
      sum(emissions_kg_co2e) AS emissions_kg_co2e, sum(coalesce(market_based_kg_co2e, emissions_kg_co2e)) AS market,
      coalesce(sum(renewable_kwh), 0) AS renewable, coalesce(sum(instrument_kwh), 0) AS instrument,
      coalesce(sum(category3_kg_co2e), 0) AS category3, count(*) AS n
      FROM activities WHERE ingest_job_id = ${jobId} GROUP BY 1, 2, 3, 4)`);
    expect(rows.rows).toHaveLength(3);
    expect(rows.rows.some((row) => row.category3 !== '0')).toBe(true);
    // digit for digit: the same numeric text, scale included
    expect(deltas.rows).toEqual(rows.rows);
    const after = await stored(jobId);
    expect(after.job_kg).toBe(after.kg);
  });

  it('sends a resolution until a batch of the run commits it, then not again', async () => {
    // A tenant of its own: no resolution of it is stored yet.
    const tenant = await t.tenant();
    const jobId = await newJob(tenant);
    const storedResolutions = async () =>
      (
        await sql<{
          id: string;
        }>`SELECT id FROM activity_resolutions WHERE organization_id = ${tenant.organizationId}`.execute(t.database.db)
      ).rows.map((row) => row.id);
    const committed = new Set<string>();
    // A batch refused by the guard (lines 2..20 are recorded as committed) commits nothing, its resolution neither.
    await sql`INSERT INTO ingest_job_batches (organization_id, job_id, after_line, first_line, last_line)
      VALUES (${tenant.organizationId}, ${jobId}, NULL, 2, 20)`.execute(t.database.db);
    await sql`UPDATE ingest_jobs SET resume_line = 2 WHERE id = ${jobId}`.execute(t.database.db);
    const ids = (batch: IngestBatch) => [...batch.activities.resolutions.keys()].sort();
    const refused = commit(jobId, await batchOf(jobId, 2, 12, undefined, tenant), committed, tenant);
    await expect(refused).rejects.toMatchObject({ code: '23514' });
    expect(committed.size).toBe(0);
    expect(await storedResolutions()).toEqual([]);
    // The next batch sends its resolutions and, committed, they are the run's.
    await sql`UPDATE ingest_jobs SET resume_line = 21 WHERE id = ${jobId}`.execute(t.database.db);
    const second = await batchOf(jobId, 21, 31, undefined, tenant);
    await commit(jobId, second, committed, tenant);
    expect([...committed].sort()).toEqual(ids(second));
    expect((await storedResolutions()).sort()).toEqual(ids(second));
    // Later batches of the run do not send them again (removed here to see that; resolutions are never deleted).
    await sql`DELETE FROM activity_resolutions WHERE organization_id = ${tenant.organizationId}`.execute(t.database.db);
    const third = await batchOf(jobId, 31, 41, undefined, tenant);
    expect(ids(third).filter((id) => committed.has(id))).not.toEqual([]);
    await commit(jobId, third, committed, tenant);
    expect((await storedResolutions()).sort()).toEqual(ids(third).filter((id) => !ids(second).includes(id)));
    // Another run (a retry: nothing committed by it yet) sends them.
    const fourth = await batchOf(jobId, 41, 51, undefined, tenant);
    await commit(jobId, fourth, new Set(), tenant);
    expect(await storedResolutions()).toEqual(expect.arrayContaining(ids(fourth)));
    const lines = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM activities WHERE ingest_job_id = ${jobId}`.execute(t.database.db);
    expect(lines.rows[0].n).toBe(30);
  });

  it("stores a batch encoded into a committed batch's buffer as its own rows", async () => {
    const jobId = await newJob();
    const first = await batchOf(jobId, 2, 12, 'first meter, with a longer name');
    await commit(jobId, first);
    // The job's next batches are encoded over a committed one's rows (its COPY must send only theirs).
    const next = await batchOf(jobId, 12, 15, 'second', who, first.activities.storage);
    expect(next.activities.storage).toBe(first.activities.storage);
    await commit(jobId, next);
    const rows = await sql<{ ingest_line: number; source_name: string; quantity: string }>`
      SELECT ingest_line, source_name, quantity::text FROM activities WHERE ingest_job_id = ${jobId} AND ingest_line >= 12
      ORDER BY ingest_line`.execute(t.database.db);
    expect(rows.rows).toEqual(
      [12, 13, 14].map((line) => ({ ingest_line: line, source_name: 'second', quantity: String(line) })),
    );
    const after = await stored(jobId);
    expect(after.lines).toEqual(Array.from({ length: 13 }, (_, i) => i + 2));
    expect(after.job_kg).toBe(after.kg);
  });

  it('round-trips text with tabs, newlines and backslashes through COPY', async () => {
    const jobId = await newJob();
    const name = 'meter\tA\nB\\C\r';
    await commit(jobId, await batchOf(jobId, 2, 3, name));
    const row = await t.database.db
      .selectFrom('activities')
      .select(['source_name'])
      .where('ingest_job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(row.source_name).toBe(name);
  });
});
