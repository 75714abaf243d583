import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ENTRY } from '../support/compiled-entries.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { exited, serviceEnv } from '../support/workers.ts';

/**
 * The README's quickstart, pasted as written: its shell blocks, in order, in one bash, against the
 * compiled service on this test's database (the CLI finds it through DATABASE_URL, curl through BASE),
 * from a folder of its own that sees the repository's package, so the CSV it writes lands there.
 */
const root = new URL('../..', import.meta.url).pathname;
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const quickstart = readme.slice(
  readme.indexOf('## Quickstart'),
  readme.indexOf('\n## ', readme.indexOf('## Quickstart') + 1),
);
const commands = [...quickstart.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!).join('\n');

let t: TestApp;
let service: ReturnType<typeof spawn>;
let base: string;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  service = spawn(process.execPath, [SERVICE_ENTRY, '--role', 'all'], {
    env: serviceEnv(t),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  base = await new Promise<string>((resolve, reject) => {
    service.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/[^"\s]+)/.exec(output);
      if (listening && output.includes('"service started"')) resolve(listening[1]!);
    });
    service.once('exit', (code) => reject(new Error(`the service exited with ${code}`)));
  });
  folder = mkdtempSync(join(tmpdir(), 'carbon-quickstart-'));
  for (const entry of [
    'package.json',
    'node_modules',
    'bin',
    'dist',
    'scripts',
    'tsconfig.json',
    'tsconfig.build.json',
  ])
    symlinkSync(join(root, entry), join(folder, entry));
}, 180_000);
afterAll(async () => {
  service?.kill('SIGTERM');
  if (service) await exited(service);
  if (folder) rmSync(folder, { recursive: true, force: true });
  await t?.close();
});

describe('README quickstart', () => {
  it('runs as written and gives the figures it shows', async () => {
    expect(commands).toContain('BASE=');
    expect(commands).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/); // no pasted ids
    const { stdout } = await promisify(execFile)('bash', ['-e', '-o', 'pipefail', '-c', commands], {
      cwd: folder,
      // Offline: `npx carbon` must find the project's own bin, never fetch a package of that name.
      env: { ...process.env, DATABASE_URL: t.config.DATABASE_URL, BASE: base, npm_config_offline: 'true' },
      maxBuffer: 10 * 1024 * 1024,
    });
    expect(stdout).toMatch(/^svc_test_\w+$/m);
    // The figures the README shows beside the commands are the ones the commands give.
    for (const shown of [
      '"emissions_kg_co2e": 854.04',
      '"code": "REGION_FALLBACK"',
      '"total_kg_co2e":1024.52',
      '"rows_stored":3,"rows_failed":1',
      '5,"quantity","must be a positive number","2024-04-21,electricity,-5,kwh,"',
      '\n2225.733\n',
    ]) {
      expect(quickstart).toContain(shown);
      expect(stdout).toContain(shown);
    }
  }, 180_000);
});
