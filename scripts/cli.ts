import { inspect, parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createDb, createPool } from '../db/database.ts';
import { ensureDatabase, migrateToLatest } from '../db/migrate.ts';
import { ManagementError } from '../services/keys/key-management.ts';
import { COMMANDS, OPTIONS, USAGE, UsageError, type Command, type OptionValues } from './cli-commands.ts';

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
 * command is a usage error, never silently ignored. Undefined for --help.
 */
function readCommandLine(args: string[]): Invocation | undefined {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return undefined;
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
  process.stdout.write(`${json ? JSON.stringify(result, null, 2) : inspect(result, { depth: 4, colors: false })}\n`);
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

/**
 * The operator CLI (`npm run -s cli -- …` or `npx carbon …`): organisations and keys, through the same
 * services as the /admin API. --help needs no database; everything else creates and migrates it first.
 */
async function main(args: string[]): Promise<number> {
  const json = args.includes('--json');
  let invocation: Invocation | undefined;
  try {
    invocation = readCommandLine(args);
  } catch (error) {
    return fail(error, json);
  }
  if (!invocation) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    const config = loadConfig();
    await ensureDatabase(config.DATABASE_URL);
    const db = createDb(createPool(config.DATABASE_URL, 2));
    try {
      await migrateToLatest(db);
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
