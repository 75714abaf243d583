import { z } from 'zod';

/**
 * What the queue dashboard shows on an ingest or ERP job's card (bull-board lists a job's data):
 * whose job it is and which file it reads, so an operator can tell jobs apart without a database.
 * Never a key, URL or credential. Optional, so jobs enqueued before it still parse.
 */
export const JobCard = z.object({
  organization_id: z.string().uuid().optional(),
  mode: z.enum(['live', 'test']).optional(),
  file_name: z.string().nullable().optional(),
});
export type JobCard = z.infer<typeof JobCard>;
