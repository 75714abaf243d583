import { validationError } from './service-errors.ts';

/** Opaque keyset cursor: base64url of the last row's position. */
export function encodeCursor(position: number): string {
  return Buffer.from(`p:${position}`).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const match = /^p:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw validationError('cursor', 'is not a cursor returned by this endpoint');
  return Number(match[1]);
}

/**
 * A page of a keyset query that read one row more than `limit` (newest first by `seq`): the rows to
 * show as views, and the cursor of the next page when that extra row exists.
 */
export function keysetPage<R extends { seq: number }, V>(rows: readonly R[], limit: number, view: (row: R) => V) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page.map(view), next_cursor: rows.length > limit && last ? encodeCursor(last.seq) : null };
}
