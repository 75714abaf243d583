import { z } from 'zod';
import { isStorableText, NOT_STORABLE_REASON } from './stored-text.ts';

type JsonPath = (string | number)[];

/** Bounds of free-form JSON kept in jsonb (metadata, typed records' extra fields, an organisation's profile). */
export const JSON_LIMITS = {
  /** Levels of objects and arrays, the value itself being the first. */
  depth: 32,
  keysPerObject: 100,
  itemsPerArray: 1_000,
  keyLength: 200,
  stringLength: 2_000,
  /** The whole value written as JSON, in characters. */
  totalLength: 64 * 1024,
} as const;

type Entries = [string | number, unknown][];

function textProblem(text: string, bounded: boolean): string | undefined {
  if (!isStorableText(text)) return NOT_STORABLE_REASON;
  if (bounded && text.length > JSON_LIMITS.stringLength)
    return `must be at most ${JSON_LIMITS.stringLength} characters`;
  return undefined;
}

function containerProblem(value: object, entries: Entries, depth: number, bounded: boolean): string | undefined {
  if (bounded) {
    if (depth > JSON_LIMITS.depth) return `must not nest deeper than ${JSON_LIMITS.depth} levels`;
    if (Array.isArray(value) && entries.length > JSON_LIMITS.itemsPerArray)
      return `must have at most ${JSON_LIMITS.itemsPerArray} items`;
    if (!Array.isArray(value) && entries.length > JSON_LIMITS.keysPerObject)
      return `must have at most ${JSON_LIMITS.keysPerObject} keys`;
  }
  for (const [key] of entries) {
    if (typeof key !== 'string') break;
    if (!isStorableText(key)) return `has a key that ${NOT_STORABLE_REASON}`;
    if (bounded && key.length > JSON_LIMITS.keyLength)
      return `has a key longer than ${JSON_LIMITS.keyLength} characters`;
  }
  return undefined;
}

/**
 * The first place, in document order, where a parsed JSON value has text a jsonb column would refuse
 * (a NUL or an unpaired surrogate in a string or a key) or, unless `bounded` is false, breaks
 * JSON_LIMITS: its path and why. Depth first with one entry per open level, never recursively, so no
 * nesting overflows the call stack.
 */
export function jsonProblem(root: unknown, bounded = true): { path: JsonPath; reason: string } | undefined {
  const open: { path: JsonPath; entries: Entries; next: number }[] = [];
  const enter = (value: unknown, path: JsonPath): string | undefined => {
    if (typeof value === 'string') return textProblem(value, bounded);
    if (value === null || typeof value !== 'object') return undefined;
    const entries: Entries = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
    const problem = containerProblem(value, entries, path.length + 1, bounded);
    if (!problem) open.push({ path, entries, next: 0 });
    return problem;
  };
  const atRoot = enter(root, []);
  if (atRoot) return { path: [], reason: atRoot };
  while (open.length > 0) {
    const level = open[open.length - 1];
    if (level.next === level.entries.length) {
      open.pop();
      continue;
    }
    const [key, child] = level.entries[level.next++];
    const path = [...level.path, key];
    const reason = enter(child, path);
    if (reason) return { path, reason };
  }
  // Within the bounds above, writing it out is safe; the bounds alone still allow megabytes.
  if (bounded && JSON.stringify(root).length > JSON_LIMITS.totalLength) {
    return { path: [], reason: `must be at most ${JSON_LIMITS.totalLength} characters as JSON` };
  }
  return undefined;
}

/** A check for any schema whose parsed value goes to jsonb whole: the problem is reported at its own path. */
export const storableJson = z.superRefine((value: unknown, ctx) => {
  const problem = jsonProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.reason, input: value });
});

/** A JSON object kept in a jsonb column (an activity's metadata, an organisation's profile). */
export const JsonObject = z.record(z.string(), z.unknown()).check(storableJson);
