import { z } from 'zod';
import { ApiError, fromZodError } from '../../services/service-errors.ts';
import { ActivitySubmissionSchema, type ActivitySubmission } from '../../domain/schemas/activity-submission.ts';
import { MAX_ACTIVITIES_PER_REQUEST } from '../../services/activities/activity-views.ts';

/**
 * Normalises the three accepted shapes to a list and validates every item, so an error names
 * `activities[i].field` (arrays and the wrapper alike) or `field` (a single object).
 */
export function parseActivitiesBody(body: unknown): { submissions: ActivitySubmission[]; single: boolean } {
  if (body === null || typeof body !== 'object') {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      'The body must be an activity object, an array of activities or { "activities": [...] }',
      {
        field: '(body)',
        reason: 'must be an object or an array',
      },
    );
  }
  const wrapped = !Array.isArray(body) && 'activities' in body;
  if (!Array.isArray(body) && !wrapped) {
    const parsed = ActivitySubmissionSchema.safeParse(body);
    if (!parsed.success) throw fromZodError(parsed.error);
    return { submissions: [parsed.data], single: true };
  }
  const items = Array.isArray(body) ? body : (body as { activities: unknown }).activities;
  if (wrapped && Object.keys(body).length > 1) {
    const extra = Object.keys(body).find((k) => k !== 'activities')!;
    throw fromZodError(
      new z.ZodError([{ code: 'unrecognized_keys', keys: [extra], path: [], message: '', input: body }]),
    );
  }
  if (!Array.isArray(items) || items.length === 0) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'activities must be a non-empty array', {
      field: 'activities',
      reason: 'must be a non-empty array',
    });
  }
  if (items.length > MAX_ACTIVITIES_PER_REQUEST) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `At most ${MAX_ACTIVITIES_PER_REQUEST} activities per request; use POST /v1/activities/bulk for more`,
      {
        field: 'activities',
        reason: `must contain at most ${MAX_ACTIVITIES_PER_REQUEST} items`,
      },
    );
  }
  const submissions = items.map((item, index) => {
    const parsed = ActivitySubmissionSchema.safeParse(item);
    if (!parsed.success) throw fromZodError(parsed.error, `activities[${index}]`);
    return parsed.data;
  });
  return { submissions, single: false };
}
