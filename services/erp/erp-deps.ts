import type { ServiceDeps } from '../service-deps.ts';

/** What the ERP use cases need: the usual service dependencies and what syncs may reach (ERP_ALLOWED_HOSTS). */
export type ErpDeps = Pick<ServiceDeps, 'db' | 'queues' | 'factors' | 'log' | 'outbound'>;
