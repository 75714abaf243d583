import { readFile, writeFile } from 'node:fs/promises';
import type { OpenAPI3 } from 'openapi-typescript';
import { API_TYPES_FILE, apiTypesSource } from './api-types-source.ts';

/** `tsx clients/typescript/scripts/generate-api-types.ts OPENAPI.json`: rewrites src/carbon-api-types.ts from it. */
const input = process.argv[2];
if (!input) {
  process.stderr.write('Usage: generate-api-types.ts OPENAPI.json\n');
  process.exit(2);
}
const document = JSON.parse(await readFile(input, 'utf8')) as OpenAPI3;
await writeFile(API_TYPES_FILE, await apiTypesSource(document));
process.stdout.write(`wrote ${API_TYPES_FILE.pathname}\n`);
