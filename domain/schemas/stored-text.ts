import { z } from 'zod';

/** NUL, a high surrogate without a low one after it, or a low one without a high one before (isWellFormed: ES2024). */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const NOT_STORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const NOT_STORABLE_ALL = new RegExp(NOT_STORABLE.source, 'g');

export const NOT_STORABLE_REASON = 'must not contain NUL characters or unpaired UTF-16 surrogates';

/**
 * Text PostgreSQL can keep as given: it refuses NUL in text and jsonb, and an unpaired surrogate
 * escape (\ud800) in jsonb (in text it would silently become U+FFFD).
 */
export function isStorableText(text: string): boolean {
  return !NOT_STORABLE.test(text);
}

/** For reports of bad input (a bad row's raw line, field or reason): the text with U+FFFD where it cannot be stored. */
export function storableText(text: string): string {
  return text.replace(NOT_STORABLE_ALL, '\uFFFD');
}

/** A trimmed, non-empty string of at most `max` characters that PostgreSQL can store. */
export const StoredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine(isStorableText, NOT_STORABLE_REASON);
