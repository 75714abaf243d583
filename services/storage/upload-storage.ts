import { resolve } from 'node:path';

/**
 * Uploaded files live under STORAGE_DIR, which API and worker processes share (a volume). Jobs keep
 * the path relative to it, so each process resolves it against its own mount point.
 */
export const uploadRelativePath = (jobId: string) => `uploads/${jobId}.csv`;

export const storagePath = (storageDir: string, relativePath: string) => resolve(storageDir, relativePath);
