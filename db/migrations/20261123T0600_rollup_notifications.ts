import { type Kysely, sql } from 'kysely';

/**
 * A bumped rollup generation (a fold, a reset) notifies channel `rollup_changed` with payload
 * `organization_id:mode` when its transaction commits. Writers of deltas announce their own changes
 * right after committing (db/rollup-notifications.ts): a notifying transaction's commit is serialised
 * with every other's, too slow for the request path. API processes LISTEN and version their cached
 * answers by it (services/emissions/rollup-versions.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_rollup_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('rollup_changed', c.organization_id::text || ':' || c.mode)
      FROM (SELECT DISTINCT organization_id, mode FROM changed) c;
      RETURN NULL;
    END $$;
    CREATE TRIGGER rollup_generations_insert_notify AFTER INSERT ON rollup_generations
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_rollup_change();
    CREATE TRIGGER rollup_generations_update_notify AFTER UPDATE ON rollup_generations
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_rollup_change();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER rollup_generations_update_notify ON rollup_generations;
    DROP TRIGGER rollup_generations_insert_notify ON rollup_generations;
    DROP FUNCTION notify_rollup_change();
  `.execute(db);
}
