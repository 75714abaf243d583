import { ApiError, validationError } from '../service-errors.ts';

/**
 * A write of a site or an entity that a constraint refused, as the error the client reads (the
 * database decides, so two concurrent writes cannot both take one code or name); any other as it is.
 */
export function siteConstraintError(error: unknown): unknown {
  const constraint = (error as { constraint?: unknown }).constraint;
  switch (constraint) {
    case 'sites_code_key':
      return new ApiError(409, 'CONFLICT', 'Another site has this code (codes are case-insensitive)', {
        field: 'code',
        reason: 'is taken by another site of this organisation',
      });
    case 'entities_name_key':
      return new ApiError(409, 'CONFLICT', 'Another entity has this name', {
        field: 'name',
        reason: 'is taken by another entity of this organisation',
      });
    case 'sites_entity_fkey':
      return validationError('entity_id', 'is not an entity of this organisation (in this mode)');
    case 'entities_parent_fkey':
      return validationError('parent_entity_id', 'is not an entity of this organisation (in this mode)');
    default:
      return error;
  }
}
