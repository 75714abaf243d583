import { z } from 'zod';
import { ActivityIntakeSchema, type ActivityIntake } from '../../domain/schemas/activity-submission.ts';
import { ApiError, fromZodError } from '../service-errors.ts';

export const MAX_ACTIVITIES_PER_REQUEST = 1000;

const ActivityList = z
  .array(ActivityIntakeSchema)
  .min(1, 'must be a non-empty array')
  .max(MAX_ACTIVITIES_PER_REQUEST, `must contain at most ${MAX_ACTIVITIES_PER_REQUEST} items`);
const ActivityWrapper = z.strictObject({ activities: ActivityList });

/**
 * POST /v1/activities body, the one rule for it (the OpenAPI document and the parse below): one
 * activity, an array, or { activities: [...] } and nothing else, up to 1,000 activities.
 */
export const ActivitiesRequestBody = z.union([ActivityIntakeSchema, ActivityList, ActivityWrapper]);

/**
 * Validates the body against the form its shape names (a union's error would not say which field of
 * which activity is wrong), so an error names `activities[i].field` (arrays and the wrapper alike) or
 * `field` (a single object).
 */
export function readActivitiesBody(body: unknown): { intakes: ActivityIntake[]; single: boolean } {
  if (body === null || typeof body !== 'object')
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      'The body must be an activity object, an array of activities or { "activities": [...] }',
      { field: '(body)', reason: 'must be an object or an array' },
    );
  if (Array.isArray(body)) {
    const parsed = ActivityList.safeParse(body);
    if (!parsed.success) throw fromZodError(parsed.error, 'activities');
    return { intakes: parsed.data, single: false };
  }
  if ('activities' in body) {
    const parsed = ActivityWrapper.safeParse(body);
    if (!parsed.success) throw fromZodError(parsed.error);
    return { intakes: parsed.data.activities, single: false };
  }
  const parsed = ActivityIntakeSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  return { intakes: [parsed.data], single: true };
}
