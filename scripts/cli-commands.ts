import type { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import {
  createKey,
  CreateKeyInput,
  createOrganization,
  CreateOrganizationInput,
  listKeys,
  listOrganizationRecords,
  revokeKey,
  toApiKeyRecord,
  toOrganizationRecord,
} from '../services/keys/key-management.ts';
import { updateOrganization, UpdateOrganizationInput } from '../services/organizations/update-organization.ts';

/** The command line is wrong (unknown option, missing or bad argument): usage and exit status 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Every option any command takes; each command lists the ones it accepts. */
export const OPTIONS = {
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
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const;

/** What parseArgs gives for OPTIONS. */
export type OptionValues = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>
>['values'];

export interface Command {
  usage: string;
  /** Names of the positional arguments after the command, all required. */
  arguments: string[];
  options: (keyof typeof OPTIONS)[];
  run(db: Db, brand: string, args: string[], values: OptionValues): Promise<unknown>;
}

/** Input checked by a service schema; a refusal names the option, as the user typed it. */
function parse<T extends z.ZodType>(schema: T, input: unknown, optionOf: Record<string, string> = {}): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue.path[0] ?? '');
  throw new UsageError(`${optionOf[field] ?? (field ? `--${field}` : 'input')}: ${issue.message}`);
}

const Uuid = z.string().uuid();
/** An id argument: a UUID, checked before it reaches PostgreSQL (which would answer with a cast error). */
function uuid(name: string, value: string | undefined): string {
  if (!Uuid.safeParse(value).success)
    throw new UsageError(`${name} must be a UUID such as 3f0c1a52-8d1e-4b7a-9c36-2a5d0e6f7b81 (got '${value}')`);
  return value!;
}

export const COMMANDS: Record<string, Command> = {
  'orgs create': {
    usage: 'orgs create --name NAME --plan trial|starter|professional|enterprise [--pack 1|2|3] [--country IN]',
    arguments: [],
    options: ['name', 'plan', 'pack', 'country'],
    run: async (db, _brand, _args, v) =>
      toOrganizationRecord(
        await createOrganization(
          db,
          parse(CreateOrganizationInput, { name: v.name, plan: v.plan, pack: v.pack, country: v.country }),
          'cli',
        ),
      ),
  },
  'orgs update': {
    usage:
      'orgs update ORG_ID [--plan trial|starter|professional|enterprise] [--pack 1|2|3] [--country IN] ' +
      '[--flight-radiative-forcing included|excluded]',
    arguments: ['ORG_ID'],
    options: ['plan', 'pack', 'country', 'flight-radiative-forcing'],
    run: async (db, _brand, [orgId], v) => {
      const rf = v['flight-radiative-forcing'];
      const input = parse(
        UpdateOrganizationInput,
        {
          plan: v.plan,
          pack: v.pack,
          country: v.country,
          settings: rf === undefined ? undefined : { flight_radiative_forcing: rf },
        },
        { settings: '--flight-radiative-forcing' },
      );
      return toOrganizationRecord(await updateOrganization({ db }, 'cli', uuid('ORG_ID', orgId), input));
    },
  },
  'orgs list': {
    usage: 'orgs list',
    arguments: [],
    options: [],
    run: (db) => listOrganizationRecords(db),
  },
  'keys create': {
    usage:
      'keys create --org ORG_ID --mode test|live --name LABEL [--expires-at ISO_DATETIME] ' +
      '[--allow-ip IP_OR_CIDR]... [--allow-domain HOST]...',
    arguments: [],
    options: ['org', 'mode', 'name', 'expires-at', 'allow-ip', 'allow-domain'],
    run: async (db, brand, _args, v) => {
      const input = parse(
        CreateKeyInput,
        {
          organization_id: uuid('--org', v.org),
          mode: v.mode,
          name: v.name,
          expires_at: v['expires-at'],
          allowed_ips: v['allow-ip'] ?? [],
          allowed_domains: v['allow-domain'] ?? [],
        },
        { expires_at: '--expires-at', allowed_ips: '--allow-ip', allowed_domains: '--allow-domain' },
      );
      const created = await createKey(db, brand, input, 'cli');
      return { ...toApiKeyRecord(created), key: created.key };
    },
  },
  'keys list': {
    usage: 'keys list --org ORG_ID',
    arguments: [],
    options: ['org'],
    run: async (db, _brand, _args, v) => (await listKeys(db, uuid('--org', v.org))).map(toApiKeyRecord),
  },
  'keys revoke': {
    usage: 'keys revoke KEY_ID',
    arguments: ['KEY_ID'],
    options: [],
    run: async (db, _brand, [keyId]) => toApiKeyRecord(await revokeKey(db, uuid('KEY_ID', keyId), 'cli')),
  },
};

export const USAGE = [
  'Usage: npx carbon <command> [options] [--json]   (or npm run -s cli -- <command> …; --version, --help)',
  ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
  '',
  'Exit status: 0 done, 1 failed (e.g. not found), 2 wrong command line. --json prints results and errors as JSON.',
  "Database: DATABASE_URL, the same as the service's; the CLI never creates or migrates one.",
].join('\n');
