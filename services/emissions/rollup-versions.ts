import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import { announceRollupChanges, listenForRollupChanges } from '../../db/rollup-notifications.ts';
import { rollupVersion } from '../../db/queries/rollups.ts';
import type { Mode } from '../../db/schema.ts';

/**
 * The version an organisation's emissions answers are cached under, pushed rather than read: every
 * write of rollups is announced (PostgreSQL NOTIFY: writers through emissionsChanged after their commit, folds and
 * resets by a trigger at theirs), and this process counts the announcements per organisation and
 * mode, so a cached answer costs no database round trip.
 *
 * - A write made by this process counts at once (`changed`), before its response is sent, so the
 *   writer's next GET sees it; other processes count it when the announcement arrives (milliseconds).
 * - Each (re)connection starts a new epoch: notifications missed while away cannot leave an answer
 *   cached under a version that still looks current.
 * - While not listening, the version is read from the database as before (`db:` versions).
 */
/** Writes of this process are announced in groups, at most this long after the first. */
const ANNOUNCE_AFTER_MS = 5;

export class RollupVersions {
  private readonly counters = new Map<string, number>();
  private epoch = 0;
  private live = false;
  private listener?: ReturnType<typeof listenForRollupChanges>;
  private waiting: (() => void)[] = [];
  private readonly unannounced = new Set<string>();
  private announcing?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string,
    private readonly log: Logger,
  ) {}

  /** Resolves once notifications are being received (listening starts on first use otherwise). */
  ready(): Promise<void> {
    this.listener ??= this.listen();
    return this.live ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  current(organizationId: string, mode: Mode): Promise<string> {
    this.listener ??= this.listen();
    if (!this.live) return rollupVersion(this.db, organizationId, mode).then((version) => `db:${version}`);
    return Promise.resolve(`${this.epoch}:${this.counters.get(`${organizationId}:${mode}`) ?? 0}`);
  }

  /**
   * This process committed a change to these rollups: stale here at once, announced to the others
   * with the changes of the next few milliseconds (one statement for many concurrent writes).
   */
  changed(organizationId: string, mode: Mode): void {
    const key = `${organizationId}:${mode}`;
    this.bump(key);
    this.unannounced.add(key);
    this.announcing ??= setTimeout(() => void this.announce(), ANNOUNCE_AFTER_MS);
  }

  private async announce(): Promise<void> {
    const changes = [...this.unannounced];
    this.unannounced.clear();
    this.announcing = undefined;
    await announceRollupChanges(changes)
      .execute(this.db)
      .catch((error: unknown) =>
        this.log.warn({ err: error }, 'rollup changes not announced; other processes see them at the next fold'),
      );
  }

  async close(): Promise<void> {
    if (this.announcing) {
      clearTimeout(this.announcing);
      await this.announce();
    }
    await this.listener?.close();
    this.listener = undefined;
    this.live = false;
  }

  private bump(key: string) {
    this.counters.set(key, (this.counters.get(key) ?? 0) + 1);
  }

  private listen() {
    return listenForRollupChanges(this.databaseUrl, {
      change: (organizationId, mode) => this.bump(`${organizationId}:${mode}`),
      listening: () => {
        this.epoch += 1;
        this.live = true;
        for (const resolve of this.waiting.splice(0)) resolve();
      },
      lost: (error) => {
        this.live = false;
        this.log.warn(
          { err: error },
          'rollup notifications lost; reading versions from the database until they are back',
        );
      },
    });
  }
}
