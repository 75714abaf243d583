import type { FastifyInstance } from 'fastify';
import type { ErpDeps } from '../../../../services/erp/erp-deps.ts';
import { erpOutboundPolicy } from '../../../../services/outbound/outbound-address-policy.ts';

/** The ERP use cases' dependencies: the app's, with the outbound policy of its configuration. */
export function erpDeps(
  app: FastifyInstance,
): ErpDeps & Pick<FastifyInstance['deps'], 'rollups' | 'config' | 'jobWaits'> {
  return { ...app.deps, outbound: erpOutboundPolicy(app.deps.config) };
}
