import type { ServiceDeps } from '../service-deps.ts';
import type { OutboundPolicy } from '../outbound/outbound-address-policy.ts';

/**
 * What the ERP use cases need: the usual service dependencies and what syncs may reach
 * (ERP_ALLOWED_HOSTS); the API, the workers, the scheduler and tests build it the same way.
 */
export type ErpDeps = Pick<ServiceDeps, 'db' | 'queues' | 'factors' | 'log'> & { outbound: OutboundPolicy };
