import { parseArgs } from 'node:util';
import { loadConfig, SERVICE_VERSION } from '../config.ts';
import { createDb, createPool, type Db } from '../db/database.ts';
import { databaseExists, migrationState } from '../db/migrate.ts';
import { ManagementError } from '../services/keys/key-management.ts';
import { COMMANDS, OPTIONS, USAGE, UsageError, type Command, type OptionValues } from './cli-commands.ts';
import { formatForHumans } from './cli-table.ts';

/** Exit statuses: 0 done, 1 the action failed, 2 the command line is wrong. */
const FAILED = 1;
const USAGE_ERROR = 2;

interface Invocation {
  command: Command;
  arguments: string[];
  values: OptionValues;
}

/**
 * Reads the command line strictly: an unknown option, a positional argument the command does not
 * take (such as docs/operations.md's `[--expires-at …]` pasted with its brackets) or an option of another
 * command is a usage error, never silently ignored. 'help' and 'version' for those options.
 */
function readCommandLine(args: string[]): Invocation | 'help' | 'version' {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (values.version) return 'version';
  const name = positionals.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (!command) throw new UsageError(name ? `Unknown command: ${name}` : 'No command given');
  const rest = positionals.slice(2);
  if (rest.length < command.arguments.length) throw new UsageError(`${name} needs ${command.arguments.join(' ')}`);
  if (rest.length > command.arguments.length)
    throw new UsageError(`${name}: unexpected argument '${rest[command.arguments.length]}'`);
  const foreign = Object.keys(values).find((option) => option !== 'json' && !command.options.includes(option as never));
  if (foreign) throw new UsageError(`${name} does not take --${foreign}`);
  return { command, arguments: rest, values };
}

function print(result: unknown, json: boolean) {
  process.stdout.write(`${json ? JSON.stringify(result, null, 2) : formatForHumans(result)}\n`);
  if (!json && result && typeof result === 'object' && 'key' in result) {
    process.stderr.write('\nStore this key now: it is shown only once.\n');
  }
}

/** An error on stderr: one line (with usage for a usage error), or under --json one JSON object. */
function fail(error: unknown, json: boolean): number {
  const usage = error instanceof UsageError;
  const status = usage ? USAGE_ERROR : FAILED;
  const code = usage ? 'USAGE' : error instanceof ManagementError ? error.kind.toUpperCase() : 'FAILED';
  const message = error instanceof Error ? error.message : String(error);
  if (json)
    process.stderr.write(`${JSON.stringify({ error: { code, message, ...(usage ? { usage: USAGE } : {}) } })}\n`);
  else process.stderr.write(`${message}\n${usage ? `${USAGE}\n` : ''}`);
  return status;
}

/** `carbon on 127.0.0.1:5432`: the database a URL names, without its credentials. */
function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `database "${decodeURIComponent(url.pathname.slice(1))}" on ${url.host}`;
}

/**
 * Refuses a database that is not the service's: missing (the CLI never creates one, so a shell whose
 * DATABASE_URL differs from the service's cannot make keys the service has never heard of), empty or
 * another application's (none of our migrations), or behind this version (the service migrates it).
 */
async function checkServiceDatabase(databaseUrl: string, db: Db): Promise<void> {
  const named = `${describeDatabase(databaseUrl)} (DATABASE_URL)`;
  const fix = 'set DATABASE_URL to the database the service uses';
  if (!(await databaseExists(databaseUrl)))
    throw new Error(`There is no ${named}; the CLI never creates one: ${fix}, or start the service once to create it`);
  const { applied, pending, total } = await migrationState(db);
  if (applied === 0)
    throw new Error(
      `The ${named} is not the service's: it has none of its ${total} migrations (empty or another application's); ${fix}`,
    );
  if (pending > 0)
    throw new Error(
      `The ${named} lacks ${pending} of the service's ${total} migrations: start this version of the service once (it migrates), then run the CLI again`,
    );
}

/**
 * The operator CLI (`npm run -s cli -- …` or `npx carbon …`): organisations and keys, through the same
 * services as the /admin API. --help and --version need no database; everything else uses the
 * service's database as DATABASE_URL names it, checked first, and never creates or migrates one.
 */
async function main(args: string[]): Promise<number> {
  const json = args.includes('--json');
  let invocation: ReturnType<typeof readCommandLine>;
  try {
    invocation = readCommandLine(args);
  } catch (error) {
    return fail(error, json);
  }
  if (invocation === 'help' || invocation === 'version') {
    process.stdout.write(`${invocation === 'help' ? USAGE : SERVICE_VERSION}\n`);
    return 0;
  }
  try {
    const config = loadConfig();
    const db = createDb(createPool(config.DATABASE_URL, 2));
    try {
      await checkServiceDatabase(config.DATABASE_URL, db);
      if (!json) process.stderr.write(`Using the ${describeDatabase(config.DATABASE_URL)}\n`);
      print(await invocation.command.run(db, config.API_KEY_BRAND, invocation.arguments, invocation.values), json);
      return 0;
    } finally {
      await db.destroy();
    }
  } catch (error) {
    return fail(error, json);
  }
}

process.exitCode = await main(process.argv.slice(2));
