import { type Kysely, sql } from 'kysely';

/**
 * Locked fiscal years (issue #23 item 7): one row per organisation, mode and fiscal year, locked while
 * unlocked_at is null. The triggers are the one place every writer of activities passes through: a
 * statement that inserts or updates (soft-deletes, recalculates) an activity whose period overlaps a
 * locked year fails with SQLSTATE PL409, whatever path it came from. Each statement takes the
 * organisation's period-lock gate shared and POST …/lock takes it exclusive, so a lock waits for
 * writes already under way and no write dated in the year commits after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE period_locks (
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      fiscal_year text NOT NULL,
      period_start date NOT NULL,
      period_end date NOT NULL,
      locked_at timestamptz NOT NULL,
      locked_by text NOT NULL,
      lock_reason text NOT NULL,
      unlocked_at timestamptz,
      unlocked_by text,
      unlock_reason text,
      PRIMARY KEY (organization_id, mode, fiscal_year)
    );

    CREATE FUNCTION refuse_activity_writes_in_locked_periods() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      hit record;
    BEGIN
      PERFORM pg_advisory_xact_lock_shared(hashtextextended('period_locks:' || t.organization_id || ':' || t.mode, 0))
      FROM (SELECT DISTINCT organization_id, mode FROM changed_rows) t;
      IF TG_OP = 'UPDATE' THEN
        SELECT l.fiscal_year, l.period_start, l.period_end, c.period_start AS activity_start, c.period_end AS activity_end
        INTO hit
        FROM (SELECT organization_id, mode, period_start, period_end FROM changed_rows
              UNION ALL SELECT organization_id, mode, period_start, period_end FROM rows_before) c
        JOIN period_locks l ON l.organization_id = c.organization_id AND l.mode = c.mode AND l.unlocked_at IS NULL
          AND c.period_start <= l.period_end AND c.period_end >= l.period_start
        LIMIT 1;
      ELSE
        SELECT l.fiscal_year, l.period_start, l.period_end, c.period_start AS activity_start, c.period_end AS activity_end
        INTO hit
        FROM changed_rows c
        JOIN period_locks l ON l.organization_id = c.organization_id AND l.mode = c.mode AND l.unlocked_at IS NULL
          AND c.period_start <= l.period_end AND c.period_end >= l.period_start
        LIMIT 1;
      END IF;
      IF FOUND THEN
        RAISE EXCEPTION 'period locked: % (% to %) is locked; an activity dated % to % cannot be written',
          hit.fiscal_year, hit.period_start, hit.period_end, hit.activity_start, hit.activity_end
          USING ERRCODE = 'PL409', DETAIL = hit.fiscal_year;
      END IF;
      RETURN NULL;
    END $$;

    CREATE TRIGGER activities_insert_period_locks AFTER INSERT ON activities
      REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_activity_writes_in_locked_periods();
    CREATE TRIGGER activities_update_period_locks AFTER UPDATE ON activities
      REFERENCING OLD TABLE AS rows_before NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_activity_writes_in_locked_periods();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER IF EXISTS activities_update_period_locks ON activities;
    DROP TRIGGER IF EXISTS activities_insert_period_locks ON activities;
    DROP FUNCTION IF EXISTS refuse_activity_writes_in_locked_periods();
    DROP TABLE IF EXISTS period_locks;
  `.execute(db);
}
