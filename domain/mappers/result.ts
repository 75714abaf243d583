import type { z } from 'zod';
import type { ActivitySubmission } from '../schemas/activity-submission.ts';

/** A per-record problem. `field` is relative to the record ('' = the record itself). */
export interface FieldError {
  field: string;
  reason: string;
}

export type MapResult =
  { ok: true; activity: ActivitySubmission; category?: string } | { ok: false; error: FieldError };

export const fail = (field: string, reason: string): { ok: false; error: FieldError } => ({
  ok: false,
  error: { field, reason },
});

/** Zod's type messages name the wire type; rewrite them into what the caller must send. */
function reasonOf(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type') return issue.message;
  if (issue.input === undefined) return 'is required';
  if (issue.expected === 'object') return 'must be an object';
  if (issue.expected === 'number') return 'must be a JSON number';
  if (issue.expected === 'int') return 'must be a whole number';
  if (issue.expected === 'boolean') return 'must be true or false';
  return `must be a ${issue.expected}`;
}

/** Validates a record against its schema; the first problem becomes the record's error. */
export function parseRecord<S extends z.ZodType>(
  schema: S,
  record: unknown,
): { ok: true; data: z.output<S> } | { ok: false; error: FieldError } {
  const parsed = schema.safeParse(record, { reportInput: true });
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return fail(issue.path.join('.'), reasonOf(issue));
}
