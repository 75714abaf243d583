import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { storagePath, uploadRelativePath } from './upload-storage.ts';
import { ApiError } from '../service-errors.ts';

/** How much of the start of a file is kept in memory, to check its header before accepting it. */
const HEAD_BYTES = 64 * 1024;
const LF = 0x0a;

export interface StoredUpload {
  /** Relative to STORAGE_DIR (see services/storage/upload-storage.ts). */
  relativePath: string;
  absolutePath: string;
  bytes: number;
  sha256: string;
  /** Line feeds in the file: an estimate of its rows for progress. */
  lineBreaks: number;
  /** The first HEAD_BYTES of the file. */
  head: Buffer;
}

const uploadTooLarge = (limitBytes: number) =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', `The file exceeds the upload limit of ${limitBytes} bytes`, {
    field: 'file',
    reason: `must be at most ${limitBytes} bytes`,
    limit_bytes: limitBytes,
  });

/**
 * Streams an upload to STORAGE_DIR/uploads/<jobId>.csv without holding it in memory: the checksum,
 * size and line count are computed on the way through, and the size limit is enforced as bytes
 * arrive (413 at the first byte over). Written to a .part file and renamed when complete, so a
 * worker never sees half a file; nothing is left behind on failure.
 */
export async function storeUpload(source: Readable, storageDir: string, jobId: string, limitBytes: number): Promise<StoredUpload> {
  const relativePath = uploadRelativePath(jobId);
  const absolutePath = storagePath(storageDir, relativePath);
  const partial = `${absolutePath}.part`;
  await mkdir(dirname(absolutePath), { recursive: true });

  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  let bytes = 0;
  let lineBreaks = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limitBytes) return done(uploadTooLarge(limitBytes));
      hash.update(chunk);
      for (let at = chunk.indexOf(LF); at !== -1; at = chunk.indexOf(LF, at + 1)) lineBreaks += 1;
      if (headBytes < HEAD_BYTES) {
        const kept = chunk.subarray(0, HEAD_BYTES - headBytes);
        head.push(kept);
        headBytes += kept.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, measure, createWriteStream(partial));
    await rename(partial, absolutePath);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { relativePath, absolutePath, bytes, sha256: hash.digest('hex'), lineBreaks, head: Buffer.concat(head) };
}
