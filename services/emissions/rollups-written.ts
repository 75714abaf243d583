import { foldSoon } from '../../jobs/definitions/aggregate-fold.ts';
import type { Actor } from '../actor.ts';
import type { ServiceDeps } from '../service-deps.ts';

/**
 * After a synchronous write of the actor's activities has committed, before its answer is sent: the
 * organisation's cached emissions answers in this process are stale at once (the writer's next GET
 * sees the write), and the new deltas are folded soon.
 */
export function rollupsWritten(deps: Pick<ServiceDeps, 'queues' | 'rollups'>, actor: Actor): void {
  deps.rollups.changed(actor.organizationId, actor.mode);
  foldSoon(deps.queues);
}
