import type { Db } from '../../db/database.ts';
import type { FactorCatalogSource } from '../../db/queries/factor-catalog.ts';
import type { Mode } from '../../db/schema.ts';
import type { Queues } from '../../workers/queues.ts';
import type { OutboundPolicy } from '../outbound/outbound-address-policy.ts';

/** What the ERP use cases need; the API, the workers, the scheduler and tests build it the same way. */
export interface ErpDeps {
  db: Db;
  queues: Queues;
  factors: FactorCatalogSource;
  outbound: OutboundPolicy;
  log: {
    info(object: Record<string, unknown>, message: string): void;
    warn(object: Record<string, unknown>, message: string): void;
    error(object: Record<string, unknown>, message: string): void;
  };
}

/** Who acts: an API key within its organisation and mode (a schedule acts with the key that created it). */
export interface ErpActor {
  organizationId: string;
  mode: Mode;
  /** The organisation's default country: where its activities are located. */
  country: string;
  apiKeyId: string | null;
  requestId: string | null;
  /** For the audit log: 'api_key:<id>' or 'erp_schedule:<id>'. */
  label: string;
}
