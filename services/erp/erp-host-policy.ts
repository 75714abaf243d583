import { listErpHosts } from '../../db/queries/erp-hosts.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { isRegisteredHost, urlHost, urlPort } from '../../domain/erp/erp-hosts.ts';
import type { OutboundPolicy } from '../outbound/outbound-address-policy.ts';
import type { ErpDeps } from './erp-deps.ts';

/**
 * What a pull of this organisation and mode may reach: the operator's policy (ERP_ALLOWED_HOSTS and
 * the SSRF rules), narrowed to the hosts the organisation registered. The guard asks it before any
 * look-up, for tally_url and for every redirect, so no pull ever connects to a host another
 * organisation registered, nor builds an answer (an open-companies list) from one.
 */
export async function tallyOutboundPolicy(
  deps: Pick<ErpDeps, 'db' | 'outbound'>,
  scope: TenantScope,
): Promise<OutboundPolicy> {
  const hosts = (await listErpHosts(deps.db, scope)).map(({ host, port }) => ({ host, port }));
  return {
    ...deps.outbound,
    urlRefusal: (url) =>
      isRegisteredHost(hosts, url)
        ? null
        : `${urlHost(url)} (port ${urlPort(url)}) is not a Tally host registered for this organisation in ${scope.mode} ` +
          'mode: register it with POST /v1/ingest/erp-sync/hosts (a key with full access) before pulling from it',
  };
}
