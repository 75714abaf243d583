import pg from 'pg';

/** The channel the rollup triggers notify (migration 20261123T0600), with payload `organization_id:mode`. */
const ROLLUP_CHANNEL = 'rollup_changed';
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
    if (!closed) retry = setTimeout(connect, Math.min(250 * 2 ** attempts++, RECONNECT_MAX_MS));
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
