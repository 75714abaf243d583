import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { parseRole, startService } from './service.ts';

/**
 * `npm start [-- --role api|worker|scheduler|all]`: prepares the database (create, migrate, load
 * factors) and runs the chosen roles in this process. The first signal drains (API stops taking
 * connections, workers finish or hand back their jobs); a second signal, or a drain that outlasts
 * SHUTDOWN_TIMEOUT_MS, exits with status 1.
 */
async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  const role = parseRole(process.argv.slice(2));
  const service = await startService(config, role, log);
  closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'stopping after an uncaught error');
    else log.info({ signal }, 'draining');
    await service.stop();
  });
  log.info({ role }, 'service started');
}

main().catch((error: unknown) => {
  // Before the logger exists (bad configuration) or when start-up fails: one line saying why.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
