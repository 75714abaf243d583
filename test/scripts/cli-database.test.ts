import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ENTRY } from '../support/compiled-entries.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The compiled CLI never creates a database, says which it uses, and refuses one that is not the service's. */
const exec = promisify(execFile);
let t: TestApp;
const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
const missing = `carbon_test_cli_missing_${randomBytes(4).toString('hex')}`;
const empty = `carbon_test_cli_empty_${randomBytes(4).toString('hex')}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
const exists = (name: string) =>
  admin(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);

const cli = (databaseUrl: string, ...args: string[]) =>
  exec(process.execPath, [CLI_ENTRY, ...args], { env: { ...process.env, DATABASE_URL: databaseUrl } });
/** The CLI's failure (exit status and output), or a test failure when it succeeded. */
const failure = (run: Promise<unknown>) =>
  run.then(
    () => {
      throw new Error('the CLI succeeded');
    },
    (error: { code: number; stderr: string }) => error,
  );

beforeAll(async () => {
  t = await createTestApp();
  await admin((c) => c.query(`CREATE DATABASE "${empty}"`));
});
afterAll(async () => {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${empty}" WITH (FORCE)`));
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${missing}" WITH (FORCE)`));
  await t.close();
});

// Every CLI call is a process of its own (about a second of CPU): on a loaded machine a few take a while.
describe('CLI database', { timeout: 180_000 }, () => {
  it('prints the one version number without touching a database', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    const { stdout } = await cli(urlOf(missing), '--version');
    expect(stdout.trim()).toBe(version);
    expect(await exists(missing)).toBe(false);
  });

  it('refuses a database that does not exist, naming it, and does not create it', async () => {
    const error = await failure(cli(urlOf(missing), 'orgs', 'list'));
    expect(error.code).toBe(1);
    expect(error.stderr).toContain(`There is no database "${missing}" on ${server.host} (DATABASE_URL)`);
    expect(error.stderr).toContain('never creates one');
    expect(await exists(missing)).toBe(false);
  });

  it('refuses an empty database as not the service’s, leaving it empty', async () => {
    const error = await failure(
      cli(urlOf(empty), 'orgs', 'create', '--name', 'Wrong Db', '--plan', 'enterprise', '--json'),
    );
    expect(error.code).toBe(1);
    expect(JSON.parse(error.stderr).error.message).toMatch(
      new RegExp(
        `database "${empty}" on ${server.host.replaceAll('.', '\\.')} \\(DATABASE_URL\\) is not the service's: it has none of its \\d+ migrations`,
      ),
    );
    const tables = await (async () => {
      const client = new pg.Client({ connectionString: urlOf(empty) });
      await client.connect();
      try {
        return (await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'")).rows[0].n;
      } finally {
        await client.end();
      }
    })();
    expect(tables).toBe(0);
  });

  it('uses the service’s database, names it, and prints a table for humans', async () => {
    await cli(t.database.url, 'orgs', 'create', '--name', 'Infosys Table Test', '--plan', 'enterprise', '--json');
    const { stdout, stderr } = await cli(t.database.url, 'orgs', 'list');
    const name = new URL(t.database.url).pathname.slice(1);
    expect(stderr).toContain(`Using the database "${name}" on ${server.host}`);
    const [header, ...rows] = stdout.trim().split('\n');
    expect(header!.split(/\s+/)).toEqual(expect.arrayContaining(['id', 'name', 'plan']));
    expect(rows.some((row) => /\bInfosys Table Test\b/.test(row) && /\benterprise\b/.test(row))).toBe(true);
  });
});
