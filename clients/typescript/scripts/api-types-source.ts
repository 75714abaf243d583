import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

const TARGET = new URL('../src/carbon-api-types.ts', import.meta.url);

/**
 * src/carbon-api-types.ts as generated from the public OpenAPI document (GET /docs/json) and
 * formatted as the repository formats TypeScript: the one place both the generator and the test that
 * keeps the committed file current make it.
 */
export async function apiTypesSource(document: OpenAPI3): Promise<string> {
  const banner =
    '// Generated from the OpenAPI document by `npm run sdk:types` (clients/typescript/scripts). Do not edit.\n\n';
  const source = banner + astToString(await openapiTS(document));
  return format(source, { ...(await resolveConfig(TARGET)), filepath: TARGET.pathname });
}

export { TARGET as API_TYPES_FILE };
