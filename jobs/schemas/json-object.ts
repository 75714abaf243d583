import { z } from 'zod';
import { isStorableText, NOT_STORABLE_REASON } from './stored-text.ts';

type JsonPath = (string | number)[];

/**
 * The first place in a parsed JSON value that a jsonb column would refuse (a NUL or an unpaired
 * surrogate in a string or a key), with its path. Walked with a stack of its own, so no nesting can
 * overflow the call stack.
 */
export function jsonProblem(root: unknown): { path: JsonPath; reason: string } | undefined {
  const stack: { value: unknown; path: JsonPath }[] = [{ value: root, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { path, reason: NOT_STORABLE_REASON };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
    for (const [key, child] of entries.reverse()) {
      if (typeof key === 'string' && !isStorableText(key)) return { path, reason: `has a key that ${NOT_STORABLE_REASON}` };
      stack.push({ value: child, path: [...path, key] });
    }
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
