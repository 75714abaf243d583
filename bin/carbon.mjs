#!/usr/bin/env node
// `npx carbon …`: the operator CLI (scripts/cli.ts) as compiled to dist/, built first if it is stale.
import process from 'node:process';
import { buildIfStale } from '../scripts/build-if-stale.mjs';

if (!buildIfStale()) process.exit(1);
await import('../dist/scripts/cli.js');
