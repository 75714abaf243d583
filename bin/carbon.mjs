#!/usr/bin/env node
// `npx carbon …`: the operator CLI (scripts/cli.ts), or with `tally` the on-premise Tally connector
// (scripts/tally-connector-cli.ts, which needs no database), as compiled to dist/, built first if stale.
import process from 'node:process';
import { buildIfStale } from '../scripts/build-if-stale.mjs';

if (!buildIfStale()) process.exit(1);
if (process.argv[2] === 'tally') {
  process.argv.splice(2, 1);
  await import('../dist/scripts/tally-connector-cli.js');
} else await import('../dist/scripts/cli.js');
