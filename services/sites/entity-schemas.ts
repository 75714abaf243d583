import { z } from 'zod';
import { Cin } from '../../domain/schemas/cin.ts';
import { StoredText } from '../../domain/schemas/stored-text.ts';
import { OwnershipPct } from './site-schemas.ts';

const EntityFields = z.object({
  name: StoredText(200).describe('unique per organisation and mode'),
  cin: Cin.nullable().optional().describe('Corporate Identification Number (India), when it has one'),
  parent_entity_id: z.string().uuid().nullable().optional().describe('the entity that owns this one'),
  ownership_pct: OwnershipPct.describe("the parent's (or the organisation's) share of this entity"),
});

/** POST /v1/entities. */
export const CreateEntityInput = EntityFields.extend({
  ownership_pct: EntityFields.shape.ownership_pct.default(100),
}).strict();
export type CreateEntityInput = z.infer<typeof CreateEntityInput>;

/** PATCH /v1/entities/:id: any of the fields. */
export const PatchEntityInput = EntityFields.partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'must name at least one field' });
export type PatchEntityInput = z.infer<typeof PatchEntityInput>;

/** A legal entity as the API answers it (the columns of `entities`). */
export const EntitySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  cin: z.string().nullable(),
  parent_entity_id: z.string().uuid().nullable(),
  ownership_pct: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Entity = z.infer<typeof EntitySchema>;
