import { readdir, stat } from 'node:fs/promises';
import type { Db } from '../db/database.ts';
import { liveJobFiles } from '../db/queries/ingest-job-runs.ts';
import { removeStoredFiles, storagePath, UPLOADS_DIR } from '../services/storage/upload-storage.ts';

/** Stored files checked against the jobs table per query. */
const PAGE = 1_000;

/**
 * Removes uploaded files nothing will read: older than `olderThanMs` and held by no queued or running
 * job (a job removes its own file when it completes or fails for good; these are what a crash, a
 * test-data reset racing an upload or a killed upload left, `.part` files included). The age keeps
 * it clear of uploads still being written and of files whose job is about to be committed. Safe to
 * run from several schedulers at once. Returns what it removed, relative to STORAGE_DIR.
 */
export async function sweepOrphanUploads(db: Db, storageDir: string, olderThanMs: number): Promise<string[]> {
  const names = await readdir(storagePath(storageDir, UPLOADS_DIR)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const cutoff = Date.now() - olderThanMs;
  const removed: string[] = [];
  for (let start = 0; start < names.length; start += PAGE) {
    const old: string[] = [];
    for (const name of names.slice(start, start + PAGE)) {
      const path = `${UPLOADS_DIR}/${name}`;
      const info = await stat(storagePath(storageDir, path)).catch(() => undefined);
      if (info?.isFile() && info.mtimeMs < cutoff) old.push(path);
    }
    const live = await liveJobFiles(db, old);
    const orphans = old.filter((path) => !live.has(path));
    await removeStoredFiles(storageDir, orphans);
    removed.push(...orphans);
  }
  return removed;
}
