import type { Readable } from 'node:stream';

/** What a stored file is: where (a key relative to the store), how big, and its SHA-256. */
export interface StoredFile {
  key: string;
  bytes: number;
  sha256: string;
}

/**
 * Where generated files live. One small interface so the local directory (STORAGE_DIR, shared by the
 * API and worker processes) can become an S3-compatible bucket without touching the callers.
 */
export interface FileStorage {
  /** Stores the bytes under `key`, all or nothing: a reader never sees part of a file. */
  put(key: string, body: Buffer): Promise<StoredFile>;
  /** The file's bytes as a stream, or null when no file is stored under `key`. */
  open(key: string): Promise<{ stream: Readable; bytes: number } | null>;
  remove(key: string): Promise<void>;
}
