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
