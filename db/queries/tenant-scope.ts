import type { Mode } from '../schema.ts';

/** Whose rows a query may touch: one organisation in one mode (test or live). Every query takes one. */
export interface TenantScope {
  organizationId: string;
  mode: Mode;
}
