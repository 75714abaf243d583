import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';

/** The configured file store: the local directory today (the one place to switch to a bucket). */
export function openFileStorage(storageDir: string): FileStorage {
  return new LocalFileStorage(storageDir);
}
