import { execFileSync } from 'node:child_process';

/** vitest's globalSetup: compiles dist/ once for the whole run when a source changed since the last build. */
export default function buildDist() {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], {
    cwd: new URL('../..', import.meta.url).pathname,
    stdio: 'inherit',
  });
}
