import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../database.ts';
import type { Database, ErpSchedulesTable } from '../schema.ts';
import type { TenantScope } from './tenant-scope.ts';

export interface ErpScheduleFields {
  name: string | null;
  cron: string;
  timezone: string;
  erp_system: string;
  connection_config: Record<string, unknown>;
  lookback: unknown;
  enabled: boolean;
  runner?: 'server' | 'connector';
  /** Set only by the service when it pauses a schedule; cleared when it runs again. */
  paused_reason?: string | null;
  /** The key the schedule acts with: its creator's, or the key that last resumed it. */
  api_key_id?: string;
}

/** Schedules of one organisation and mode that are not deleted: every read and change goes through it. */
const owned = (scope: TenantScope) => (eb: ExpressionBuilder<Database, 'erp_schedules'>) =>
  eb.and([eb('organization_id', '=', scope.organizationId), eb('mode', '=', scope.mode), eb('deleted_at', 'is', null)]);

function columns(fields: Partial<ErpScheduleFields>) {
  const { connection_config, lookback, ...rest } = fields;
  return {
    ...rest,
    ...(connection_config !== undefined ? { connection_config: JSON.stringify(connection_config) } : {}),
    ...(lookback !== undefined ? { lookback: JSON.stringify(lookback) } : {}),
  } satisfies Partial<{ [K in keyof ErpSchedulesTable]: unknown }>;
}

export async function insertErpSchedule(db: Db, scope: TenantScope, fields: ErpScheduleFields, apiKeyId: string) {
  const values = columns(fields) as ErpScheduleFields & { connection_config: string; lookback: string };
  return db
    .insertInto('erp_schedules')
    .values({ ...values, organization_id: scope.organizationId, mode: scope.mode, api_key_id: apiKeyId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many schedules an organisation has (both modes, not deleted). */
export async function countErpSchedules(db: Db, organizationId: string): Promise<number> {
  const { count } = await db
    .selectFrom('erp_schedules')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('organization_id', '=', organizationId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Not-deleted schedules of one organisation and mode, oldest first. */
export async function listErpSchedules(db: Db, scope: TenantScope) {
  return db.selectFrom('erp_schedules').selectAll().where(owned(scope)).orderBy('created_at').orderBy('id').execute();
}

export async function findErpSchedule(db: Db, scope: TenantScope, id: string) {
  return db.selectFrom('erp_schedules').selectAll().where('id', '=', id).where(owned(scope)).executeTakeFirst();
}

/** Applies a change and bumps the version, so every scheduler process re-creates the timer. */
export async function updateErpSchedule(db: Db, scope: TenantScope, id: string, fields: Partial<ErpScheduleFields>) {
  return db
    .updateTable('erp_schedules')
    .set((eb) => ({ ...columns(fields), version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
    .where('id', '=', id)
    .where(owned(scope))
    .returningAll()
    .executeTakeFirst();
}

export async function softDeleteErpSchedule(db: Db, scope: TenantScope, id: string) {
  return db
    .updateTable('erp_schedules')
    .set((eb) => ({ deleted_at: sql<Date>`now()`, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where(owned(scope))
    .returningAll()
    .executeTakeFirst();
}

/** Every schedule that should have a timer (all organisations): what a scheduler process runs. Connector schedules have none. */
export async function activeErpSchedules(db: Db) {
  return db
    .selectFrom('erp_schedules')
    .select(['id', 'cron', 'timezone', 'version'])
    .where('deleted_at', 'is', null)
    .where('enabled', '=', true)
    .where('runner', '=', 'server')
    .execute();
}

/** The enabled connector schedules of one organisation and mode: those `carbon tally agent` runs. */
export async function listConnectorErpSchedules(db: Db, scope: TenantScope) {
  return db
    .selectFrom('erp_schedules')
    .selectAll()
    .where(owned(scope))
    .where('enabled', '=', true)
    .where('runner', '=', 'connector')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One schedule, locked until the transaction ends: a claim and an outcome of its runs are decided one at a time. */
export async function lockErpSchedule(db: Db, scope: TenantScope, id: string) {
  return db
    .selectFrom('erp_schedules')
    .selectAll()
    .where('id', '=', id)
    .where(owned(scope))
    .forUpdate()
    .executeTakeFirst();
}

/**
 * A schedule as it is when it fires (any organisation), with what gives it authority: its
 * organisation's plan and pack and the state of the key it acts with (null columns when that key is
 * gone). Undefined when deleted, paused or handed to the connector since.
 */
export async function findFiringErpSchedule(db: Db, id: string) {
  return db
    .selectFrom('erp_schedules as s')
    .innerJoin('organizations as o', 'o.id', 's.organization_id')
    .leftJoin('api_keys as k', 'k.id', 's.api_key_id')
    .selectAll('s')
    .select([
      'o.plan',
      'o.api_pack',
      'o.country',
      'k.id as key_id',
      'k.revoked_at as key_revoked_at',
      'k.expires_at as key_expires_at',
    ])
    .where('s.id', '=', id)
    .where('s.deleted_at', 'is', null)
    .where('s.enabled', '=', true)
    .where('s.runner', '=', 'server')
    .executeTakeFirst();
}

/** Pauses a running schedule with the service's reason (bumping the version stops every timer); undefined when it was not running. */
export async function pauseErpSchedule(db: Db, id: string, reason: string) {
  return db
    .updateTable('erp_schedules')
    .set((eb) => ({
      enabled: false,
      paused_reason: reason,
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('enabled', '=', true)
    .returningAll()
    .executeTakeFirst();
}

export interface ScheduleRun {
  /** Null for a connector run: the chunks it pushed are jobs of their own. */
  jobId: string | null;
  status: string;
  recordsSynced: number | null;
  error: string | null;
}

/** The outcome of the schedule's latest run (a run never overwrites a later one's record). */
export async function recordErpScheduleRun(db: Db, scheduleId: string, run: ScheduleRun, at: Date): Promise<void> {
  await db
    .updateTable('erp_schedules')
    .set({
      last_run_at: at,
      last_run_job_id: run.jobId,
      last_run_status: run.status,
      last_run_records_synced: run.recordsSynced,
      last_run_error: run.error,
    })
    .where('id', '=', scheduleId)
    .where((eb) => eb.or([eb('last_run_at', 'is', null), eb('last_run_at', '<=', at)]))
    .execute();
}
