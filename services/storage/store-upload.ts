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

/** The body ended or broke off before the file did: the parser's or the connection's doing, not the file's. */
export class UploadCutShort extends Error {
  override name = 'UploadCutShort';
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
 * worker never sees half a file; nothing is left behind on failure, and `signal` aborts it.
 */
export async function storeUpload(
  source: Readable,
  storageDir: string,
  jobId: string,
  limitBytes: number,
  signal: AbortSignal,
): Promise<StoredUpload> {
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
  // A source destroyed after it had pushed its end but before delivering it (what the multipart
  // parser does to a file when the form breaks off) never settles a pipeline: end it ourselves.
  const cut = new AbortController();
  const onClose = () => {
    if (!source.readableEnded) cut.abort(new UploadCutShort('the upload ended before the whole file arrived'));
  };
  let sourceError: unknown;
  const onError = (error: unknown) => {
    sourceError = error;
  };
  source.once('close', onClose).once('error', onError);
  if (source.destroyed) onClose();
  const sink = createWriteStream(partial);
  try {
    await pipeline(source, measure, sink, { signal: AbortSignal.any([signal, cut.signal]) });
    await rename(partial, absolutePath);
  } catch (error) {
    // The file is opened asynchronously: aborted before that, it would appear after the rm. Close it first.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()).destroy());
    await rm(partial, { force: true });
    if (signal.aborted) throw signal.reason;
    const abortedByCut = error === sourceError || (error as Error).name === 'AbortError';
    if (cut.signal.aborted && abortedByCut) throw cut.signal.reason;
    throw error;
  } finally {
    source.off('close', onClose).off('error', onError);
  }
  return { relativePath, absolutePath, bytes, sha256: hash.digest('hex'), lineBreaks, head: Buffer.concat(head) };
}
