import { z } from 'zod';

/** What a DELETE answers: the id, and when it was deleted (soft: the record stays, audited). */
export const DeletedRecord = z.object({ id: z.string().uuid(), deleted: z.literal(true), deleted_at: z.string() });
export type DeletedRecord = z.infer<typeof DeletedRecord>;
