import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const ROOT = new URL('../..', import.meta.url).pathname;
const config = require(join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;

/** Every module the entry loads, following static imports (type-only imports are not loaded). */
async function loadedBy(entry: string) {
  const options = { ...config.options, baseDir: ROOT, tsPreCompilationDeps: false };
  const result = await cruise([entry], options);
  return (result.output as ICruiseResult).modules.map((m) => m.source);
}

describe('the ingest thread of --role all (docs/operations.md "The ingest thread")', () => {
  it('loads the ingest handler only: no other job handler, no report rendering, no HTTP server', async () => {
    const modules = await loadedBy('workers/ingest-thread-entry.ts');
    expect(modules.filter((m) => m.startsWith('workers/handlers/'))).toEqual([
      'workers/handlers/ingest-run-handler.ts',
    ]);
    const packages = modules.filter((m) => /node_modules\/(pdfmake|exceljs|fastify)\b/.test(m));
    expect(packages).toEqual([]);
    expect(modules.filter((m) => m.startsWith('api/') || m === 'service.ts')).toEqual([]);
  }, 60_000);
});
