/**
 * The compiled entry points that `npm start`, Docker and `npx carbon` run. Tests run them as child
 * processes rather than compiling TypeScript in each one; test/support/build-dist.ts (vitest's
 * globalSetup) brings dist/ up to date once per run.
 */
const root = new URL('../..', import.meta.url).pathname;

export const SERVICE_ENTRY = `${root}dist/main.js`;
export const CLI_ENTRY = `${root}dist/scripts/cli.js`;
