import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './database.ts';

/**
 * The channel rollup changes are announced on, with payload `organization_id:mode`: by a trigger when
 * a fold or reset bumps a generation (migration 20261123T0600), by writers right after committing deltas.
 */
const ROLLUP_CHANNEL = 'rollup_changed';

/** Several changes (`organization_id:mode` each) announced in one statement (see announceRollupChangeOn). */
export function announceRollupChanges(changes: readonly string[]) {
  return sql`SELECT set_config('synchronous_commit', 'off', true), pg_notify(${ROLLUP_CHANNEL}, change)
    FROM unnest(${changes}::text[]) AS change`;
}

/**
 * Announces a committed change of one organisation's rollups on the pool, in a transaction of its own.
 * Not inside the writing transaction: PostgreSQL serialises the commits of notifying transactions, WAL
 * flush included, which capped POST /v1/activities at a tenth of its rate. This transaction writes
 * nothing and does not wait for its flush. A process dying between its commit and this announcement
 * leaves other processes' answers stale only until that delta is folded (the fold announces it).
 */
export async function announceRollupChangeOn(db: Db, organizationId: string, mode: string): Promise<void> {
  await announceRollupChanges([`${organizationId}:${mode}`]).execute(db);
}

const RECONNECT_MAX_MS = 5_000;

export interface RollupChangeHandlers {
  /** Some committed transaction changed this organisation's and mode's rollups. */
  change(organizationId: string, mode: string): void;
  /** Listening (again): notifications from now on arrive; any sent while away were lost. */
  listening(): void;
  /** The connection is gone: until `listening` again, notifications are missed. */
  lost(error: Error): void;
}

/**
 * LISTENs for rollup changes on a connection of its own (outside the pool: it is held for the life
 * of the process), reconnecting with a growing delay. PostgreSQL delivers a notification when its
 * transaction commits, so a change is never announced before it is visible.
 */
export function listenForRollupChanges(databaseUrl: string, handlers: RollupChangeHandlers) {
  let client: pg.Client | undefined;
  let closed = false;
  let attempts = 0;
  let retry: NodeJS.Timeout | undefined;

  const drop = (error: Error) => {
    if (!client) return;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    client = undefined;
    handlers.lost(error);
    if (!closed) retry = setTimeout(() => void connect(), Math.min(250 * 2 ** attempts++, RECONNECT_MAX_MS));
  };

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client = next;
    next.on('notification', (message) => {
      const [organizationId, mode] = (message.payload ?? '').split(':');
      if (organizationId && mode) handlers.change(organizationId, mode);
    });
    next.on('error', (error) => drop(error));
    next.on('end', () => drop(new Error('the notification connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${ROLLUP_CHANNEL}`);
      if (closed || client !== next) return;
      attempts = 0;
      handlers.listening();
    } catch (error) {
      if (client === next) drop(error as Error);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
