import type { z } from 'zod';
import type { FieldError } from '../calculation/calculation-schema.ts';
import './zod-messages.ts';

/** `activities[3].period.end` from a zod path, optionally under a prefix. */
export function fieldPath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(body)';
}

/**
 * The first zod issue as the field at fault and why, the way every validation error reads: unknown
 * keys name the key itself; a missing value 'is required' and a wrong type says what was expected and
 * what came (zod-messages.ts).
 */
export function firstFieldError(error: z.ZodError, prefix = ''): FieldError {
  const issue = error.issues[0]!;
  if (issue.code === 'unrecognized_keys')
    return { field: fieldPath([...issue.path, issue.keys[0]!], prefix), reason: 'is not a recognised field' };
  return { field: fieldPath(issue.path, prefix), reason: issue.message };
}
