import { z } from 'zod';

/** The cursor pagination of every list (spread into its query schema): up to `limit` items after `cursor`. */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().optional().describe('next_cursor of the previous page'),
});
