import { loadConfig } from './config.ts';
import { parseRole, startService } from './service.ts';

/**
 * `npm start [-- --role api|worker|scheduler|all]`: prepares the database (create, migrate, load
 * factors) and runs the chosen roles in this process.
 */
async function main() {
  const config = loadConfig();
  const role = parseRole(process.argv.slice(2));
  const service = await startService(config, role);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: draining`);
    await service.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
