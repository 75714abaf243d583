import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * Uploaded files live under STORAGE_DIR, which API and worker processes share (a volume). Jobs keep
 * the path relative to it, so each process resolves it against its own mount point.
 */
export const UPLOADS_DIR = 'uploads';
export const uploadRelativePath = (jobId: string) => `${UPLOADS_DIR}/${jobId}.csv`;

export const storagePath = (storageDir: string, relativePath: string) => resolve(storageDir, relativePath);

/** Removes stored files that nothing will read again (already gone is fine). */
export async function removeStoredFiles(storageDir: string, relativePaths: readonly string[]): Promise<void> {
  await Promise.all(relativePaths.map((path) => rm(storagePath(storageDir, path), { force: true })));
}
