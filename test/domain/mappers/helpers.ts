import { expect } from 'vitest';
import { resolveActivityType } from '../../../domain/calculation/activity-types.ts';
import { ActivitySubmissionSchema, type ActivitySubmission } from '../../../domain/schemas/activity-submission.ts';
import type { FieldError, MapResult } from '../../../domain/mappers/result.ts';

/** The activity of a successful mapping, after checking it is a valid POST /activities body. */
export function activityOf(result: MapResult): ActivitySubmission {
  if (!result.ok) throw new Error(`expected a mapping, got error on '${result.error.field}': ${result.error.reason}`);
  expect(ActivitySubmissionSchema.parse(result.activity)).toEqual(result.activity);
  return result.activity;
}

export function errorOf(result: MapResult): FieldError {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.activity)}`);
  return result.error;
}

/** The canonical type the engine makes of a mapped activity (generic types are finished from metadata). */
export function canonicalTypeOf(activity: ActivitySubmission): string {
  const resolved = resolveActivityType(activity.activity_type, activity.metadata);
  if (!resolved.ok) throw new Error(`${resolved.error.field}: ${resolved.error.reason}`);
  return resolved.value.type;
}
