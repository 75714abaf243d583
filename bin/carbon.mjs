#!/usr/bin/env node
// `npx carbon …`: the operator CLI (scripts/cli.ts), run through tsx resolved from this project.
import { register } from 'tsx/esm/api';

register();
await import('../scripts/cli.ts');
