import { z } from 'zod';

/**
 * `id` beside the name the specification gives a resource's id (`activity_id`, `job_id`,
 * `report_id`): both are kept, so the spec's field works and one name works on every resource.
 */
export const IdAlias = (specField: string) =>
  z.string().uuid().describe(`the same as ${specField}: every resource also answers its id as \`id\``);
