import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { startService } from '../../service.ts';

/**
 * A child process for start-up races: loads everything, says `loaded`, and on a line on stdin runs the
 * real start-up (`startService`, role api) at once, so several children start at the same instant.
 * Prints `listening <url>`, or exits 1 with main.ts's one-line reason on stderr.
 */
const config = loadConfig();
const log = createLogger(config);
process.stdin.once('data', () => {
  startService(config, 'api', log).then(
    (service) => {
      const { port } = service.app!.server.address() as AddressInfo;
      process.stdout.write(`listening http://127.0.0.1:${port}\n`);
      process.once('SIGTERM', () => void service.stop().then(() => process.exit(0)));
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
});
process.stdout.write('loaded\n');
