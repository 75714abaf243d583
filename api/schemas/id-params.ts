import { z } from 'zod';

/** `/:id` of a resource: a UUID, else 400 VALIDATION_ERROR on `id` (never a database error). */
export const IdParams = z.object({ id: z.string().uuid('must be a UUID') });
