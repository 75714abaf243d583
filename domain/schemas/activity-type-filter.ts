import { z } from 'zod';

/** A query's activity type: exact (`fuel.diesel`), or a family (`fuel` matches fuel and fuel.*). */
export const ActivityTypeFilter = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .describe('exact type, or a family such as `fuel` (matches fuel and fuel.*)');
