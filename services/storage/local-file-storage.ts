import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FileStorage, StoredFile } from './file-storage.ts';

/** FileStorage in a local directory (STORAGE_DIR, a volume shared by every process that reads or writes files). */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The absolute path of a key; a key that would leave the root (../) is refused. */
  private path(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key outside the storage directory: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer): Promise<StoredFile> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside its final name and renamed: atomic on one file system.
    const partial = `${path}.${randomBytes(4).toString('hex')}.part`;
    try {
      await writeFile(partial, body);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { key, bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') };
  }

  async open(key: string) {
    const path = this.path(key);
    const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    return info ? { stream: createReadStream(path), bytes: info.size } : null;
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
