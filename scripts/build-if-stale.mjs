#!/usr/bin/env node
// Compiles the service to dist/ (tsconfig.build.json) when dist/ is missing or older than a source
// file, so `npm start` and `npx carbon` run plain node on a fresh clone, after a pull or an edit,
// without paying for a compiler at every start. Plain JavaScript: it runs before anything is built.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'dist', '.tsbuildinfo');

/** Newest modification time (ms) of the .ts files and settings the build reads; 0 when there are none. */
function newestSource() {
  let include;
  try {
    ({ include } = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8')));
  } catch {
    return 0; // a production image carries dist/ without its sources or build settings
  }
  let newest = 0;
  const visit = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else if (path.endsWith('.ts')) newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of include) visit(join(root, entry));
  for (const file of ['tsconfig.json', 'tsconfig.build.json', 'package-lock.json'])
    newest = Math.max(newest, statSync(join(root, file)).mtimeMs);
  return newest;
}

function builtAt() {
  try {
    return statSync(stamp).mtimeMs;
  } catch {
    return -1;
  }
}

/** Builds when stale; returns false (after saying why on stderr) when the build failed. */
export function buildIfStale() {
  const newest = newestSource();
  if (newest === 0 || builtAt() >= newest) return true;
  process.stderr.write('Compiling TypeScript to dist/ (sources changed since the last build)\n');
  let tsc;
  try {
    tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  } catch {
    process.stderr.write('dist/ is out of date and TypeScript is not installed: run `npm ci`, then `npm run build`\n');
    return false;
  }
  const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status === 0) {
    // An incremental build that found nothing to emit leaves its build info as it was: date it now.
    const now = new Date();
    utimesSync(stamp, now, now);
    return true;
  }
  // The compiler writes its build info even when it reports errors: drop it, or the next start would
  // take the half-checked output for up to date.
  rmSync(stamp, { force: true });
  process.stderr.write('The TypeScript build failed (above); nothing was started\n');
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildIfStale() ? 0 : 1);
