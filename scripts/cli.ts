import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { createKey, CreateKeyInput, createOrganization, CreateOrganizationInput, keyState, listKeys, listOrganizationRecords, ManagementError, revokeKey } from '../services/keys/key-management.ts';
import { loadConfig } from '../config.ts';
import { createDb, createPool, type Db } from '../db/database.ts';
import { ensureDatabase, migrateToLatest } from '../db/migrate.ts';
import { OrganizationId, UpdateOrganizationInput, updateOrganizationSettings } from '../services/organizations/organizations-settings.ts';

const USAGE = `Usage: npm run cli -- <command> [options]
  orgs create --name NAME --plan trial|starter|professional|enterprise [--pack 1|2|3] [--country IN] [--json]
  orgs list [--json]
  orgs update ORG_ID --flight-radiative-forcing included|excluded [--json]
  keys create --org ORG_ID --mode test|live --name LABEL [--expires-at ISO] [--allow-ip IP_OR_CIDR]... [--allow-domain HOST]... [--json]
  keys revoke KEY_ID [--json]
  keys list --org ORG_ID [--json]`;

const OPTIONS = {
  name: { type: 'string' },
  plan: { type: 'string' },
  pack: { type: 'string' },
  country: { type: 'string' },
  org: { type: 'string' },
  mode: { type: 'string' },
  'expires-at': { type: 'string' },
  'allow-ip': { type: 'string', multiple: true },
  'allow-domain': { type: 'string', multiple: true },
  'flight-radiative-forcing': { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

class UsageError extends Error {}

function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new UsageError(`${issue.path.join('.') || 'input'}: ${issue.message}`);
  }
  return result.data;
}

async function run(db: Db, brand: string, args: string[]): Promise<unknown> {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  const [resource, action, target] = positionals;
  const command = `${resource ?? ''} ${action ?? ''}`;
  switch (command) {
    case 'orgs create':
      return createOrganization(db, parse(CreateOrganizationInput, { name: values.name, plan: values.plan, pack: values.pack, country: values.country }), 'cli');
    case 'orgs list':
      return listOrganizationRecords(db);
    case 'orgs update': {
      const organizationId = parse(OrganizationId, target);
      const settings = values['flight-radiative-forcing'] === undefined ? {} : { flight_radiative_forcing: values['flight-radiative-forcing'] };
      return updateOrganizationSettings({ db }, 'cli', organizationId, parse(UpdateOrganizationInput, { settings }));
    }
    case 'keys create': {
      const input = parse(CreateKeyInput, {
        organization_id: values.org,
        mode: values.mode,
        name: values.name,
        expires_at: values['expires-at'],
        allowed_ips: values['allow-ip'] ?? [],
        allowed_domains: values['allow-domain'] ?? [],
      });
      return createKey(db, brand, input, 'cli');
    }
    case 'keys revoke':
      if (!target) throw new UsageError('keys revoke needs a KEY_ID');
      return revokeKey(db, target, 'cli');
    case 'keys list':
      if (!values.org) throw new UsageError('keys list needs --org ORG_ID');
      return (await listKeys(db, values.org)).map((k) => ({ ...k, state: keyState(k) }));
    default:
      throw new UsageError(values.help ? '' : `Unknown command: ${command.trim() || '(none)'}`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const config = loadConfig();
  await ensureDatabase(config.DATABASE_URL);
  const db = createDb(createPool(config.DATABASE_URL, 2));
  try {
    await migrateToLatest(db);
    const result = await run(db, config.API_KEY_BRAND, args);
    console.log(json ? JSON.stringify(result, null, 2) : result);
    if (!json && result && typeof result === 'object' && 'key' in result) {
      console.error('\nStore this key now: it is shown only once.');
    }
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) console.error(error.message);
      console.error(USAGE);
      process.exitCode = 2;
    } else if (error instanceof ManagementError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
