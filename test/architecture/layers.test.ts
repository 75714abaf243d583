import { mkdtemp, rm, writeFile, mkdir, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const ROOT = new URL('../..', import.meta.url).pathname;
const config = require(join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;
const LAYERS = [
  'main.ts',
  'service.ts',
  'composition-root.ts',
  'redis-connections.ts',
  'config.ts',
  'logger.ts',
  'api',
  'services',
  'domain',
  'jobs',
  'workers',
  'db',
  'scripts',
];

async function violations(paths: string[], baseDir: string) {
  const result = await cruise(paths, { ruleSet: config, ...config.options, baseDir, validate: true });
  return (result.output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('the layer rule (docs/architecture.md)', () => {
  const scratch: string[] = [];
  afterAll(async () => {
    for (const dir of scratch) await rm(dir, { recursive: true, force: true });
  });

  it('holds for the whole tree', async () => {
    expect(await violations(LAYERS, ROOT)).toEqual([]);
  }, 60_000);

  it('names the rule a wrong import breaks', async () => {
    // A miniature tree with the same top-level names: domain importing db, db importing a service, api a db type,
    // a job contract importing a service, a service importing BullMQ.
    const dir = await mkdtemp('/tmp/layers-');
    scratch.push(dir);
    for (const layer of ['domain', 'db', 'services', 'api', 'jobs']) await mkdir(join(dir, layer));
    await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    await writeFile(join(dir, 'db/rows.ts'), "import { use } from '../services/use.ts';\nexport const rows = use;\n");
    await writeFile(join(dir, 'services/use.ts'), 'export const use = 1;\n');
    await writeFile(join(dir, 'domain/pure.ts'), "import { rows } from '../db/rows.ts';\nexport const pure = rows;\n");
    await writeFile(
      join(dir, 'api/route.ts'),
      "import type { rows } from '../db/rows.ts';\nexport type Row = typeof rows;\n",
    );
    await writeFile(
      join(dir, 'jobs/contract.ts'),
      "import { use } from '../services/use.ts';\nexport const job = use;\n",
    );
    await writeFile(
      join(dir, 'services/run-job.ts'),
      "import type { Job } from 'bullmq';\nexport type Run = (job: Job) => void;\n",
    );
    await writeFile(
      join(dir, 'tsconfig.json'),
      '{"compilerOptions":{"allowImportingTsExtensions":true,"noEmit":true}}',
    );
    const found = await violations(['domain', 'db', 'services', 'api', 'jobs'], dir);
    expect(found).toContain('domain-is-pure: domain/pure.ts → db/rows.ts');
    expect(found).toContain('db-returns-rows: db/rows.ts → services/use.ts');
    expect(found).toContain('api-not-db: api/route.ts → db/rows.ts');
    expect(found).toContain('jobs-are-contracts: jobs/contract.ts → services/use.ts');
    expect(found.filter((v) => v.startsWith('bullmq-in-jobs-and-workers: services/run-job.ts → '))).toHaveLength(1);
  }, 60_000);
});
