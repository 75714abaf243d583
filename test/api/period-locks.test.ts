import { sql } from 'kysely';
import pg from 'pg';
import { until } from '../support/until.ts';
import { describe, expect, it } from 'vitest';
import { setCategory3 } from '../support/category3-counting.ts';
import type { Tenant, TestApp } from '../support/test-app.ts';
import { useTestAppWithWorkers } from '../support/test-app-with-workers.ts';
import { multipart } from '../support/multipart.ts';
import { waitForJob } from '../support/workers.ts';
import { electricity } from './fixtures.ts';

/** 1,000 kWh of Indian grid electricity in FY2024-25: CEA v21 all-India 0.7117 kg CO2e/kWh. */
const KWH_1000 = 711.7;
const FY2023 = { start: '2023-04-01', end: '2024-03-31' };

let t: TestApp;
useTestAppWithWorkers((app) => {
  t = app;
});

const post = (who: Tenant, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
const lock = (who: Tenant, year: string, reason = 'BRSR filed with BSE on 30 May 2025') =>
  post(who, `/v1/company/periods/${year}/lock`, { reason });
const unlock = (who: Tenant, year: string, reason = 'late supplier invoice found by the assurer') =>
  post(who, `/v1/company/periods/${year}/unlock`, { reason });
const march2024 = (overrides: Record<string, unknown> = {}) =>
  electricity({ period: { start: '2024-03-01', end: '2024-03-31' }, ...overrides });
const liveActivities = (who: Tenant) =>
  t.database.db
    .selectFrom('activities')
    .select(['id', 'period_start', 'emissions_kg_co2e'])
    .where('organization_id', '=', who.organizationId)
    .where('deleted_at', 'is', null)
    .orderBy('period_start')
    .execute();
const emissionsTotal = async (who: Tenant, range = FY2023) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/emissions?start_date=${range.start}&end_date=${range.end}`,
      headers: who.headers,
    })
  ).json().data.total_kg_co2e;

describe('POST /v1/company/periods/{fiscal_year}/lock and /unlock, GET /v1/company/periods', () => {
  it('locks and unlocks a year with who and why, lists it, and audits both with the state before and after', async () => {
    const who = await t.tenant();
    expect((await post(who, '/v1/activities', march2024())).statusCode).toBe(201);

    const locked = await lock(who, 'FY2023-24');
    expect(locked.statusCode).toBe(200);
    expect(locked.json().data).toMatchObject({
      fiscal_year: 'FY2023-24',
      start: '2023-04-01',
      end: '2024-03-31',
      status: 'locked',
      has_data: true,
      locked_by: `api_key:${who.keyId}`,
      lock_reason: 'BRSR filed with BSE on 30 May 2025',
      unlocked_at: null,
    });
    const again = await lock(who, 'FY2023-24');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');

    const list = await t.app.inject({ method: 'GET', url: '/v1/company/periods', headers: who.headers });
    expect(list.json().data.periods).toEqual([expect.objectContaining({ fiscal_year: 'FY2023-24', status: 'locked' })]);

    const opened = await unlock(who, 'FY2023-24');
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      status: 'open',
      unlocked_by: `api_key:${who.keyId}`,
      unlock_reason: 'late supplier invoice found by the assurer',
      lock_reason: 'BRSR filed with BSE on 30 May 2025',
    });
    expect((await unlock(who, 'FY2023-24')).json().error.code).toBe('CONFLICT');

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'entity_type', 'entity_id', 'snapshot'])
      .where('organization_id', '=', who.organizationId)
      .where('entity_type', '=', 'period')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'period.lock',
        actor: `api_key:${who.keyId}`,
        entity_type: 'period',
        entity_id: 'FY2023-24',
        snapshot: {
          reason: 'BRSR filed with BSE on 30 May 2025',
          before: { status: 'open' },
          after: expect.objectContaining({ status: 'locked', lock_reason: 'BRSR filed with BSE on 30 May 2025' }),
        },
      },
      {
        action: 'period.unlock',
        actor: `api_key:${who.keyId}`,
        entity_type: 'period',
        entity_id: 'FY2023-24',
        snapshot: {
          reason: 'late supplier invoice found by the assurer',
          before: expect.objectContaining({ status: 'locked' }),
          after: expect.objectContaining({
            status: 'open',
            unlock_reason: 'late supplier invoice found by the assurer',
          }),
        },
      },
    ]);
  });

  it('refuses a lock without a reason, a malformed year, and keys without full access', async () => {
    const who = await t.tenant();
    const noReason = await post(who, '/v1/company/periods/FY2023-24/lock', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details).toMatchObject({ field: 'reason' });
    for (const year of ['FY2023-25', 'FY0000-01', '2023-24']) {
      const badYear = await lock(who, year);
      expect(badYear.statusCode).toBe(400);
      expect(badYear.json().error.details).toMatchObject({ field: 'fiscal_year' });
    }

    const activitiesOnly = await t.tenant({ plan: 'professional', pack: 2 });
    const refused = await lock(activitiesOnly, 'FY2023-24');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details.reason).toBe('api_pack');
  });
});

describe('writes dated in a locked year', () => {
  it('POST /v1/activities: 409 PERIOD_LOCKED naming the activity, nothing stored; other years and an unlocked year are accepted', async () => {
    const who = await t.tenant();
    await lock(who, 'FY2023-24');

    const single = await post(who, '/v1/activities', march2024());
    expect(single.statusCode).toBe(409);
    expect(single.json().error).toMatchObject({
      code: 'PERIOD_LOCKED',
      status: 409,
      details: { field: 'period', fiscal_year: 'FY2023-24', reason: expect.stringContaining('FY2023-24 is locked') },
    });
    // Spanning the year end is dated in it too.
    const many = await post(who, '/v1/activities', [
      electricity(),
      electricity({ period: { start: '2024-03-20', end: '2024-04-10' } }),
    ]);
    expect(many.statusCode).toBe(409);
    expect(many.json().error.details).toMatchObject({ field: 'activities[1].period' });
    expect(await liveActivities(who)).toEqual([]);

    expect((await post(who, '/v1/activities', electricity())).statusCode).toBe(201);
    await unlock(who, 'FY2023-24');
    expect((await post(who, '/v1/activities', march2024())).statusCode).toBe(201);
    expect(await liveActivities(who)).toHaveLength(2);
  });

  it('DELETE /v1/activities/:id: 409 PERIOD_LOCKED, the activity stays in every total', async () => {
    const who = await t.tenant();
    // Lock behaviour on activity totals; category 3 (counted by default) is category3.test.ts's.
    await setCategory3(t, who, 'excluded');
    const created = (await post(who, '/v1/activities', march2024())).json().data;
    await lock(who, 'FY2023-24');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/activities/${created.activity_id}`,
      headers: who.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'PERIOD_LOCKED', details: { fiscal_year: 'FY2023-24' } });
    expect(await liveActivities(who)).toHaveLength(1);
    expect(await emissionsTotal(who)).toBeCloseTo(created.emissions_kg_co2e, 6);
  });

  it('POST /v1/activities/bulk (JSON) and POST /v1/ingest/auto: the locked records fail with PERIOD_LOCKED, the rest are stored (207); all locked is 409', async () => {
    const who = await t.tenant();
    await lock(who, 'FY2023-24');

    const bulk = await post(who, '/v1/activities/bulk', [march2024(), electricity()]);
    expect(bulk.statusCode).toBe(207);
    expect(bulk.json().data).toMatchObject({
      stored: 1,
      failed: 1,
      errors: [
        {
          index: 0,
          field: 'period.start',
          code: 'PERIOD_LOCKED',
          reason: expect.stringContaining('FY2023-24 is locked'),
        },
      ],
    });

    // A bill dated 10 April 2024 covers 11 March to 10 April: partly in the locked year.
    const records = [
      { bill_date: '2024-04-10', units_kwh: 1000, amount_inr: 8000, state: 'Karnataka' },
      { bill_date: '2024-06-15', units_kwh: 1000, amount_inr: 8000, state: 'Karnataka' },
    ];
    const typed = await post(who, '/v1/ingest/auto', { data_type: 'electricity_bill', records });
    expect(typed.statusCode).toBe(207);
    expect(typed.json().data.errors).toEqual([
      expect.objectContaining({ index: 0, code: 'PERIOD_LOCKED', field: 'period.start' }),
    ]);

    const allLocked = await post(who, '/v1/activities/bulk', [march2024(), march2024({ quantity: 5 })]);
    expect(allLocked.statusCode).toBe(409);
    expect(allLocked.json().error).toMatchObject({
      code: 'PERIOD_LOCKED',
      details: { field: 'activities[0].period.start', errors: [{ index: 0 }, { index: 1 }] },
    });
    expect((await liveActivities(who)).map((row) => row.period_start)).toEqual(['2024-04-01', '2024-05-16']);
  });

  it('CSV upload: rows in the locked year are bad rows with the reason, the rest are stored', async () => {
    const who = await t.tenant();
    await lock(who, 'FY2023-24');
    const csv = 'date,category,quantity,unit\n2024-03-31,electricity,1000,kwh\n2024-04-01,electricity,1000,kwh\n';
    const body = multipart({}, { content: csv });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ingest/upload',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(202);
    await waitForJob(t.database.db, res.json().data.job_id);
    const job = (
      await t.app.inject({ method: 'GET', url: `/v1/jobs/${res.json().data.job_id}`, headers: who.headers })
    ).json().data;
    expect(job).toMatchObject({ status: 'completed', progress: { rows_stored: 1, rows_failed: 1 } });
    expect(job.errors).toEqual([
      {
        line: 2,
        field: 'date',
        reason: expect.stringContaining('FY2023-24 is locked'),
        raw: '2024-03-31,electricity,1000,kwh',
      },
    ]);
    expect((await liveActivities(who)).map((row) => row.period_start)).toEqual(['2024-04-01']);
  });

  it('recalculation skips activities in a locked year and lists them; the others are recalculated and audited even when unchanged', async () => {
    const who = await t.tenant();
    const march = (await post(who, '/v1/activities', march2024())).json().data;
    const april = (await post(who, '/v1/activities', electricity())).json().data;
    await lock(who, 'FY2023-24');
    const res = await post(who, '/v1/activities/recalculate', { from: '2024-03-01', to: '2024-04-30', dry_run: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      total_before_kg_co2e: KWH_1000,
      changes: [{ activity_id: april.activity_id, changed: false }],
      skipped_locked: [
        {
          activity_id: march.activity_id,
          fiscal_year: 'FY2023-24',
          reason: expect.stringContaining('FY2023-24 is locked'),
        },
      ],
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['entity_id', 'snapshot'])
      .where('organization_id', '=', who.organizationId)
      .where('action', '=', 'activity.recalculate')
      .execute();
    expect(audit).toEqual([
      {
        entity_id: april.activity_id,
        snapshot: {
          changed: false,
          before: expect.objectContaining({
            emissions_kg_co2e: KWH_1000,
            factor_value: 0.7117,
            factor_unit: 'kg CO2/kWh',
          }),
          after: expect.objectContaining({ emissions_kg_co2e: KWH_1000, factor_value: 0.7117 }),
        },
      },
    ]);
  });

  it('the database refuses any write dated in a locked year, so a path that forgets to check cannot store one', async () => {
    const who = await t.tenant();
    const created = (await post(who, '/v1/activities', march2024())).json().data;
    await lock(who, 'FY2023-24');
    const update = sql`UPDATE activities SET quantity = 2000 WHERE id = ${created.activity_id}`.execute(t.database.db);
    await expect(update).rejects.toMatchObject({ code: 'PL409', detail: 'FY2023-24' });
    // An activity moved into the locked year from an open one is refused too.
    const april = (await post(who, '/v1/activities', electricity())).json().data;
    const moved = sql`UPDATE activities SET period_start = '2024-03-31' WHERE id = ${april.activity_id}`.execute(
      t.database.db,
    );
    await expect(moved).rejects.toMatchObject({ code: 'PL409' });
    // Another organisation's and the other mode's years are not locked.
    const other = await t.tenant();
    expect((await post(other, '/v1/activities', march2024())).statusCode).toBe(201);
  });

  it('a lock waits for a write dated in the year that is under way, and refuses every write after it', async () => {
    const who = await t.tenant();
    const first = (await post(who, '/v1/activities', march2024())).json().data;
    const writer = new pg.Client({ connectionString: t.database.url });
    await writer.connect();
    try {
      const { rows } = await sql<{ column_name: string }>`
        SELECT column_name FROM information_schema.columns
        WHERE table_name = 'activities' AND column_name NOT IN ('id', 'seq', 'created_at')`.execute(t.database.db);
      const columns = rows.map((row) => `"${row.column_name}"`).join(', ');
      await writer.query('BEGIN');
      await writer.query(`INSERT INTO activities (${columns}) SELECT ${columns} FROM activities WHERE id = $1`, [
        first.activity_id,
      ]);
      const locking = lock(who, 'FY2023-24');
      // The lock waits on the writer's share of the organisation's gate (an advisory lock).
      await until(
        async () => {
          const waiting = await sql<{ n: number }>`
            SELECT count(*)::int AS n FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(t.database.db);
          return waiting.rows[0]!.n > 0 ? true : undefined;
        },
        10_000,
        'the lock to wait for the write under way',
      );
      await writer.query('COMMIT');
      expect((await locking).statusCode).toBe(200);
      expect(await liveActivities(who)).toHaveLength(2);
      expect((await post(who, '/v1/activities', march2024())).statusCode).toBe(409);
    } finally {
      await writer.end();
    }
  });
});
